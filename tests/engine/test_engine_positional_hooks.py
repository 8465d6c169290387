"""A ruleset's `positional_hooks` promise (Game.fire calls every hook of those events with the
event's fields positionally, a compiled hook's fast path) holds for every hook it registers, and a
positional call and a keyword call reach the hooks with the same values. A hook that reads none of
the fields (245's 茶艺师 recomputes from the game on seven events) takes them as `*_`."""
from __future__ import annotations

import inspect

import pytest

from bansha import rulesets
from bansha.engine.game import Game
from bansha.engine.ruleset import Ruleset


@pytest.mark.parametrize("ruleset_id", rulesets.ids())
def test_every_hook_of_a_positional_event_takes_its_fields_in_order(ruleset_id):
    rs = rulesets.get(ruleset_id)
    for event, names in rs.positional_hooks.items():
        for fn in rs.hooks.get(event, ()):
            params = list(inspect.signature(fn).parameters.values())[1:1 + len(names)]
            if params and params[0].kind == params[0].VAR_POSITIONAL:  # `*_`: a hook that reads no field
                continue
            assert [p.name for p in params] == list(names), f"{ruleset_id} {event}: {fn.__module__}.{fn.__name__}"
            assert all(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)


def test_fire_passes_the_same_fields_either_way():
    seen = []

    def hook(game, seat, cause):
        seen.append((seat, cause))

    class Both(Ruleset):
        pass

    class Positional(Ruleset):
        positional_hooks = {"death": ("seat", "cause")}

    for cls in (Both, Positional):
        rs = cls()
        rs.hooks = {"death": [hook]}
        game = Game.__new__(Game)
        game.ruleset = rs
        game.fire("death", cause="夜晚出局", seat=3)  # keyword order does not matter
    assert seen == [(3, "夜晚出局"), (3, "夜晚出局")]
