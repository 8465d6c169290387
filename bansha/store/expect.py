"""What a writer saw when it decided, checked inside the write's own transaction.

A director's 结算 / 撤销 / 推进结算 / card / vote is meant for the period (the steps settled, the
last input) on the page they pressed it on. Checked before the write, two directors pressing at the
same instant both pass and the game closes twice; checked right after ``BEGIN IMMEDIATE``, while no
other process or thread can write the game, the second finds the game moved on and records nothing
(`Stale`, a 409 on the console with the period as it now is)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bansha.engine.errors import Refusal
from bansha.present import label_zh


@dataclass(frozen=True)
class Expect:
    period: str | None = None  # the open period the writer saw
    last: int | None = None  # the seq of the last live input the writer saw (0: none)
    settled: tuple[str, ...] | None = None  # the open period's steps settled when the writer looked


class Stale(Refusal):
    """The game moved on since the writer looked; nothing was recorded. `period`: as it now is."""

    period: str = ""


def check(expect: Expect | None, game: Any, log: list[Any]) -> None:
    """Raise `Stale` unless the game (or a function building it, asked only when the period or its
    steps are expected: an undo that names the last input need not rebuild the game) and its log
    are as `expect` says."""
    if expect is None:
        return
    built: list[Any] = [] if isinstance(game, Callable) else [game]  # type: ignore[arg-type]

    def now() -> Any:
        if not built:
            built.append(game())
        return built[0]

    if expect.last is not None:
        last = log[-1].seq if log else 0
        if last != expect.last:
            raise _stale(f"最后一条输入已经变成第 {last} 条（当前：{label_zh(now().period)}），不是第 {expect.last} 条："
                         "另一位导演或玩家刚刚改动过，请刷新后再确认", now().period)
    if expect.period is not None and now().period != expect.period:
        raise _stale(f"当前阶段已经是{label_zh(now().period)}，不是{_label(expect.period)}："
                     "另一位导演刚刚推进过，请刷新后再确认", now().period)
    if expect.settled is not None and tuple(now().settled) != expect.settled:
        done = "、".join(now().settled) or "无"
        raise _stale(f"{label_zh(now().period)}已结算的步骤已经变成：{done}（另一位导演或到时的步骤刚刚结算过），"
                     "请刷新后再确认", now().period)


def settled_field(text: str) -> tuple[str, ...] | None:
    """The steps a form saw settled, as its hidden field carries them ("|"-joined; "-" for none)."""
    text = (text or "").strip()
    if not text:
        return None
    return () if text == "-" else tuple(text.split("|"))


def _label(period: str) -> str:
    try:
        return label_zh(period)
    except (ValueError, IndexError):
        return f"“{period}”"


def _stale(reason: str, period: str) -> Stale:
    e = Stale(reason)
    e.period = period
    return e
