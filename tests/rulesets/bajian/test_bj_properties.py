"""Properties over random legal [078] games (random deal of roles, 节气 and letters, random options
and inputs, played live so every step settles as its inputs come in): one winner or the game goes
on; the dead never act; a replay of the same inputs gives the same record; a seat's view holds
nothing that is not its own; every camp is one the rules name (BJ-R03, R12); each of the eight
identities has at most one holder in play (BJ-R02, R15, R31)."""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bansha.engine.errors import Refusal
from bansha.engine.game import DIRECTOR, Game
from bansha.engine.skills import Intent
from bansha.rulesets.bajian import RULESET
from bansha.rulesets.bajian.common import FACTIONS, GODS, NONE, WOLVES
from bansha.rulesets.bajian.randplay import random_inputs

SEATS = [{"seat": i, "name": f"玩家{i}"} for i in range(1, 25)]
OPTIONS = st.fixed_dictionaries({o.name: st.sampled_from(o.choices) for o in RULESET.option_defs})


def play(deal: int, options: dict, seed: int, periods: int, live: bool = True):
    g = Game(RULESET, SEATS, options, deal, live=live)
    log, accepted = [], []
    for k in range(periods):
        if g.over:
            break
        inputs = random_inputs(g, random.Random(seed * 1000 + k))
        log.append(inputs)
        for inp in inputs:
            alive = set(g.alive())
            try:
                item = g.submit(inp)
            except Refusal:
                continue
            accepted.append((g.period, item, alive))
        if not g.over:
            g.close()
        check_state(g)
    return g, log, accepted


def check_state(g) -> None:
    for n in g.seats:
        assert RULESET.camp_of(g, n) in (*FACTIONS, NONE)
    for role in (*WOLVES, *GODS):
        assert sum(1 for s in g.seats.values() if s.alive and s.role == role) <= 1


def replay(deal, options, log, live=True) -> Game:
    g = Game(RULESET, SEATS, options, deal, live=live)
    for inputs in log:
        for inp in inputs:
            try:
                g.submit(inp)
            except Refusal:
                pass
        if not g.over:
            g.close()
    return g


def check_game(deal, options, seed, periods):
    g, log, accepted = play(deal, options, seed, periods)
    overs = [i for i, e in enumerate(g.events) if e["type"] == "game_over"]
    assert len(overs) <= 1 and (g.over == bool(overs))
    if overs:
        assert g.winner in FACTIONS and g.winner not in g.lost
    for period, item, alive in accepted:
        if isinstance(item, Intent) and item.slot.defn.phase != "reactive":
            assert item.actor in alive, (period, item.skill, item.actor)
    deaths = [e["seat"] for e in g.events if e["type"] == "death"]
    assert len(deaths) == len(set(deaths))
    for e, a in zip(g.events, g.audiences):  # a private result or notice goes only to its seat
        if e["type"] in ("feedback", "notice"):
            assert a == (e["to"],), e
        elif e["type"] in ("trace", "rejected", "unused"):
            assert a == DIRECTOR, e
    for seat in (1, 7, 13):
        mine = g.view(seat)
        assert all(e["to"] == seat for e in mine if e["type"] in ("feedback", "notice"))
        assert not any(e["type"] in ("trace", "rejected", "unused") for e in mine)
    again = replay(deal, options, log)
    assert json.dumps(again.events, ensure_ascii=False) == json.dumps(g.events, ensure_ascii=False)


GAMES = dict(deal=st.integers(0, 10_000), options=OPTIONS, seed=st.integers(0, 10_000), periods=st.integers(1, 30))
QUICK = dict(GAMES, periods=st.integers(1, 16))


@settings(max_examples=10, deadline=None)
@given(**QUICK)
def test_random_games_keep_the_rules_invariants(deal, options, seed, periods):
    check_game(deal, options, seed, periods)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(**GAMES)
def test_random_games_keep_the_rules_invariants_many(deal, options, seed, periods):
    check_game(deal, options, seed, periods)


def test_live_and_replayed_games_end_the_same():
    """The live game (steps settling as inputs come) and the same inputs settled at each close."""
    g, log, _ = play(11, {}, 5, 30)
    again = replay(11, {}, log, live=False)
    assert again.winner == g.winner and sorted(again.alive()) == sorted(g.alive())
