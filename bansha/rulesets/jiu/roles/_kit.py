"""What every 245 skill shares: its phase tag ([开局]…[凌晨]) and the sub-phase step of the action
order that settles it, the [指定] pipeline, [翻牌]'s reveal, and the checks of the framework
(JIU-R19–R28): once a day unless [数值], [限定] once, a spent [翻牌] refused."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import 强制, 指定, 翻牌, 限定

from ...kit import SkillKit
from ..action_order import step_for
from ..directed import directed
from ..common import Source, label, seats_in_order

if TYPE_CHECKING:
    from ..state import JiuGame

PHASE_KIND = {"开局": "start", "晨曦": "day", "正午": "day", "黄昏": "day", "早夜": "night", "午夜": "night",
              "深夜": "night", "凌晨": "night"}


@dataclass
class Revealed:
    """A seat's state: its [实际身份] was made public by a [翻牌] (`reveal`)."""
    done: bool = False


def revealed_check(game: "JiuGame", seat, intent) -> str | None:
    if 翻牌 in intent.slot.defn.tags and seat.state_of(Revealed).done:
        return f"<{intent.skill}>为[翻牌]技能：[实际身份]已经公开，无法发动"
    return None


# A 245 skill as the seed tags it: `phase` is one tag (开局, 晨曦 … 凌晨), kept among its tags; a [指定]
# skill's `settle` is its 结算效果 and `launch` its 发动效果, run through the redirection pipeline; the
# step is the sub-phase whose row of the action order names it (action_order.py), `step=None` for a
# <强制> skill a rule triggers; a spent [翻牌] is refused first (the kit shared with 078: rulesets/kit.py)
KIT = SkillKit(PHASE_KIND, tag_phase=True, step_of=step_for, first=(revealed_check,), pipeline=directed)
skill = KIT.skill


__all__ = ["skill", "指定", "强制", "限定", "翻牌", "PHASE_KIND"]


def settled_before(game: "JiuGame", step: str) -> bool:
    """Whether `step` of the open period has settled: a check that reads what it produces runs
    at intake only then; otherwise the settling re-checks (a replay takes a night's inputs first)."""
    return step in game.settled


def reject(game: "JiuGame", use_or_intent, why: str) -> None:
    """A use refused when its step settles (the rule's words; the game goes on without it)."""
    game.reject(use_or_intent.actor, use_or_intent.skill, why)


def publish(game: "JiuGame", text: str) -> None:
    """立刻 公示: by day (正午, 黄昏) at once; a night's or a 晨曦's with the next 开门 — "在其他阶段…应当要公示的
    信息，则会在第二天白天开门时公示", and a 晨曦 exit is itself first published there (JIU-A42, JIU-R142)."""
    if game.kind == "night" or getattr(game.ledger, "phase", None) == "晨曦":
        game.state.news.append(text)
    else:
        game.announce(text)


def reveal(game: "JiuGame", n: int) -> None:
    """[翻牌]: the seat's [实际身份] is made public (明察, 断案, 自爆, 神使, 祈愿's lowest band)."""
    seat = game.seats[n]
    seat.state_of(Revealed).done = True
    publish(game, f"有角色翻牌：{label(game, n)} 的实际身份为{seat.role}。")


def surface_camp(game: "JiuGame", n: int) -> str:
    return game.seats[n].surface_camp


def seat_of(game: "JiuGame", role: str) -> int | None:
    return next((n for n, s in seats_in_order(game) if s.role == role), None)


ONCE_WORDS = {"馈赠": "每晚只能发动1次"}  # 奇迹商人's [5]; 暗杀 and 雷击 write "每天只能发动一次"


def count_refusal(game: "JiuGame", inp: dict, reason: str) -> str | None:
    """[数值]: "若次数不足，将无法发动" (JIU-R25). A spent count is refused in those words, and a count left but the
    skill's once-a-day (暗杀, 雷击: "该技能每天只能发动一次"; 奇迹商人 "每晚只能发动1次") in its own, not as a <限定> or as
    "强制和数值以外" (the shared intake words a spent use so); a spent gift as the gift it is (JIU-R66, R82)."""
    if "为限定技能" not in reason and "本阶段已经提交" not in reason:  # first: refusals are many (the random player)
        return None
    by = inp.get("by")
    seat = game.seats.get(by) if isinstance(by, int) else None
    name = inp.get("skill")
    if seat is None or not isinstance(name, str):
        return None  # no seat holds a skill of that name
    slots = [s for s in seat.skills if s.defn.name == name]
    if slots and all(s.source == Source.GIFT for s in slots):  # "这些技能使用一次后就丢失"
        return f"<{name}>为临时技能（礼物）：使用一次后就丢失"
    if not slots or any(s.uses_left is None or s.defn.uses is None or s.defn.limited for s in slots):
        return None  # 天意's extra 预言 has one use but is no [数值] skill
    settled = [i.slot for i in game.inbox if getattr(i, "consumed", False) and getattr(i, "actor", None) == seat.no]
    # a use taken this period counts once: in `used` until it settles, in `uses_left` after
    left = 0
    for s in slots:
        uses = s.uses_left or 0  # never None here (above)
        left += max(0, uses - game.used.get(id(s), 0) + sum(1 for x in settled if x is s))
    if left <= 0:
        return f"<{name}>为[数值]技能，剩余次数为0：次数不足，无法发动"
    return f"<{name}>{ONCE_WORDS.get(name, '每天只能发动一次')}（剩余次数：{left}）"
