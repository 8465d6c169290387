"""锈剑骑士③: 破伤风 [强制] — out through a skill of a role whose [实际阵营] is 狼人阵营 (as skills judge it:
a dog 狼狗 is not, JIU-A15), then once its exit
is officially announced, the first 狼人阵营 role below it in the 电梯楼 (wrapping to the top) gets a
permanent [破伤风] (JIU-R63, R245): negative, never told, and a [致死伤害] from its giver at every 晨曦
(破伤风出局, 晨曦1), on a revived holder too (JIU-R64)."""
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import DAWN, DEATH, PUBLISHED, TETANUS_SLOT

from .. import acquire, harm, statuses
from ..common import WOLF, below, judged_camp, seats_in_order
from ._kit import skill, 强制

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "破伤风"


@dataclass
class Armed:
    """A 锈剑骑士 put out by a wolf's skill: its 破伤风 strikes once its exit is announced."""
    due: bool = False


def on_death(game: "JiuGame", seat, cause):
    s = game.seats[seat]
    if not acquire.bears(game, s, "锈剑骑士") or NAME in s.lost or statuses.blocked(s, statuses.FORCED):
        return
    wolves = [n for n in harm.exit_sources(game, seat) if n != seat and judged_camp(game, n) == WOLF]
    if wolves:  # 日月合击's holders all put it out (JIU-A36): one wolf among them is enough
        s.state_of(Armed).due = True
        game.trace(f"{seat}号 锈剑骑士因狼人阵营角色（{'、'.join(f'{n}号' for n in wolves)}）的技能出局：宣布出局后触发<破伤风>")


def on_published(game: "JiuGame", seats):
    for n in seats:
        s = game.seats[n]
        armed = s.state_of(Armed)
        if armed.due:
            armed.due = False
            wolf = next((m for m in below(game, n) if judged_camp(game, m) == WOLF), None)
            if wolf is not None:
                statuses.give(game, wolf, NAME, n)


def strike(game: "JiuGame"):
    """晨曦1: 持有该状态的角色每个晨曦阶段都会受到一次来自于该状态的赋予者[致死伤害]."""
    for n, s in seats_in_order(game):
        st = next((x for x in s.statuses if x.name == NAME), None)
        if s.alive and st is not None:
            harm.damage(game, n, "致死伤害", st.source, "破伤风")


破伤风 = skill(NAME, "晨曦", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
            description="因狼人阵营角色的技能出局时：宣布出局后，电梯楼下方第一个狼人阵营角色永久获得[破伤风]（每个晨曦受到一次[致死伤害]）。")

ROLE = RoleDef("锈剑骑士", "村民阵营", (破伤风,), listens=(on(DEATH, on_death), on(PUBLISHED, on_published),
                                                   on(DAWN, strike, TETANUS_SLOT)))
