"""The 公示 lists, each posted when it is due: a day's opening list when the day opens (每个游戏日白天
开始时，都会公示前一天因投票出局角色名单、其他原因出局角色名单、夜晚出局角色名单、当日警长), night 1's after the
election (第一个夜晚需要公示的信息以及出局名单在警长竞选完毕之后公布), and the game's last list the moment it ends.
Lists are in 电梯楼 order; identities are never posted. A seat out at night learns it from the list
that names it (`life.tell`): until then its page shows it in play."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import life

from .common import TITLE, labels, seat_label

if TYPE_CHECKING:
    from .state import HlmGame


def morning(game: "HlmGame", heading: str, first: bool = False, night: bool = True) -> None:
    """One day-start list from the news gathered since the last one; `first`: night 1's, posted after
    the election (the election day's own news waits for day 2's list); `night=False`: day 2's, which
    follows day 1 with no night between."""
    st = game.state
    items, st.news = st.news, []
    if first:
        st.news = [i for i in items if i[2] != "night 1"]
        items = [i for i in items if i[2] == "night 1"]
    seats: dict[str, list[int]] = {"vote": [], "other": [], "night": []}
    notes: list[str] = []  # trial, revenge and note lines, in the order they came
    for kind, text, _ in items:  # one pass sorts the news
        if kind in seats:
            seats[kind].append(int(text))
        elif kind in ("trial", "revenge", "note"):
            notes.append(text)
    lines = [heading]
    if not first:
        lines.append(f"前一天因投票出局：{labels(game, seats['vote'])}")
    if not first or seats["other"]:
        lines.append(f"其他原因出局：{labels(game, seats['other'])}")
    if night or seats["night"]:
        lines.append(f"{'第一夜' if first else '昨夜'}出局：{labels(game, seats['night'])}")
    lines += notes
    chief = game.sheriff
    if chief is None:
        lines.append("当日警长：无")
    elif game.seats[chief].alive:
        lines.append(f"当日警长：{seat_label(game, chief)}")
    else:
        lines.append(f"当日警长：待{seat_label(game, chief)}移交警徽")
    game.announce("\n".join(lines))
    life.tell(game, [n for n, s in game.seats.items() if s.life == life.UNAWARE])  # the list told them


def final(game: "HlmGame") -> None:
    """The game is over: what is still to be posted goes out at once, with the end."""
    st = game.state
    if game.over and st.news:
        morning(game, f"{TITLE} 游戏结束公示")
