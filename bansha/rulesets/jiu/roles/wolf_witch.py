"""狼巫⑨ [群内]: 黑暗侦测 [深夜][指定] reads the [表面身份] (JIU-R115); 光明湮灭 [深夜][指定] from night 2,
on a 选择目标 of tonight's 黑暗侦测 answered with a 验人系 identity: one [穿透] (JIU-R116)."""
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef

from .. import harm
from ..common import SEER_KIND, WOLF, BY_NAME
from ._kit import reject, settled_before, skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame

SLOT = "狼巫光明湮灭"  # its entry of the exit list (下列顺序统计出局名单)


@dataclass
class Detected:
    """Per night, the seats a seat's 黑暗侦测 found to be 验人系 (光明湮灭 may only choose them)."""
    seers: dict[str, set[int]] = field(default_factory=dict)


def detect(game: "JiuGame", use):
    for t in use.settled:
        shown = game.seats[t].surface_role
        game.feedback(use.actor, "黑暗侦测", f"选择目标是{shown}身份", use.chosen[0])
        if shown in BY_NAME and SEER_KIND in BY_NAME[shown].tags:
            game.seats[use.actor].state_of(Detected).seers.setdefault(game.period, set()).add(use.chosen[0])


def _eligible(game: "JiuGame", actor, target) -> str | None:
    if game.period.number < 2:
        return "<光明湮灭>：第二个游戏日夜晚开始后才可以发动"
    seen = game.seats[actor].state_of(Detected).seers.get(game.period, set())
    if target not in seen:
        return "<光明湮灭>：只能选择自己当晚发动的[黑暗侦测]反馈为[验人系身份]的[选择目标]"
    return None


def from_night_two(game: "JiuGame", seat, defn) -> str | None:
    """Not offered before (a page shows no form on night 1), and refused in the seed's words."""
    return "<光明湮灭>：第二个游戏日夜晚开始后才可以发动" if game.period.number < 2 else None


def eligible(game: "JiuGame", seat, intent):
    if game.period.number < 2:
        return _eligible(game, seat.no, intent.target)
    return _eligible(game, seat.no, intent.target) if settled_before(game, "深夜1") else None


def annihilate(game: "JiuGame", use):
    why = _eligible(game, use.actor, use.chosen[0])
    if why:
        return reject(game, use, why)
    for t in use.settled:
        harm.damage(game, t, "穿透", use.actor, "光明湮灭", slot=SLOT)


黑暗侦测 = skill("黑暗侦测", "深夜", detect, tags=(指定,), description="反馈结算目标的[表面身份]。")
光明湮灭 = skill("光明湮灭", "深夜", annihilate, tags=(指定,), checks=(eligible,), when=from_night_two,
             description="第二个游戏日夜晚开始后，选择当晚黑暗侦测反馈为验人系身份的选择目标：对结算目标进行一次[穿透]。")

ROLE = RoleDef("狼巫", WOLF, (黑暗侦测, 光明湮灭), exit_slot=SLOT)
