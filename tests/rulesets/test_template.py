"""The `_template` ruleset plays: it is the starting point of every new ruleset, so it must
stay a working one (live play, replay, who may act now, wins)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from bansha.engine import acting
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.play import apply
from bansha.randplay import random_stream
from bansha.rulesets._template import RULESET, day, exit_list, wins

ROLES = ["预言家", "狼人", "平民", "平民", "平民", "平民", "狼人", "平民"]
SEATS = [{"seat": i + 1, "name": f"p{i + 1}", "role": r} for i, r in enumerate(ROLES)]


def test_a_live_night_answers_the_seer_at_once_and_kills_at_the_end():
    g = Game(RULESET, SEATS, live=True)
    g.close()
    g.submit({"kind": "action", "by": 1, "skill": "预言", "targets": [2]})
    assert [e["result"] for e in g.view(1) if e["type"] == "feedback"] == ["狼人阵营"]
    assert [o.skill for o in acting.openings(g, 7)] == ["杀人"]
    g.submit({"kind": "action", "by": 7, "skill": "杀人", "targets": [3]})
    assert not g.seats[3].alive and "(3)" in g.settled
    assert acting.openings(g, 3) == [] and acting.openings(g, 2) == []
    g.close()
    assert any("3号p3" in e["text"] for e in g.public_events() if e["type"] == "announce")


def test_the_vote_settles_when_everyone_has_voted_and_the_village_can_win():
    g = Game(RULESET, SEATS, live=True)
    g.close()
    g.submit({"kind": "action", "by": 2, "skill": "杀人", "targets": [3]})
    g.close()
    for n in g.alive():
        g.submit({"kind": "vote", "by": n, "for": 2})
    assert not g.seats[2].alive and not g.over
    g.close()
    g.submit({"kind": "action", "by": 7, "skill": "杀人", "targets": [4]})
    g.close()
    for n in g.alive():
        g.submit({"kind": "vote", "by": n, "for": 7})
    assert g.over and g.winner == "村民阵营"


def test_a_replay_settles_the_same_night_at_the_close():
    g = Game(RULESET, SEATS)
    g.close()
    g.submit({"kind": "action", "by": 7, "skill": "杀人", "targets": [3]})
    g.submit({"kind": "action", "by": 1, "skill": "预言", "targets": [7]})
    assert g.seats[3].alive
    g.close()
    assert not g.seats[3].alive
    assert [e["result"] for e in g.view(1) if e["type"] == "feedback"] == ["狼人阵营"]


# --- the pieces the template shows (docs/new-ruleset.md): a status, a listener, an exit-list slot, a timed step

FULL = ["预言家", "狼人", "禁言长老", "猎人", "平民", "平民", "狼人", "平民"]
FULL_SEATS = [{"seat": i + 1, "name": f"p{i + 1}", "role": r} for i, r in enumerate(FULL)]


def _announced(g: Game) -> list[str]:
    return [e["text"] for e in g.public_events() if e["type"] == "announce"]


def test_a_status_declared_once_blocks_the_vote_and_tells_only_its_holder():
    g = Game(RULESET, FULL_SEATS, live=True)
    g.close()
    g.submit({"kind": "action", "by": 3, "skill": "禁言", "targets": [5]})
    g.submit({"kind": "action", "by": 2, "skill": "杀人", "targets": [6]})
    g.close()
    assert any("禁言" in e.get("text", "") for e in g.view(5) if e["type"] == "notice")
    assert not any("禁言" in e.get("text", "") for e in g.view(4) if e["type"] == "notice")
    with pytest.raises(Refusal, match=r"被\[禁言\]的角色当天不能投票"):
        g.submit({"kind": "vote", "by": 5, "for": 2})
    assert (5, "放逐投票") not in day.awaits_votes(g)
    for n in day.may_vote(g):
        g.submit({"kind": "vote", "by": n, "for": 2})
    assert not g.seats[2].alive  # the vote settled without the silenced seat
    g.close()
    assert not g.seats[5].statuses  # it lasted the day


def test_a_listener_offers_the_hunters_shot_and_its_victim_stands_in_the_hunters_slot():
    g = Game(RULESET, FULL_SEATS, live=True)
    g.close()
    g.submit({"kind": "action", "by": 2, "skill": "杀人", "targets": [4]})
    g.close()
    assert _announced(g)[-1] == "昨夜出局：4号p4（杀人）"
    assert "出局技能" not in g.settled and [o.skill for o in acting.openings(g, 4)] == ["最后一枪"]
    g.submit({"kind": "action", "by": 4, "skill": "最后一枪", "targets": [5]})
    assert not g.seats[5].alive and "出局技能" in g.settled
    for n in day.may_vote(g):
        g.submit({"kind": "vote", "by": n, "for": 2})
    assert "黄昏" in g.settled and not g.over
    assert _announced(g)[-1] == "第1天出局：5号p5（猎枪）、2号p2（投票）"  # the shot first: its slot comes first


def test_the_exit_list_and_the_win_are_read_from_the_roster():
    assert exit_list.SLOTS == ("杀人", "猎枪", "投票")
    g = Game(RULESET, FULL_SEATS)
    g.ledger.out[:] = [(2, "投票"), (5, "猎枪"), (6, "杀人")]
    assert exit_list.listed(g) == "6号p6（杀人）、5号p5（猎枪）、2号p2（投票）"  # by slot, not by time
    assert [p.__name__ for p in wins.PARTS] == ["pack_wins", "village_wins"]


def test_a_timed_step_settles_at_its_deadline_without_the_late_kill():
    g = Game(RULESET, FULL_SEATS, live=True, timed=True, start_date="2026-12-01")
    apply(g, {"kind": "close"}, "2026-12-01T21:00:00+08:00", strict=True)
    apply(g, {"kind": "tick"}, "2026-12-01T23:01:00+08:00", strict=True)
    assert "(3)" in g.settled  # (4) still waits for the seer and the elder, who have no deadline here
    with pytest.raises(Refusal):
        apply(g, {"kind": "action", "by": 2, "skill": "杀人", "targets": [6]}, "2026-12-01T23:05:00+08:00",
              strict=True)
    apply(g, {"kind": "close"}, "2026-12-02T09:00:00+08:00", strict=True)
    assert _announced(g)[-1] == "昨夜出局：无（平安夜）" and all(s.alive for s in g.seats.values())


def _random_game(seed: int, live: bool) -> Game:
    roles = random.Random(seed).sample(FULL, len(FULL))
    seats = [{"seat": i + 1, "name": f"p{i + 1}", "role": r} for i, r in enumerate(roles)]
    g, rng = Game(RULESET, seats, rng=seed, live=live), random.Random(seed)
    for _ in range(30):
        for inp in random_stream(g, rng):
            try:
                g.submit(inp)
            except Refusal:
                pass
        if g.over:
            break
        g.close()
    return g


def test_random_games_reach_both_factions_wins():
    """The random player really plays the template: over a few seeded games each faction wins some."""
    winners = {_random_game(seed, seed % 2 == 0).winner for seed in range(20)}
    assert winners == {"村民阵营", "狼人阵营"}


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_random_games_of_the_template_end_with_one_winner_or_keep_going(seed, live):
    """The copy starts from a ruleset the engine's random player can play (random deals of the full
    roster): each game ends with one of its factions or is still running after the period limit."""
    g = _random_game(seed, live)
    assert (g.winner in RULESET.factions) if g.over else g.winner is None
