"""The guards shared by 九天圣人⑤ and 帝尊魔皇⑧ (JIU-R67–R70, R105): 黑暗守护 [午夜][指定] → [坚韧]
tonight; 光明守护 [午夜][指定] → [不死] the next day; one guard a night, never the same role nor the
same guard two nights running; 日月合击 [凌晨][强制]: a role that got more than one guard effect
tonight takes a [致死伤害] from every holder of 日月合击, all of them the sources of its exit (harm.JOINT, JIU-A36)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.period import Period

from .. import harm, statuses
from ._kit import skill, 指定, 强制

if TYPE_CHECKING:
    from ..state import JiuGame

SLOT = "日月合击"  # its entry of the exit list (下列顺序统计出局名单)

GUARDS = ("黑暗守护", "光明守护")


@dataclass
class LastGuard:
    """A seat's last guard: (night number, which guard, its target) — never the same one or target twice running."""
    last: tuple[int, str, int] | None = None


def limits(game: "JiuGame", seat, intent):
    """每晚只能发动一个守护，且不能连续选择一个角色，也不能连续选择同一个守护. The same guard sent again replaces
    the one sent (a page's 更改), so only the other guard counts."""
    other = [i for i in game.inbox if getattr(i, "actor", None) == seat.no
             and getattr(i, "skill", None) in GUARDS and i.skill != intent.skill]
    if other:
        return "每晚只能发动一个守护"
    last = seat.state_of(LastGuard).last
    if last and last[0] == game.period.number - 1:
        if last[2] == intent.target:
            return f"<{intent.skill}>不能连续选择一个角色（{intent.target}号 上一晚已被选择）"
        if last[1] == intent.skill:
            return f"不能连续选择同一个守护（上一晚已发动<{intent.skill}>）"
    return None


def _mark(game: "JiuGame", use):
    game.seats[use.actor].state_of(LastGuard).last = (game.period.number, use.skill, use.chosen[0])
    for t in use.settled:
        game.ledger.guarded[t] = game.ledger.guarded.get(t, 0) + 1


def dark(game: "JiuGame", use):
    _mark(game, use)
    for t in use.settled:
        statuses.give(game, t, "坚韧", use.actor, until=str(game.period))


def light(game: "JiuGame", use):
    _mark(game, use)
    nxt = str(Period.of("day", game.period.number + 1))
    for t in use.settled:
        statuses.schedule(game, nxt, t, "不死", use.actor, nxt)


def strike(game: "JiuGame", intent):
    for t, n in sorted(game.ledger.guarded.items()):
        if n > 1:
            harm.damage(game, t, "致死伤害", intent.actor, "日月合击", slot=SLOT)


黑暗守护 = skill("黑暗守护", "午夜", dark, tags=(指定,), checks=(limits,), description="结算目标当晚获得[坚韧]状态。")
光明守护 = skill("光明守护", "午夜", light, tags=(指定,), checks=(limits,), description="结算目标在下一个白天获得[不死]状态。")
日月合击 = skill("日月合击", "凌晨", None, targets=0, tags=(强制,), effect=strike, auto=True,
             description="若有角色当晚获得过不止一次黑暗守护/光明守护效果：所有持有该技能的角色对其造成一次[致死伤害]。")
SKILLS = (黑暗守护, 光明守护, 日月合击)
