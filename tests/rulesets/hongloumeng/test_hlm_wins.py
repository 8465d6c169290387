"""Winning and losing — three camps, time nodes, priorities, surrender, red cards (HLM-R74, R87–R93,
R97, R109, A01, A11, A12)."""
import pytest

from bansha.engine.errors import Refusal
from bansha.engine.game import DIRECTOR
from bansha.replay import play
from bansha.scenario import load

from hlm_helpers import (A, APPRENTICE, DREAMER, EVERYONE, HOOD, JUDGE, KING, KNIGHT, SEER, V, V1, V2, V3, V4, WITCH,
                         WOLF, WWITCH, announced, deaths, game, night, of, scenario)

# The shared scenario's road: after day 3 every wolf is out; village 1,3,4,5,6 and coven 12,13,14 remain.
WOLVES_FALL = [
    night(1, A(KING, "杀人", [V2]), A(WITCH, "救药", [V2]), A(DREAMER, "摄梦", [APPRENTICE])),
    {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
    {"at": "day 2", "votes": V(WWITCH, EVERYONE)},
    night(2, A(KING, "杀人", [V4]), A(KING, "残暴", [V3]), A(WITCH, "毒药", [WOLF]), A(DREAMER, "摄梦", [WITCH])),
    {"at": "day 3", "votes": V(KING, [1, 2, 3, 4, 5, 6]), "actions": [A(KING, "报复", [KNIGHT])]},
]


def test_hlm_r87_wolves_win_when_every_god_is_out():
    """HLM-R87, R88: all 神职 out → wolves win at once, at the 夜间 node."""
    g = game([night(1, A(KING, "杀人", [SEER]), A(KING, "冲锋", [KNIGHT]), A(WITCH, "毒药", [JUDGE])),
              {"at": "day 1"}, {"at": "day 2", "votes": V(HOOD, EVERYONE)}])
    assert g.winner == "狼人阵营" and of(g, "game_over")[0]["t"] == "day 2"
    assert of(g, "game_over")[0]["seats"] == [KING, WWITCH, WOLF]


def test_hlm_r87_wolves_win_when_every_villager_is_out():
    g = game([night(1, A(KING, "杀人", [V1]), A(KING, "冲锋", [V2]), A(WITCH, "毒药", [V3]),
                    A(KNIGHT, "荣光审判", [V4]))])
    assert g.winner == "狼人阵营" and of(g, "game_over")[0]["t"] == "night 1"


def test_hlm_r89_village_wins_when_wolves_and_coven_are_out():
    """HLM-R89: 狼人阵营全员出局 and 魔女会阵营全员出局."""
    g = game(WOLVES_FALL + [night(3, A(JUDGE, "审判", [V1, V2], choice=DREAMER)),
                            {"at": "day 4", "votes": V(WITCH, EVERYONE)}])
    assert deaths(g, "night 3") == {DREAMER: "审判", APPRENTICE: "摄梦"}
    assert g.winner == "村民阵营" and of(g, "faction_lost", faction="魔女会阵营") == []


def test_hlm_r90_coven_wins_when_it_matches_the_village_after_the_wolves_lost():
    """HLM-R90 (1): after the wolves' loss, 魔女会 ≥ 村民阵营 alive → 魔女会 wins."""
    g = game(WOLVES_FALL + [night(3, A(APPRENTICE, "特制药剂", [WITCH]), A(WITCH, "毒药", [V1]),
                                  A(JUDGE, "审判", [V2, HOOD], choice=V2))])
    assert deaths(g, "night 3") == {V1: "毒药", V2: "审判"}
    assert g.winner == "魔女会阵营" and of(g, "game_over")[0]["seats"] == [WITCH, DREAMER, APPRENTICE]


def test_hlm_r90_a12_coven_wins_after_two_days_without_exits():
    """HLM-R90 (2), A12: after the wolves' loss, two 天 (a day and its night) with no exit."""
    g = game(WOLVES_FALL + [night(3), {"at": "day 4", "votes": V(None, EVERYONE)}, night(4),
                            {"at": "day 5", "votes": V(None, EVERYONE)}, night(5)])
    assert g.winner == "魔女会阵营" and of(g, "game_over")[0]["t"] == "night 5"
    assert "连续两天无人出局" in [e for e in g.events if e["type"] == "trace" and "胜利" in e["text"]][0]["text"]


def test_hlm_r91_r109_a01_simultaneous_wins_go_to_the_wolves():
    """HLM-R91, R109, A01: the PS example without the 报复 — the last wolf (poisoned), the last 村民
    and the last 魔女会 go out at the same node; wolves and village both win → wolves."""
    g = game([night(1, A(KING, "杀人", [V1])), {"at": "day 1"}, {"at": "day 2", "votes": V(WWITCH, EVERYONE)},
              night(2, A(KING, "杀人", [V2]), A(KING, "残暴", [V3])), {"at": "day 3", "votes": V(WOLF, EVERYONE)},
              night(3, A(KING, "杀人", [DREAMER])), {"at": "day 4", "votes": V(None, EVERYONE)},
              night(4, A(KING, "杀人", [V4]), A(WITCH, "毒药", [KING]), A(KNIGHT, "荣光审判", [WITCH]))])
    assert deaths(g, "night 4") == {V4: "杀人", KING: "毒药", WITCH: "荣光审判"}
    assert g.winner == "狼人阵营"
    assert announced(g, "游戏结束公示")


def test_hlm_r88_faction_lost_while_the_game_goes_on():
    """HLM-R88, R90: the wolves lose (faction_lost) and the game goes on between the other two."""
    g = game(WOLVES_FALL)
    assert [e["faction"] for e in of(g, "faction_lost")] == ["狼人阵营"] and not g.over


def test_hlm_r74_surrender_needs_every_member_dead_included():
    """HLM-R74: every member of the camp, exited ones included, must agree."""
    base = [night(1, A(WITCH, "毒药", [WOLF])), {"at": "day 1"}]
    g = play(load(scenario(base + [{"at": "day 2", "surrender": {"faction": "狼人阵营", "by": [KING, WWITCH]}}])))
    assert not g.lost and any(e.get("input") == "surrender" for e in of(g, "rejected"))
    g = play(load(scenario(base + [{"at": "day 2", "surrender": {"faction": "狼人阵营", "by": [KING, WWITCH, WOLF]}}])))
    assert g.lost == ["狼人阵营"] and deaths(g, "day 2") == {KING: "投降", WWITCH: "投降"}


def test_hlm_a13_a_lost_camp_is_not_posted():
    """HLM-R74, R93, A13: 以任何方式出局的角色均不公示其身份 — a surrender and a loss by two red cards take
    the camp's seats out, listed as exits without cause; 「X判负」 is the director's, so no post ties those
    seats to their camp. Option `lost_camp_announce` posts it."""
    reds = [{"to": DREAMER, "card": "红牌", "reason": "场外"}, {"to": WITCH, "card": "红牌", "reason": "场外"}]
    roads = ([night(1), {"at": "day 1"}, {"at": "day 2", "surrender": {"faction": "魔女会阵营",
                                                                     "by": [WITCH, DREAMER, APPRENTICE]}}, night(2),
              {"at": "day 3"}],  # day 3 opens with the list
             [night(1), {"at": "day 1"}, {"at": "day 2", "cards": reds}, night(2), {"at": "day 3"}])
    for road in roads:
        g = game(road)
        lost = of(g, "faction_lost", faction="魔女会阵营")
        assert lost and g.audiences[g.events.index(lost[0])] == DIRECTOR
        posts = "\n".join(e["text"] for e in of(g, "announce"))
        assert "判负" not in posts and "魔女会" not in posts
        assert "其他原因出局：12号李纨、13号晴雯、14号袭人" in posts
        assert not [e for n in g.seats for e in g.view(n) if e["type"] == "faction_lost" or "判负" in e.get("text", "")]
        shown = play(load(scenario(road, options={"lost_camp_announce": True})))
        assert any("魔女会阵营判负" in e["text"] for e in of(shown, "announce"))


def test_hlm_r74_the_village_cannot_surrender():
    g = game([])
    with pytest.raises(Refusal, match="只有狼人阵营和魔女会阵营可以投降"):
        g.submit({"kind": "surrender", "faction": "村民阵营", "by": [1, 2, 3, 4, 5, 6, 7, 8]})
    assert g.inbox == []


def test_hlm_r93_r97_two_red_cards_in_a_camp_lose_it():
    """HLM-R93, R97: two reds in one camp (a dead member's too) → the camp loses; 3 yellows = 1 red."""
    g = game([night(1), {"at": "day 1"},
              {"at": "day 2", "cards": [{"to": DREAMER, "card": "红牌", "reason": "场外"},
                                        {"to": WITCH, "card": "黄牌", "reason": "贴脸"},
                                        {"to": WITCH, "card": "黄牌", "reason": "贴脸"},
                                        {"to": WITCH, "card": "黄牌", "reason": "贴脸"}]}])
    assert [e["card"] for e in of(g, "card", to=WITCH)] == ["黄牌", "黄牌", "黄牌", "红牌"]
    assert of(g, "faction_lost", faction="魔女会阵营")
    assert deaths(g) == {DREAMER: "红牌罚下", WITCH: "红牌罚下", APPRENTICE: "阵营判负"}


def test_hlm_r97_director_rules_a_camp_lost_on_one_red():
    """HLM-R97: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营."""
    g = game([night(1)])
    g.submit({"kind": "card", "to": V1, "card": "红牌", "reason": "作弊", "faction_loses": True})
    g.close()
    assert g.winner == "狼人阵营"
