"""暗恋者 (4.3.1): in neither camp, reads 村民阵营 to 预言 and 验尸; picks a crush on night 1
(一见钟情<强制>, random by the referee if none) and exits at once when the crush does (殉情)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.exits import label as seat_label  # imported, not aliased: compiled, a native call
from bansha.engine.skills import Intent, RoleDef, SkillDef, 强制, 指定
from bansha.engine.events import DEATH, on

from ..common import ADMIRER_CAMP, VILLAGE, exit_seat

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import PvzGame


def first_night_only(game: "PvzGame", seat: "Seat", intent: Intent) -> str | None:
    if game.period not in ("start", "night 1"):
        return "<一见钟情>只能在第一个夜晚发动"
    if seat.data.get("crush"):
        return "<一见钟情>已经选择了暗恋对象"
    return None


def fall_in_love(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    game.seats[intent.actor].data["crush"] = target
    game.trace(f"{intent.actor}号 暗恋者 选择 {target}号 作为暗恋对象")


def pick_for_the_undecided(game: "PvzGame") -> None:
    """6.5: 第一夜结束前，暗恋者未选择<一见钟情>的目标，则由裁判随机选择."""
    for seat in game.seats.values():
        if seat.role == "暗恋者" and not seat.data.get("crush"):
            others = [n for n in sorted(game.seats) if n != seat.no]
            seat.data["crush"] = game.rng.choice(others)
            game.notice(seat.no, f"你未选择暗恋对象，裁判随机选择了 {seat.data['crush']}号。")


def die_for_love(game: "PvzGame", seat: int, cause: str) -> None:
    """殉情 by day is 公示 at once (暗恋对象一旦出局，暗恋者立即出局), naming the seat, not the cause;
    on day 1 before the morning list (a night-1 crush) it follows that list; by night it joins
    the morning list."""
    for s in list(game.seat_list):  # (a copy: an exit below may not change what this loop walks)
        if s.role == "暗恋者" and s.data.get("crush") == seat and s.alive:
            # at once, like its crush (on night 1 only a red-carded crush leaves before the election)
            if exit_seat(game, s.no, "殉情", at_once=True) and game.kind == "day":
                st = game.state
                if st.night_exits is not None:
                    st.unannounced.append(s.no)
                else:
                    game.announce(f"{seat_label(game, s.no)} 出局。")


一见钟情 = SkillDef("一见钟情", "start|night", frozenset({强制, 指定}), step="1.", allow_self=False,
                dead_targets=True, checks=(first_night_only,), effect=fall_in_love,
                description="第一个夜晚，暗恋者选择一名角色作为暗恋对象。暗恋者的获胜条件和暗恋对象相同，但暗恋者不知道暗恋对象的所属阵营。")

ROLE = RoleDef("暗恋者", ADMIRER_CAMP, (一见钟情,), surface_camp=VILLAGE, listens=(on(DEATH, die_for_love),),
               description="暗恋者既不属于村民阵营，也不属于狼人阵营，但是被预言家<预言>和被守墓人<验尸>时，反馈<村民阵营>。"
                           "殉情<强制>：暗恋对象出局，则暗恋者出局。")
