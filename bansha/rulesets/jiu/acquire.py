"""获取技能 (JIU-R50): a role gains another identity's skills — 祭品's 献祭唤醒 (reset, with the identity's
[群内]/[接刀] tags), 盗火者's 启蒙 (not reset, no tags, dead while the 盗火者 is out).

- Only the identity's own skills come: no temporary or second-hand ones (a gift, a skill the dead
  holder had itself gained, the 接刀 kill, the group's skills, the titles').
- The gained skills speak of their new holder: a slot is the holder's, its effects read `use.actor`.
- Without "刷新至初始" the skills come as the identity's holder left them (its counts), and the skills of
  category [开局] cannot be used; with it they come fresh and the [开局] ones are decided at once, in
  the phase of the gain (a choice not given: as the seat's <强制> default, at random).
- A grant may hang on another seat ("以此获得的技能在发动者处于出局状态中无效"): while that seat is out the
  skills are dormant, and they come back the moment it returns (JIU-R211).

The gained identity never changes the 实际身份 or the 表面身份 (JIU-R51's 3; the pool has no identity changer)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from bansha.engine.skills import Intent, SkillSlot

from .events import ACQUIRED
from . import knife, statuses
from .common import BY_NAME, GROUP, IN_GROUP, TAKES_KNIFE, Source, labels, seats_in_order
from .presence import acts_unaware
from .state import JiuState

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from . import Jiu
    from .state import JiuGame

SOURCE = Source.ACQUIRED
OPENING = "开局"


def identity_skills(game: "JiuGame", identity: str) -> list:
    """The identity's own skills (its RoleDef), never a group's shared one — or what an identity's attribute says
    a copy gets instead (维纳斯: 丘比特's 连情侣, JIU-R133)."""
    copied = cast("Jiu", game.ruleset).copied_as.get(identity)
    if copied is not None:
        return list(copied)
    role = game.ruleset.roles[identity]
    return [d for d in role.skills if not d.team]


def opening_names(game: "JiuGame", identity: str) -> set[str]:
    """The identity's skills of category [开局] (做狼还是做狗 is [开局][黄昏]: one skill, both categories)."""
    return {d.name for d in identity_skills(game, identity) if OPENING in d.tags}


def _left_by(game: "JiuGame", identity: str) -> dict[str, int | None]:
    """The counts the identity's holder left (the last seat dealt it), for a grant without reset."""
    for seat in game.seats.values():
        if seat.role == identity:
            return {s.defn.name: s.uses_left for s in seat.skills if s.source == Source.IDENTITY}
    return {}


def grant(game: "JiuGame", n: int, identity: str, *, reset: bool, via: int | None = None, tags: bool = False,
          opening: Any = None) -> list[SkillSlot]:
    """The seat gains the identity's skills; returns the new slots."""
    seat = game.seats[n]
    left = {} if reset else _left_by(game, identity)
    slots = []
    for d in identity_skills(game, identity):
        slot = SkillSlot.of(d, SOURCE, left.get(d.name) if d.name in left else None)
        slots.append(slot)
    before = list(seat.skills)
    seat.skills += slots
    game.state.granted.add(identity)  # (may_bear)
    for slot in slots:
        _mark(slot, identity, via, reset)
    game.trace(f"{n}号 获得{identity}的技能" + ("并刷新至初始" if reset else "")
               + (f"（{via}号出局时无效）" if via is not None else "") + f"：{'、'.join(s.defn.name for s in slots) or '无'}")
    if tags:
        carry_tags(game, n, identity)
    if reset:
        for slot in [s for s in slots if OPENING in s.defn.tags]:
            _decide_opening(game, n, slot, opening)
        for slot in seat.skills:  # what an [开局] choice added (大天狗's road) is gained too
            if slot not in before and slot not in slots:
                _mark(slot, identity, via, reset)
                slot.source = SOURCE
    game.fire(ACQUIRED, seat=n, identity=identity, reset=reset)
    return slots


def _mark(slot: SkillSlot, identity: str, via: int | None, reset: bool) -> None:
    slot.data.update(role=identity, via=via, reset=reset)


def _decide_opening(game: "JiuGame", n: int, slot: SkillSlot, choice: Any) -> None:
    """在获取技能的那个时段需要立刻决定是否发动[开局]类技能: the choice given with the gain, checked as at
    the opening; none (or a wrong one): the skill's own default for a choice not made."""
    d = slot.defn
    intent = Intent(n, slot, (), choice, None, -1)
    if choice is not None and any(chk(game, game.seats[n], intent) for chk in d.checks):
        game.trace(f"{n}号 <{d.name}> 的选择无效：按未作选择处理")
        intent = Intent(n, slot, (), None, None, -1)
    slot.use()
    assert d.effect is not None  # every [开局] skill has one (the kit gives each skill its effect)
    d.effect(game, intent)
    slot.data["decided"] = True


def carry_tags(game: "JiuGame", n: int, identity: str) -> None:
    """若通过此法获得的身份有[群内][接刀]标签，也会获得该标签并结算对应效果."""
    have = BY_NAME[identity].tags & {IN_GROUP, TAKES_KNIFE}
    if not have:
        return
    seat = game.seats[n]
    knife.tags(game, n)
    knife.kept(game, n).update(have)
    seat.state_of(knife.Tags).knife_as = identity  # its place in 狼人阵营接刀顺序
    before = set(game.groups.get(GROUP, ()))
    knife.refresh(game)
    game.notice(n, f"你获得了{'、'.join(f'[{t}]' for t in sorted(have))}标签。")
    if n not in before and n in game.groups.get(GROUP, ()):
        game.group_message(GROUP, f"{labels(game, [n])} 加入狼人[群内]。")


def dormant(game: "JiuGame", seat: "Seat", slot: SkillSlot) -> str | None:
    """Why a gained skill cannot be used now, or None."""
    if slot.source != SOURCE:
        return None
    via = slot.data.get("via")
    if via is not None and not game.seats[via].alive and not acts_unaware(game, via):
        # the holder is not told who gave it (nor a 行尸走肉 exit, which sets nothing off until it takes effect)
        return f"<{slot.defn.name}>：以此获得的技能在发动者处于出局状态中无效"
    if not slot.data.get("reset") and slot.defn.name in opening_names(game, slot.data.get("role", "")):
        return f"<{slot.defn.name}>：获得的技能没有“刷新至初始”，类别[开局]的技能不可用"
    return None


def bears(game: "JiuGame", seat: "Seat", identity: str) -> bool:
    """Whether the seat's skills include the identity's (its own, or gained and not dormant): where a
    skill's text names its identity, it now names this seat."""
    if seat.role == identity:
        return True
    for s in seat.skills:  # a loop, not any(…): role listeners ask this of every seat on every event
        if s.source == SOURCE and s.data.get("role") == identity and not dormant(game, seat, s):
            return True
    return False


def may_bear(game: "JiuGame", identity: str) -> bool:
    """Whether any seat may bear the identity (`bears`): one holds it, or was granted its skills (only `grant` makes
    a slot of this source). False: the role's listeners that act for its bearers have none to act for."""
    st: JiuState = game.state  # (typed: compiled, its fields are read natively)
    if identity in st.granted:
        return True
    seats = game.seats
    if st.dealt_count != len(seats):
        st.dealt = {s.role for s in seats.values()}
        st.dealt_count = len(seats)
    return identity in st.dealt


def bearers(game: "JiuGame", identity: str) -> list[int]:
    """The seats that bear the identity now, in seat order. Only `grant` makes a slot that bears another identity
    than its holder's: one nobody was granted is borne by its holders alone."""
    if not may_bear(game, identity):
        return []
    if identity not in game.state.granted:
        return [n for n, s in seats_in_order(game) if s.role == identity]
    return [n for n, s in seats_in_order(game) if bears(game, s, identity)]


def holds(game: "JiuGame", seat_no: int, skill: str) -> bool:
    """Whether a seat's <强制> skill works now: in play, not lost, no [遗忘] (出局 counts as 业炎)."""
    s = game.seats[seat_no]
    if not s.alive or skill in s.lost or statuses.blocked(s, statuses.FORCED):
        return False
    for x in s.skills:  # a loop, not any(…): listeners ask this of every seat
        if x.defn.name == skill and not dormant(game, s, x):
            return True
    return False
