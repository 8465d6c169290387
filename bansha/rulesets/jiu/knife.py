"""The wolves' [杀人] (JIU-R53–R57): every [群内] of 狼人阵营 joins the group and shares one [杀人];
when every [群内] is out, or all of them hold a permanent [超度], the first [接刀] in order takes a
[杀人] of its own, and gives it back when a [群内] returns. [超度] takes the tags away while it lasts."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import SkillDef, SkillSlot

from . import statuses
from .common import GROUP, IN_GROUP, TAKES_KNIFE, WOLF, Source, identity, seats_in_order
from .presence import carries_knife
from .state import Sides

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from .state import JiuGame

KNIFE_ORDER = ("帝尊魔皇", "穷奇")  # 狼人阵营接刀顺序：帝尊魔皇＞穷奇 (JIU-R55)


@dataclass
class Tags:
    """A seat's state: its [群内]/[接刀] tags as kept, and its place among the [接刀] (JIU-R53–R55)."""
    held: set[str] | None = None  # None until first read (`kept`): the identity's, then as rules change them
    knife_as: str | None = None  # the identity whose place in 狼人阵营接刀顺序 it takes (祭品's gain, 维纳斯's last)
    knife_rank: int = 0  # its order among the holders of one place (维纳斯's A before C)
    no_group: bool = False  # 维纳斯: 不会获得[群内]标签，取而代之的是会获得[接刀]标签 (JIU-A27)


def held(seat: "Seat") -> set[str]:
    """The tags kept so far, without reading the identity's (a seat never read has none)."""
    st = seat.states.get(Tags)  # (peeked at, never made: the win checks ask this of every wolf)
    return (st.held if st is not None else None) or set()


def kept(game: "JiuGame", seat_no: int) -> set[str]:
    """The seat's tags as kept, to change in place: the identity's dealt ones the first time."""
    seat = game.seats[seat_no]
    st = seat.state_of(Tags)
    if st.held is None:
        st.held = set(identity(seat.role).tags & {IN_GROUP, TAKES_KNIFE})
    return st.held


def tags(game: "JiuGame", seat_no: int) -> set[str]:
    """The seat's [群内]/[接刀] tags as they stand ([超度] suspends both, JIU-R34)."""
    seat = game.seats[seat_no]
    have = kept(game, seat_no)
    if IN_GROUP in have and seat.state_of(Tags).no_group:  # 维纳斯: 不会获得[群内]标签，取而代之的是会获得[接刀]标签
        have.discard(IN_GROUP)
        have.add(TAKES_KNIFE)
    return set() if statuses.has(seat, "超度") else set(have)


def wolf_side(seat: "Seat") -> bool:
    """属于狼人阵营 for the group and the knife: a lover keeps what 维纳斯's tag rules leave it (JIU-A27)."""
    if seat.camp == WOLF:
        return True
    st = seat.states.get(Sides)  # (peeked at, never made: asked of every seat at every refresh)
    return st is not None and st.lover_base == WOLF


def grouped(game: "JiuGame") -> list[int]:
    """The [群内] of 狼人阵营 in play, in the group."""
    return [n for n, s in seats_in_order(game)
            if s.alive and wolf_side(s) and _has_tag(game, n, IN_GROUP)]


def _has_tag(game: "JiuGame", seat_no: int, tag: str) -> bool:
    """`tag in tags(game, seat_no)`, the tags read (and 维纳斯's turned) as `tags` does, without copying them."""
    seat = game.seats[seat_no]
    have = kept(game, seat_no)
    if IN_GROUP in have and seat.state_of(Tags).no_group:
        have.discard(IN_GROUP)
        have.add(TAKES_KNIFE)
    return tag in have and not statuses.has(seat, "超度")


