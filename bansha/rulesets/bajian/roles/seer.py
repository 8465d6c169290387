"""预言家: 验人 (the night flow's <预言>: a role's camp, answered as soon as it settles — Q2 lets it
be answered at once after 45分) and 天眼【2】 (whom a role used which skill on tonight and which
skills were used on it; at the 60分 checkpoint; after 验人 if the seer likes, Q3)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef

from ..common import VILLAGE
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame


def check_camp(game: "BjGame", intent):
    camp = game.ruleset.camp_of(game, intent.target)
    to = [intent.actor]
    piper = game.ledger.forced_looks.get(id(intent))
    if piper is not None:
        to.append(piper)  # 魔音: 吹笛与该角色都会得到查验反馈
    for n in to:
        game.feedback(n, "验人", camp, intent.target)


def heaven_eye(game: "BjGame", intent):
    game.ledger.looks.append((intent.actor, intent.target, "天眼", id(intent)))


验人 = night_skill("验人", "(9)验人", check_camp, description="游戏日夜晚，查验一个角色的阵营。")
天眼 = night_skill("天眼", "(9)", heaven_eye, uses=2, per_period=2,
                 description="游戏日夜晚，得知一个角色当晚对谁使用了什么技能，当晚被使用了哪些技能。")

ROLE = RoleDef("预言家", VILLAGE, (验人, 天眼))
