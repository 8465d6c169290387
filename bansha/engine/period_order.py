"""A ruleset's order of periods: which label follows which, asked once per label and kept."""
from __future__ import annotations

import re
from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from .period import Period
from .roster import Roster

_LABEL = re.compile(r"(night|day) [1-9][0-9]*")


@mypyc_attr(allow_interpreted_subclasses=True)
class PeriodOrder(Roster):
    """start, night 1, day 1 … (or a day first); a ruleset with another order overrides `next_period`."""

    day_first: ClassVar[bool] = False  # the game opens with a day (078, 245), not a night
    # play order of the period labels walked so far (`period_index`), and the last one walked
    _period_order: dict[str, int]
    _period_last: Any
    _next_known: dict[str, Period]  # next_period's answers (a pure function of the label)
    _kinds: dict[str, str]  # kind's answers, likewise

    def first_period(self) -> Period:
        return Period("start")

    def next_period(self, label: str) -> Period:
        """start, night 1, day 1, night 2, day 2 …; with `day_first` (078, 245: the first 讨论日 comes
        before the first night) start, day 1, night 1, day 2 …; another order overrides this."""
        p = Period(label)
        if self.day_first:
            if p.kind == "start":
                return Period.of("day", 1)
            return Period.of("night", p.number) if p.kind == "day" else Period.of("day", p.number + 1)
        if p.kind == "start":
            return Period.of("night", 1)
        return Period.of("day", p.number) if p.kind == "night" else Period.of("night", p.number + 1)

    def after(self, label: str) -> Period:
        """`next_period`, asked once per label (a pure function of it, whatever the ruleset's order):
        a game's close and the scenario walk ask it again and again."""
        known = self._next_known.get(label)
        if known is None:
            known = self._next_known[str(label)] = self.next_period(label)
        return known

    def kind(self, label: str) -> str:
        known = self._kinds.get(label)
        if known is None:
            known = self._kinds[str(label)] = Period(label).kind
        return known

    def period_index(self, label: str) -> int:
        """Position of a label in play order, for checking that steps come in order. The walk is
        kept (a ruleset's order never changes), so loading a scenario is linear in its length."""
        known = self._period_order
        if not known:
            self._period_last = self.first_period()
            known[str(self._period_last)] = 0
        if label in known:
            return known[label]
        cur = self._period_last
        i = known[str(cur)]
        while i < 10_000:
            cur = self.after(cur)
            i += 1
            known[str(cur)] = i
            self._period_last = cur
            if cur == label:
                return i
        raise ValueError(label)

    def valid_label(self, label: str) -> bool:
        """`start`, `night N` or `day N` exactly as the contract writes them (N ≥ 1, ASCII digits)."""
        return label == "start" or _LABEL.fullmatch(label) is not None
