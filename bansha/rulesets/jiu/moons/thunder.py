"""新月 天打雷劈 (JIU-R157, ③ [限定])."""
from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from statistics import median

from bansha.engine.period import Period

from ..common import BY_NAME, VILLAGE, WOLF, Source, score
from .grants import join_wolves
from .. import harm

if TYPE_CHECKING:
    from ..state import JiuGame

TITLES = (Source.SHERIFF, Source.DEPUTY, Source.GROUP_CHOICE)  # slots of the titles and the group, not the seat's own skills


@dataclass
class Thunder:
    """The night 天打雷劈 strikes in: its wolf-faction [杀人] make nobody exit."""
    night: Period | None = None


def of(game: "JiuGame") -> Thunder:
    return game.state.of(Thunder)


def cast(game: "JiuGame") -> None:
    """天打雷劈③ [限定]: 发动后的下一个夜晚 — the night after this 晨曦 (thunder_saves)."""
    of(game).night = Period.of("night", game.period.number)


def village_median(game: "JiuGame") -> float:
    """开局[村民身份强度值排名]的中位数: the scores of the village identities dealt at the opening; an even
    count takes the mean of the middle two (rulings.md, JIU-A23)."""
    scores = [BY_NAME[s.role].score for s in game.seats.values()
              if s.role in BY_NAME and BY_NAME[s.role].faction == VILLAGE]
    return median(scores) if scores else 0


def thunder_saves(game: "JiuGame", seat, kind, source, cause) -> bool:
    """天打雷劈's night: a wolf-faction [杀人] that would make its 结算目标 exit does not. A village target whose
    identity's strength (不定 = 0) is at most the opening median loses every skill, gains [群内] and turns
    wolf; otherwise the kill's source takes a [致死伤害] from the director (JIU-R157; rulings.md, JIU-A23)."""
    if cause != "杀人" or of(game).night != game.period or source is None \
            or game.seats[source].camp != WOLF:
        return False
    t = game.seats[seat]
    game.trace(f"<天打雷劈>：{seat}号 免于此次出局")
    if t.camp == VILLAGE and score(t.role) <= village_median(game):
        t.lost |= {d.name for d in game.ruleset.roles[t.role].skills} | {
            s.defn.name for s in t.skills if s.source not in TITLES}
        game.notice(seat, "<天打雷劈>：你免于出局，失去所有技能，获得[群内]标签，阵营变为狼人阵营。")
        join_wolves(game, seat)
    else:
        harm.damage(game, source, "致死伤害", None, "天打雷劈")
    return True
