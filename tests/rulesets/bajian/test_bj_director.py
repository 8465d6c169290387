"""What the seed leaves to the director, as far as it is code: the card ledger for each breach the
违规判定 lists (the judging is the director's, the cards' consequences are the engine's), one 替补
per seat, no surrender, anonymous votes, private notices, and E4's stronger elder as an option
(BJ-R74, R78, R79, R85, R100, R102–R107, R110, R122)."""
import pytest

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets.bajian import RULESET

from bj_helpers import ELDER, KING, PIPER, SEER, VULTURE, A, deaths, events, game, night, seats


def card(to: int, kind: str, reason: str, **kw) -> dict:
    return {"to": to, "card": kind, "reason": reason, **kw}


def test_bj_r100_three_blues_make_a_yellow_three_yellows_a_red_and_a_red_is_an_exit():
    """BJ-R100: 累计三张“蓝牌”合并为一张“黄牌”，累计三张“黄牌”合并为一张“红牌”；红牌罚下出局."""
    cs = [card(3, "蓝牌", "首次违规")] * 3 + [card(3, "黄牌", "贴脸")] * 2
    g = game([{"at": "day 2", "cards": cs}])
    kinds = [e["card"] for e in events(g, "card", "day 2") if e["to"] == 3]
    assert kinds.count("黄牌") == 3 and kinds[-1] == "红牌"
    assert 3 in deaths(g, "day 2")


@pytest.mark.parametrize("reason", [
    "讨论游戏责任（BJ-R102）", "贴脸：发誓或诅咒（BJ-R103）", "发表与导演的对话（BJ-R104）",
    "场外与他人通马甲（BJ-R105）", "使用导演专用的红色字体（BJ-R106）", "暗示自己选择支持的节气（BJ-R110）",
    "只能发言喵汪时发了别的（BJ-R78）"])
def test_bj_r102_r106_r110_r78_a_breach_the_director_judges_is_a_card(reason):
    """BJ-R102–R106, R110, R78: the director judges the breach and gives the card the seed names; a
    red one puts the seat out after the day's vote with no last words."""
    g = game([{"at": "day 2", "votes": [{"by": 1, "for": 7}], "cards": [card(3, "红牌", reason)]}])
    assert [e["reason"] for e in events(g, "card", "day 2")] == [reason]
    out = [e for e in events(g, "death", "day 2")]
    assert [e["seat"] for e in out] == [7, 3]  # 白天结束时红牌罚下的出局结算在投票结算之后执行


def test_bj_r100_two_reds_in_one_camp_lose_and_the_director_may_rule_a_loss():
    """BJ-R100, R95: 同一阵营的角色累计获得两张或以上红牌时，阵营判负; 判罚红牌时，导演视情况决定是否判负."""
    g = game([{"at": "day 2", "cards": [card(VULTURE, "红牌", "作弊"), card(KING, "红牌", "作弊")]}])
    assert any(e["faction"] == "狼人阵营" for e in events(g, "faction_lost"))
    g = game([{"at": "day 2", "cards": [card(SEER, "红牌", "作弊", faction_loses=True)]}])
    assert any(e["faction"] == "村民阵营" for e in events(g, "faction_lost"))


def test_bj_r107_one_substitute_per_seat():
    """BJ-R107: 每名角色仅限更换一次替补 (the console refuses a second; the rule's words)."""
    assert RULESET.substitutes_per_seat == 1 and "仅限更换一次替补" in RULESET.substitute_rule


def test_bj_r79_there_is_no_surrender():
    g = Game(RULESET, seats(), {}, 0)
    with pytest.raises(Refusal, match="没有投降"):
        g.submit({"kind": "surrender", "faction": "狼人阵营", "by": KING})


def test_bj_r74_votes_are_tallied_without_naming_the_voters():
    """BJ-R74 (BJ-A12): 投票建议改为匿名投票 — the result names counts, not who voted for whom."""
    g = game([{"at": "day 2", "votes": [{"by": 1, "for": 7}, {"by": 2, "for": 7}]}])
    text = next(e["text"] for e in events(g, "announce", "day 2") if "投票结果" in e["text"])
    assert "7号" in text and "玩家1" not in text and "玩家2" not in text


def test_bj_r85_private_notices_reach_only_their_seat():
    """BJ-R85: piping, 魔音, burns, recruits, 报信 … each goes to its seat (and the wolves for a burn)."""
    g = game([night(1, A(PIPER, "吹笛", [1, 3]), A(VULTURE, "报信", choice="今晚刀3"))])
    for n in (1, 3):
        assert any("吹笛" in e.get("text", "") for e in g.view(n) if e["type"] == "notice")
    assert not any("吹笛" in e.get("text", "") for e in g.view(7) if e["type"] == "notice")
    assert any("今晚刀3" in str(e.get("text", e.get("result", ""))) for e in g.view(KING))
    assert not any("今晚刀3" in str(e.get("text", e.get("result", ""))) for e in g.view(SEER))


def test_bj_r122_a09_e4_the_elder_may_have_a_life_every_night():
    """BJ-R122 (E4): 原版规则中长老每晚都有两条命，可视情况对长老能力进行修改增强 — option long_life."""
    kill = lambda n: night(n, A(VULTURE, "杀人", [ELDER]))  # noqa: E731
    g = game([kill(1), {"at": "day 2"}, kill(2)])
    assert ELDER in deaths(g, "night 2")
    g = game([kill(1), {"at": "day 2"}, kill(2)], options={"long_life": "每晚一次"})
    assert g.seats[ELDER].alive
