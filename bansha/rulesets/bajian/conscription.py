"""征召 (BJ-R05–R08, R14–R15, R30–R31, E2, BJ-A01–A03).

Opening: each leader hands in 10–11 letters from A–V in its own order. In the fixed order
鹫狼 预言 猎狼 女巫 赤狼 守护 雪狼 猎人, each identity takes the next letter of its leader's list;
a letter the other leader took first, or one that is no 混血's (the 吹笛者's), is passed over
(顺延一个字母). The 混血 holding it becomes that identity.

Refill: at step (0) of a night, a leader whose recruit is out names one account; if it is a
混血 it becomes the vacant identity (the first vacant one in the order above). A wolf heir takes
the exited wolf's slots (继承全部技能与限定技使用情况), a village heir fresh ones (刷新为初始状态)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import ORDER, Ask, SkillDef, SkillSlot

from .common import (CONSCRIPTION_ORDER, ELDER, GODS, HYBRID, KING, LEADER_OF, LETTERS, PACK, RECRUITS_OF,
                     WOLVES, label, labels)
from .events import RECRUITED

if TYPE_CHECKING:
    from .state import BjGame


def _check(game: "BjGame", seat, intent) -> str | None:
    if game.period.kind == "start":
        letters = intent.choice
        if intent.targets:
            return "开局<征召>递交字母顺序，不选择角色"
        if not isinstance(letters, list) or not all(isinstance(x, str) for x in letters):
            return "<征召>需要递交一个英文字母的列表（从A-V中选择10-11个英文字母并自编顺序）"
        if not 10 <= len(letters) <= 11:
            return f"<征召>需要从A-V中选择10-11个英文字母：递交了{len(letters)}个"
        bad = [x for x in letters if x not in LETTERS]
        if bad:
            return f"<征召>只能从A-V中选择英文字母：{bad[0]}不在其中"
        if len(set(letters)) != len(letters):
            return "<征召>的英文字母不能重复"
        return None
    if len(intent.targets) != 1:
        return "<征召>需要选择一名角色（马甲名）"
    if intent.choice is not None:
        return "夜晚的<征召>选择马甲名，而非节气或字母"
    if not vacancies(game, seat.role):
        side = "狼" if seat.role == KING else "特权"
        return f"没有{side}出局：<征召>只在有{side}出局（缺位）时发动"
    return None


def record_list(game: "BjGame", intent) -> None:
    game.state.lists[game.seats[intent.actor].role] = list(intent.choice)


def refill(game: "BjGame", intent) -> None:
    leader = game.seats[intent.actor].role
    target = game.seats[intent.target]
    gone = vacancies(game, leader)
    role = game.ledger.promised.get(intent.target)
    if role in gone:
        gone = [role]
    if target.role != HYBRID or not gone:
        game.trace(f"<征召>→{intent.target}号：不是混血儿，无事发生")
        return
    become(game, intent.target, gone[0], inherit=leader == KING)
    tell_leader(game, leader)


def effect(game: "BjGame", intent) -> None:
    if game.period.kind == "start":
        record_list(game, intent)
    else:
        refill(game, intent)


def promise(game: "BjGame", intent) -> None:
    """被征召的角色当晚可以立即使用技能: once a refill is accepted, the heir-to-be holds the
    identity's skills (the very slots it will get) before step (0) settles (game.promises)."""
    if game.period.kind != "night" or not intent.targets:
        return
    target = game.seats[intent.target]
    leader = game.seats[intent.actor].role
    gone = [r for r in vacancies(game, leader) if r not in game.ledger.promised.values()]
    if target.role != HYBRID or not gone or intent.target in game.ledger.promised:
        return
    role = gone[0]
    rdef = game.ruleset.roles[role]
    kept = game.state.vacant.get(role) if leader == KING else None
    slots = kept if kept is not None else [SkillSlot(s, s.uses) for s in rdef.skills if not s.team]
    game.ledger.promised[intent.target] = role
    game.ledger.promised_slots[intent.target] = slots
    game.promises += [(intent.target, s) for s in slots]
    if PACK in rdef.groups:
        game.promises += [(intent.target, s) for s in game.group_skills.get(PACK, ())]


