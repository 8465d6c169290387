"""圣女⑨: 祝福 [凌晨][指定][限定] — a village 结算目标's identity skills are reset to their initial state
(counts, <限定> uses, lost skills, and what they keep: 九尾狐's tails, 奇迹商人's lists; JIU-A43, option
`bless_reset`) and its negative statuses cleared (JIU-R87); 净化 [凌晨][指定][限定] — a non-village 结算目标 gets a
permanent [净化] (JIU-R88)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillSlot
from ..events import REFRESHED

from .. import statuses
from ..common import VILLAGE, Source, judged_camp
from ._kit import skill, 指定, 限定

if TYPE_CHECKING:
    from ..state import JiuGame



def bless(game: "JiuGame", use):
    for t in use.settled:
        seat = game.seats[t]
        if judged_camp(game, t) != VILLAGE:  # 狼狗 by its side (JIU-A15)
            continue
        role = game.ruleset.roles[seat.role]
        fresh = [SkillSlot.of(s) for s in role.skills if not s.team]
        old = [s for s in seat.skills if s.source == Source.IDENTITY]
        seat.skills = [s for s in seat.skills if s.source != Source.IDENTITY] + fresh
        follow(game, t, old, fresh)
        seat.lost -= {s.name for s in role.skills}
        statuses.clear(game, seat, statuses.negative)
        game.trace(f"{t}号 <祝福>：{seat.role}的技能刷新至初始")
        if game.options.get("bless_reset") != "仅次数":  # the state the skills keep starts over too (JIU-A43)
            game.fire(REFRESHED, seat=t, identity=seat.role)


def follow(game: "JiuGame", seat_no: int, old: list, fresh: list) -> None:
    """A use of a refreshed skill sent earlier and not settled yet (a 圣女 blessing herself, then 净化 in the same 凌晨)
    is a use of the skill as it now stands: it spends the fresh copy, not the one the refresh threw away."""
    for i in game.inbox:
        if getattr(i, "actor", None) == seat_no and not i.consumed and any(i.slot is s for s in old):
            i.slot = next((f for f in fresh if f.defn is i.slot.defn), i.slot)


def purify(game: "JiuGame", use):
    for t in use.settled:
        if judged_camp(game, t) != VILLAGE:
            statuses.give(game, t, "净化", use.actor)


祝福 = skill("祝福", "凌晨", bless, tags=(指定, 限定), uses=1, description="若结算目标实际阵营是村民阵营：身份技能刷新至初始并清除所有负面状态。")
净化 = skill("净化", "凌晨", purify, tags=(指定, 限定), uses=1, description="若结算目标实际阵营是非村民阵营：永久获得[净化]状态。")

ROLE = RoleDef("圣女", VILLAGE, (祝福, 净化))
