"""长老狼⑧ [群内]: 归途 [黄昏][指定] (黄昏2, JIU-R106) — a 结算目标 of 狼人阵营 without [群内] gains [群内] when
the next 早夜 ends and is told; any other target: nothing. Once a 狼人阵营 role has been its 结算目标
it is spent; until then it may be used again, once a day (JIU-R107). 大天狗远征 (不归) never gains
[群内], nor does a role under [超度] (JIU-R34; JIU-A39)."""
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import EARLY_END

from .. import knife, statuses
from ..common import GROUP, IN_GROUP, WOLF, judged_camp, labels
from ..notify import tell
from ._kit import skill, 指定
from .tengu import may_gain_group

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "归途"


@dataclass
class Spent:
    """A seat's 归途 once a 狼人阵营 role has been its 结算目标: it cannot be used again."""
    done: bool = False


@dataclass
class Homecoming:
    """The game's 归途 targets that gain [群内] when the next 早夜 ends."""
    due: list[int] = field(default_factory=list)


def check(game: "JiuGame", seat, intent):
    if seat.state_of(Spent).done:
        return "<归途>：已有[狼人阵营]的角色成为过[结算目标]，不能再次发动"
    return None


def home(game: "JiuGame", use):
    for t in use.settled:
        if judged_camp(game, t) != WOLF:
            continue
        game.seats[use.actor].state_of(Spent).done = True
        knife.tags(game, t)
        seat = game.seats[t]
        if IN_GROUP not in knife.kept(game, t) and not statuses.has(seat, "超度") and may_gain_group(game, t):
            game.state.of(Homecoming).due.append(t)
            game.trace(f"{t}号 <归途>：于早夜结束时获得[群内]标签")


def arrive(game: "JiuGame"):
    """早夜结束: the 归途 targets gain [群内] and are told (at the sub-phase's end)."""
    home = game.state.of(Homecoming)
    due, home.due = home.due, []
    for t in due:
        seat = game.seats[t]
        knife.kept(game, t).add(IN_GROUP)
        knife.refresh(game)
        tell(game, t, "<归途>：你获得了[群内]标签。")
        if t in game.groups.get(GROUP, ()):
            game.group_message(GROUP, f"{labels(game, [t])} 加入狼人[群内]。")


归途 = skill(NAME, "黄昏", home, tags=(指定,), checks=(check,),
           description="选择范围：任意一名角色。若其实际阵营是狼人阵营且没有[群内]标签，则于早夜结束时获得[群内]标签。")

ROLE = RoleDef("长老狼", WOLF, (归途,), listens=(on(EARLY_END, arrive),))
