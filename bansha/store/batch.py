"""Recording submissions that arrive together in one transaction (group commit).

When twenty players submit at the same moment, to one game or to several, they are recorded as one
arrival through the one write path (`store.write`): each game is taken once, every input is judged by
the engine in turn (a refused one is answered with its reason and left out, never failing the
others), and the disk is synced once for all of them."""
from __future__ import annotations

from .games import Store
from .write import Item, write_many

__all__ = ["Item", "record_batch"]


def record_batch(store: Store, batches: dict[str, list[Item]]) -> None:
    """Record every item that the rules accept, game by game; fills in each item's seq or error."""
    if any(batches.values()):
        write_many(store, {g: items for g, items in batches.items() if items})
