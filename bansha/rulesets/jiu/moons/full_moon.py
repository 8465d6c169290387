"""新月 满月/神经错乱 (JIU-R156, ⑩ [限定][指定]): every role in play is chosen. A [群内] of 狼人阵营, or a
holder of [杀人], gets [缴械] and 通灵师's [通灵]; the 结算目标 whose [实际身份] is the highest-scored village
identity among them get [狼队] — its holders of one faction share a group and one [杀人]. All of it lasts until
the next 新月 draw (grants.drop_at_draw). Readings: rulings.md, JIU-A22."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import SkillSlot

from .. import directed, knife, statuses
from ..common import IN_GROUP, WOLF, Source, judged_camp, label, labels, score
from ..roles._kit import skill, 强制
from ..roles.gifts import 通灵
from .grants import TEAM_PREFIX, grant, in_play, village_identity

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "满月/神经错乱"
TEAM = "狼队"


def armed(game: "JiuGame", n: int) -> bool:
    """实际阵营是[狼人阵营]且拥有[群内]标签，或是持有[杀人]技能 (the group's, or its own through 接刀)."""
    return (judged_camp(game, n) == WOLF and IN_GROUP in knife.tags(game, n)) or knife.carries_knife(game, n)


def cast(game: "JiuGame") -> None:
    until = f"day {game.period.number + 1}/晨曦"  # shown as its end; it goes at the next draw

    def settle(g, use):
        targets = list(use.settled)
        for t in [t for t in targets if armed(g, t)]:
            statuses.give(g, t, "缴械", None, until=until, until_draw=True)
            grant(g, t, 通灵)
            g.notice(t, f"新月<{NAME}>：你获得通灵师的[通灵]技能，持续至下一次新月抽取阶段。")
        village = [t for t in targets if village_identity(g.seats[t].role)]
        if village:
            top = max(score(g.seats[t].role) for t in village)
            team = [t for t in village if score(g.seats[t].role) == top]
            for t in team:
                grant(g, t, 狼队)
                g.notice(t, f"新月<{NAME}>：你获得[{TEAM}]技能，持续至下一次新月抽取阶段。")
            form_teams(g, team)
    directed.cast(game, NAME, in_play(game), settle)


def form_teams(game: "JiuGame", holders: list[int]) -> None:
    """狼队[强制]: 持有此技能，且阵营相同的所有角色会共群，并共用一个[杀人]技能 — one group per faction."""
    by_camp: dict[str, list[int]] = {}
    for n in holders:
        by_camp.setdefault(game.seats[n].camp, []).append(n)
    for camp, members in sorted(by_camp.items()):
        g = f"{TEAM_PREFIX}{camp}"
        game.groups[g] = sorted(members)
        game.group_skills[g] = [SkillSlot.of(knife.kill_skill(game), Source.TEAM)]
        game.group_message(g, f"<{TEAM}>：{labels(game, sorted(members))} 共群，并共用一个[杀人]技能。")
        game.trace(f"<{TEAM}>：{camp} {'、'.join(label(game, m) for m in sorted(members))} 共群")


狼队 = skill(TEAM, "深夜", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
           description="（新月<满月/神经错乱>）持有此技能，且阵营相同的所有角色会共群，并共用一个[杀人]技能。")
