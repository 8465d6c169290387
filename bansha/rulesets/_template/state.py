"""What the template ruleset remembers: across periods the exile of each day and the night's exits
still to publish; per period, the pack's kill and the exits in the order they happened."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class State:
    exiled: dict[int, int | None] = field(default_factory=dict)  # day → the seat exiled
    last_night: list[tuple[int, str]] = field(default_factory=list)  # the night's exits, for the morning


@dataclass
class Period:
    kills: list[int] = field(default_factory=list)  # the pack's 杀人 targets, in order
    out: list[tuple[int, str]] = field(default_factory=list)  # (seat, cause) of each exit, in order
