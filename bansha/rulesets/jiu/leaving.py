"""离开游戏 (JIU-R210): "暂时离开游戏的角色在胜负条件判断上算作存活，永久离开游戏的角色在胜负条件判断上算作出局，
离开游戏的角色在电梯楼中消失，所有技能失效，不能发言投票和被投票，也不受其他技能影响。"

A life state of its own: the seat is out of play (`alive` False, so every living count, the 电梯楼, the
group and its [杀人] drop it) without an exit — no death, no 遗言, nothing hangs on it — and
its `Presence.away` (presence.py) says how: 暂时 (counted alive by the win checks, wins.py) or 永久 (counted out). Who
sends it away says when a temporary one comes back (去打猎, 林地采集: at the next 新月 draw). Its uses,
posts, votes and any use naming it are refused here in the rule's words; a [指定] use already taken
drops it from the 结算目标 (directed.py), and no status or damage reaches it (statuses.give, harm.settle)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Container

from bansha.engine import life
from bansha.engine.errors import Refusal

from .events import ELEVATOR
from . import knife, wins
from .presence import PERMANENT, TEMPORARY, away, of, peek
from .state import JiuState

if TYPE_CHECKING:
    from .state import JiuGame

LIFE = "离开游戏"  # seat.life while away
RULE = "离开游戏的角色在电梯楼中消失，所有技能失效，不能发言投票和被投票，也不受其他技能影响"


def label(game: "JiuGame", seat_no: int) -> str | None:
    """The life state as the grimoire and the seat's own page show it."""
    how = away(game, seat_no)
    return f"{how}离开游戏" if how else None


def leave(game: "JiuGame", seat_no: int, how: str, cause: str, back: str | None = None, tell: str = "") -> bool:
    """The seat leaves the game (`back`: the period it returns at the start of, for a temporary leave).
    A seat already out, or already away, does not leave again."""
    seat = game.seats[seat_no]
    if not seat.alive or away(game, seat_no):
        return False
    seat.alive = False
    seat.life = LIFE
    st = of(seat)
    st.away, st.back, st.why = how, back, cause
    game.state.left = True
    game.trace(f"{seat_no}号 {how}离开游戏（{cause}）" + (f"，至{back}开始" if back else ""))
    game.notice(seat_no, tell or f"<{cause}>：你{how}离开游戏。")
    _changed(game, seat_no)
    return True


def come_back(game: "JiuGame", seat_no: int, tell: str = "") -> None:
    """A temporary leave ends: the seat is in play again, with the statuses and skills it left with."""
    seat = game.seats[seat_no]
    if away(game, seat_no) != TEMPORARY:
        return
    st = of(seat)
    st.away, st.back, st.why = None, None, ""
    seat.alive = True
    seat.life = life.ALIVE
    game.trace(f"{seat_no}号 回归游戏")
    game.notice(seat_no, tell or "你回归了游戏。")
    _changed(game, seat_no)


def _changed(game: "JiuGame", seat_no: int) -> None:
    knife.refresh(game)
    game.fire(ELEVATOR, seat=seat_no)  # the 电梯楼 changed (暗恋者, 茶艺师)
    wins.instant(game)


# --- refusals in the rule's words --------------------------------------------------------------

def acting_refusal(game: "JiuGame", seat_no: int) -> str | None:
    if away(game, seat_no):
        return f"{seat_no}号 已{away(game, seat_no)}离开游戏：{RULE}"
    return None


def check_input(game: "JiuGame", inp: dict[str, Any], exempt: Container[str] = frozenset()) -> None:
    """An action, vote or post by a seat that has left, or naming one (JIU-R210). `exempt`: the
    skills a leaver still uses while away (the 新月's own games). Every input passes here: a seat's
    presence is peeked at, never made; none is read in a game where nobody ever left."""
    state: JiuState = game.state  # (typed: compiled, its fields are read natively; every input asks)
    if not state.left:
        return
    seats = game.seats
    by = inp.get("by")
    if isinstance(by, int) and by in seats and inp.get("skill") not in exempt:
        st = peek(seats[by])
        if st is not None and st.away:
            raise Refusal(f"{by}号 已{st.away}离开游戏：{RULE}")
    kind = inp.get("kind")
    if kind == "action":
        named = list(inp.get("targets") or [])
    elif kind in ("vote", "sheriff_vote"):
        named = [inp.get("for")]
    else:
        return
    for t in named:
        if isinstance(t, int) and not isinstance(t, bool) and t in seats:
            st = peek(seats[t])
            if st is not None and st.away:
                raise Refusal(f"{t}号 已{st.away}离开游戏：{RULE}")


def drop_from_targets(game: "JiuGame", a) -> None:
    """A [指定] use taken before its target left: the leaver is not affected (drops out of the 结算目标)."""
    if a.target is not None and away(game, a.target):
        a.cancel(f"{a.target}号 已离开游戏：不受其他技能影响")


__all__ = ["PERMANENT", "TEMPORARY", "away", "acting_refusal", "check_input", "come_back",
           "drop_from_targets", "label", "leave"]
