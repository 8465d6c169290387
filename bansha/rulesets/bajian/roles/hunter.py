"""猎人: 枪击【2】 (修正: a role exits; several a night; settled after the 毒药 flow, BJ-A08) and
最后一枪 (on its exit it may shoot one role, who exits after it; lost for good once 枪击 was
used, and on a red card)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillDef, 指定

from ..common import VILLAGE
from ..exits import exit_seat
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame


def shoot(game: "BjGame", intent):
    game.seats[intent.actor].lost.add("最后一枪")
    game.ledger.shots.append((intent.actor, intent.target))


def last_shot(game: "BjGame", intent):
    exit_seat(game, intent.target, "最后一枪")


枪击 = night_skill("枪击", "(7)", shoot, uses=2, per_period=2, description="（修正）游戏日夜晚，选择一名角色，使其出局。")
最后一枪 = SkillDef("最后一枪", "reactive", frozenset({指定}), effect=last_shot,
                description="猎人出局时，可选择枪毙一名角色。若使用过枪击则失去该技能。")

ROLE = RoleDef("猎人", VILLAGE, (枪击, 最后一枪))
