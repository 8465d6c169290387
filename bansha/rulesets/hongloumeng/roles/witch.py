"""女巫 (魔女会): 灵通<强制> shows tonight's 指杀 targets (残暴 excluded; 冲锋 included unless option
`lingtong_sees_charge` is off); 救药<限定> gives 免疫夜间伤害 (herself on night 1 only; never
against 毒药, step (13)) and costs 灵通 from then on; 毒药<限定> is one damage. One bottle excludes
the other the same night, 特制药剂 included."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 强制, 指定, 限定

from ..common import COVEN, number
from ..harm import Harm, immune_at_night
from ..state import tonight

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import HlmGame


def _used_tonight(game: "HlmGame", seat: "Seat", name: str) -> bool:
    return any(isinstance(i, Intent) and i.actor == seat.no and i.skill == name for i in game.inbox)


def save_ok(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    if intent.target == seat.no and number(game) != 1:
        return "女巫仅限首夜可以自救：<救药>仅第一晚可以选择自己"
    if _used_tonight(game, seat, "毒药"):
        return "<毒药>发动后，在该夜晚不可发动技能<救药>"
    return None


def poison_ok(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    if _used_tonight(game, seat, "救药"):
        return "<救药>发动后，在该夜晚不可发动技能<毒药>"
    return None


def divine(game: "HlmGame", intent: Intent) -> None:
    night = tonight(game)
    seen = night.pointed
    if not game.options["lingtong_sees_charge"]:
        seen = [(c, t) for c, t in seen if c != "冲锋"]
    game.feedback(intent.actor, "灵通", sorted({t for _, t in seen}) or "无")  # no kill: says so


def save(game: "HlmGame", intent: Intent) -> None:
    target = intent.targets[0]
    immune_at_night(game, target, "救药", intent.actor, but=("毒药",))
    game.seats[intent.actor].lost.add("灵通")
    if game.record_traces:
        game.trace(f"(6) 救药：{target}号 当晚免疫夜间伤害；女巫失去<灵通>")


def poison(game: "HlmGame", intent: Intent) -> None:
    night = tonight(game)
    target = intent.targets[0]
    night.harms13.append(Harm("毒药", "毒药", intent.actor, target))
    if game.record_traces:
        game.trace(f"(6) 毒药：{target}号")


灵通 = SkillDef("灵通", "night", frozenset({强制}), targets=0, step="(6)灵通", auto=True, effect=divine,
              description="游戏日夜晚，反馈被指杀的角色。")
救药 = SkillDef("救药", "night", frozenset({限定, 指定}), uses=1, step="(6)", checks=(save_ok,), effect=save,
              description="游戏日夜晚，女巫可以选择一名角色，仅第一晚可以选择自己，使其在当晚免疫夜间伤害。"
                          "<救药>发动后，在该夜晚不可发动技能<毒药>。<救药>使用后，失去技能<灵通>。")
毒药 = SkillDef("毒药", "night", frozenset({限定, 指定}), uses=1, step="(6)", checks=(poison_ok,), effect=poison,
              description="游戏日夜晚，女巫可以选择一名角色，对其造成一次伤害。<毒药>发动后，在该夜晚不可发动技能<救药>。")

ROLE = RoleDef("女巫", COVEN, (灵通, 救药, 毒药))
