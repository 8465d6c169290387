"""新月 群情激奋 (JIU-R158, R192, ⑥ [限定]): from its cast, the next role to take [投票出局] — the exile vote's
top, or 断案's 结算目标 — [翻牌]s; if its [实际阵营] is not village, the next 正午 after that opens an extra exile
thread. Each role in play then holds 群情激奋投票 for that day (`targets`: the role voted for; a second use is its
one 改票); the thread's own 最高票 (a tie: the sheriff's vote in it) takes [投票出局] in 黄昏1 right after the day's
own exile, and [封锁投票] closes it with the others (JIU-R191). Readings: rulings.md, 群情激奋."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.period import Period
from bansha.engine.skills import SkillDef, SkillSlot

from ..common import VILLAGE, judged_camp, label
from ..roles._kit import Revealed, reveal
from . import extra_thread
from .grants import BALLOT, in_play

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "群情激奋"
VOTE = "群情激奋投票"


@dataclass
class Uproar:
    """群情激奋 waiting for the next [投票出局], then the day of the extra thread it opens and that thread's votes."""
    armed: bool = False  # cast, and no role has taken [投票出局] since
    thread: Period | None = None
    votes: dict[int, int] = field(default_factory=dict)  # voter → the role voted for (the last, after a 改票)


def of(game: "JiuGame") -> Uproar:
    return game.state.of(Uproar)


def cast(game: "JiuGame") -> None:
    of(game).armed = True
    game.trace(f"<{NAME}>：下一个承受[投票出局]的角色将[翻牌]")


def on_damage(game: "JiuGame", seat, kind, source, cause) -> None:
    """承受[投票出局]: the damage lands on the role, whether or not something then cancels it."""
    st = of(game)
    if kind != "投票出局" or not st.armed:
        return
    st.armed = False
    s = game.seats[seat]
    if not s.state_of(Revealed).done:
        reveal(game, seat)
    if judged_camp(game, seat) == VILLAGE:
        return
    day = Period.of("day", game.period.number + 1)
    st.thread = day
    for n in in_play(game):
        slot = SkillSlot.of(群情激奋投票, NAME)
        slot.data["day"] = str(day)
        game.seats[n].skills.append(slot)
    game.announce(f"<{NAME}>：{label(game, seat)} 属于非村民阵营，第{day.number}天正午额外开启一个放逐投票贴。")


def thread_open(game: "JiuGame", seat, defn) -> str | None:
    if of(game).thread != game.period:
        return f"<{VOTE}>：群情激奋额外开启的放逐投票贴不在今天"
    return None


def check_ballot(game: "JiuGame", seat, intent) -> str | None:
    if not game.seats[intent.target].alive:
        return f"<{VOTE}>：{intent.target}号 已出局，不能被投票"
    return None


def keep_ballot(game: "JiuGame", intent) -> None:
    of(game).votes[intent.actor] = intent.target


def extra_exile(game: "JiuGame", voters=None) -> None:
    """The extra thread's top, after the day's own exile (vote_settled is not fired under [封锁投票])."""
    st = of(game)
    if st.thread != game.period:
        return
    extra_thread.settle(game, st.votes, "群情激奋")


群情激奋投票 = SkillDef(VOTE, "day", frozenset({NAME, BALLOT}), targets=1, step="正午", checks=(check_ballot,),
                  effect=keep_ballot, when=thread_open, per_period=2, allow_self=True,
                  description="群情激奋：额外开启的放逐投票贴中投票（第二次为改票，只允许一次）。")
