"""女巫: 通灵【强制】 (told who was 指杀'd so far — the team 杀人 and 冲锋 — once (5) and (6) have
settled, the 45分 checkpoint), 救药【2】 (+1 for every 2 exits since she was recruited; offsets one
指杀 on an unburned target) and 毒药【0】 (+1 for every 2 救药 used, usable the same night, Q4).
No limit on potions per night or their targets. Exits count only once they happened (Q6)."""
from typing import TYPE_CHECKING

from bansha.engine.intake import slots_of
from bansha.engine.skills import RoleDef, SkillDef, 强制
from bansha.engine.events import on
from ..events import RECRUITED

from ..common import VILLAGE
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame


def book(game: "BjGame", seat) -> dict:
    """The witch's potion bookkeeping, on her 救药 slot (a refreshed heir starts again). A heir recruited
    tonight holds the slot by the 征召's promise until step (0) settles (被征召的角色当晚可以立即使用技能)."""
    slot = next((s for s in seat.skills if s.defn.name == "救药"), None)
    if slot is None:
        slot = next(s for n, s in game.promises if n == seat.no and s.defn.name == "救药")
    if "since" not in slot.data:
        slot.data.update(since=len(game.state.exits), saves=0, poisons=0)
    return slot.data


def saves_left(game: "BjGame", seat) -> int:
    b = book(game, seat)
    return 2 + (len(game.state.exits) - b["since"]) // 2 - b["saves"]


def poisons_left(game: "BjGame", seat, more_saves: int = 0) -> int:
    b = book(game, seat)
    return (b["saves"] + more_saves) // 2 - b["poisons"]


def _pending(game: "BjGame", seat_no, skill, forced_only: bool = False) -> int:
    """Her uses of `skill` taken tonight and not settled yet. 魔音 (step (1)) judges its forced use before her own
    (step (8)): only the uses 魔音 already made come before it (`forced_only`)."""
    return sum(1 for i in game.inbox if not isinstance(i, dict) and not i.consumed
               and i.actor == seat_no and i.skill == skill and (not forced_only or i.index < 0))


def _bewitched(game: "BjGame", seat_no, skill) -> int:
    """魔音 uses taken tonight, not settled yet, that will make her use `skill` ("自动对目标使用一次该技能，消耗限定与次数")."""
    return sum(1 for i in game.inbox if not isinstance(i, dict) and not i.consumed and i.skill == "魔音"
               and i.targets[:1] == (seat_no,) and i.choice == skill)


def _save_check(game: "BjGame", seat, intent) -> str | None:
    forced = game.ledger.bewitching
    if saves_left(game, seat) - _pending(game, seat.no, "救药", forced) <= 0:
        return "<救药>数量不足（初始2瓶，每出局2个角色则救药数量+1）"
    return None


def _poison_check(game: "BjGame", seat, intent) -> str | None:
    """每使用2个救药则毒药数量+1, usable the same night (Q4): her saves taken tonight count, 魔音's forced one too
    (its 救药 comes first, at step (1)); when 魔音 forces the 毒药 itself, only what comes before it counts."""
    forced = game.ledger.bewitching
    saves = _pending(game, seat.no, "救药", forced) + (0 if forced else _bewitched(game, seat.no, "救药"))
    if poisons_left(game, seat, saves) - _pending(game, seat.no, "毒药", forced) <= 0:
        return "<毒药>数量不足（初始0瓶，每使用2个救药则毒药数量+1）"
    return None


def spirit(game: "BjGame", intent):
    kills = [t for _, t, _ in game.ledger.kills]
    shown = kills[0] if len(kills) == 1 else kills
    game.feedback(intent.actor, "通灵", shown)


def save(game: "BjGame", intent):
    book(game, game.seats[intent.actor])["saves"] += 1
    game.ledger.saves.append(intent.target)


def poison(game: "BjGame", intent):
    book(game, game.seats[intent.actor])["poisons"] += 1
    game.ledger.poisons.append((intent.actor, intent.target))


def settle_check(game: "BjGame", intent) -> str | None:
    """At settlement, in step order (救药 before 毒药): is a potion of that kind left now?"""
    seat = game.seats[intent.actor]
    if intent.skill == "救药" and saves_left(game, seat) <= 0:
        return "<救药>数量不足"
    if intent.skill == "毒药" and poisons_left(game, seat) <= 0:
        return "<毒药>数量不足（每使用2个救药则毒药数量+1）"
    return None


通灵 = SkillDef("通灵", "night", frozenset({强制}), targets=0, step="(8)通灵", auto=True, effect=spirit,
              description="游戏日夜晚，反馈被指杀的角色。")
救药 = night_skill("救药", "(8)", save, checks=(_save_check,), per_period=99,
                 description="游戏日夜晚可对一名角色使用，若该角色未被烧伤，抵消该角色受到的一次指杀，每出局2个角色则救药数量+1。")
毒药 = night_skill("毒药", "(8)", poison, checks=(_poison_check,), per_period=99,
                 description="游戏日夜晚可对一名角色使用，该角色当晚被毒害出局，每使用2个救药则毒药数量+1。")


def on_recruited(game: "BjGame", seat, role):
    """The exit count behind 救药 +1 starts when this witch is recruited (BJ-A17)."""
    if role == "女巫":
        book(game, game.seats[seat])


ROLE = RoleDef("女巫", VILLAGE, (通灵, 救药, 毒药), listens=(on(RECRUITED, on_recruited),))

__all__ = ["ROLE", "slots_of", "settle_check"]
