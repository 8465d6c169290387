"""警长 (seed 4.3.2 and 6.1 step 3): a title; 竞岗 on day 1 (a tie means no sheriff all game),
带队 1.5 votes, 殉职 after every shot."""
from .helpers import (FOURTEEN, HUNTER_ONLY, TWELVE, VILLAGE, WOLF, act, alive, announcements, day, deaths,
                      events, exile, new_game, night, notices, play, rejections, sheriffs)


def test_R41_R42_top_vote_getter_becomes_sheriff_and_is_told():
    """PVZ-R41, R42: 竞岗 — the unique top vote-getter is sheriff and 收到通知."""
    g = play(TWELVE, night(1), day(1, sheriff={1: 3, 2: 3, 4: 1, 5: 5}))
    assert sheriffs(g) == [("day 1", 3)]
    assert any("警长" in n for n in notices(g, 3))
    assert any("3号" in a and "警长" in a for a in announcements(g))


def test_R42_R134_tie_means_no_sheriff_all_game():
    """PVZ-R42, R134: election ends tied 4–4 → no sheriff for the rest of the game, no re-vote."""
    g = play(TWELVE, night(1),
             day(1, sheriff={1: 1, 2: 1, 3: 1, 4: 1, 5: 5, 6: 5, 7: 5, 8: 5}),
             night(2), day(2, sheriff={1: 1, 2: 1}))
    assert sheriffs(g) == [("day 1", None)]
    assert g.sheriff is None
    assert all("第一天" in r for r in rejections(g, 1))


def test_R42_no_votes_no_sheriff():
    """PVZ-R42: nobody voted — there is no top vote-getter, so no sheriff."""
    g = play(TWELVE, night(1), day(1))
    assert sheriffs(g) == [("day 1", None)]


def test_R43_R67_sheriff_vote_counts_one_and_a_half():
    """PVZ-R43, R67: 带队 — the sheriff's exile vote counts 1.5."""
    g = play(TWELVE, night(1), day(1, sheriff={1: 1}, votes={1: 5, 2: 6, 3: 6}))
    assert exile(g, 1)["tally"] == {"5": 1.5, "6": 2}
    assert exile(g, 1)["seat"] == 6
    g = play(TWELVE, night(1), day(1, sheriff={1: 1}, votes={1: 5, 4: 5, 2: 6, 3: 6}))
    assert exile(g, 1)["tally"] == {"5": 2.5, "6": 2} and exile(g, 1)["seat"] == 5


def test_R64_election_votes_all_weigh_one():
    """PVZ-R64: no 1.5 in the election itself (no sheriff exists yet)."""
    g = play(TWELVE, night(1), day(1, sheriff={1: 1, 2: 3, 4: 3}))
    assert sheriffs(g) == [("day 1", 3)]


def test_R56_R64_night_1_victim_votes_and_is_elected():
    """PVZ-R56, R64: 第一夜出局的角色在警长竞选阶段结束后才会出局 — it votes and may be elected."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, sheriff={9: 9, 1: 9, 2: 1}))
    assert sheriffs(g)[0] == ("day 1", 9)


def test_R44_R133_night_1_victim_elected_passes_the_badge():
    """PVZ-R44, R133: wolves kill S on night 1, S is elected on day 1 → S exits after the election
    closes and may pass the badge."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, act(9, "殉职", 1), sheriff={9: 9, 1: 9, 2: 1}))
    assert sheriffs(g) == [("day 1", 9), ("day 1", 1)]
    assert g.sheriff == 1
    assert any("继任警长" in a for a in announcements(g))
    assert any("警长" in n for n in notices(g, 1))


def test_R44_R86_no_handover_means_no_sheriff_for_the_rest_of_the_game():
    """PVZ-R44, R86: 若不发动该技能，则本局游戏接下来没有警长."""
    g = play(TWELVE, night(1), day(1, sheriff={1: 1}, votes={2: 1, 3: 1}), night(2), day(2, votes={2: 5}))
    assert sheriffs(g) == [("day 1", 1), ("day 1", None)]
    assert exile(g, 2)["tally"] == {"5": 1}


