"""禁言长老: 禁言 silences a seat for the next day — a status that blocks the vote, told to its holder."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillDef, 指定

from ..statuses import StatusDef, declare, give
from .villager import VILLAGE

if TYPE_CHECKING:
    from ..state import TemplateGame

SILENCED = declare(StatusDef("禁言", frozenset({"vote"}), told="holder",
                             notice="你被禁言：次日不能投票。", refusal="被[禁言]的角色当天不能投票"))


def silence(game: "TemplateGame", intent):
    give(game, intent.target, SILENCED, intent.actor)


禁言 = SkillDef("禁言", "night", frozenset({指定}), step="(2)", allow_self=False, effect=silence,
              description="夜晚，选择一名其他角色，该角色次日不能投票。")

ROLE = RoleDef("禁言长老", VILLAGE, (禁言,))
