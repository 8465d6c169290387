"""新月 死之触 (JIU-R149, ⑦ [强制])."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.elevator import neighbours
from bansha.engine.settlement import group_of
from ..common import GROUP, Source, in_elevator

if TYPE_CHECKING:
    from ..state import JiuGame


def cast(game: "JiuGame") -> None:
    """死之触⑦ [强制]: held by the director from its draw on; what it does is a bar on every [杀人] (touch_bar)."""
    game.trace("<死之触>：所有[杀人]只能对电梯楼邻居两个角色以及自己使用")


def touch_bar(game: "JiuGame", seat, intent) -> str | None:
    """死之触: a [杀人] may target only the user itself and its two nearest 电梯楼 neighbours once the
    out are removed; the group's kill (团队) may take any living [群内] as its origin (JIU-R149)."""
    if "死之触" not in game.state.moons:
        return None
    if intent.slot is not None and intent.slot.source == Source.TEAM:  # the wolves' group, or a 狼队 (满月)
        group = group_of(game, intent.slot) or GROUP
        origins = [m for m in sorted(game.groups.get(group, ())) if in_elevator(game, m)]
    else:
        origins = [seat.no]
    allowed = {o for o in origins} | {n for o in origins for n in neighbours(game, o)}
    bad = [t for t in intent.targets if t not in allowed]
    if bad:
        return (f"<死之触>：[杀人]只能对电梯楼邻居两个角色以及自己使用（可选：{'、'.join(f'{n}号' for n in sorted(allowed))}；"
                f"{'、'.join(f'{n}号' for n in bad)}不在其中）")
    return None
