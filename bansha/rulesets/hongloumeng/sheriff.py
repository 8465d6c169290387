"""警长 <非身份>: 竞岗<强制> on the 警长竞选日 (a tie means no sheriff this game), 带队<强制> (2
votes), 殉职 when it goes out other than by 红牌罚下 — to a role still in play, or 撕警徽
(choice "撕警徽"), which leaves the game without a sheriff, as does not answering in time."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from bansha.engine import triggers
from bansha.engine.record import Sheriff
from bansha.engine.skills import Intent, SkillDef, 指定
from bansha.engine.votes import Ballot, as_record, tally, top

from .common import count_text, labels, post, seat_label

if TYPE_CHECKING:
    from .state import HlmGame


WEIGHT: Final = 2
TEAR: Final = "撕警徽"
HANDOVER_PRIORITY: Final = 1  # after every 报复 of the same node


def hand_over(game: "HlmGame", intent: Intent) -> None:
    old = intent.actor
    if intent.choice == TEAR:
        game.sheriff = None
        game.emit(Sheriff(None))
        game.announce(f"{seat_label(game, old)} 撕毁警徽，本局接下来没有警长。")
        return
    heir = intent.targets[0]
    game.sheriff = heir
    game.emit(Sheriff(heir))
    game.notice(heir, "你成为警长。")
    game.announce(f"{seat_label(game, old)} 发动<殉职>，{seat_label(game, heir)} 继任警长。")


def check(game: "HlmGame", intent: Intent) -> str | None:
    if intent.choice == TEAR:
        return None if not intent.targets else "撕警徽时不能选择继任警长"
    if len(intent.targets) != 1:
        return "<殉职>需要选择一名未出局的角色继任警长，或撕警徽"
    t = intent.targets[0]
    if t == intent.actor or not game.seats[t].alive:
        return f"<殉职>只能选择一名未出局的角色：{t}号已出局"
    return None


def forfeit(game: "HlmGame") -> None:
    game.sheriff = None
    game.emit(Sheriff(None))
    game.announce("警长未移交警徽（视为放弃移交警长），本局接下来没有警长。")


殉职 = SkillDef("殉职", "reactive", frozenset({指定}), allow_self=False, effect=hand_over,
              description="警长并非因红牌罚下而出局后，可以选择一名未出局的角色来继任警长。允许撕警徽。")


def on_death(game: "HlmGame", seat: int, cause: str) -> None:
    """Queue the handover: a day exit offers it at 黄昏 of that day (立即公示 once answered), a night
    exit when the next day opens, a night-1 victim after the election it can still win."""
    if game.sheriff != seat:
        return
    if cause == "红牌罚下":
        game.sheriff = None
        game.emit(Sheriff(None))
        post(game, "警长被红牌罚下，不能发动<殉职>，本局接下来没有警长。")
        return
    st = game.state
    st.handover_due.append(seat)


def offer_handovers(game: "HlmGame") -> None:
    """Offer the handovers due; the step that offers settles them (`offers.settle`)."""
    st = game.state
    due, st.handover_due = st.handover_due, []
    for seat in due:
        triggers.offer(game, seat, "殉职", HANDOVER_PRIORITY, forfeit)


def elect(game: "HlmGame", ballots: list[Ballot]) -> None:
    """竞岗<强制>: the one top vote-getter is sheriff; 平票则无警长 for the rest of the game."""
    counts = tally(ballots)
    best = top(counts)
    if game.record_traces:
        game.trace(f"警长竞选计票：{as_record(counts)}")
    if len(best) == 1:
        game.sheriff = best[0]
        game.emit(Sheriff(best[0]))
        game.notice(best[0], "你当选警长。")
        game.announce(f"警长竞选结果：{_count(counts)}。{labels(game, best)} 当选警长。")
    else:
        game.emit(Sheriff(None))
        game.announce(f"警长竞选结果：{_count(counts)}。" + ("平票，本局游戏没有警长。" if best else "本局游戏没有警长。"))


def _count(counts: dict[int, Any]) -> str:
    """最高票当选警长: the count as it is published."""
    return "，".join(f"{s}号{count_text(v)}票" for s, v in counts.items()) or "无人得票"
