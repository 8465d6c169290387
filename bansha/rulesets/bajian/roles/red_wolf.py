"""赤狼: 炎盾 (a 村民阵营 特权 — the 长老 included, BJ-A21 — using a skill on tonight's target is
burned for good; it and every wolf are told) and 业炎【限定】 (修正: every role outside 狼人阵营
that used a skill on the target is 指杀'd by 赤狼). Judged from the night's use log, 炎盾 first:
the guard at the 30分 checkpoint, the others at 60分 (night.py)."""
from typing import TYPE_CHECKING

from bansha.engine.model import Status
from bansha.engine.skills import RoleDef, 限定

from ..common import ELDER, GODS, WOLF, WOLVES, KING, label
from ._kit import night_skill, used_on

if TYPE_CHECKING:
    from ..state import BjGame

BURNABLE = (ELDER, *GODS)
PACK = (KING, *WOLVES)  # a name, not a literal in the test: mypyc cannot compile `in (KING, *WOLVES)`


def shield(game: "BjGame", intent):
    game.ledger.shield = intent.target


def karma(game: "BjGame", intent):
    game.ledger.karma = intent.target


def judge_burns(game: "BjGame", roles) -> None:
    """炎盾: burn each 特权 among `roles` that used a skill on tonight's 炎盾 target."""
    target = game.ledger.shield
    if target is None:
        return
    for actor, skill in used_on(game, target):
        seat = game.seats[actor]
        if seat.role not in roles or seat.role not in BURNABLE or seat.has_status("烧伤"):
            continue
        if game.ruleset.camp_of(game, actor) != "村民阵营":
            continue
        wolves = tuple(n for n, s in game.seats.items() if s.alive and s.role in PACK)
        seat.statuses.append(Status("烧伤", source=None, until=None, audience=(actor, *wolves)))
        game.ledger.burned_now.append(actor)
        text = f"[{label(game, actor)}被烧伤了]"
        for to in sorted({actor, *wolves}):
            game.notice(to, text)


def judge_karma(game: "BjGame") -> None:
    """业炎: 赤狼 自动对使用了技能的角色进行一次指杀 (one per role, in the order they used it)."""
    target = game.ledger.karma
    if target is None:
        return
    red = next((n for n, s in game.seats.items() if s.role == "赤狼"), None)
    if red is None:  # 业炎 is the 赤狼's: a target is set only by one
        return
    seen = []
    for actor, skill in used_on(game, target):
        if actor in seen or game.ruleset.camp_of(game, actor) == WOLF:
            continue
        seen.append(actor)
        game.trace(f"<业炎>：{actor}号 对{target}号使用了<{skill}>，赤狼自动对其进行一次指杀")
        game.ledger.kills.append((red, actor, "业炎"))


炎盾 = night_skill("炎盾", "(2)", shield,
                 description="游戏日夜晚，选择一名角色，若当晚有村民阵营的特权对该角色使用过技能，则该特权角色被烧伤……")
业炎 = night_skill("业炎", "(2)", karma, tags={限定}, uses=1,
                 description="（修正）游戏日夜晚，选择一名角色，若狼人阵营以外的角色对业炎目标使用了技能，则赤狼自动对这位使用了技能的角色进行一次指杀。")

ROLE = RoleDef("赤狼", WOLF, (炎盾, 业炎))
