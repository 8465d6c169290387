"""A period as a value: its kind, its number and, where a seed splits it, its sub-phase.

It is a `str` so the record and the replay contract keep writing the label (`start`,
`night 2`, `day 1`, and `night 2/午夜` for a sub-phase), while code asks `p.kind` and
`p.number` instead of splitting labels, and orders periods with `p.order`."""
from __future__ import annotations

import re
from typing import Any

_LABEL = re.compile(r"(start|(night|day) ([1-9][0-9]*))(?:/(.+))?")
_KIND_RANK = {"start": 0, "night": 1, "day": 2}
# periods made so far, by label: a period is a value, so one copy serves every game (a game makes
# and parses the same few labels again and again)
_MADE: dict[str, "Period"] = {}


def _kept(p: "Period") -> "Period":
    if type(p) is Period and len(_MADE) < 10_000:
        _MADE[str(p)] = p
    return p


class Period(str):
    """`Period("night 2")`: kind "night", number 2, sub None. `start` has number 0."""

    kind: str
    number: int
    sub: str | None

    def __new__(cls, label: Any) -> "Period":
        if isinstance(label, Period):
            return label
        if type(label) is str and cls is Period:
            made = _MADE.get(label)
            if made is not None:
                return made
        self = super().__new__(cls, str(label))
        m = _LABEL.fullmatch(self)
        if m is None:
            raise ValueError(f"no period {label!r}")
        self.kind = m.group(2) or "start"
        self.number = int(m.group(3) or 0)
        self.sub = m.group(4)
        return _kept(self)

    @classmethod
    def of(cls, kind: str, number: int = 0, sub: str | None = None) -> "Period":
        if kind not in _KIND_RANK or (kind != "start" and number < 1):
            raise ValueError(f"no period {kind} {number}")
        base = "start" if kind == "start" else f"{kind} {number}"
        label = f"{base}/{sub}" if sub else base
        made = _MADE.get(label) if cls is Period else None
        if made is not None:
            return made
        self = str.__new__(cls, label)
        self.kind, self.number, self.sub = kind, number if kind != "start" else 0, sub
        return _kept(self)

    def __getnewargs__(self) -> tuple[str]:
        return (str(self),)

    def __reduce__(self) -> Any:
        return (Period, (str(self),))

    @property
    def base(self) -> "Period":
        """The period without its sub-phase."""
        return Period.of(self.kind, self.number) if self.sub else self

    def order(self, subs: tuple[str, ...] = ()) -> tuple[int, int, int]:
        """A sort key in play order for the usual night-then-day calendar; `subs` is the seed's
        list of sub-phases of this kind (245: 早夜, 午夜, 深夜, 凌晨)."""
        sub = subs.index(self.sub) + 1 if self.sub in subs else 0
        return (self.number, _KIND_RANK[self.kind], sub)
