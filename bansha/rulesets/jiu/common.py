"""[245]酒 vocabulary: factions, the identities of the draft pool with their strength scores and
tags in the order the rules define them (身份序号), the 电梯楼, rounding and labels."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Iterable

from bansha.engine import exits

from .roster import POOL, THIRD, UNDECIDED, VILLAGE, WOLF
from .state import JiuState, Sides

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from .state import JiuGame

LOVERS = "黑情侣阵营"  # 丘比特/维纳斯's lovers of two factions: a 三方 faction of their own (JIU-R244, A27)
FACTIONS = (WOLF, VILLAGE, THIRD, UNDECIDED, LOVERS)
GROUP = "狼人"  # the wolves' [群内] group and its shared [杀人]
SEER_KIND = "验人系"
IN_GROUP, TAKES_KNIFE = "群内", "接刀"


class Source:
    """Where a seat's skill slot comes from (`SkillSlot.source`), each declared once: a rule that asks names
    one of these, never the string."""
    IDENTITY: Final = "身份"  # its identity's own (SkillSlot.of's default)
    TEAM: Final = "团队"  # a group's shared skill (the wolves', a 狼队)
    TAKES_KNIFE: Final = "接刀"  # a [接刀]'s own [杀人] (knife.refresh)
    SHERIFF: Final = "警长"  # the sheriff's and the 执警's slots every seat carries (Jiu.make_seat)
    DEPUTY: Final = "执警"
    GROUP_CHOICE: Final = "群内可选技能"  # 变天's slot every seat carries, offered to the [群内] once chosen
    SOUL: Final = "摄魂"  # 摄魂师's text, its night's target's only
    PROVIDENCE: Final = "天意"  # 预言家's extra 预言
    GIFT: Final = "礼物"  # 黑商's and 奇迹商人's gifts, lost once used
    ACQUIRED: Final = "获取"  # 获取技能 (acquire.py)
    TURNED: Final = "变天"  # 变天's 自爆
    MOON: Final = "新月"  # what a 新月 grants until the next draw (moons/grants.py)
    LETTER: Final = "情书"  # 暗恋者's 回信


@dataclass(frozen=True)
class Identity:
    name: str
    faction: str
    score: int  # 身份强度; 不定 has none (不定视为0分)
    tags: frozenset[str] = frozenset()
    module: str | None = None  # the module under roles/ that builds it (None: not yet built)


def _ids(faction: str, rows: str) -> list[Identity]:
    out = []
    for row in rows.split():
        row, _, module = row.partition("@")
        name, _, rest = row.partition(":")
        score, *tags = rest.split("+") if rest else ("0",)
        out.append(Identity(name, faction, int(score), frozenset(tags), module or None))
    return out


# The identities in the order the rules define them (4L 神, 5L 狼, 6L 三方与不定): 身份序号, and the
# order "规则中对应身份靠后的优先结算" reads (JIU-R14, R162). The roster (roster.py) lists them.
IDENTITIES: tuple[Identity, ...] = tuple(i for faction, rows in POOL for i in _ids(faction, rows))
BY_NAME = {i.name: i for i in IDENTITIES}
RULE_ORDER = {i.name: k for k, i in enumerate(IDENTITIES)}
RANDOM_GOOD = "随机好人"  # a draft slot, never a role name (spec/jiu.md §1)


def identity(name: str) -> Identity:
    return BY_NAME[name]


def score(name: str) -> int:
    return BY_NAME[name].score if name in BY_NAME else 0


def round_half_up(x: float) -> int:
    """所有计算数量均四舍五入 (JIU-R217): 4.5 → 5, never banker's rounding."""
    return int(x + 0.5) if x >= 0 else -int(-x + 0.5)


def label(game: "JiuGame", seat_no: int) -> str:
    return exits.label(game, seat_no)


def labels(game: "JiuGame", seats: Iterable[int]) -> str:
    return "、".join(label(game, n) for n in seats) or "无"


def seats_in_order(game: "JiuGame") -> "list[tuple[int, Seat]]":
    """`sorted(game.seats.items())`, sorted again only when a seat is added (空想具现, the only one; a seat is never
    replaced nor removed): listeners walk the seats in order on most events, and sorting them each time cost ~4%
    of a simulated game. A new list each time it changes, so a loop over the old one is not disturbed; never
    change it in place."""
    st: JiuState = game.state  # (typed: compiled, its fields are read natively)
    seats = game.seats
    if len(st.order) != len(seats):
        st.order = sorted(seats.items())
    return st.order


def in_elevator(game: "JiuGame", seat_no: int) -> bool:
    """电梯楼 counts seats not out (gone from the game too: 离开游戏 takes a seat out of play, JIU-R15, R210)."""
    return game.seats[seat_no].alive


def elevator(game: "JiuGame") -> list[int]:
    return [n for n in sorted(game.seats) if in_elevator(game, n)]


def below(game: "JiuGame", seat_no: int) -> list[int]:
    """The 电梯楼 read downward from a seat: the seats after it, then from the top (PS of 锈剑骑士:
    若下方没有…则从电梯楼第一个开始计数)."""
    ring = elevator(game)
    after = [n for n in ring if n > seat_no]
    return after + [n for n in ring if n < seat_no]


def judged_camp(game: "JiuGame", seat_no: int) -> str:
    """The [实际阵营] a skill judges: the seat's faction, except where a rule says every skill judges
    it otherwise (狼狗: "同时受到一切技能均以狼人/村民阵营判定", JIU-R94, A15). Wins count `seat.camp`."""
    seat = game.seats[seat_no]
    st = seat.states.get(Sides)  # (peeked at, never made)
    judged = st.judged if st is not None else None
    return seat.camp if judged is None else judged
