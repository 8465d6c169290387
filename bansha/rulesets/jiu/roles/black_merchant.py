"""黑商⑤: 馈赠 [深夜][指定]<限定> (JIU-R66): to a 狼人阵营 结算目标 the gift fails — 送礼失败, and the
黑商 takes [致死伤害], last on the exit list (黑商给狼暴毙); otherwise the target is told at the night's
end and gets a one-use temporary skill (the gift skills themselves: JIU-A05)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef

from .. import harm
from ..common import VILLAGE, WOLF, judged_camp
from ..notify import tell
from . import gifts
from ._kit import skill, 指定, 限定

if TYPE_CHECKING:
    from ..state import JiuGame

SLOT = "黑商给狼暴毙"  # its entry of the exit list (下列顺序统计出局名单)


def give(game: "JiuGame", use):
    for t in use.settled:
        if judged_camp(game, t) == WOLF:  # 狼狗 by its side (JIU-A15)
            tell(game, use.actor, "送礼失败")
            harm.damage(game, use.actor, "致死伤害", use.actor, "黑商给狼暴毙", slot=SLOT)
        else:
            gifts.grant(game, t, use.choice, "黑商")


馈赠 = skill("馈赠", "深夜", give, tags=(指定, 限定), uses=1, allow_self=False, choices=gifts.KINDS, checks=(gifts.check_kind,),
           description="除自己以外任意一名角色，并决定赠送验人，毒药，猎枪，守护，控制其中之一。")

ROLE = RoleDef("黑商", VILLAGE, (馈赠,), exit_slot=SLOT)
