"""[M162]红楼梦 vocabulary shared by the role modules: camps, 神职, periods, time nodes, and how
a seat goes out (出局).

Exits are settled at one of the four time nodes (夜间, 凌晨, 正午, 黄昏). A seat is out of the game
as soon as its exit is settled; night-1 victims keep a seat in the day-1 election (首夜出局保护),
which `in_play` expresses, but they count as out for every win check."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final, Iterable

from bansha.engine import life
from bansha.engine.game import DIRECTOR
from bansha.engine.procedure import grant_last_words
from bansha.engine.record import Death

if TYPE_CHECKING:
    from .state import HlmGame


# Final: the compiled build inlines these instead of looking each use up in the module's dict
TITLE: Final = "【M162】红楼梦"
WOLF: Final = "狼人阵营"
VILLAGE: Final = "村民阵营"
COVEN: Final = "魔女会阵营"
FACTIONS: Final = (WOLF, VILLAGE, COVEN)
PACK: Final = "狼人"  # the wolf QQ group
GODS: Final = ("预言家", "荣光骑士", "审判官", "小红帽")  # 村民阵营 神职
COMMONER: Final = "村民"

NIGHT: Final = "夜间"
DAWN: Final = "凌晨"
NOON: Final = "正午"
DUSK: Final = "黄昏"
NEXT_NODE: Final = {NIGHT: DAWN, DAWN: NOON, NOON: DUSK, DUSK: NIGHT}

NOT_BY_PLAY: Final = ("红牌罚下", "投降", "阵营判负")  # exits that leave no 首夜出局保护


def number(game: "HlmGame") -> int:
    """The N of "night N"/"day N" (0 for start)."""
    return game.period.number


def is_night(game: "HlmGame") -> bool:
    return game.kind == "night"  # the open period's kind, kept by the game beside `period`


def seat_label(game: "HlmGame", no: int) -> str:
    return f"{no}号{game.seats[no].name}"


def count_text(v: float) -> str:
    """A tally's count as published (`f"{v:g}"`): a whole count below a million is its digits,
    without the generic format call the compiled build makes for `:g`."""
    if 0 <= v < 1e6 and v == int(v):
        return str(int(v))
    return f"{v:g}"


def labels(game: "HlmGame", seats: Iterable[int]) -> str:
    """A public list, in 电梯楼 (seat) order: 公示出局名单时按出局角色的电梯楼顺序排序."""
    return "、".join(seat_label(game, n) for n in sorted(seats)) or "无"


def in_play(game: "HlmGame", no: int) -> bool:
    """Alive, or a night-1 victim taking part in day 1 (在第一天发言投票后离场)."""
    seat = game.seats.get(no)
    if seat is None:
        return False
    if seat.alive:
        return True
    st = game.state
    return game.period == "day 1" and no in st.first_night_out


def members(game: "HlmGame", camp: str) -> list[int]:
    return sorted(n for n, s in game.seats.items() if s.camp == camp)


def node(game: "HlmGame") -> str:
    st = game.state
    return st.node


def next_node(game: "HlmGame") -> str:
    """The time node after the current one; after 黄昏 of the 警长竞选日 it is 正午 of day 2,
    since no night falls between them."""
    here = node(game)
    return NOON if here == DUSK and game.period == "day 1" else NEXT_NODE[here]


def news(game: "HlmGame", kind: str, text: str) -> None:
    """Something to 公示 at the next day start (夜晚期间需要公示的内容全部在下一个白天开始时公布)."""
    st = game.state
    st.news.append((kind, text, game.period))


def post(game: "HlmGame", text: str) -> None:
    """A public line: at once by day; by night it waits for the next day start
    (夜晚期间需要公示的内容全部在下一个白天开始时公布)."""
    if is_night(game):
        news(game, "note", text)
    else:
        game.announce(text)


def exit_seat(game: "HlmGame", no: int, cause: str) -> bool:
    """Put a seat out at the current time node. Returns False if it was already out.

    The `death` event is the director's: players learn of exits from the 公示, which never
    gives the cause or the identity (游戏进行期间以任何方式出局的角色均不公示其身份; 冲锋不公示).
    Only an exit by play on night 1 keeps the day-1 vote (首夜出局保护): a red-carded seat
    cannot 参与讨论、投票. A seat out at night by play is not told (出局未知): 夜晚出局的角色将在白天开始时
    公示, and its page shows it in play until the list that names it (`publish.morning`)."""
    seat = game.seats[no]
    if not seat.alive:
        return False
    seat.alive = False
    night = game.kind == "night"
    seat.life = life.UNAWARE if night and cause not in NOT_BY_PLAY else life.OUT
    st = game.state
    here = st.node
    period = game.period
    seat.data["exit"] = {"cause": cause, "period": period, "node": here}
    game.emit(Death(no, cause), DIRECTOR)
    if game.record_traces:
        game.trace(f"[{here}] {no}号 出局（{cause}）")
    st.exit_this_day = True
    if period == "night 1" and cause not in NOT_BY_PLAY:
        st.first_night_out.append(no)
    if cause in NOT_BY_PLAY or not night and cause != "投票":
        st.news.append(("other", str(no), period))
    elif night:
        st.news.append(("night", str(no), period))
    else:
        st.news.append(("vote", str(no), period))
    if not night and cause != "红牌罚下":
        grant_last_words(game, no)
        game.notice(no, "你已出局。你可以在下一个游戏日白天开始前提交遗言（遗言中禁止使用Discuz!代码）。")
    game.fire("death", seat=no, cause=cause)
    return True
