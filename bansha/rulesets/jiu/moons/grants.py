"""What several 新月 share: the roles in play, the 选择范围 "当前存活的分数最低的[村民身份]对应的角色"
(JIU-A35), the director's random pick (JIU-R58), and what a 新月 gives "持续至下一次新月抽取阶段" —
skills with the slot source 新月 and statuses marked `until_draw`, all gone at the next draw (drop_at_draw)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine.record import Rejected
from bansha.engine.skills import SkillSlot

from ..events import CAMP_CHANGED
from ..common import BY_NAME, GROUP, IN_GROUP, VILLAGE, WOLF, Source, in_elevator, label, score, seats_in_order
from .. import knife

if TYPE_CHECKING:
    from ..state import JiuGame

SOURCE = Source.MOON  # the slot source of a skill a 新月 gives
TEAM_PREFIX = "狼队/"  # a 狼队 group, one per faction (full_moon.py)
BALLOT: Final = "放逐投票贴"  # the tag of a vote cast as an action in a 新月's extra exile thread ([沉默] does not stop it)


def in_play(game: "JiuGame") -> list[int]:
    """当前存活: alive and not gone from the game (离开游戏 roles are touched by no skill, JIU-R15)."""
    return [n for n in sorted(game.seats) if in_elevator(game, n)]


def village_identity(role: str) -> bool:
    return role in BY_NAME and BY_NAME[role].faction == VILLAGE


def lowest_village(game: "JiuGame") -> list[int]:
    """当前存活的分数最低的[村民身份]对应的角色: the roles in play whose [实际身份] as it is now is a village
    identity, whatever their [实际阵营] (PS), at the lowest score among them (rulings.md, JIU-A35)."""
    pool = [n for n in in_play(game) if village_identity(game.seats[n].role)]
    if not pool:
        return []
    low = min(score(game.seats[n].role) for n in pool)
    return [n for n in pool if score(game.seats[n].role) == low]


def pick(game: "JiuGame", pool: list[int], k: int = 1, moon: str | None = None) -> list[int]:
    """导演在可选范围内随机选择（或者黑幕自选） (JIU-R58): k of the 选择范围 (all when it holds no more) — the
    director's own pick for this 新月 this 晨曦 (a `moon_pick` input) when it names that many roles of the range,
    else at random from the game's rng."""
    k = min(k, len(pool))
    own = chosen(game, moon)
    if own is not None:
        if len(own) == k and set(own) <= set(pool):
            game.trace(f"<{moon}>：导演自选{'、'.join(f'{n}号' for n in own)}")
            return sorted(own)
        game.emit(Rejected(None, f"<{moon}>：导演自选的目标须是选择范围（{'、'.join(f'{n}号' for n in pool) or '无'}）中的{k}名角色："
                           "改为随机选择", input="moon_pick"), "director")
    if len(pool) <= k:
        return list(pool)
    return sorted(game.rng.sample(sorted(pool), k))


def chosen(game: "JiuGame", moon: str | None) -> list[int] | None:
    picks = [i for i in game.inbox if isinstance(i, dict) and i["kind"] == "moon_pick" and i["moon"] == moon]
    return list(picks[-1]["targets"]) if picks and moon else None


def grant(game: "JiuGame", seat_no: int, defn, until_draw: bool = True, slot: SkillSlot | None = None, **data) -> SkillSlot:
    """A skill a 新月 gives; `until_draw`: lost at the next 新月 draw."""
    seat = game.seats[seat_no]
    slot = slot or SkillSlot.of(defn, SOURCE)
    slot.data.update(role=seat.role, until_draw=until_draw, **data)
    if all(s is not slot for s in seat.skills):
        seat.skills.append(slot)
    return slot


def drop_at_draw(game: "JiuGame") -> None:
    """持续至下一次新月抽取阶段: when the next draw is done, before the 新月 are cast, the skills and statuses
    a 新月 gave until then are lost and the groups it made dissolve."""
    for n, seat in seats_in_order(game):
        gone = [s.defn.name for s in seat.skills if s.data.get("until_draw")]
        if gone:
            seat.skills = [s for s in seat.skills if not s.data.get("until_draw")]
            game.trace(f"{n}号 在新月抽取阶段失去技能：{'、'.join(gone)}")
        if any(st.data.get("until_draw") for st in seat.statuses):
            ended = [st for st in seat.statuses if st.data.get("until_draw")]
            seat.statuses = [st for st in seat.statuses if not st.data.get("until_draw")]
            game.trace(f"{n}号 的状态在新月抽取阶段结束：{'、'.join(st.name for st in ended)}")
    for g in [g for g in game.groups if g.startswith(TEAM_PREFIX)]:
        game.groups.pop(g)
        game.group_skills.pop(g, None)
        game.trace(f"<狼队>：{g} 在新月抽取阶段解散")



def join_wolves(game: "JiuGame", seat_no: int) -> None:
    """阵营变为狼人阵营并获得[群内]标签: the seat joins the group (told to it, as for 狼狗); its surface is unchanged."""
    seat = game.seats[seat_no]
    knife.tags(game, seat_no)
    knife.kept(game, seat_no).add(IN_GROUP)
    seat.camp = WOLF
    knife.refresh(game)
    if seat_no in game.groups.get(GROUP, ()):
        game.group_message(GROUP, f"{label(game, seat_no)} 加入狼人[群内]。")
    game.fire(CAMP_CHANGED, seat=seat_no)
