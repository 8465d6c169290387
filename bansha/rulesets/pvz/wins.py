"""5 胜负判定, checked at every settlement point (ruling R-WIN-TIMING), with the priority the
`win_priority` option sets when both camps' conditions hold at once.

7.1: a camp whose roles hold two or more red cards loses, and in a two-camp game the other wins."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine.cards import red_cards_of

from .common import GODS, KILLERS, VILLAGE, WOLF, count_text
from .sheriff import weight

if TYPE_CHECKING:
    from .state import PvzGame


_GODS: Final = frozenset(GODS)


def village_wins(game: "PvzGame") -> str | None:
    for s in game.seat_list:
        if s.alive and s.camp == WOLF:
            return None
    return "狼人阵营的角色全部出局"


def wolves_win(game: "PvzGame") -> str | None:
    """5.2: any one of vote share ≥ half, every 神 out, every 平民 out (and the 猎人 at 11/14/17)."""
    total = wolves = 0.0
    gods = gods_alive = commons = commons_alive = hunter_alive = 0
    chief = game.sheriff  # only the badge weighs other than 1 (4.3.2 带队)
    for s in game.seat_list:
        role, alive = s.role, s.alive
        if role in _GODS:
            gods += 1
            gods_alive += alive
        elif role == "平民":
            commons += 1
            commons_alive += alive
        if alive:
            w = weight(game, s.no) if chief is not None and s.no == chief else 1.0
            total += w
            if s.camp == WOLF:
                wolves += w
            if role == "猎人":
                hunter_alive = 1
    if total and wolves * 2 >= total:
        return f"狼人阵营持有票数{count_text(wolves)}，占总票数{count_text(total)}的一半（以上）"
    if gods and not gods_alive:
        return "村民阵营的神全部出局"
    if commons and not commons_alive:
        if len(game.seats) not in (11, 14, 17):
            return "村民阵营的平民全部出局"
        if not hunter_alive:  # a fixed deal without a 猎人 has none left in play (ruling R-LINEUPS)
            dealt = any(s.role == "猎人" for s in game.seats.values())
            return "村民阵营的平民全部出局，且猎人出局" if dealt else "村民阵营的平民全部出局（本局没有猎人）"
    return None


def check(game: "PvzGame") -> None:
    """Both camps' conditions depend only on who is in play and who holds the badge, so a
    settlement point where neither changed has nothing new to judge."""
    st = game.state
    if game.over or st.pending_exit or game.offers:
        return  # a chain of shots and handovers is never cut short (rulings R-WIN-TIMING)
    alive = game.alive_count()
    last = st.win_checked
    if last is not None and last[0] == alive and last[1] == game.sheriff:
        return
    st.win_checked = (alive, game.sheriff)
    first: str = game.options["win_priority"]
    if first == VILLAGE:
        _judge(game, VILLAGE, village_wins(game)) or _judge(game, WOLF, wolves_win(game))
    else:
        _judge(game, WOLF, wolves_win(game)) or _judge(game, VILLAGE, village_wins(game))


def _judge(game: "PvzGame", faction: str, reason: str | None) -> bool:
    """The faction wins if its condition holds (`reason`)."""
    if reason:
        game.end(faction, reason)
        return True
    return False


def check_red_cards(game: "PvzGame") -> None:
    """同一阵营的角色累计获得两张或以上红牌时，阵营判负."""
    if not game.cards:
        return
    for faction in (WOLF, VILLAGE):
        seats = [s.no for s in game.seat_list if s.camp == faction]
        if faction not in game.lost and red_cards_of(game, seats) >= 2:
            game.lose(faction, "同一阵营的角色累计获得两张或以上红牌，阵营判负")
            game.end(VILLAGE if faction == WOLF else WOLF, f"{faction}判负")


def camp_of(game: "PvzGame", seat_no: int) -> str | None:
    """4.3.1: 暗恋者的获胜条件和暗恋对象相同: its camp follows its crush (none before it picks)."""
    s = game.seats[seat_no]
    if s.role == "暗恋者":
        crush = s.data.get("crush")
        return camp_of(game, crush) if crush and crush != seat_no else None
    return s.camp


def winning_seats(game: "PvzGame", faction: str) -> list[int]:
    return sorted(n for n in game.seats if camp_of(game, n) == faction)


__all__ = ["check", "check_red_cards", "winning_seats", "KILLERS"]
