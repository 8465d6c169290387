"""预言家⑥ (验人系): 预言 [深夜][指定] reads the 结算目标's [表面阵营] (JIU-R61); 天意<强制><限定> gives one
extra 预言 the next night when a 非村民 answer's target is exiled as top vote with its vote (JIU-R62)."""
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillSlot
from bansha.engine.events import on
from ..events import EXILED, NIGHT_END

from .. import acquire
from ..common import VILLAGE, Source
from ._kit import skill, 指定, 强制, 限定
from ..acquire import holds

if TYPE_CHECKING:
    from ..state import JiuGame


@dataclass
class Called:
    """The seats a seat's 预言 called 非村民, with the night (天意 reads them at the exile)."""
    night_of: dict[int, int] = field(default_factory=dict)


def look(game: "JiuGame", use):
    for t in use.settled:
        village = game.seats[t].surface_camp == VILLAGE
        result = "选择目标为村民阵营" if village else "选择目标为非村民阵营"
        game.feedback(use.actor, "预言", result, t)
        game.state.looked_at.setdefault(game.period, []).append(t)
        if not village:
            game.seats[use.actor].state_of(Called).night_of[t] = game.period.number


def extra_night(game: "JiuGame", seat, intent):
    if intent.slot.source == Source.PROVIDENCE and intent.slot.data.get("night") != game.period.number:
        return "<天意>：仅限下一晚，[预言]可额外发动一次"
    return None


预言 = skill("预言", "深夜", look, tags=(指定,), checks=(extra_night,),
           description="选择范围：任意一名角色。结算效果：反馈结算目标的[表面阵营]。")
天意 = skill("天意", "深夜", None, targets=0, tags=(强制, 限定), uses=1, effect=lambda g, i: None, auto=True,
           step=None, description="预言反馈为非村民阵营的结算目标因最高票投票出局且预言家当天投票给了该角色：下一晚预言可额外发动一次。")


def on_exiled(game: "JiuGame", seat, voters):
    """黄昏1: the top-vote exile of a seat a 预言 called 非村民, by a seer who voted for it."""
    if not acquire.may_bear(game, "预言家"):
        return
    for n, s in game.seats.items():
        if not acquire.bears(game, s, "预言家") or not holds(game, n, "天意"):  # [遗忘]: 失去所有[强制]技能
            continue
        slot = next((x for x in s.skills if x.defn.name == "天意"), None)
        if slot is None or slot.spent() or seat not in s.state_of(Called).night_of or voters.get(n) != seat:
            continue
        slot.use()
        extra = SkillSlot.of(预言, Source.PROVIDENCE, uses=1)
        extra.data["night"] = game.period.number
        s.skills.append(extra)
        game.notice(n, "<天意>：仅限下一晚，[预言]可额外发动一次。")


def night_over(game: "JiuGame") -> None:
    """仅限下一晚: the extra 预言 goes with that night (no longer offered nor held after it). Only a 预言家's 天意 gives
    one (on_exiled), so a game where no seat may bear the identity has none."""
    if not acquire.may_bear(game, "预言家"):
        return
    for s in game.seats.values():
        if any(x.source == Source.PROVIDENCE for x in s.skills):
            s.skills = [x for x in s.skills
                        if x.source != Source.PROVIDENCE or x.data.get("night", 0) > game.period.number]


ROLE = RoleDef("预言家", VILLAGE, (预言, 天意), listens=(on(EXILED, on_exiled), on(NIGHT_END, night_over)))
