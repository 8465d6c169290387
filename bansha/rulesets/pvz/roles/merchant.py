"""奇迹商人 (4.2.6): 交易<限定> gives a 村民阵营 target one use of 预言, 毒药 or 守护之盾 (it becomes
幸运儿, is told, and may use it in step (4) of the same night); a 狼人阵营 target costs the
merchant his life at step (7). Rulings: a trade with the 暗恋者 (neither camp) does nothing; the
merchant cannot trade with himself."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine.skills import Intent, RoleDef, SkillDef, SkillSlot, 指定, 限定

from ..common import VILLAGE, WOLF
from .guard import not_twice_running, shield
from .seer import foresee
from .witch import poison

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import PvzGame

GIFTS: Final = ("预言", "毒药", "守护之盾")

LUCKY = {
    "预言": SkillDef("预言", "night", frozenset({指定}), uses=1, step="(4)", effect=foresee,
                   description="幸运儿技能（只能发动一次）：反馈一名角色所属阵营。"),
    "毒药": SkillDef("毒药", "night", frozenset({指定}), uses=1, step="(4)", effect=poison,
                   description="幸运儿技能（只能发动一次）：一名角色在夜晚结束前出局，在女巫的毒药之后结算。"),
    "守护之盾": SkillDef("守护之盾", "night", frozenset({指定}), uses=1, step="(4)", checks=(not_twice_running,),
                     effect=shield, description="幸运儿技能（只能发动一次）：当晚对该角色的指杀无效。"),
}


def trade_ok(game: "PvzGame", seat: "Seat", intent: Intent) -> str | None:
    if intent.choice not in GIFTS:
        return "<交易>须从<预言><毒药><守护之盾>中选择一个技能"
    if intent.target == seat.no:
        return "<交易>须选择一名其他角色"
    return None


def trade(game: "PvzGame", intent: Intent) -> None:
    target = game.seats[intent.targets[0]]  # a 指定 skill names one seat
    slot = intent.slot.data.get("gift") or SkillSlot.of(LUCKY[intent.choice], "交易")
    if target.camp == VILLAGE:
        target.skills.append(slot)
        target.data["幸运儿"] = intent.choice
        game.notice(target.no, f"你成为幸运儿，获得技能<{intent.choice}>，只能发动一次。")
        game.trace(f"(1) {intent.actor}号 与 {target.no}号 交易<{intent.choice}>：{target.no}号 成为幸运儿")
    elif target.camp == WOLF:
        ledger = game.ledger
        ledger.trade_failed.append(intent.actor)
        game.trace(f"(1) {intent.actor}号 与 {target.no}号 交易：目标属于狼人阵营，交易失败")
    else:
        game.trace(f"(1) {intent.actor}号 与 {target.no}号 交易：目标不属于村民阵营也不属于狼人阵营，无效果")


def promise_gift(game: "PvzGame", intent: Intent) -> None:
    """A gift is usable in step (4) of the night it is traded (6.1), so the 幸运儿 may submit its
    use before step (1) settles the trade: promise it to a 村民阵营 target when the trade is taken."""
    target = intent.targets[0]  # a 指定 skill names one seat
    if game.seats[target].camp == VILLAGE:
        slot = intent.slot.data["gift"] = SkillSlot.of(LUCKY[intent.choice], "交易")
        game.promises.append((target, slot))


交易 = SkillDef("交易", "night", frozenset({限定, 指定}), uses=1, step="(1)", checks=(trade_ok,), effect=trade, choices=GIFTS,
              on_accept=promise_gift,
              description="游戏日夜晚，奇迹商人选择一名角色，并从<预言><毒药><守护之盾>中选择一个技能。若该角色属于村民阵营，"
                          "其成为幸运儿，获得所选择的技能并得到通知，以此法获得的技能只能发动一次。若该角色属于狼人阵营，则奇迹商人当晚出局。")

ROLE = RoleDef("奇迹商人", VILLAGE, (交易,))
