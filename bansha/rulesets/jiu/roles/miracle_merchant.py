"""奇迹商人⑧: 馈赠 [深夜][指定][5] (深夜1, JIU-R82, R83) — any other role, once a night, each role and
each gift at most once a game; the 结算目标 is told at the night's end and holds a one-use skill
(验人→[照耀], 毒药, 猎枪, 守护, 控制: roles/gifts.py). 结算效果: a 结算目标 whose [实际阵营] differs from
the merchant's costs 2 more uses. 发动效果 (after it, JIU-A03): a count gone negative is a
[致死伤害] on the merchant — the gift still lands (JIU-R248, A47)."""
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import REFRESHED

from .. import harm
from ..common import VILLAGE, judged_camp
from ..notify import tell
from . import gifts
from ._kit import skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "馈赠"
OVERDRAWN = "奇迹商人透支"  # not an entry of the seed's exit list: listed after all of them


@dataclass
class Given:
    """奇迹商人's state: the roles and the gifts 馈赠 has chosen (each once a game)."""
    seats: list[int] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)


def check(game: "JiuGame", seat, intent):
    if intent.target is not None and intent.target in seat.state_of(Given).seats:
        return f"<{NAME}>：每名角色只能被选择一次"
    if intent.choice in seat.state_of(Given).kinds:
        return f"<{NAME}>：每种礼物只能被选择一次"
    return None


def _slot(game: "JiuGame", n):
    return next(s for s in game.seats[n].skills if s.defn is 馈赠)


def give(game: "JiuGame", use):
    me = game.seats[use.actor]
    given = me.state_of(Given)
    given.seats.extend(use.chosen)
    given.kinds.append(use.choice)
    slot = _slot(game, use.actor)
    for t in use.settled:
        if judged_camp(game, t) != judged_camp(game, use.actor):
            slot.uses_left -= 2  # 需要额外消耗2次次数
        gifts.grant(game, t, use.choice, "奇迹商人")
    tell(game, use.actor, f"<{NAME}>剩余次数：{slot.uses_left}")


def overdrawn(game: "JiuGame", use):
    """发动效果：若剩余次数变为负数，则奇迹商人承受[致死伤害]."""
    if _slot(game, use.actor).uses_left < 0:
        harm.damage(game, use.actor, "致死伤害", use.actor, OVERDRAWN, slot=OVERDRAWN)


def blessed(game: "JiuGame", seat, identity):
    """祝福 "刷新至初始" (JIU-A43): the count is 5 again (a fresh slot) and the gift starts over — no role
    and no gift chosen yet."""
    if identity == "奇迹商人":
        game.seats[seat].states.pop(Given, None)


馈赠 = skill(NAME, "深夜", give, launch=overdrawn, tags=(指定,), uses=5, allow_self=False, choices=gifts.KINDS,
           checks=(gifts.check_kind, check),
           description="[5] 每晚限一次：除自己以外任意一名角色（每名角色、每种礼物只能选择一次），赠送验人，毒药，猎枪，守护，控制其中之一；"
                       "结算目标实际阵营与奇迹商人不同时额外消耗2次；剩余次数变为负数时奇迹商人承受[致死伤害]。")

ROLE = RoleDef("奇迹商人", VILLAGE, (馈赠,), listens=(on(REFRESHED, blessed),), exit_slot=OVERDRAWN)
