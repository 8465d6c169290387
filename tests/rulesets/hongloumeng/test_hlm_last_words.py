"""遗言 (HLM-R82): 白天出局的人有遗言，夜晚出局的人无遗言；首夜出局的角色不再有遗言；红牌罚下出局的角色没有
遗言权利；遗言中禁止使用Discuz!代码；遗言在下一个游戏日白天开始时公示."""
from bansha.engine.errors import Refusal

from hlm_helpers import DAY12, EVERYONE, SEER, V, V1, WOLF, game, night, of


def words(by, text):
    return {"kind": "last_words", "by": by, "text": text}


def refused(g, inp) -> str:
    before = len(g.inbox)
    try:
        g.submit(inp)
    except Refusal as r:
        assert len(g.inbox) == before
        return r.reason
    raise AssertionError("accepted")


def test_hlm_r82_a_day_exit_leaves_last_words_published_at_the_next_day_start():
    g = game([night(1), DAY12[0], {"at": "day 2", "votes": V(V1, EVERYONE)}])
    assert not g.seats[V1].alive
    assert of(g, "notice", to=V1, text="你已出局。你可以在下一个游戏日白天开始前提交遗言（遗言中禁止使用Discuz!代码）。")
    g.submit(words(V1, "我是村民"))
    assert "已经提交过遗言" in refused(g, words(V1, "再来"))
    before = len([e for e in g.events if e["type"] == "announce"])
    g.close()  # day 2 closes: the words wait for the next day start
    g.close()  # night 2 closes
    g.close()  # day 3 (its list comes first, as the day opens)
    new = [e for e in g.events if e["type"] == "announce"][before:]
    assert new[0]["t"] == "day 3" and new[0]["text"].startswith("【M162】红楼梦 第3天")
    assert "的遗言：我是村民" in new[0]["text"]


def test_hlm_r82_discuz_code_is_refused():
    g = game([night(1), DAY12[0], {"at": "day 2", "votes": V(V1, EVERYONE)}])
    assert refused(g, words(V1, "[b]我是村民[/b]")) == "遗言中禁止使用Discuz!代码"


def test_hlm_r82_night_exits_and_first_night_exits_have_none():
    g = game([night(1, {"by": WOLF, "skill": "杀人", "targets": [SEER]}), DAY12[0], DAY12[1]])
    assert not g.seats[SEER].alive
    assert "没有遗言" in refused(g, words(SEER, "……"))
    g = game([night(1), *DAY12, night(2, {"by": WOLF, "skill": "杀人", "targets": [V1]})])
    assert not g.seats[V1].alive
    assert "没有遗言" in refused(g, words(V1, "……"))


def test_hlm_r82_a_seat_may_decline_its_words_and_none_are_taken_or_published_after():
    """Rulings «放弃遗言, said early»: a pass naming 遗言 leaves none; words after it are refused."""
    g = game([night(1), DAY12[0], {"at": "day 2", "votes": V(V1, EVERYONE)}])
    assert "没有遗言" in refused(g, {"kind": "pass", "by": SEER, "skill": "遗言"})
    g.submit({"kind": "pass", "by": V1, "skill": "遗言"})
    assert f"{V1}号 已放弃遗言" in refused(g, words(V1, "我是村民"))
    before = len([e for e in g.events if e["type"] == "announce"])
    for _ in range(3):
        g.close()
    assert not any(f"{V1}号" in t and "的遗言" in t
                   for t in [e["text"] for e in g.events if e["type"] == "announce"][before:])
