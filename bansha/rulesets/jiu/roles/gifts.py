"""The gifts of 黑商 and 奇迹商人 (验人, 毒药, 猎枪, 守护, 控制) and the one-use skills they grant (JIU-R66,
R82, R246, A05). The recipient is told, and holds the skill, when the night ends; it may keep it
for a later night (憋礼物). The seed never defines the granted skills; rulings.md (JIU-A05) gives the
reading played, each in the slot of the action order its original holder has:

- [通灵] (凌晨1, 女巫's slot): the 结算目标's [表面身份], "选择目标是XX身份";
- [照耀] (凌晨1): the 结算目标's [表面阵营], worded as 预言;
- [毒药] (凌晨1): a damage (option `gift_poison`, default [穿透]) listed as 其他身份毒药;
- [流光庇护] (早夜2, 流光伯爵's slot): [守护：1] on the 结算目标 to the night's end;
- [冰冻] (午夜, 企鹅's slot): [冰冻] on the 结算目标 to the end of the next day;
- [最后一枪] (reactive): offered when its holder exits (not by red card); a night exit shoots in
  晨曦1, a day exit in 黄昏1 (即时插入结算: a shot that fells another holder is settled next, before
  shots offered earlier, JIU-R238); a damage (option `gift_shot`, default [致死伤害])."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import triggers
from bansha.engine.period import Period
from bansha.engine.skills import SkillDef, SkillSlot

from .. import harm, statuses
from ..common import VILLAGE, Source
from ._kit import skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame

KINDS: tuple[str, ...] = ("验人", "毒药", "猎枪", "守护", "控制")
SKILL_OF = {"黑商": {"验人": "通灵", "毒药": "毒药", "猎枪": "最后一枪", "守护": "流光庇护", "控制": "冰冻"},
            "奇迹商人": {"验人": "照耀", "毒药": "毒药", "猎枪": "最后一枪", "守护": "流光庇护", "控制": "冰冻"}}
SOURCE = Source.GIFT
SHOT = "最后一枪"


def check_kind(game: "JiuGame", seat, intent):
    if intent.choice not in KINDS:
        return f"<{intent.skill}>需要决定赠送验人，毒药，猎枪，守护，控制其中之一"
    return None


def grant(game: "JiuGame", seat_no: int, kind: str, giver: str) -> None:
    """结算目标在夜晚结束时会得到通知，获得对应的临时技能: kept until the night ends."""
    name = SKILL_OF[giver][kind]
    game.state.gifts_due.append((seat_no, name, giver))
    game.trace(f"{seat_no}号 将于夜晚结束时获得临时技能[{name}]（{giver}的礼物）")


def night_end(game: "JiuGame") -> None:
    due, game.state.gifts_due = game.state.gifts_due, []
    for seat_no, name, giver in due:
        seat = game.seats[seat_no]
        slot = SkillSlot.of(BY_NAME[name], SOURCE, uses=1)
        slot.data.update(role=seat.role, giver=giver)
        seat.skills.append(slot)
        game.notice(seat_no, f"你获得了临时技能[{name}]（{giver}的礼物，使用一次后丢失）。")


def look(game: "JiuGame", use):
    for t in use.settled:
        game.feedback(use.actor, "通灵", f"选择目标是{game.seats[t].surface_role}身份", t)


def shine(game: "JiuGame", use):
    for t in use.settled:
        village = game.seats[t].surface_camp == VILLAGE
        game.feedback(use.actor, "照耀", "选择目标为村民阵营" if village else "选择目标为非村民阵营", t)


def poison(game: "JiuGame", use):
    for t in use.settled:
        harm.damage(game, t, game.options["gift_poison"], use.actor, "毒药", slot="其他身份毒药")


def shelter(game: "JiuGame", use):
    for t in use.settled:
        statuses.give(game, t, "守护", use.actor, until=str(game.period), count=1)


def freeze(game: "JiuGame", use):
    for t in use.settled:
        statuses.give(game, t, "冰冻", use.actor, until=str(Period.of("day", game.period.number + 1)))


def on_death(game: "JiuGame", seat, cause):
    """最后一枪: offered at once by day, at 晨曦1 for a night's exit (its holder learns of it then)."""
    s = game.seats[seat]
    if cause == harm.RED or not any(x.source == SOURCE and x.defn.name == SHOT and not x.spent() for x in s.skills):
        return
    if game.kind == "night":
        game.state.shots_due.append(seat)
    else:
        triggers.offer(game, seat, SHOT, 0, ahead=True)


def dawn(game: "JiuGame") -> None:
    due, game.state.shots_due = game.state.shots_due, []
    for seat in due:
        triggers.offer(game, seat, SHOT, 0)


def check_shot(game: "JiuGame", intent) -> str | None:
    t = intent.target
    if t is None or len(intent.targets) != 1:
        return "<最后一枪>需要选择1名角色"
    if not game.seats[t].alive:
        return f"<最后一枪>：{t}号 已出局"
    return None


def shoot(game: "JiuGame", intent):
    harm.damage(game, intent.target, game.options["gift_shot"], intent.actor, SHOT)


通灵 = skill("通灵", "凌晨", look, tags=(指定,), description="（黑商的礼物）反馈结算目标的[表面身份]。")
照耀 = skill("照耀", "凌晨", shine, tags=(指定,), description="（奇迹商人的礼物）反馈结算目标的[表面阵营]。")
毒药 = skill("毒药", "凌晨", poison, tags=(指定,), description="（礼物）对结算目标造成伤害，计入出局名单的“其他身份毒药”。")
流光庇护 = skill("流光庇护", "早夜", shelter, tags=(指定,), description="（礼物）结算目标当晚获得[守护：1]。")
冰冻 = skill("冰冻", "午夜", freeze, tags=(指定,), description="（礼物）结算目标获得[冰冻]状态，持续至下一个白天结束。")
最后一枪 = SkillDef(SHOT, "reactive", frozenset({指定}), effect=shoot,
                description="（礼物）持有者出局时可以开枪：对一名角色造成伤害。")
BY_NAME = {d.name: d for d in (通灵, 照耀, 毒药, 流光庇护, 冰冻, 最后一枪)}