def refresh(game: "JiuGame") -> None:
    """Recompute the group and who holds the kill (after a setup choice, an exit, a status)."""
    game.groups[GROUP] = grouped(game)
    holder = None
    if not game.groups[GROUP] and not _released_for_now(game):
        order = {r: k for k, r in enumerate(KNIFE_ORDER)}
        takers = [n for n, s in game.seats.items() if s.alive and wolf_side(s) and _has_tag(game, n, TAKES_KNIFE)]
        # a tag gained with an identity's skills (祭品) ranks as that identity (knife_as)
        takers.sort(key=lambda n: (order.get(_knife_as(game.seats[n]), len(order)),
                                   game.seats[n].state_of(Tags).knife_rank, n))
        holder = takers[0] if takers else None
    if holder is None and not game.state.knife_taken:
        return  # no [接刀] holds a [杀人] of its own, nor is one to
    for n, seat in game.seats.items():
        has = False
        for s in seat.skills:  # a loop, not any(…): every seat, at every refresh
            if s.source == Source.TAKES_KNIFE:
                has = True
                break
        if n == holder and not has:
            seat.skills.append(SkillSlot.of(kill_skill(game), Source.TAKES_KNIFE))
            game.state.knife_taken = True
            game.trace(f"{n}号 [接刀]：获得[杀人]")
        elif n != holder and has:
            seat.skills = [s for s in seat.skills if s.source != Source.TAKES_KNIFE]


def _knife_as(seat: "Seat") -> str:
    place = seat.state_of(Tags).knife_as
    return seat.role if place is None else place


def kill_skill(game: "JiuGame") -> SkillDef:
    """The wolves' shared [杀人] (the first of the group's skills, Jiu.setup): what a [接刀] or a 狼队 (满月) uses."""
    return game.group_skills[GROUP][0].defn


def _released_for_now(game: "JiuGame") -> bool:
    """A living [群内] whose [超度] will end: "所有[群内]皆承受永久的[超度]" is not met, so no [接刀] takes the
    kill meanwhile (JIU-R54); the [群内] kills again once it ends (JIU-R34)."""
    for s in game.seats.values():
        if s.alive and s.camp == WOLF and IN_GROUP in held(s) and statuses.has(s, "超度"):
            if all(st.until is not None for st in s.statuses if "超度" in statuses.effects(st)):
                return True
    return False


def kill_source(game: "JiuGame", actor: int) -> int:
    """若[杀人]需要判定技能来源，则随机一存活[群内]成为该技能的来源 (JIU-R53)."""
    members = grouped(game)
    if actor in members and len(members) > 1:
        return game.rng.choice(members)
    return actor


def not_held(game: "JiuGame", seat, slot) -> str | None:
    """A use sent with a kill or a group skill the seat has since given up is judged by what it holds when its step
    settles: a [接刀]'s own [杀人] once a [群内] is back ("之后若[群内]复活，或状态已清除，则不再接刀，由[群内]进行出刀",
    JIU-R54), a [群内] skill of a seat that left the group (维纳斯, 家国抉择, [超度])."""
    if slot.source == Source.TAKES_KNIFE and all(s is not slot for s in seat.skills):
        return f"{seat.no}号 已不再接刀：由[群内]进行出刀"
    if slot.source == Source.TEAM:
        group = next((g for g, slots in game.group_skills.items() if any(s is slot for s in slots)), None)
        if group is not None and seat.no not in game.groups.get(group, ()) and \
                not any(n == seat.no and s is slot for n, s in game.promises):
            return f"{seat.no}号 不在{'[群内]' if group == GROUP else '群内'}：不能发动<{slot.defn.name}>"
    return None


def stand_in(game: "JiuGame", intents: list) -> list:
    """A group's [杀人] whose submitter can no longer use it when 深夜 settles ([超度] or [缴械] gained at 午夜,
    JIU-R32, R34): option `group_kill_blocked` 作废 (default) leaves it to be refused as that role's use; 群内代为发动
    hands it to the first other [群内] of the group who still may use it (the group's one shared kill)."""
    if game.options["group_kill_blocked"] != "群内代为发动":
        return intents
    for i in intents:
        if i.slot.source != Source.TEAM or i.slot.defn.name != "杀人":
            continue
        seat = game.seats[i.actor]
        why = None if seat.alive else "已出局"
        why = why or game.ruleset.usable_now(game, seat, i.slot)
        if not why:
            continue
        other = next((n for n in grouped(game) if n != i.actor
                      and game.ruleset.usable_now(game, game.seats[n], i.slot) is None), None)
        if other is not None:
            game.trace(f"{i.actor}号 不能发动[杀人]（{why}）：由群内{other}号代为发动（选项 group_kill_blocked）")
            i.actor = other
    return intents


__all__ = ["Tags", "carries_knife", "grouped", "held", "kept", "kill_skill", "kill_source", "not_held", "refresh",
           "stand_in", "tags", "wolf_side"]
