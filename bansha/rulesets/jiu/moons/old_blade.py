"""新月 宝刀未老 (JIU-R155, ② [限定])."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.period import Period

from .. import statuses

if TYPE_CHECKING:
    from ..state import JiuGame


@dataclass
class Blade:
    """宝刀未老's night, and the [杀人] 结算目标 it has marked for [漏洞] at that night's end."""
    night: Period | None = None
    due: list[int] = field(default_factory=list)


def of(game: "JiuGame") -> Blade:
    return game.state.of(Blade)


def cast(game: "JiuGame") -> None:
    """宝刀未老② [限定]: 下一个夜晚 (the night after this 晨曦), every [杀人] used adds 结算目标永久获得[漏洞]
    (night.kill)."""
    of(game).night = Period.of("night", game.period.number)


def blade_marks(game: "JiuGame", targets) -> None:
    """The 宝刀未老 night: each 结算目标 of a [杀人] is due a permanent [漏洞] (rulings.md, 宝刀未老)."""
    st = of(game)
    if st.night == game.period:
        st.due += [t for t in targets if t not in st.due]


def blade_night_end(game: "JiuGame") -> None:
    """添加如下效果 comes after the kill's [指杀], settled with the exit list: the [漏洞] lands at the
    night's end, from the director (no seat), on the living and the out alike (rulings.md, 宝刀未老)."""
    st = of(game)
    due, st.due = st.due, []
    for t in due:
        statuses.give(game, t, "漏洞", None)
