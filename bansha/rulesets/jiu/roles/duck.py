"""刺客鸭⑩ [群内]: 暗杀 [正午][指定][2], once a day, not on the 竞选日 — guess the [实际身份]: right →
the target takes [致死伤害], wrong → the duck does (JIU-R123)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import IDENTITY, Ask, RoleDef

from .. import harm
from ..common import WOLF, BY_NAME
from ._kit import skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame


def not_election_day(game: "JiuGame", seat, defn):
    """JIU-R179: a 正午 skill the seed bars on the 竞选日 (a `when`: not offered then, refused if sent)."""
    if game.period.number == 1:
        return f"<{defn.name}>竞选日不可发动"
    return None


def guess(game: "JiuGame", seat, intent):
    if not isinstance(intent.choice, str) or intent.choice not in BY_NAME:
        return "<暗杀>需要猜测一个[实际身份]"
    return None


def assassinate(game: "JiuGame", use):
    for t in use.settled:
        right = game.seats[t].role == use.choice
        who = t if right else use.actor
        harm.damage(game, who, "致死伤害", use.actor, "暗杀")


暗杀 = skill("暗杀", "正午", assassinate, tags=(指定,), uses=2, when=not_election_day, checks=(guess,), ask=Ask(IDENTITY, "猜测的[实际身份]"),
           description="选择一名角色并猜测其[实际身份]：正确则对其造成[致死伤害]，否则对自己造成[致死伤害]。")

ROLE = RoleDef("刺客鸭", WOLF, (暗杀,))
