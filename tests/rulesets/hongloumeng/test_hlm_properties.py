"""Properties over random legal [M162]红楼梦 games (random deal, options and inputs): one winner or
the game goes on; the dead never act; a replay of the same inputs gives the same record; a seat's
view holds nothing that is not its own."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bansha.engine.errors import Refusal
from bansha.engine.game import DIRECTOR, PUBLIC, Game
from bansha.engine.skills import Intent
from bansha.rulesets.hongloumeng import RULESET
from bansha.rulesets.hongloumeng.common import FACTIONS, in_play
from bansha.rulesets.hongloumeng.randplay import random_inputs

SEATS = [{"seat": i, "name": f"玩家{i}"} for i in range(1, 15)]
OPTIONS = st.fixed_dictionaries({o.name: st.sampled_from(o.choices) for o in RULESET.option_defs})


def play(deal: int, options: dict, seed: int, periods: int):
    """Drive a game with random inputs; return it, the inputs per period and what was accepted."""
    g = Game(RULESET, SEATS, options, deal)
    log, accepted = [], []
    for k in range(periods):
        if g.over:
            break
        inputs = random_inputs(g, random.Random(seed * 1000 + k))
        log.append(inputs)
        for inp in inputs:
            alive = {n for n in g.seats if in_play(g, n)}
            try:
                item = g.submit(inp)
            except Refusal:
                continue
            accepted.append((g.period, item, alive))
        g.close()
    return g, log, accepted


def replay(deal: int, options: dict, log: list) -> Game:
    g = Game(RULESET, SEATS, options, deal)
    for inputs in log:
        for inp in inputs:
            try:
                g.submit(inp)
            except Refusal:
                pass
        g.close()
    return g


GAMES = dict(deal=st.integers(0, 10_000), options=OPTIONS, seed=st.integers(0, 10_000), periods=st.integers(1, 40))


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_one_winner_or_the_game_goes_on(deal, options, seed, periods):
    g, _, _ = play(deal, options, seed, periods)
    overs = [i for i, e in enumerate(g.events) if e["type"] == "game_over"]
    assert len(overs) <= 1
    if overs:
        end = g.events[overs[0]]
        assert g.over and g.winner == end["winner"] in FACTIONS and g.winner not in g.lost
        assert end["seats"] == sorted(n for n, s in g.seats.items() if s.camp == g.winner)
        assert all(e["type"] in ("trace", "announce", "unused") for e in g.events[overs[0] + 1:])
    else:
        assert not g.over and g.winner is None
    assert len(set(g.lost)) == len(g.lost)


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_the_dead_never_act(deal, options, seed, periods):
    g, _, accepted = play(deal, options, seed, periods)
    for period, item, alive in accepted:
        if isinstance(item, Intent) and item.slot.defn.phase != "reactive":
            assert item.actor in alive, (period, item.skill, item.actor)
        elif isinstance(item, dict) and item["kind"] in ("vote", "sheriff_vote") and item["by"] not in alive:
            assert any(e["type"] == "rejected" and e.get("by") == item["by"] and e["t"] == period for e in g.events)
    deaths = [e["seat"] for e in g.events if e["type"] == "death"]
    assert len(deaths) == len(set(deaths))


@settings(max_examples=20, deadline=None)
@given(**GAMES)
def test_replay_is_deterministic(deal, options, seed, periods):
    g, log, _ = play(deal, options, seed, periods)
    again = replay(deal, options, log)
    assert again.events == g.events and again.final() == g.final()


@settings(max_examples=20, deadline=None)
@given(**GAMES)
def test_views_leak_nothing(deal, options, seed, periods):
    g, _, _ = play(deal, options, seed, periods)
    for seat in g.seats:
        mine = g.view(seat)
        for e, audience in zip(g.events, g.audiences):
            if e not in mine:
                continue
            assert audience != DIRECTOR
            if e["type"] in ("feedback", "notice"):
                assert e["to"] == seat
            if audience != PUBLIC and isinstance(audience, str):
                assert seat in g.groups[audience[len("group:"):]]
        assert not any(e["type"] in ("trace", "rejected", "unused") for e in mine)
