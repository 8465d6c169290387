"""行尸走肉 (赶尸人, JIU-R97, R98, R201; JIU-A06): while any seat holds a valid 行尸走肉, a role that
exits at night is not told. It is out — off the 电梯楼, out for the win checks, its votes count for
nobody — but its exit is not announced: it may still post, vote, be named and use skills, which
are taken and settle to no effect (a feedback skill answers what 尸体操控 decided, else nothing).
Its exit sets nothing off yet: no 遗言 slot, no post-exit skill, no 殉职. Once no valid 行尸走肉 is
left (its holders out, or under [遗忘]/[业炎]/[净化]), every such role exits at once, in the order
they fell, as 赶尸人连带 (last of the chain exits, JIU-R176): 遗言, post-exit skills, the 公示."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import life

from . import acquire, harm
from .group_skills import fails
from .presence import acts_unaware, of, peek

if TYPE_CHECKING:
    from .state import JiuGame

NAME = "行尸走肉"
HOLDER = "赶尸人"  # the identity whose skill it is
CHAIN = "赶尸人连带"


def active(game: "JiuGame", but: int | None = None) -> bool:
    """Some seat (other than `but`, whose own exit ends its hold) holds a valid 行尸走肉: a skill of 赶尸人's only, so
    none does in a game where no seat may bear that identity (acquire.may_bear)."""
    if not acquire.may_bear(game, HOLDER):
        return False
    return any(n != but and acquire.holds(game, n, NAME) for n in game.seats)


def hold_untold(game: "JiuGame", seat: int, cause: str) -> bool:
    """A night's exit (UNTOLD_EXIT, 赶尸人's listener) while another seat holds a valid 行尸走肉 is held untold."""
    if not active(game, but=seat):
        return False
    hold(game, seat, cause)
    return True


def walking(game: "JiuGame") -> list[int]:
    """The roles out without knowing it, in the order they fell."""
    if not game.state.held_untold:
        return []
    marked = set()
    for n, s in game.seats.items():
        st = peek(s)
        if st is not None and st.untold is not None:
            marked.add(n)
    if not marked:
        return []
    return [n for n, _, _ in game.state.exits if n in marked]


def hold(game: "JiuGame", target: int, cause: str) -> None:
    of(game.seats[target]).untold = cause
    game.state.held_untold = True
    life.take_out(game, target, told=False)
    game.trace(f"{target}号 出局（{cause}），<行尸走肉>：不会知晓自己出局")


def wake(game: "JiuGame", *_) -> None:
    """不存在任何有效的[行尸走肉]技能时: all who do not know they are out exit at once, in order."""
    due = walking(game)
    if not due or active(game):
        return
    for n in due:
        st = of(game.seats[n])
        cause, st.untold = st.untold, None
        if cause is None:  # woken already by a chain this loop set off
            continue
        game.trace(f"{CHAIN}：{n}号 立刻出局（{cause}）")
        harm.carry_out(game, n, cause)


def settling(game: "JiuGame", intents: list) -> list:
    """A walking dead's uses settle to no effect; a feedback skill answers what 尸体操控 chose."""
    out = []
    for i in intents:
        seat = game.seats[i.actor]
        if seat.alive or of(seat).untold is None:
            out.append(i)
            continue
        i.consumed = True
        if fails(game, i):  # 反馈: 消除反馈最优先 — 控天 voids the use before 尸体操控's answer (JIU-R52)
            continue
        game.reject(i.actor, i.skill, f"{i.actor}号 已出局（行尸走肉）：发动技能不会有任何效果")
        answer = of(seat).answers.get(i.skill)
        if answer is not None:
            game.feedback(i.actor, i.skill, answer, i.target)
    return out


__all__ = ["acts_unaware", "active", "hold", "hold_untold", "settling", "wake", "walking"]
