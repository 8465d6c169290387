"""朱雀⑨: 涅槃重生 [强制] — about to exit, it does not: it clears its negative statuses, gains one use
each of 业炎 and 天火, and the village needs one exit fewer to lose (JIU-R84, R237; no use limit:
JIU-A31); 业炎 [午夜][指定][0] → permanent [业炎] (JIU-R85); 天火 [深夜][指定][1] → [致死伤害] on a
non-village 结算目标 (JIU-R86)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import WOULD_EXIT

from .. import harm, statuses
from ..common import VILLAGE, judged_camp
from ._kit import skill, 指定, 强制

if TYPE_CHECKING:
    from ..state import JiuGame

SLOT = "朱雀天火"  # its entry of the exit list (下列顺序统计出局名单)

NAME = "涅槃重生"


def rebirth(game: "JiuGame", seat, kind, source, cause):
    s = game.seats[seat]
    holds = any(x.defn.name == NAME for x in s.skills) and NAME not in s.lost and not statuses.blocked(s, statuses.FORCED)
    if not holds or cause == harm.RED:
        return False
    statuses.clear(game, s, statuses.negative)
    for slot in s.skills:
        if slot.defn.name in ("业炎", "天火"):
            slot.uses_left = (slot.uses_left or 0) + 1
    game.state.relief[VILLAGE] = game.state.relief.get(VILLAGE, 0) + 1
    game.trace(f"{cause}→{seat}号 朱雀<涅槃重生>：免于此次出局，业炎、天火次数+1，村民阵营判负所需出局人数减少1")
    return True


def burn(game: "JiuGame", use):
    for t in use.settled:
        statuses.give(game, t, "业炎", use.actor)


def sky_fire(game: "JiuGame", use):
    for t in use.settled:
        if judged_camp(game, t) != VILLAGE:  # 狼狗 by its side (JIU-A15)
            harm.damage(game, t, "致死伤害", use.actor, "天火", slot=SLOT)


涅槃重生 = skill(NAME, "凌晨", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
             description="朱雀出局时：免于此次出局并清除自己所有负面状态，业炎、天火次数+1，村民阵营判负所需出局人数减少1。")
# [数值]: "在可发动时段可以多次发动，但是拥有次数限制" — not once a day (JIU-R25, R19)
业炎 = skill("业炎", "午夜", burn, tags=(指定,), uses=0, per_period=99, description="结算目标永久获得[业炎]状态。")
天火 = skill("天火", "深夜", sky_fire, tags=(指定,), uses=1, per_period=99, description="若结算目标实际阵营为非村民阵营，对其造成[致死伤害]。")

ROLE = RoleDef("朱雀", VILLAGE, (涅槃重生, 业炎, 天火), listens=(on(WOULD_EXIT, rebirth),), exit_slot=SLOT)
