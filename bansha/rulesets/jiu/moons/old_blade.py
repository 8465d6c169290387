"""新月 宝刀未老 (JIU-R155, ② [限定])."""
from __future__ import annotations

from bansha.engine.period import Period

from .. import statuses


def cast(game) -> None:
    """宝刀未老② [限定]: 下一个夜晚 (the night after this 晨曦), every [杀人] used adds 结算目标永久获得[漏洞]
    (night.kill)."""
    game.state.blade_night = str(Period.of("night", game.period.number))


def blade_marks(game, targets) -> None:
    """The 宝刀未老 night: each 结算目标 of a [杀人] is due a permanent [漏洞] (rulings.md, 宝刀未老)."""
    if game.state.blade_night == str(game.period):
        game.state.blade_due += [t for t in targets if t not in game.state.blade_due]


def blade_night_end(game) -> None:
    """添加如下效果 comes after the kill's [指杀], settled with the exit list: the [漏洞] lands at the
    night's end, from the director (no seat), on the living and the out alike (rulings.md, 宝刀未老)."""
    due, game.state.blade_due = game.state.blade_due, []
    for t in due:
        statuses.give(game, t, "漏洞", None)
