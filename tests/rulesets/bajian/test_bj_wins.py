"""胜负判定 (BJ-R90–R95, R86, R92, BJ-A11, A13)."""
from bansha.engine import life
from bansha.rulesets.bajian import wins

from bj_helpers import (ELDER, GUARD, HUNTER, HUNTWOLF, KING, PIPER, RED, SEER, SNOW, VULTURE, WITCH, A, HYBRIDS,
                        events, game, night, start)

EVERYONE = list(range(1, 25))


def V(target, voters):
    return [{"by": v, "for": target} for v in voters]


def test_bj_r90_win2_wolves_win_when_every_god_is_out():
    g = game([night(1, A(HUNTER, "枪击", [SEER]), A(HUNTER, "枪击", [WITCH]), A(VULTURE, "杀人", [HUNTER]),
                    A(KING, "冲锋", [GUARD]))])
    assert g.winner == "狼人阵营" and g.outcome.reason == "敌方阵营的狼特全员出局"


def test_bj_r90_win2_village_wins_when_every_wolf_is_out():
    alive = [n for n in EVERYONE]
    g = game([night(1, A(HUNTER, "枪击", [VULTURE]), A(HUNTER, "枪击", [HUNTWOLF])),
              {"at": "day 2", "votes": V(RED, alive)}, night(2),
              {"at": "day 3", "votes": V(SNOW, alive)}])
    assert g.winner == "村民阵营"
    assert PIPER not in events(g, "game_over")[0]["seats"]


def test_bj_r90_win1_leader_in_play_enemy_leader_and_piper_out_all_hybrids_with_us():
    g = game([night(1, A(VULTURE, "杀人", [PIPER]), A(HUNTER, "枪击", [ELDER]))])
    # every 混血 supports the 狼王 (the helpers' default); the elder is out by 枪击
    assert g.winner == "狼人阵营" and "首领" in g.outcome.reason


def test_bj_r93_the_piper_loses_with_fewer_than_3_backers_who_become_masterless():
    g = game([night(1, A(VULTURE, "杀人", [PIPER]))], supports={1: PIPER, 3: PIPER})
    assert "吹笛者阵营" in g.lost
    assert g.ruleset.camp_of(g, 1) == "无阵营" and 1 in g.state.masterless


def test_bj_r91_win1_a13_all_hybrids_with_the_piper_as_day_3_opens():
    supports = {n: PIPER for n in HYBRIDS}
    g = game([start(supports), {"at": "day 1"}, night(1), {"at": "day 2"}, night(2), {"at": "day 3"}])
    assert g.winner == "吹笛者阵营" and events(g, "game_over")[0]["t"] == "day 3"
    g = game([start(supports), {"at": "day 1"}, night(1), {"at": "day 2"}])
    assert g.winner is None


def test_bj_r91_win2_half_the_living_recruits_piped_and_both_leaders_out():
    g = game([])
    g.over = False
    g.state.piped = [SEER, WITCH, VULTURE, RED]
    life.take_out(g, KING)
    life.take_out(g, ELDER)
    wins.check(g)
    assert g.winner == "吹笛者阵营"


def test_bj_r92_six_recruit_exits_lose_r91_win3_r90_win3():
    g = game([])
    g.state.recruits_out["狼人阵营"] = 6
    g.lost.append("吹笛者阵营")
    wins.check(g)
    assert "狼人阵营" in g.lost and g.winner == "村民阵营"  # the piper and the wolves lost → the village wins


def test_bj_r94_unaligned_hybrids_in_play_win_with_whoever_wins():
    g = game([night(1, A(HUNTER, "枪击", [SEER]), A(HUNTER, "枪击", [WITCH]), A(VULTURE, "杀人", [HUNTER]),
                    A(KING, "冲锋", [GUARD]))], supports={1: 3, 3: 1})
    assert g.winner == "狼人阵营"
    seats = events(g, "game_over")[0]["seats"]
    assert 1 in seats and 3 in seats and ELDER not in seats


def test_bj_r95_two_red_cards_in_one_faction_lose_it():
    g = game([{"at": "day 2", "cards": [{"to": VULTURE, "card": "红牌", "reason": "作弊"},
                                        {"to": RED, "card": "红牌", "reason": "作弊"}]}])
    assert "狼人阵营" in g.lost
