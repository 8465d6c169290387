"""摄梦人 (魔女会): 摄梦 makes its target immune to night damage tonight (a random target if none
is chosen). Its own two damages are not stopped by that immunity (ruling HLM-A04): the target of
two consecutive nights takes one damage (step (12)), and if the 摄梦人 goes out tonight every
target of tonight's 摄梦 takes one damage at once."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.draws import Draws
from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定
from bansha.engine.events import DEATH, on

from ..common import COVEN, is_night, number
from ..harm import Harm, immune_at_night
from ..state import tonight

if TYPE_CHECKING:
    from ..state import HlmGame


def dream(game: "HlmGame", intent: Intent) -> None:
    night = tonight(game)
    st = game.state
    target = intent.targets[0]
    immune_at_night(game, target, "摄梦", intent.actor, but=("摄梦",))
    night.dreams.setdefault(intent.actor, []).append(target)
    last: list[int] | tuple[()] = st.摄梦.get(number(game) - 1, {}).get(intent.actor, ())
    st.摄梦.setdefault(number(game), {}).setdefault(intent.actor, []).append(target)
    if target in last:
        night.harms12.append(Harm("摄梦", "摄梦", intent.actor, target))
        if game.record_traces:
            game.trace(f"(2) 摄梦：{target}号 连续两夜是<摄梦>的结算目标，承受一次伤害")
    else:
        if game.record_traces:
            game.trace(f"(2) 摄梦：{target}号 当晚免疫夜间伤害")


def dream_at_random(game: "HlmGame") -> None:
    """若不选择将会随机选择: uniform over the other roles in play (HLM-A21)."""
    night = tonight(game)
    dreamt = night.dreams
    seats = game.seats
    # in seat order (a seat's key is its number); only the 摄梦人 are sorted
    for no in sorted([n for n, s in seats.items() if s.role == "摄梦人"]):
        seat = seats[no]
        if seat.role != "摄梦人" or not seat.alive or seat.no in dreamt:
            continue
        slot = next(s for s in seat.skills if s.name == "摄梦")
        others = [n for n in sorted(game.seats) if n != seat.no and game.seats[n].alive]
        if not others:
            continue
        target = Draws(game.rng).choice(others)  # rng.choice, draw for draw, compiled
        game.notice(seat.no, f"你未选择<摄梦>的目标，随机选择了{target}号。")
        dream(game, Intent(seat.no, slot, (target,)))


def on_death(game: "HlmGame", seat: int, cause: str) -> None:
    """若发动者当晚出局，结算目标承受一次伤害 (both targets with 特制药剂)."""
    if game.seats[seat].role != "摄梦人" or not is_night(game):
        return
    night = tonight(game)
    st = game.state
    for target in night.dreams.get(seat, ()):
        if game.record_traces:
            game.trace(f"摄梦人{seat}号 当晚出局：摄梦目标{target}号 承受一次伤害")
        st.follow.append(Harm("摄梦", "摄梦", seat, target))


摄梦 = SkillDef("摄梦", "night", frozenset({指定}), step="(2)", allow_self=False, effect=dream,
              description="游戏日夜晚，摄梦人选择除自己外任意一名角色，若不选择将会随机选择，使其当晚免疫夜间伤害，若发动者当晚出局，"
                          "结算目标承受一次伤害，当连续两夜结算目标都进行了<摄梦>的结算，结算目标也会承受一次伤害。")

ROLE = RoleDef("摄梦人", COVEN, (摄梦,), listens=(on(DEATH, on_death),))
