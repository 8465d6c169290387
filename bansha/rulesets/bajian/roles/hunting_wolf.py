"""猎狼: 杀人【团队】 (shared with 鹫狼), 捕猎【限定】 (no target, E1: tonight every 狼人阵营 指杀 is
resolved as 毒药, night.py)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, 限定

from ..common import PACK, WOLF
from ._kit import night_skill
from .vulture import 杀人

if TYPE_CHECKING:
    from ..state import BjGame


def hunt(game: "BjGame", intent):
    game.ledger.hunt = True
    game.trace("<捕猎>：当晚狼人阵营的指杀视为毒药")


捕猎 = night_skill("捕猎", "(5)报信", hunt, targets=0, tags={限定}, uses=1,
                 description="游戏日夜晚可发动，当晚狼人阵营的指杀视为毒药。")

ROLE = RoleDef("猎狼", WOLF, (杀人, 捕猎), groups=(PACK,))