def test_R44_handover_to_a_role_still_in_play():
    """PVZ-R44: 选择一名未出局角色 — a dead heir is refused; a living one is taken."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)),
             day(1, act(1, "殉职", 9), act(1, "殉职", 2), sheriff={1: 1}, votes={2: 1, 3: 1}))
    assert sheriffs(g) == [("day 1", 1), ("day 1", 2)]
    assert any("已出局" in r for r in rejections(g, 1, "殉职"))


def test_R43_R44_heir_votes_one_and_a_half_and_can_pass_it_on():
    """PVZ-R43, R44: the new sheriff has 带队 and its own 殉职."""
    g = play(TWELVE, night(1), day(1, act(1, "殉职", 2), sheriff={1: 1}, votes={3: 1, 4: 1}),
             night(2, act(5, "杀人", 2)), day(2, act(2, "殉职", 3), votes={3: 6, 4: 7}))
    assert sheriffs(g) == [("day 1", 1), ("day 1", 2), ("day 2", 3)]
    assert exile(g, 2)["tally"] == {"6": 1.5, "7": 1}


def test_R45_R132_hunter_sheriff_shot_chain_before_handover():
    """PVZ-R45, R57, R132: hunter-sheriff killed at night shoots the 狼王 → the 狼王 (shot, not
    poisoned) shoots Y → only then does the hunter pass the badge."""
    g = play(FOURTEEN, night(1), day(1, sheriff={3: 3, 1: 3}),
             night(2, act(6, "杀人", 3)),
             day(2, act(3, "殉职", 1), act(3, "最后一枪", 9), act(9, "最后一枪", 11)))
    assert deaths(g) == [("night 2", 3, "杀人"), ("day 2", 9, "最后一枪"), ("day 2", 11, "最后一枪")]
    shots = [i for i, e in enumerate(g.events) if e["type"] == "death" and e["cause"] == "最后一枪"]
    handover = [i for i, e in enumerate(g.events) if e["type"] == "sheriff" and e["seat"] == 1]
    assert handover and handover[0] > max(shots)


def test_R45_R86_exiled_hunter_sheriff_shoots_then_passes():
    """PVZ-R45, R86: the same order for a day exit."""
    g = play(HUNTER_ONLY, night(1), day(1, act(3, "殉职", 1), act(3, "最后一枪", 5), sheriff={3: 3},
                                        votes={1: 3, 2: 3}))
    kinds = [(e["type"], e.get("seat")) for e in g.events if e["type"] in ("death", "sheriff")]
    assert kinds == [("sheriff", 3), ("death", 3), ("death", 5), ("sheriff", 1)]


def test_R44_sheriff_shot_by_the_hunter_passes_the_badge():
    """PVZ-R44, R57: a sheriff put out by a shot also uses 殉职, after the shots."""
    g = play(HUNTER_ONLY, night(1), day(1, act(3, "最后一枪", 1), act(1, "殉职", 2), sheriff={1: 1},
                                        votes={2: 3, 4: 3}))
    assert sheriffs(g) == [("day 1", 1), ("day 1", 2)]


def test_R77_R119_self_exploding_wolf_sheriff_names_the_next_sheriff():
    """PVZ-R77, R119: the sheriff is a wolf and self-explodes → it may name the next sheriff;
    the vote is skipped."""
    g = play(TWELVE, night(1), day(1, act(5, "自爆"), act(5, "殉职", 6), sheriff={5: 5, 6: 5}, votes={1: 6}))
    assert sheriffs(g) == [("day 1", 5), ("day 1", 6)]
    assert exile(g, 1) is None and 6 in alive(g)


def test_R06_sheriff_keeps_role_and_camp():
    """PVZ-R06: 警长不影响其原本的身份，也不改变其所属阵营."""
    g = play(TWELVE, night(1), day(1, sheriff={5: 5}))
    assert g.seats[5].role == "狼人" and g.seats[5].camp == WOLF
    g2 = new_game(TWELVE)
    assert g2.seats[1].camp == VILLAGE


def test_R64_election_is_held_on_day_1_only():
    """PVZ-R64: the election is day 1's; later sheriff votes are refused."""
    g = play(TWELVE, night(1), day(1), night(2), day(2, sheriff={1: 1}))
    assert sheriffs(g) == [("day 1", None)]
    assert events(g, "rejected", by=1)


def test_R42_unique_top_wins_with_abstentions():
    """PVZ-R42, R69: abstentions count for nobody."""
    g = play(TWELVE, night(1), day(1, sheriff={1: None, 2: None, 3: 4}))
    assert sheriffs(g) == [("day 1", 4)]


def test_R133_sheriff_exit_order_in_the_record():
    """PVZ-R133: the night-1 victim's exit is recorded on night 1; the badge leaves on day 1."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, sheriff={9: 9}))
    assert deaths(g) == [("night 1", 9, "杀人")]
    assert sheriffs(g) == [("day 1", 9), ("day 1", None)]
    assert any("没有警长" in a for a in announcements(g))


def test_A11_red_carded_sheriff_may_still_pass_the_badge():
    """PVZ-A11, R44 (ruling R-RED-CARD: 4.3.2 grants 殉职 whenever 警长出局时)."""
    g = play(TWELVE, night(1), day(1, act(1, "殉职", 2), sheriff={1: 1}, cards=[
        {"to": 1, "card": "红牌", "reason": "贴脸"}]))
    assert deaths(g) == [("day 1", 1, "红牌罚下")]
    assert sheriffs(g) == [("day 1", 1), ("day 1", 2)]


def test_R44_sheriff_killed_on_a_later_night_hands_over_in_the_morning():
    """PVZ-R44, R57 (ruling R-SHOT-TIMING): the 殉职 of a sheriff killed on night 2 settles when
    day 2 opens."""
    g = play(TWELVE, night(1), day(1, sheriff={1: 1}), night(2, act(5, "杀人", 1)), day(2, act(1, "殉职", 4)))
    assert sheriffs(g) == [("day 1", 1), ("day 2", 4)]


def test_R56_the_election_count_is_published():
    """PVZ-R56 (6.2.2): 投票结束后，统计结果并公布 — the 公示 carries the count, not only the winner."""
    g = play(TWELVE, night(1), day(1, sheriff={1: 2, 2: 2, 3: 2, 4: 1}))
    assert any(a.startswith("警长竞选结果：2号3票，1号1票。2号") for a in announcements(g))
    g = play(TWELVE, night(1), day(1, sheriff={1: 2, 2: 1}))
    assert any(a == "警长竞选结果：2号1票，1号1票。平票，本局游戏没有警长。" for a in announcements(g))
