"""The one exit (出局) of 078, whatever its cause. Before a seat leaves:

- 统领 (免疫第一次出局): the 狼王's first exit of any kind but a red card is absorbed (a plain
  指杀 never gets here: kill check 4; option king_first_exit narrows it to 毒药, BJ-A10);
- 避险: the 吹笛者 about to exit may release two piped roles instead (its input is taken now).

Then the exit is recorded (the night's are told by the next opening 公示), counted (救药 +1 per
2 exits, 狼特 exits toward the 6-exit loss, the first 5 get 遗言) and its triggers offered:
最后一枪 (never after 枪击 or a red card), 殉职, a wolf's slots kept for its heir."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import exits, triggers
from bansha.engine.procedure import grant_last_words

from .common import GODS, KING, LEADER_OF, PIPER_ROLE, RED, VILLAGE, WOLF, WOLVES, label
from .sheriff import sheriff_out

if TYPE_CHECKING:
    from .state import BjGame


def exit_seat(game: "BjGame", seat_no: int, cause: str, poisoned: bool = False, escaped: bool = False) -> bool | None:
    """Put a seat out for `cause` (`poisoned`: it comes through the 毒药 flow). True when it is
    out; False when it stays in (统领) or was already out; None while the 吹笛者 may still answer
    with 避险 (the exit is an offer: its answer, or its forfeit, settles it)."""
    seat = game.seats[seat_no]
    st = game.state
    if not seat.alive or game.over:
        return False
    if seat.role == KING and not st.king_spared and cause != RED and (
            game.options["king_first_exit"] == "任何出局" or poisoned):
        st.king_spared = True
        game.trace(f"{cause}→{seat_no}号 狼王<统领>：免疫第一次出局")
        return False
    if seat.role == PIPER_ROLE and cause != RED and not escaped and len(st.piped) >= 2:
        if any(o.seat == seat_no and o.skill == "避险" for o in game.offers):
            return None  # already about to exit
        game.notice(seat_no, "你即将出局：可发动<避险>，解除两个角色的吹笛状态以避免出局。")
        def exit_after_all(g: "BjGame") -> None:
            exit_seat(g, seat_no, cause, poisoned, escaped=True)
        triggers.offer(game, seat_no, "避险", -1, exit_after_all, ahead=True)
        game.ledger.offered_at[(seat_no, "避险")] = game.now  # 收到反馈后半小时内 (timetable.offer_refusal)
        return None
    exits.record(game, seat_no, cause)
    st.exits.append((seat_no, cause, game.period))
    st.night_exits.append(seat_no)
    if st.words_left > 0:
        st.words_left -= 1
        if cause != RED:
            grant_last_words(game, seat_no)
    if seat.role in LEADER_OF:
        side = WOLF if seat.role in WOLVES else VILLAGE
        st.recruits_out[side] = st.recruits_out.get(side, 0) + 1
    if seat.role in WOLVES:
        st.vacant[seat.role] = [s for s in seat.skills if s.source != "警长"]
    exits.leave(game, seat_no, cause, told=True)
    game.notice(seat_no, "你已出局。")  # 角色出局时将收到通知 (a night's victim too: its 最后一枪 runs from it)
    if game.kind == "day" and cause == "最后一枪":
        game.announce(f"{label(game, seat_no)} 因猎人<最后一枪>出局。")
    if seat.role == "猎人" and cause != RED and "最后一枪" not in seat.lost:
        triggers.offer(game, seat_no, "最后一枪", 0)
        game.ledger.offered_at[(seat_no, "最后一枪")] = game.now
    if game.sheriff == seat_no:
        sheriff_out(game, seat_no, cause)
    return True


def gods_alive(game: "BjGame") -> int:
    return sum(1 for s in game.seats.values() if s.alive and s.role in GODS)


__all__ = ["exit_seat", "label", "RED"]
