"""魔女会学徒: its seat is told one way to the other 魔女会 members (身份属性<不是技能>), and
特制药剂<限定> lets another role use one of its non-<强制> skills once more tonight, ignoring
<限定>, in its own step — the pack's shared skills included (ruling HLM-A10 on the scope)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine.intake import slots_of
from bansha.engine.skills import Intent, RoleDef, SkillDef, SkillSlot, 强制, 指定, 限定

from ..common import COVEN

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import HlmGame

POTION: Final = "特制药剂"


def brew(game: "HlmGame", intent: Intent) -> None:
    game.notice(intent.targets[0], "你得到了特制药剂：仅限当天夜间可以再次发动一次除<强制>以外拥有的任意技能之一（无视<限定>）。")
    if game.record_traces:
        game.trace(f"(1) 特制药剂：{intent.targets[0]}号")


def tell_coven(game: "HlmGame") -> None:
    """开局阶段结束后，若魔女会学徒属于魔女会阵营，魔女会阵营全员将单向得知你的位置."""
    seats = game.seats
    order = sorted(seats)  # seat order (a seat's key is its number)
    for a in [seats[n] for n in order]:
        if a.role != "魔女会学徒" or a.camp != COVEN:
            continue
        for s in [seats[n] for n in order]:
            if s.camp == COVEN and s.no != a.no:
                game.feedback(s.no, "身份属性", a.no)


def potion_slot(game: "HlmGame", seat: "Seat", name: str) -> SkillSlot | None:
    """The extra use 特制药剂 gives tonight, if this seat got the potion and may use `name`."""
    if not game.kind == "night" or not seat.alive:
        return None
    if not any(isinstance(i, Intent) and i.skill == POTION and i.target == seat.no for i in game.inbox):
        return None
    if any(isinstance(i, Intent) and i.actor == seat.no and i.slot.source == POTION for i in game.inbox):
        return None
    own = [s for s in slots_of(game, seat, name) if s.defn.phase == "night" and 强制 not in s.defn.tags]
    if not own:
        return None
    used_tonight = any(isinstance(i, Intent) and any(i.slot is s for s in own) for i in game.inbox)
    if not used_tonight and not game.options["potion_revives_spent"]:
        return None
    return SkillSlot.of(own[0].defn, POTION, uses=1)


特制药剂 = SkillDef(POTION, "night", frozenset({限定, 指定}), uses=1, step="(1)", allow_self=False, effect=brew,
                description="游戏日夜晚，选择除自己以外的任意一名角色。使其得知自己得到特制药剂，仅限当天夜间可以再次发动一次除<强制>以外拥有的任意技能之一。")

ROLE = RoleDef("魔女会学徒", COVEN, (特制药剂,),
               description="身份属性<不是技能>：开局阶段结束后，若魔女会学徒属于魔女会阵营，魔女会阵营全员将单向得知你的位置。")
