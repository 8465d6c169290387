"""新月 狼人毒牙 (JIU-R159, ⑤ [指定][限定]): one role with [群内] gains 种狼's [感染] until the next 新月 draw.
The seed never defines [感染] (JIU-A05); the reading played (rulings.md, option `infect`): 感染 [深夜][指定]<限定>
names one other role; 刀口 (default) — if that role would exit through a 狼人阵营 [杀人] that night it does not,
and turns wolf with [群内], keeping its skills; 直接 — the 结算目标 turns so at once."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.period import Period
from bansha.engine.skills import SkillDef

from .. import directed, knife
from ..common import IN_GROUP, WOLF
from ..roles._kit import skill, 指定, 限定
from .grants import grant, in_play, join_wolves, pick

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "狼人毒牙"
INFECT = "感染"


@dataclass
class Bites:
    """刀口: the roles 感染 named each night, infected instead if that night's wolf [杀人] would make them exit."""
    marked: dict[Period, list[int]] = field(default_factory=dict)  # night → the roles named then


def of(game: "JiuGame") -> Bites:
    return game.state.of(Bites)


def cast(game: "JiuGame") -> bool:
    pool = [n for n in in_play(game) if IN_GROUP in knife.tags(game, n)]
    if not pool:
        game.trace(f"<{NAME}>：没有有[群内]标签的角色")
        return False

    def settle(g, use):
        for t in use.settled:
            grant(g, t, 感染)
            g.notice(t, f"新月<{NAME}>：你获得种狼的[{INFECT}]技能，在下一次抽取新月时丢失。")
    directed.cast(game, NAME, pick(game, pool, moon=NAME), settle)
    return True


def infect(game: "JiuGame", use) -> None:
    for t in use.settled:
        if game.options["infect"] == "直接":
            turn(game, t)
        else:
            of(game).marked.setdefault(game.period, []).append(t)
            game.trace(f"<{INFECT}>：{t}号 今晚若因狼人阵营的[杀人]出局，则改为被感染")


def turn(game: "JiuGame", t: int) -> None:
    if game.seats[t].camp == WOLF:
        return game.trace(f"<{INFECT}>：{t}号 已是狼人阵营")
    join_wolves(game, t)
    game.notice(t, f"<{INFECT}>：你被感染，阵营变为狼人阵营并获得[群内]标签（保留自己的技能）。")


def bitten(game: "JiuGame", seat, kind, source, cause) -> bool:
    """刀口: the named role, about to exit through a 狼人阵营 [杀人] this night, is infected instead."""
    marked = of(game).marked.get(game.period, ())
    if cause != "杀人" or seat not in marked or source is None or game.seats[source].camp != WOLF:
        return False
    game.trace(f"<{INFECT}>：{seat}号 免于此次出局")
    turn(game, seat)
    return True


感染: SkillDef = skill(INFECT, "深夜", infect, tags=(指定, 限定), uses=1, step="深夜2",
           description="（种狼，新月<狼人毒牙>）选择一名其他角色：今晚若其因狼人阵营的[杀人]出局，则免于出局，阵营变为狼人阵营并获得[群内]标签。")
