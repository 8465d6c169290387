"""新月 光耀传承 (JIU-R154, R254, ⑦ [指定][限定]): the living role of the lowest-scored village identity, whatever
its faction, loses every skill of its identity and gains, reset (刷新至初始), the skills of a random village identity
that no seat holds and that scores highest in the rules; "[有角色获得了(X)的传承]" is announced."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import acquire, directed
from ..common import IDENTITIES, VILLAGE, Source
from .grants import lowest_village, pick

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "光耀传承"


def heirs(game: "JiuGame") -> list[str]:
    """场上不存在，且规则中分数最高的[村民身份]: absent from every seat (in play or out), the top score among
    those, every identity tied at it (the random draw is among them)."""
    present = {s.role for s in game.seats.values()}
    absent = [i for i in IDENTITIES if i.faction == VILLAGE and i.name not in present]
    if not absent:
        return []
    best = max(i.score for i in absent)
    return [i.name for i in absent if i.score == best]


def cast(game: "JiuGame") -> bool:
    pool, names = lowest_village(game), heirs(game)
    if not pool or not names:
        game.trace(f"<{NAME}>：没有可选的角色或可传承的身份")
        return False

    def settle(g, use):
        for t in use.settled:
            seat = g.seats[t]
            heir = g.rng.choice(names)
            new = acquire.identity_skills(g, heir)
            own = {d.name for d in acquire.identity_skills(g, seat.role)}
            seat.skills = [s for s in seat.skills if not (s.source == Source.IDENTITY and s.defn.name in own)]
            seat.lost |= own - {d.name for d in new}
            seat.lost -= {d.name for d in new}
            acquire.grant(g, t, heir, reset=True)
            g.trace(f"<{NAME}>：{t}号 失去{'、'.join(sorted(own)) or '无'}，获得{heir}的技能（刷新至初始）")
            g.notice(t, f"新月<{NAME}>：你失去了自己身份对应的所有技能，获得了{heir}的技能（刷新至初始）："
                        f"{'、'.join(d.name for d in new)}。")
            g.announce(f"有角色获得了{heir}的传承")
    directed.cast(game, NAME, pick(game, pool, moon=NAME), settle)
    return True
