"""雪狼: 雪隐 (tonight the target is immune to 指杀 and 毒药, and 雪狼 may rewrite its faction and
skill feedback; once per role ever, kept by an heir: the slot's data) and 暴风雪【限定】 (修正:
announced next day; the night after, roles outside 狼人阵营 may only target themselves and
their two living elevator neighbours: _kit.storm_check).

A rewrite is the `choice`: {"阵营": <faction shown to 验人/隼眼>, "技能": <what 天眼/隼眼 show of
the skills used by and on it>}; either key may be left out, and no choice rewrites nothing."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, 限定

from ..common import WOLF
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame


def _check(game: "BjGame", seat, intent) -> str | None:
    if intent.target in intent.slot.data.get("used_on", ()):
        return f"<雪隐>对每名角色只能发动一次：已对{intent.target}号发动过（征召不重置次数）"
    c = intent.choice
    if c is not None and not (isinstance(c, dict) and set(c) <= {"阵营", "技能"}):
        return "<雪隐>的修改反馈写作 {\"阵营\": …, \"技能\": …}"
    return None


def hide(game: "BjGame", intent):
    intent.slot.data.setdefault("used_on", []).append(intent.target)
    game.ledger.hidden[intent.target] = intent.choice or {}


def storm(game: "BjGame", intent):
    game.state.storm_night = game.period.number + 1
    game.state.news.append("[发生了暴风雪]")


雪隐 = night_skill("雪隐", "(3)", hide, checks=(_check,),
                 choice_help='可选：{"阵营": "村民阵营", "技能": "无技能反馈"}',
                 description="游戏日夜晚选择一名角色，雪狼可修改该角色当晚的阵营反馈，技能反馈，并且免疫指杀毒药。该技能对每名角色只能发动一次，征召不重置次数。")
暴风雪 = night_skill("暴风雪", "(3)", storm, targets=0, tags={限定}, uses=1,
                  description="（修正）游戏日夜晚可发动，发动后会于明天白天公示[发生了暴风雪]，下一个夜晚，狼人阵营以外的角色均只能对电梯楼邻居两个角色以及自己使用技能。")

ROLE = RoleDef("雪狼", WOLF, (雪隐, 暴风雪))
