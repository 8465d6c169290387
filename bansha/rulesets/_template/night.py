"""The night, in the seed's numbered order: (1) the seer, (2) the elder, (3) the pack (timed: due by
23:00), (4) the kill settles."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import exits
from bansha.engine.order import Step

if TYPE_CHECKING:
    from .state import TemplateGame


def settle_kills(game: "TemplateGame") -> None:
    """(4) 指杀结算: each target of the pack leaves play, told by the morning list."""
    for target in game.ledger.kills:
        if game.seats[target].alive:
            exits.record(game, target, "杀人")
            exits.leave(game, target, "杀人", told=False)
    game.state.last_night = list(game.ledger.out)


# typed `tuple[Step, ...]`: compiled, a tuple of fixed length is kept unboxed and boxed anew at every return
NIGHT_ORDER: tuple[Step, ...] = (
    Step("(1)", "预言家<预言>", ("预言",), needs=(), at_once=True),
    Step("(2)", "禁言长老<禁言>", ("禁言",), needs=()),
    Step("(3)", "狼人<杀人>", ("杀人",), needs=(), deadline="kill"),
    Step("(4)", "指杀结算", run=settle_kills),
)
