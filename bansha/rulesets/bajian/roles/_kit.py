"""What every 078 night skill shares: the 暴风雪 restriction on targets (BJ-R29) and the log of
who used which skill on whom tonight (read by 炎盾, 业炎, 天眼 and 隼眼)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine.elevator import neighbours
from bansha.engine.skills import SkillDef

from ...kit import SkillKit

from ..common import WOLF

if TYPE_CHECKING:
    from bansha.engine.model import Seat
    from bansha.engine.skills import Intent

    from ..state import BjGame


def storm_check(game: "BjGame", seat: "Seat", intent: "Intent") -> str | None:
    """暴风雪 (修正): tonight a role outside 狼人阵营 may use skills only on itself and its two
    living elevator neighbours."""
    st = game.state
    if st.storm_night is None:
        return None
    period = game.period
    if period.kind != "night" or period.number != st.storm_night:
        return None
    me = seat.no
    if game.ruleset.camp_of(game, me) == WOLF:
        return None
    near = neighbours(game, me)
    named = intent.targets[:1] if intent.skill == "魔音" else intent.targets  # B is A's target
    for t in named:
        if t != me and t not in near:
            allowed = "、".join(f"{n}号" for n in sorted({me, *near}))
            return f"[发生了暴风雪]：狼人阵营以外的角色只能对电梯楼邻居两个角色以及自己使用技能（{allowed}），{t}号不在其中"
    return None


# a night skill of 078: one naming seats is [指定] and carries the 暴风雪 check after its own (the kit
# shared with 245: rulesets/kit.py)
KIT = SkillKit({"night": "night"}, targeted=(storm_check,), targeted_by_count=True)


def night_skill(name: str, step: str, effect, targets: int = 1, checks: tuple = (), **kw: Any) -> SkillDef:
    """A night skill of 078 settled at `step` of the night order."""
    return KIT.skill(name, kw.pop("phase", "night"), effect=effect, step=step, targets=targets, checks=checks, **kw)


def uses_tonight(game: "BjGame") -> list[tuple[int, str, tuple[int, ...]]]:
    """(actor, skill, targets) of every use settled this period; 魔音's target is the role it
    bewitches (the first target), 征召 at night the account picked."""
    out = []
    for actor, skill, targets, _ in game.history.get("uses", {}).get(game.period, []):
        if skill == "魔音":
            targets = tuple(targets[:1])
        out.append((actor, skill, tuple(targets)))
    return out


def used_on(game: "BjGame", target: int) -> list[tuple[int, str]]:
    """(actor, skill) of every use tonight that named `target`."""
    return [(a, s) for a, s, ts in uses_tonight(game) if target in ts]
