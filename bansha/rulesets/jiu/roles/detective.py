"""侦探⑥: 明察 [正午][翻牌] (not on the 竞选日) — it reveals, becomes sheriff by force and today's exile
vote is locked (JIU-R75); 断案 [正午][指定] on the 明察 day — the 结算目标 reveals, gets a permanent
[沉默] and takes [投票出局] (JIU-R76, R264)."""
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef

from .. import harm, statuses
from ..common import VILLAGE
from ._kit import reveal, skill, 指定, 翻牌
from .duck import not_election_day
from ..sheriff import make_sheriff

if TYPE_CHECKING:
    from ..state import JiuGame


@dataclass
class Inspected:
    """The day a seat used 明察: 断案 is open that day only."""
    day: int | None = None


def inspect(game: "JiuGame", intent):
    reveal(game, intent.actor)
    game.seats[intent.actor].state_of(Inspected).day = game.period.number
    make_sheriff(game, intent.actor, "明察")
    game.ledger.vote_locked = True
    game.announce("今日[封锁投票]：所有放逐投票贴关闭，已经进行的放逐投票无效。")


def same_day(game: "JiuGame", seat, defn):
    """「选择范围：发动[明察]的当天」 (a `when`: not offered before 明察 is sent that day)."""
    if seat.state_of(Inspected).day != game.period.number and not any(
            getattr(i, "actor", None) == seat.no and getattr(i, "skill", None) == "明察" for i in game.inbox):
        return "<断案>：只能在发动[明察]的当天发动"
    return None


def judge(game: "JiuGame", use):
    if game.seats[use.actor].state_of(Inspected).day != game.period.number:
        return game.reject(use.actor, "断案", "<断案>：只能在发动[明察]的当天发动")
    for t in use.settled:
        reveal(game, t)
        statuses.give(game, t, "沉默", use.actor)
        harm.damage(game, t, "投票出局", use.actor, "断案")


明察 = skill("明察", "正午", inspect, targets=0, tags=(翻牌,), when=not_election_day,
           description="侦探强制成为警长，然后当天[封锁投票]。")
断案 = skill("断案", "正午", judge, tags=(指定,), when=same_day, description="结算目标[翻牌]，永久获得[沉默]状态并承受[投票出局]。")

ROLE = RoleDef("侦探", VILLAGE, (明察, 断案))
