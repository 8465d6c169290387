"""摄魂师⑤: 摄魂 [早夜][指定] — the 结算目标 is told once 早夜 ends and may have the director publish up to
50 characters of its own the next day (JIU-R65). The recipient's text is its own `摄魂` input in the
same night, with the text as `choice` (spec/jiu.md §4): once told, until 凌晨2's time (step 摄魂内容)."""
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import TEXT, Ask, RoleDef, SkillDef, SkillSlot

from ..common import VILLAGE, Source
from ..notify import tell
from ._kit import skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame


@dataclass
class Captured:
    """The night a seat was a 摄魂's 结算目标: that night it may send its text."""
    night: int | None = None


def capture(game: "JiuGame", use):
    """The 结算目标 keeps a text slot for the rest of the night: it is told only once 早夜 ends. The slot is the one
    promised when the 摄魂 was taken, where there is one: two copies would be two offers, the second awaited."""
    for t in use.settled:
        seat = game.seats[t]
        seat.state_of(Captured).night = game.period.number
        promised = next((s for n, s in game.promises if n == t and s.defn is 摄魂文字), None)
        slot = promised or SkillSlot.of(摄魂文字, Source.SOUL, uses=1)
        seat.skills = [s for s in seat.skills if s.defn is not 摄魂文字] + [slot]
        tell(game, t, "你被<摄魂>：可以让导演明天公布不超过50字的任意内容。")


def tonight(game: "JiuGame", seat, defn):
    """Only the night it was 摄魂'd (or promised by a 摄魂 taken and not settled yet)."""
    if seat.state_of(Captured).night == game.period.number or any(
            n == seat.no and s.defn is 摄魂文字 for n, s in game.promises):
        return None
    return "<摄魂>：你不是当晚摄魂的结算目标"


def promise(game: "JiuGame", intent):
    """The recipient may send its text in the same night (a promise until the 摄魂 settles)."""
    game.promises.append((intent.target, SkillSlot.of(摄魂文字, Source.SOUL, uses=1)))


def text_ok(game: "JiuGame", seat, intent):
    if not isinstance(intent.choice, str) or not intent.choice.strip():
        return "<摄魂>：需要提交要公布的内容"
    if len(intent.choice) > 50:
        return "<摄魂>：公布的内容不超过50字"
    return None


def publish(game: "JiuGame", intent):
    if game.seats[intent.actor].state_of(Captured).night != game.period.number:
        return game.reject(intent.actor, "摄魂", "<摄魂>：你不是当晚摄魂的结算目标")
    game.state.news.append(intent.choice)


摄魂文字 = SkillDef("摄魂", "night", frozenset({"早夜"}), targets=0, step="摄魂内容", when=tonight, checks=(text_ok,),
                effect=publish, ask=Ask(TEXT, "要公布的内容", limit=50),
                description="摄魂的结算目标：明天公布不超过50字的任意内容。")
摄魂 = skill("摄魂", "早夜", capture, tags=(指定,), on_accept=promise, description="结算目标可以让导演明天公布不超过50字的任意内容。")

ROLE = RoleDef("摄魂师", VILLAGE, (摄魂,))
