"""[宣言] and the 宣言贴 (JIU-R27; JIU-A41: no pool identity has one, so the framework is tested with a skill made
here): the set text posted in the 宣言贴 during 正午 uses the skill, if its author can; replies count only when
they reply to that floor; [寡言] blocks both; a [宣言] skill is never used by a plain action."""
import pytest
from jiu_helpers import DUCK, MERCHANT, SAGE, SEER, SOUL, WARRIOR, A, announced, events, game, night

from bansha.engine.errors import Refusal
from bansha.engine.skills import SkillSlot
from bansha.rulesets.jiu import declarations
from bansha.rulesets.jiu import statuses as st
from bansha.rulesets.jiu.roles._kit import skill

TEXT = "我宣言：点名"


def roll_call(game, use):
    said = "、".join(f"{by}号{text}" for by, text in declarations.replies(game, use))
    game.announce(f"点名：{said or '无人应答'}")


点名 = skill("点名", "正午", roll_call, targets=0, tags=(declarations.TAG,), step="正午", description="测试用的[宣言]技能。")


@pytest.fixture(autouse=True)
def registered():
    declarations.register("点名", TEXT, may_reply=lambda g, n: n != SOUL, reply_form="回复“到”")
    yield
    declarations.DECLARATIONS.pop("点名", None)


def day2(holder=MERCHANT):
    g = game([night(1)])
    g.seats[holder].skills.append(SkillSlot.of(点名, "测试"))
    return g


def post(g, by, text, reply_to=None, thread="宣言"):
    g.submit({"kind": "post", "by": by, "thread": thread, "text": text, "reply_to": reply_to})


def test_jiu_r27_the_declaration_uses_the_skill_and_only_replies_to_that_floor_count():
    g = day2()
    post(g, SEER, "大家好", thread="discussion")  # post 0
    post(g, MERCHANT, f"  {TEXT} ")  # post 1: the declaration
    post(g, SAGE, "到", reply_to=1)
    post(g, WARRIOR, "到")  # not a reply to that floor
    post(g, DUCK, "到", reply_to=0)  # a reply to another floor
    post(g, SOUL, "到", reply_to=1)  # not a role the skill asks
    g.close()
    assert "点名：4号到" in announced(g, "day 2")


def test_jiu_r27_anyone_may_declare_but_only_one_who_can_use_the_skill_does_anything():
    g = day2()
    post(g, SEER, TEXT)
    g.close()
    assert "点名" not in announced(g, "day 2")
    assert any("只有可以发动对应技能的情况下宣言才会有效" in e["text"] for e in events(g, "trace", "day 2"))
    g = day2()
    st.give(g, MERCHANT, "沉默")
    post(g, MERCHANT, TEXT)
    g.close()
    assert "点名" not in announced(g, "day 2")


def test_jiu_r27_silence_words_block_declaring_and_replying():
    g = day2()
    st.give(g, SAGE, "寡言", until="day 2/黄昏")
    post(g, MERCHANT, TEXT)
    post(g, SAGE, "喵~", reply_to=0)  # legal 寡言 speech, but no reply
    g.close()
    assert "点名：无人应答" in announced(g, "day 2")
    g = day2()
    st.give(g, MERCHANT, "寡言", until="day 2/黄昏")
    post(g, MERCHANT, TEXT)
    g.close()
    assert "点名" not in announced(g, "day 2") and st.has(g.seats[MERCHANT], "沉默")


def test_jiu_r27_only_in_noon_and_never_by_a_plain_action():
    g = day2()
    g.submit({"kind": "settle", "step": "正午结束"})
    post(g, MERCHANT, TEXT)
    g.close()
    assert "点名" not in announced(g, "day 2")
    assert any("宣言只能在游戏日正午发送" in e["text"] for e in events(g, "trace", "day 2"))
    g = day2()
    with pytest.raises(Refusal, match="宣言"):
        g.submit(A(MERCHANT, "点名") | {"kind": "action"})


def test_jiu_r27_once_the_day_is_open_the_declaration_is_taken_at_once():
    g = day2()
    g.submit({"kind": "settle", "step": "开门"})
    post(g, MERCHANT, TEXT)
    assert [i.skill for i in g.injected] == ["点名"]
    post(g, MERCHANT, TEXT)  # once a day
    assert len(g.injected) == 1
    g.close()
    assert announced(g, "day 2").count("点名：") == 1
