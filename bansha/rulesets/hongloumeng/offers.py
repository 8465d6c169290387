"""The choices an exit offers — 黑狼王<报复> (需立即决定) and 警长<殉职> (关门三十分钟后仍未与导演取得联系，
视为放弃移交警长) — answered on the holder's page. A step that offers them waits for the answers in
live play; forced (the director's 推进结算, a deadline, the close), what was offered before is
forfeited, while what the forcing itself offers waits: no close forfeits a choice it has just made
(the engine's `triggers.settle`), the close stops there and the period stays open."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import triggers

if TYPE_CHECKING:
    from .state import HlmGame


def awaits(game: "HlmGame") -> list[tuple[int, str]]:
    """The offers made and not yet answered: what a step that offers waits for."""
    return [(o.seat, o.skill) for o in game.offers if not triggers.pending_input(game, o)]


def settle(game: "HlmGame") -> bool:
    """Settle the offers answered so far, in order (every 报复 before a 殉职 of the same node); False
    while one still waits for its answer."""
    if game.offers:  # most steps offer nothing
        triggers.settle(game, wait=not game.forcing)
        if game.offers:
            return False
        st = game.state
        st.revenge_live = None
    return True
