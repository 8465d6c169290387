"""What the template ruleset remembers: nothing across periods but the last exile; per night,
the pack's kill."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class State:
    exiled: dict[int, int | None] = field(default_factory=dict)  # day → the seat exiled


@dataclass
class Night:
    kills: list[int] = field(default_factory=list)  # the pack's 杀人 targets, in order
