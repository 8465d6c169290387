"""[寡言] (JIU-R36, R194, R234, R240): holders announced at 开门 and in 正午; a holder's speech may only be two
marks of animal sounds and punctuation; breaking it gives permanent [沉默][遗忘] at once, a game effect and no card
(ruling in rulings.md, "JIU-R36 — 寡言")."""
import pytest
from jiu_helpers import DUCK, MERCHANT, SEER, WARRIOR, A, announced, events, game, night, statuses

from bansha.engine.errors import Refusal
from bansha.rulesets.jiu import statuses as st
from bansha.rulesets.jiu.silence_words import legal


def post(g, by, text, thread="discussion"):
    return g.submit({"kind": "post", "by": by, "thread": thread, "text": text})


def quiet_day(*seats):
    """Day 2 open, the seats holding [寡言] until its 黄昏 ends (as 匹夫一怒 gives it)."""
    g = game([night(1)])
    for n in seats:
        st.give(g, n, "寡言", until="day 2/黄昏")
    return g


def opened(g):
    g.submit({"kind": "settle", "step": "开门"})
    return g


def permanent(g, seat) -> set[str]:
    return {s.name for s in g.seats[seat].statuses if s.until is None}


@pytest.mark.parametrize("text", ["喵~", "汪！", "咩%", "呱……", "喵", "喵喵", " 吼! ", "嘎——"])
def test_jiu_r240_the_seeds_legal_examples_and_two_marks_with_optional_punctuation(text):
    assert legal(text)


@pytest.mark.parametrize("text", ["喵喵喵", "喵！！", "你好", "狗~", "！", "", "喵a", "呱…………"])
def test_jiu_r240_three_marks_or_a_word_that_is_no_animal_sound_is_illegal(text):
    assert not legal(text)


def test_jiu_r240_r234_an_illegal_post_gives_permanent_silence_and_forgetting_not_a_card():
    g = opened(quiet_day(SEER))
    post(g, SEER, "喵喵喵")
    assert {"沉默", "遗忘"} <= permanent(g, SEER)  # at once: before the period closes
    g.close()
    assert not events(g, "card", "day 2", to=SEER, card="红牌")
    assert "你获得了[沉默]状态，永久。" in [e["text"] for e in events(g, "notice", to=SEER)]


def test_jiu_r36_a_legal_post_and_a_non_holders_post_change_nothing():
    g = opened(quiet_day(SEER))
    post(g, SEER, "喵~")
    post(g, MERCHANT, "大家好，我是好人")
    g.close()
    assert not {"沉默", "遗忘"} & set(statuses(g, SEER)) and not {"沉默", "遗忘"} & set(statuses(g, MERCHANT))


def test_jiu_r194_the_silence_takes_hold_at_once_a_noon_skill_after_it_is_refused():
    g = opened(quiet_day(DUCK))
    post(g, DUCK, "我是预言家")
    with pytest.raises(Refusal, match="沉默"):
        g.submit({"kind": "action", "by": DUCK, "skill": "暗杀", "targets": [SEER], "choice": "预言家"})


def test_jiu_r194_posts_taken_before_the_day_opens_are_judged_at_open():
    g = quiet_day(SEER)
    post(g, SEER, "汪汪汪")
    assert "沉默" not in statuses(g, SEER)
    opened(g)
    assert {"沉默", "遗忘"} <= permanent(g, SEER)


def test_jiu_r194_a_vote_is_no_speech_and_the_free_thread_is_speech():
    g = opened(quiet_day(SEER, WARRIOR))
    post(g, SEER, "投票对象：龙舌兰\n投票理由：喵", thread="vote")
    post(g, WARRIOR, "自由发言", thread="自由")
    assert "沉默" not in statuses(g, SEER) and {"沉默", "遗忘"} <= permanent(g, WARRIOR)


def test_jiu_r36_r194_holders_are_announced_at_open_and_again_in_noon():
    g = quiet_day(SEER, WARRIOR)
    g.close()
    text = announced(g, "day 2")
    assert "[寡言]：7号清酒、9号米酒" in text and "正午：[寡言]持有情况：7号清酒、9号米酒" in text
    assert "[寡言]" not in announced(game([night(1), {"at": "day 2"}]), "day 2")


def test_jiu_r194_under_the_new_moon_rage_every_role_but_the_deputy_is_held_to_animal_sounds():
    """匹夫一怒: 所有角色获得[寡言]状态，持续至当天黄昏结束 (the 执警 is immune, JIU-R144)."""
    talk = [{"thread": "discussion", "by": 3, "text": "我是好人"}, {"thread": "discussion", "by": 4, "text": "汪！"},
            {"thread": "discussion", "by": 1, "text": "执警可以正常发言"}]
    g = game([night(1), {"at": "day 2", "actions": [A(1, "代理", choice="匹夫一怒，血溅五步")], "posts": talk}])
    assert "正午：[寡言]持有情况：2号伏特加、3号龙舌兰" in announced(g, "day 2")
    assert statuses(g, 3) == ["沉默", "遗忘"] and statuses(g, 4) == [] and statuses(g, 1) == []
