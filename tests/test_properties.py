"""Properties of random legal PVZ games (tests/rulesets/pvz/randgame.py):

- a game ends with exactly one game_over naming one faction, or goes on with no winner;
- the dead never act: a seat out of play has its skills refused (checked while playing), gets
  no feedback, and no vote of its counts in an exile tally;
- replaying the same inputs gives the identical record, byte for byte;
- no seat's view holds another seat's private message, another group's message, or any trace,
  rejected or unused line.
"""
from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bansha.engine.game import PUBLIC
from bansha.replay import record, replay

sys.path.insert(0, str(Path(__file__).resolve().parent / "rulesets"))
from pvz.randgame import random_game  # noqa: E402

FACTIONS = {"狼人阵营", "村民阵营"}
PRIVATE_TYPES = {"trace", "rejected", "unused"}
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)  # one seed drives the whole random game


def dump(rec) -> str:
    return json.dumps(rec, ensure_ascii=False, sort_keys=False)


@SETTINGS
@given(SEEDS)
def test_one_game_over_with_one_faction_or_the_game_goes_on(seed):
    rg = random_game(random.Random(seed))
    g = rg.game
    overs = [i for i, e in enumerate(g.events) if e["type"] == "game_over"]
    final = record(g)["final"]
    if g.over:
        assert len(overs) == 1
        go = g.events[overs[0]]
        assert go["winner"] in FACTIONS and final["winner"] == go["winner"]
        assert go["seats"] and all(g.seats[s].camp in (go["winner"], "暗恋者") for s in go["seats"])
        after = [e["type"] for e in g.events[overs[0] + 1:]]
        assert not {"death", "exile", "sheriff", "revive", "game_over"} & set(after)
    else:
        assert overs == [] and final["winner"] is None


@SETTINGS
@given(SEEDS)
def test_the_dead_never_act(seed):
    rg = random_game(random.Random(seed))
    g = rg.game
    dead: set[int] = set()
    pending: set[int] = set()
    sheriff = None
    elected = False
    for e in g.events:
        t, kind = e["t"], e["type"]
        if kind == "death":
            assert e["seat"] not in dead, f"{e['seat']} died twice"
            (pending if t == "night 1" else dead).add(e["seat"])
        elif kind == "sheriff":
            if t == "day 1" and not elected:
                elected = True
                dead |= pending           # 6.1 step 3: night-1 victims leave after the election
                pending.clear()
            sheriff = e["seat"]
        elif kind == "feedback":
            assert e["to"] not in dead, f"{t}: feedback to {e['to']}, already out"
        elif kind == "exile":
            seen: set[int] = set()
            total = 0.0
            for by, for_ in rg.votes[t]:
                if by in dead or by in seen or (for_ is not None and for_ in dead):
                    continue
                seen.add(by)
                if for_ is not None:
                    total += 1.5 if by == sheriff else 1.0
            assert sum(e["tally"].values()) == total, (t, e["tally"], rg.votes[t])
            assert not {int(s) for s in e["tally"]} & dead
    assert rg.dead_refusals >= 0


@SETTINGS
@given(SEEDS)
def test_replaying_the_same_inputs_gives_the_same_record(seed):
    rg = random_game(random.Random(seed))
    first = replay(json.loads(json.dumps(rg.scenario)))
    second = replay(json.loads(json.dumps(rg.scenario)))
    assert dump(first) == dump(second)
    assert dump(first) == dump(record(rg.game))


@SETTINGS
@given(SEEDS)
def test_no_seat_sees_what_is_not_its_own(seed):
    g = random_game(random.Random(seed)).game
    public = sum(1 for a in g.audiences if a == PUBLIC)
    for seat in g.seats:
        view = g.view(seat)
        for e in view:
            assert e["type"] not in PRIVATE_TYPES, e
            if e["type"] in ("feedback", "notice"):
                assert e["to"] == seat, (seat, e)
            if e["type"] == "group":
                assert seat in g.members(e["group"]), (seat, e)
        assert sum(1 for e in view if e["type"] not in ("feedback", "notice", "group")) == public


@SETTINGS
@given(SEEDS)
def test_every_exit_is_made_public(seed):
    """Players learn of exits only from the 公示 (death events are the director's): every seat
    that leaves play is named by a later announcement, unless the game ended in that period."""
    g = random_game(random.Random(seed)).game
    end = next((e["t"] for e in g.events if e["type"] == "game_over"), None)
    for i, e in enumerate(g.events):
        if e["type"] != "death" or e["t"] == end:
            continue
        label = re.compile(rf"(?<!\d){e['seat']}号")
        since = next(k for k, x in enumerate(g.events) if x["t"] == e["t"])   # the exile is told first
        later = [x["text"] for x in g.events[since:] if x["type"] == "announce"]
        assert any(label.search(text) for text in later), (e, later[:3])
