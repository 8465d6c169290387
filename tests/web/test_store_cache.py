"""The store's period-start cache (added for the console's submit latency) never changes a
result: random legal games recorded through the store open exactly as a full replay builds
them, after closes, undos, withdrawals and writes from another connection (another process)."""
from __future__ import annotations

import random

import pytest

from bansha import randplay, rulesets
from bansha.engine.errors import Refusal
from bansha.store.db import connect
from bansha.store.games import Store


def same(store: Store, game_id: str) -> None:
    setup, log = store.setup(game_id), store.inputs(game_id)
    cached, full = store.open(game_id), Store._replay(setup, log)
    assert cached.events == full.events and cached.audiences == full.audiences
    assert cached.final() == full.final() and len(cached.inbox) == len(full.inbox)
    assert {n: (s.alive, [x.uses_left for x in s.skills]) for n, s in cached.seats.items()} == \
        {n: (s.alive, [x.uses_left for x in s.skills]) for n, s in full.seats.items()}


def seats_for(ruleset_id: str) -> list[dict]:
    rs = rulesets.get(ruleset_id)
    for n in range(8, 30):
        try:
            rs.deal(n, random.Random(0), rs.resolve_options({}))
            return [{"seat": i, "name": f"P{i}"} for i in range(1, n + 1)]
        except Exception:
            continue
    raise AssertionError(f"no seat count deals {ruleset_id}")


@pytest.mark.parametrize("ruleset_id", rulesets.ids())
@pytest.mark.parametrize("seed", [1, 2])
def test_cached_opens_equal_full_replays(tmp_path, ruleset_id, seed):
    store, other = Store(connect(tmp_path)), Store(connect(tmp_path))
    store.create("g", ruleset_id, seats_for(ruleset_id), {}, seed)
    rng = random.Random(seed)
    for period in range(8):
        game = store.open("g")
        if game.over:
            break
        for inp in randplay.random_inputs(game, rng)[:12]:
            try:
                (other if rng.random() < 0.3 else store).record("g", inp)
            except Refusal:
                continue
        same(store, "g")
        if rng.random() < 0.3 and store.inputs("g"):
            store.undo("g")
            same(store, "g")
        opened = [r for r in store.inputs("g") if r.period == store.open("g").period]
        if opened and rng.random() < 0.5:
            try:
                store.withdraw("g", opened[0].seq)
            except Refusal:
                pass
            same(store, "g")
        store.record("g", {"kind": "close"})
        same(store, "g")
        same(other, "g")
