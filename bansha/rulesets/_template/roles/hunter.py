"""猎人: a listener on the engine's `death` event offers 最后一枪 at any exit but the exile vote;
its victims stand in the exit list's 猎枪 slot."""
from typing import TYPE_CHECKING

from bansha.engine import exits, triggers
from bansha.engine.events import DEATH, on
from bansha.engine.skills import RoleDef, SkillDef, 指定

from .villager import VILLAGE

if TYPE_CHECKING:
    from ..state import TemplateGame


def on_death(game: "TemplateGame", seat, cause):
    if game.seats[seat].role == "猎人" and cause != "投票":
        triggers.offer(game, seat, "最后一枪")


def shoot(game: "TemplateGame", intent):
    exits.record(game, intent.target, "猎枪")
    exits.leave(game, intent.target, "猎枪", told=False)


最后一枪 = SkillDef("最后一枪", "reactive", frozenset({指定}), allow_self=False, effect=shoot,
                description="非因放逐投票出局时，可以带走一名其他角色。")

ROLE = RoleDef("猎人", VILLAGE, (最后一枪,), listens=(on(DEATH, on_death),), exit_slot="猎枪")
