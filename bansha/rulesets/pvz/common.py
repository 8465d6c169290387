"""PVZ vocabulary shared by its role modules: factions, the 神, and how a seat leaves play.

An exit (出局) records the death (for the director: players learn of exits only from the 公示,
which names no cause and, for night 1, comes after the election), then fires the `death` event that role modules hook onto
(最后一枪 offers, 殉情, 殉职, 接刀). Night-1 victims are recorded on night 1 but leave play only
when the sheriff election closes (6.1 step 3), so their hooks fire then."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final, Iterable

from bansha.engine import exits, life
from bansha.engine.procedure import grant_last_words


if TYPE_CHECKING:
    from .state import PvzGame

# Final: compiled, a constant is read in place, not looked up in the module's namespace
WOLF: Final = "狼人阵营"
VILLAGE: Final = "村民阵营"
ADMIRER_CAMP: Final = "暗恋者"
GODS: Final = ("预言家", "女巫", "猎人", "守墓人", "守卫", "奇迹商人")
KILLERS: Final = ("狼人", "狼王")  # 6.2.3: 狼人阵营 other than 石像鬼, "下面简称狼人"


def night_no(game: "PvzGame") -> int:
    return game.period.number


def exit_seat(game: "PvzGame", seat_no: int, cause: str, at_once: bool = False) -> bool:
    """Put a seat out of play for `cause`. Returns False if it was already out. `at_once`: a
    red card on night 1 is no night-1 death waiting for the election (rulings R-RED-CARD)."""
    seat = game.seats[seat_no]
    st = game.state
    pending = st.pending_exit
    if not seat.alive or seat_no in pending:
        return False
    exits.record(game, seat_no, cause)
    led = game.ledger
    led.exits.append(seat_no)
    by_day = game.kind == "day"
    night_one = game.period == "night 1"
    if cause != "红牌罚下" and (by_day or night_one):
        grant_last_words(game, seat_no)  # 6.5: day exits and night-1 exits (rulings R-LAST-WORDS)
    if night_one and not at_once:
        pending.append(seat_no)
        seat.data["exit_cause"] = cause
        return True
    # by day an exit is published at once; a night's exit only in the morning list
    exits.leave(game, seat_no, cause, told=by_day or cause == "红牌罚下")
    return True


def told(game: "PvzGame", seats: Iterable[int]) -> None:
    """The seats' exits are published: each now knows it is out."""
    life.tell(game, seats)


# the director's note on a seat in `pending_exit` (「第一夜出局的角色在警长竞选阶段结束后才会出局。」)
NIGHT1_NOTE: Final = "第一夜出局，警长竞选结束后离场"


def leave_after_election(game: "PvzGame") -> None:
    """6.1 step 3: 第一夜出局的角色在警长竞选阶段结束后才会出局."""
    st = game.state
    leaving, st.pending_exit = st.pending_exit, []
    for seat_no in leaving:  # they all leave together, before any of them triggers anything
        life.take_out(game, seat_no, told=False)  # told by the morning list, right after
    for seat_no in leaving:
        game.fire("death", seat=seat_no, cause=game.seats[seat_no].data["exit_cause"])


def in_play(game: "PvzGame", seat_no: int) -> bool:
    """Alive, or a night-1 victim still taking part in the election."""
    return game.seats[seat_no].alive


def count_text(votes: float) -> str:
    """A vote count as the 公示 writes it, f"{votes:g}" (3, 2.5), with no format spec for a whole
    count: compiled, a spec turns the whole f-string into str.format calls."""
    whole = int(votes)
    if whole == votes and -1000000 < whole < 1000000:
        return str(whole)
    if whole + 0.5 == votes and 0 <= whole < 10000:  # the sheriff's half vote, exact in :g
        return f"{whole}.5"
    return format(votes, "g")
