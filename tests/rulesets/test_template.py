"""The `_template` ruleset plays: it is the starting point of every new ruleset, so it must
stay a working one (live play, replay, who may act now, wins)."""
from __future__ import annotations

from bansha.engine import acting
from bansha.engine.game import Game
from bansha.rulesets._template import RULESET

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
