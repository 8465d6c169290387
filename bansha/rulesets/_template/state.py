"""What the template ruleset remembers: across periods the exile of each day and the night's exits
still to publish; per period, the pack's kill and the exits in the order they happened."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bansha.engine.game import Game


@dataclass
class State:
    exiled: dict[int, int | None] = field(default_factory=dict)  # day → the seat exiled
    last_night: list[tuple[int, str]] = field(default_factory=list)  # the night's exits, for the morning


@dataclass
class Period:
    kills: list[int] = field(default_factory=list)  # the pack's 杀人 targets, in order
    out: list[tuple[int, str]] = field(default_factory=list)  # (seat, cause) of each exit, in order


if TYPE_CHECKING:
    # a game of this ruleset: `game.state` reads as a State and `game.ledger` as a Period, checked by mypy
    TemplateGame = Game[State, Period]
