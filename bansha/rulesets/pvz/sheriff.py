"""警长 (4.3.2), a title on top of an identity: 竞岗 on day 1 (a tie means no sheriff all game),
带队 1.5 votes, 殉职 after every shot and re-shot."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine import triggers
from bansha.engine.exits import label as seat_label  # imported, not aliased: compiled, a native call
from bansha.engine.record import Sheriff
from bansha.engine.skills import Intent, SkillDef, SkillSlot, 指定
from bansha.engine.votes import Ballot, tally, top

from .common import count_text

if TYPE_CHECKING:
    from .state import PvzGame

WEIGHT: Final = 1.5
HANDOVER_PRIORITY: Final = 1


def hand_over(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    game.sheriff = target
    game.emit(Sheriff(target))
    game.seats[target].skills.append(SkillSlot.of(殉职, "警长"))
    game.notice(target, "你成为警长。")
    game.announce(f"{seat_label(game, intent.actor)} 发动<殉职>，{seat_label(game, target)} 继任警长。")


def no_more_sheriff(game: "PvzGame") -> None:
    game.sheriff = None
    st = game.state
    st.no_sheriff = True
    game.emit(Sheriff(None))
    game.announce("警长未发动<殉职>，本局游戏接下来没有警长。")


殉职 = SkillDef("殉职", "reactive", frozenset({指定}), allow_self=False, effect=hand_over,
              description="警长出局时，可选择一名未出局角色移交警长。若不发动该技能，则本局游戏接下来没有警长。")


def on_death(game: "PvzGame", seat: int, cause: str) -> None:
    if game.sheriff == seat:
        triggers.offer(game, seat, "殉职", HANDOVER_PRIORITY, no_more_sheriff)


def elect(game: "PvzGame", ballots: list[Ballot]) -> None:
    """竞岗<强制>: the unique top vote-getter becomes sheriff; a tie means none all game."""
    counts = tally(ballots)
    best = top(counts)
    count = "，".join([f"{s}号{count_text(v)}票" for s, v in counts.items()]) or "无人得票"  # 统计结果并公布
    if len(best) == 1:
        game.sheriff = best[0]
        game.seats[best[0]].skills.append(SkillSlot.of(殉职, "警长"))
        game.emit(Sheriff(best[0]))
        game.notice(best[0], "你当选警长。")
        game.announce(f"警长竞选结果：{count}。{seat_label(game, best[0])} 当选警长。")
    else:
        st = game.state
        st.no_sheriff = True
        game.emit(Sheriff(None))
        game.announce(f"警长竞选结果：{count}。{'平票，' if best else ''}本局游戏没有警长。")


def weight(game: "PvzGame", voter: int) -> float:
    return WEIGHT if game.sheriff == voter else 1.0
