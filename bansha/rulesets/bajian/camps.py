"""The live camp graph (BJ-R10–R12, R41, R46, R93, Q1): a 混血's camp is *derived* each time it
is asked, by following its support edge to a seat that is not a 混血.

- a recruited seat has its identity's camp, a leader and the piper their own;
- a 混血 in 吹笛状态 supports the piper (立刻支持吹笛者);
- a 混血 released by 避险 or left 无主人 by the piper's loss is 无阵营;
- otherwise it takes the camp of the seat whose 节气 it supports, following 混血 to 混血, so it
  moves when that seat is recruited, piped or freed;
- a support cycle (互联) — and every 混血 whose chain runs into one — is an independent camp,
  reported as 无阵营 and grouped by `linked_group`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .common import HYBRID, NONE, PIPER

if TYPE_CHECKING:
    from .state import BjGame


def _walk(game: "BjGame", seat_no: int) -> tuple[str, list[int]]:
    """The camp and the chain of 混血 walked (the cycle's members when it ends in 互联)."""
    st = game.state
    chain: list[int] = []
    cur = seat_no
    while True:
        seat = game.seats[cur]
        if seat.role != HYBRID:
            return seat.camp, chain
        if cur in chain:
            return NONE, chain[chain.index(cur):]
        chain.append(cur)
        if cur in st.released or cur in st.masterless:
            return NONE, []
        if cur in st.piped:
            return PIPER, []
        nxt = st.support.get(cur)
        if nxt is None:
            return NONE, []
        cur = nxt


def camp_of(game: "BjGame", seat_no: int) -> str:
    return _walk(game, seat_no)[0]


def linked_group(game: "BjGame", seat_no: int) -> tuple[int, ...]:
    """The 互联 cycle a 混血 belongs to or runs into, sorted; () when it is not in one."""
    camp, cycle = _walk(game, seat_no)
    return tuple(sorted(cycle)) if camp == NONE and cycle else ()


def tell_changes(game: "BjGame") -> None:
    """感知【强制】: each 混血 whose camp changed since it was last told is told its camp now."""
    for n, seat in game.seats.items():
        if seat.role != HYBRID or n not in game.state.support and n not in game.state.piped:
            continue
        now = camp_of(game, n)
        before = game.state.camp_told.get(n)
        if before != now:
            game.state.camp_told[n] = now
            if before is not None:
                game.notice(n, f"<感知>：你的阵营发生了改变，现在为{now}。")
            else:
                game.notice(n, f"<感知>：你所属的阵营为{now}。")


def graph(game: "BjGame") -> tuple[list[tuple[int, int, str]], dict[int, list[str]]]:
    """The console's drawing of the camp graph: each 混血's 支持 edge (互联 when it is part of a
    cycle, 吹笛 when piping overrides it), and each seat's marks."""
    st = game.state
    edges: list[tuple[int, int, str]] = []
    marks: dict[int, list[str]] = {}
    for n, target in sorted(st.support.items()):
        if game.seats[n].role != HYBRID:
            continue
        group = linked_group(game, n)
        kind = "互联" if n in group and target in group else ("吹笛" if n in st.piped else "支持")
        edges.append((n, target, kind))
    for n in st.piped:
        marks.setdefault(n, []).append("吹笛")
    for n in sorted(st.released):
        marks.setdefault(n, []).append("解除")
    for n in sorted(st.masterless):
        marks.setdefault(n, []).append("无主")
    for n, seat in game.seats.items():
        if seat.role == HYBRID and linked_group(game, n) and n in linked_group(game, n):
            marks.setdefault(n, []).append("互联")
    return edges, marks
