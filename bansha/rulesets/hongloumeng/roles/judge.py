"""审判官: 审判<限定> opens a trial meeting (审判会议) of the 审判官 and two chosen roles in a
temporary group tonight. A unanimous decision executes its target by <投票出局> from the 审判官
at 凌晨 and is announced as [审判会议成功]; anything else has no effect; a meeting that cannot
form still spends the skill.

`choice` says what the meeting did: a seat number (all three agreed to execute it),
{"处决": seat, "同意": [seats that agreed]}, null (no unanimous decision) or "未成会" (the three
never met). Rulings HLM-A05/A06: the target may be any role in play (option `trial_target`),
settled at 凌晨 (option `trial_node`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定, 限定

from ..common import VILLAGE, in_play, news
from ..harm import Harm
from ..state import tonight

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import HlmGame


NOT_MET: Final = "未成会"


def _seat(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def read(choice: Any) -> tuple[bool, Any, set[int] | None]:
    """(met, target, agreed-by) from the meeting's `choice`; target "bad" for any other form."""
    if choice == NOT_MET or (isinstance(choice, dict) and choice.get("成会") is False):
        return False, None, set()
    if choice is None:
        return True, None, set()
    if _seat(choice):
        return True, choice, None
    if isinstance(choice, dict):
        target, agreed = choice.get("处决"), choice.get("同意", [])
        if target is None or _seat(target):
            if agreed is None:
                return True, target, None
            if isinstance(agreed, list) and all(map(_seat, agreed)):
                return True, target, set(agreed)
    return True, "bad", set()


def meeting_ok(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    met, target, agreed = read(intent.choice)
    if target == "bad":
        return "<审判>的choice须为处决目标座位号、{\"处决\": 座位号, \"同意\": [座位号]}、null 或 \"未成会\""
    if target is None:
        return None
    if not in_play(game, target):
        return f"审判会议的处决目标{target}号不在场上"
    if game.options["trial_target"] == "参会者" and target not in intent.targets:
        return "审判会议只能处决被选择参加审判会议的角色"
    people = {seat.no, *intent.targets}
    if agreed and not agreed <= people:
        return "只有参加审判会议的三名角色可以表态"
    return None


def trial(game: "HlmGame", intent: Intent) -> None:
    met, target, agreed = read(intent.choice)
    people = (intent.actor, *intent.targets)
    if not met:
        game.trace("(9) 审判会议未能三人共群：<审判>发动无效，但限定依旧消耗")
        return
    night = tonight(game)
    night.meetings += 1
    group = f"审判会议·{game.period}·{night.meetings}"
    game.groups[group] = list(people)
    game.group_message(group, "审判会议：" + "、".join(f"{n}号" for n in people) + " 共群见面，需在夜晚结束前决定处决谁出局。")
    unanimous = target is not None and (agreed is None or set(people) <= agreed)
    if not unanimous:
        game.trace("(9) 审判会议意见不统一：无任何效果")
        return
    harm = Harm("审判", "审判", intent.actor, target)
    (night.harms12 if game.options["trial_node"] == "夜间" else night.dawn).append(harm)
    news(game, "trial", "[审判会议成功]")
    if game.record_traces:
        game.trace(f"(9) 审判会议意见统一：{target}号 将承受来自审判官的<投票出局>")


审判 = SkillDef("审判", "night", frozenset({限定, 指定}), uses=1, targets=2, step="(9)", allow_self=False,
              checks=(meeting_ok,), effect=trial,
              choice_help="审判会议的结果：留空表示意见不统一（无效果）；填“未成会”表示三人未能共群；"
                          "填座位号表示三人一致同意处决该角色；或填 {\"处决\": 座位号, \"同意\": [表态同意的座位号]}",
              description="游戏日夜晚，选择任意两名其他角色，在当天夜间审判官和被选择的角色当晚共群见面进行审判会议。"
                          "若意见统一，被选择的角色在凌晨阶段承受来自于审判官的<投票出局>，并公告[审判会议成功]。")

ROLE = RoleDef("审判官", VILLAGE, (审判,))
