"""The night, in the seed's numbered order: (1) the seer, (2) the pack, (3) the kill settles."""
from __future__ import annotations

from bansha.engine import exits
from bansha.engine.order import Step


def settle_kills(game) -> None:
    """(3) 指杀结算: each target of the pack leaves play, told by the morning list."""
    for target in game.ledger.kills:
        if game.seats[target].alive:
            exits.record(game, target, "杀人")
            exits.leave(game, target, "杀人", told=False)


NIGHT_ORDER = (
    Step("(1)", "预言家<预言>", ("预言",), needs=(), at_once=True),
    Step("(2)", "狼人<杀人>", ("杀人",), needs=()),
    Step("(3)", "指杀结算", run=settle_kills),
)
