"""鹫狼: 杀人【团队】 (one 指杀 a night shared with 猎狼), 隼眼【限定】 (identity, camp, the skills used
on the role tonight and the skills it used on whom; answered at the 60分 checkpoint), 报信 (a
message of at most 50 characters to the 狼王, delivered at 30分)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import TEXT, Ask, RoleDef, 团队, 限定

from ..common import KING, PACK, WOLF, living_holder
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame


def kill(game: "BjGame", intent):
    if game.ledger.team_kill is None:
        game.ledger.team_kill = (intent.actor, intent.target)


def falcon_eye(game: "BjGame", intent):
    game.ledger.looks.append((intent.actor, intent.target, "隼眼", id(intent)))


def _message_check(game: "BjGame", seat, intent) -> str | None:
    text = intent.choice
    if not isinstance(text, str) or not text.strip():
        return "<报信>需要一段话"
    if len(text) > 50:
        return f"<报信>只能对狼王私聊50字以内的一段话：这段话有{len(text)}字"
    return None


def message(game: "BjGame", intent):
    king = living_holder(game, KING)
    if king is None:
        game.trace("<报信>：狼王已出局，无人接收")
        return
    game.notice(king, f"鹫狼<报信>：{intent.choice}")


杀人 = night_skill("杀人", "(5)", kill, tags={团队}, team=PACK, description="游戏日夜晚，指杀一名角色，与猎狼共群。")
隼眼 = night_skill("隼眼", "(9)", falcon_eye, tags={限定}, uses=1,
                 description="游戏日夜晚，选择一个角色，你获知该角色为什么身份，什么阵营，当晚被使用了哪些技能，当晚该角色对谁使用了什么技能。")
报信 = night_skill("报信", "(5)报信", message, targets=0, ask=Ask(TEXT, "对狼王私聊的一段话", limit=50),
                 checks=(_message_check,), description="游戏日夜晚，可对狼王私聊50字以内的一段话。")

ROLE = RoleDef("鹫狼", WOLF, (杀人, 隼眼, 报信), groups=(PACK,))