征召 = SkillDef("征召", "start|night", frozenset(), targets=0, max_targets=1, step="(0)", checks=(_check,),
              effect=effect, on_accept=promise, choice_help="开局：从A-V中选择10-11个英文字母的列表；夜晚：选择一名角色（马甲名）",
              ask=Ask(ORDER, "字母", count=10, limit=11, values=LETTERS, phase="start"),
              description="（修正）在游戏开始前，从A-V中选择10-11个英文字母并自编顺序递交给导演，其中最开头的四个英文字母"
                          "对应的混血儿变成…（若被先一步征召则顺延一个字母）。每个游戏日夜晚，若有出局，可以再选择一个角色。")


def vacancies(game: "BjGame", leader: str) -> list[str]:
    """The leader's identities with no living holder, in conscription order (BJ-A03)."""
    mine = RECRUITS_OF.get(leader, ())
    held = {s.role for s in game.seats.values() if s.alive}
    return [r for r in CONSCRIPTION_ORDER if r in mine and r not in held]


def become(game: "BjGame", seat_no: int, role: str, inherit: bool = False) -> None:
    """A 混血 takes an identity: its camp, its skills (inherited or fresh), the 鹫猎 group."""
    rs = game.ruleset
    seat = game.seats[seat_no]
    rdef = rs.roles[role]
    seat.role = seat.surface_role = role
    seat.camp = seat.surface_camp = rdef.camp
    kept = game.state.vacant.pop(role, None) if inherit else None
    promised = game.ledger.promised_slots.pop(seat_no, None) if game.ledger is not None else None
    badge = [s for s in seat.skills if s.source == "警长"]
    own = promised or kept or [SkillSlot(s, s.uses) for s in rdef.skills if not s.team]
    seat.skills = [*own, *badge]
    seat.lost = set()
    if PACK in rdef.groups and seat_no not in game.groups.setdefault(PACK, []):
        game.groups[PACK].append(seat_no)
    game.state.support.pop(seat_no, None)
    if seat_no in game.state.piped:
        game.trace(f"{seat_no}号 被征召：仍处于吹笛状态")
    game.notice(seat_no, f"你被{LEADER_OF[role]}征召，成为{role}（{rdef.camp}）。")
    game.trace(f"{seat_no}号 被征召为{role}" + ("（继承技能与限定技使用情况）" if kept is not None else ""))
    game.fire(RECRUITED, seat=seat_no, role=role)
    if PACK in rdef.groups:
        game.group_message(PACK, "鹫狼、猎狼共群：" + labels(game, game.groups[PACK]))


def tell_leader(game: "BjGame", leader: str) -> None:
    """狼王/长老随时知道四个狼/特权的名单，但不知道对应的种类."""
    holder = next((n for n, s in game.seats.items() if s.role == leader), None)
    if holder is None:
        return
    names = sorted(n for n, s in game.seats.items() if s.alive and s.role in RECRUITS_OF[leader])
    game.notice(holder, f"你征召的角色名单：{labels(game, names)}（不知道对应的种类）。")


def opening(game: "BjGame") -> None:
    """游戏开始时(1): walk the fixed order over both lists (顺延 past taken letters)."""
    st = game.state
    by_letter = {l: n for n, l in st.letter.items()}
    taken: set[str] = set()
    pos = {KING: 0, ELDER: 0}
    for role in CONSCRIPTION_ORDER:
        leader = LEADER_OF[role]
        letters = st.lists.get(leader)
        if letters is None:
            continue
        while pos[leader] < len(letters):
            x = letters[pos[leader]]
            pos[leader] += 1
            seat = by_letter.get(x)
            if x in taken:
                game.trace(f"{role}：字母{x}已被先一步征召，顺延一个字母")
                continue
            if seat is None or game.seats[seat].role != HYBRID:
                game.trace(f"{role}：字母{x}对应的不是混血儿，顺延一个字母")
                continue
            taken.add(x)
            become(game, seat, role)
            break
        else:
            game.trace(f"{role}：{leader}的字母已用尽，{role}缺位")
    for leader in (KING, ELDER):
        tell_leader(game, leader)


__all__ = ["征召", "opening", "vacancies", "become", "tell_leader", "WOLVES", "GODS", "label"]
