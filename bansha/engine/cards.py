"""The card ledger: 蓝牌, 黄牌, 红牌 with merges (three of one make one of the next).

Giving a card records a `card` event; a merge records the merged card too. What a red card does
(an exit, and when) is the ruleset's, reached through the `red_card` event."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .record import Card

if TYPE_CHECKING:
    from .game import Game

CARDS = ("蓝牌", "黄牌", "红牌")
NEXT = {"蓝牌": "黄牌", "黄牌": "红牌"}


def give(game: "Game", to: int, card: str, reason: str) -> None:
    ledger = game.cards.setdefault(to, {"蓝牌": 0, "黄牌": 0, "红牌": 0})
    game.emit(Card(to, card, reason))
    ledger[card] += 1
    if card in NEXT and ledger[card] >= 3:
        ledger[card] -= 3
        give(game, to, NEXT[card], f"累计三张{card}合并为一张{NEXT[card]}")
    elif card == "红牌":
        game.fire("red_card", seat=to, reason=reason)


def red_cards_of(game: "Game", seats: list[int]) -> int:
    """Win checks ask this often, and most games never see a card: an empty ledger answers 0."""
    ledger = game.cards
    if not ledger:
        return 0
    return sum(ledger.get(s, {}).get("红牌", 0) for s in seats)
