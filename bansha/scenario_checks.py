"""What a scenario must also be before it is played or imported (issue 21): its dates in the range
a calendar reaches (`bansha.dates`), its players' names told apart as people read them
(`bansha.text.name_key`: "渐\u200b强" is "渐强"), and its text storable — no lone surrogate
(``"\ud800"``), no value nested deeper than a skill's choice ever is. Each is refused with the field
named, before anything is played or recorded."""
from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from bansha import dates
from bansha.engine.errors import ScenarioError
from bansha.text import same_name

if TYPE_CHECKING:
    from bansha.scenario import Scenario

DEPTH = 16  # lists and objects within a value: 245's 祈祷 choice is a list of rows, two deep


def check(sc: "Scenario") -> None:
    if sc.start_date is not None and not dates.in_range(datetime.fromisoformat(sc.start_date)):
        raise ScenarioError("start_date", f"must fall in {dates.FIRST.year}..{dates.LAST.year}, not {sc.start_date}")
    twice = same_name(s.name for s in sc.seats)
    if twice is not None:
        first, second = twice
        raise ScenarioError(f"seats[{second}].name", f"the same name as seats[{first}] "
                            f"({sc.seats[first].name!r}; compared without invisible characters, after NFKC)")
    for i, step in enumerate(sc.steps):
        for kind, rows in (("actions", step.actions), ("posts", step.posts)):
            for j, row in enumerate(rows):
                when = _parsed(row.time)
                if when is not None and not dates.in_range(when):
                    raise ScenarioError(f"steps[{i}].{kind}[{j}].time",
                                        f"must fall in {dates.FIRST.year}..{dates.LAST.year}, not {row.time}")
    storable(sc.model_dump(by_alias=True), "")


def storable(value: Any, where: str) -> None:
    """Refuse a string that is not text (a lone surrogate cannot be stored as UTF-8) and a value
    nested past `DEPTH`, walking without recursion so a deep one costs no RecursionError."""
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    while stack:
        item, at, depth = stack.pop()
        if depth > DEPTH:
            raise ScenarioError(at or "scenario", f"nested more than {DEPTH} deep")
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as e:
                raise ScenarioError(at or "scenario", f"not text: {e.reason} ({item[e.start:e.end]!r})") from None
        elif isinstance(item, dict):
            for k, v in item.items():
                stack.append((k, at, depth + 1))
                stack.append((v, f"{at}.{k}" if at else str(k), depth + 1))
        elif isinstance(item, (list, tuple)):
            stack.extend((v, f"{at}[{n}]", depth + 1) for n, v in enumerate(item))


def _parsed(text: str | None) -> datetime | None:
    try:
        return datetime.fromisoformat(text) if text else None
    except ValueError:
        return None  # the rules say 时间格式有误 where it matters
