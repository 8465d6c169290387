"""女巫 (4.2.2): 通灵<强制> shows tonight's 指杀; 救药<限定> on another role (herself only on night 1
of a 10-seat game), after which 通灵 is lost and no 毒药 that night; 毒药<限定>, after which no
救药 that night. A 幸运儿's poison is not bound by this lock (补充说明)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.damage import protect
from bansha.engine.skills import Intent, RoleDef, SkillDef, 强制, 指定, 限定

from ..common import VILLAGE, night_no

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import PvzGame


def _own_intent(game: "PvzGame", seat: "Seat", name: str) -> bool:
    for i in game.inbox:
        if isinstance(i, Intent) and i.actor == seat.no and i.slot.defn.name == name and i.slot.source == "身份":
            return True
    return False


def save_target_ok(game: "PvzGame", seat: "Seat", intent: Intent) -> str | None:
    if intent.target == seat.no and not (len(game.seats) == 10 and night_no(game) == 1):
        return "<救药>只能选择一名其他角色（10人场第一晚可以选择自己）"
    if _own_intent(game, seat, "毒药"):
        return "<毒药>发动后，该夜晚不可发动<救药>"
    return None


def poison_after_save(game: "PvzGame", seat: "Seat", intent: Intent) -> str | None:
    if _own_intent(game, seat, "救药"):
        return "<救药>发动后，该夜晚不可发动<毒药>"
    return None


def divine(game: "PvzGame", intent: Intent) -> None:
    ledger = game.ledger
    kills = [t for _, t in ledger.kills]
    game.feedback(intent.actor, "通灵", kills[0] if len(kills) == 1 else (kills or "无"))


def save(game: "PvzGame", intent: Intent) -> None:
    protect(game, intent.targets[0], "救药", intent.actor, frozenset({"指杀"}))  # a 指定 skill names one seat
    game.seats[intent.actor].lost.add("通灵")


def poison(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    order = 0 if intent.slot.source == "身份" else 1
    ledger = game.ledger
    ledger.poisons.append((order, intent.index, intent.actor, target))
    game.trace(f"{intent.actor}号 对 {target}号 使用<毒药>")


通灵 = SkillDef("通灵", "night", frozenset({强制}), targets=0, step="(3)通灵", auto=True, effect=divine,
              description="游戏日夜晚，反馈被指杀的角色。")
救药 = SkillDef("救药", "night", frozenset({限定, 指定}), uses=1, step="(3)", checks=(save_target_ok,), effect=save,
              description="游戏日夜晚，女巫可以选择一名其他角色（若为10人场，则可在第一晚选择自己）。该角色当晚不会因被指杀出局。"
                          "<救药>发动后，女巫失去技能<通灵>，且该夜晚不可发动<毒药>。")
毒药 = SkillDef("毒药", "night", frozenset({限定, 指定}), uses=1, step="(3)", checks=(poison_after_save,),
              effect=poison,
              description="游戏日夜晚，女巫可以选择一名角色。该角色在夜晚结束前出局。<毒药>发动后，该夜晚不可发动<救药>。")

ROLE = RoleDef("女巫", VILLAGE, (通灵, 救药, 毒药))
