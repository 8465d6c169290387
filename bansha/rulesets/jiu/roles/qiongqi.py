"""穷奇⑨ [接刀]: 惩善扬恶 [深夜][指定] (深夜1, JIU-R112) — any other role, each at most once a game, is
marked. From then on, when a marked role 亲手击杀 (JIU-R113: voted that day for a role exiled that
day as top vote, or is the source of the skill that put it out) a 村民阵营 role it gets a random 黑商
gift, and a 狼人阵营 role a chained [致死伤害] (穷奇连带, JIU-R176); each announced. One reward or
punishment per mark; marks of different 穷奇 stack and are announced apart (JIU-R251; JIU-A18)."""
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import CHAIN, EXILED, QIONGQI_SLOT

from .. import harm
from ..common import VILLAGE, WOLF, judged_camp
from . import gifts
from ._kit import publish, skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "惩善扬恶"


@dataclass
class Marks:
    """A seat's state: the 穷奇 whose unspent marks it carries, in order, and (a 穷奇's) whom it has chosen."""
    by: list[int] = field(default_factory=list)
    chosen: list[int] = field(default_factory=list)


def check(game: "JiuGame", seat, intent):
    if intent.target is not None and intent.target in seat.state_of(Marks).chosen:
        return f"<{NAME}>：每名角色只能被选择一次"
    return None


def mark(game: "JiuGame", use):
    game.seats[use.actor].state_of(Marks).chosen.extend(use.chosen)
    for t in use.settled:
        game.seats[t].state_of(Marks).by.append(use.actor)
        game.trace(f"{t}号 获得<惩善扬恶>（来源：{use.actor}号）")


def judge(game: "JiuGame", killer: int, victim: int) -> None:
    """亲手击杀: each unspent mark on the killer answers once, in the order the marks were made."""
    marks = game.seats[killer].state_of(Marks).by
    camp = judged_camp(game, victim)
    if not marks or camp not in (VILLAGE, WOLF):
        return
    k, v = game.seats[killer].name, game.seats[victim].name
    for source in list(marks):
        marks.remove(source)
        if camp == VILLAGE:
            gifts.grant(game, killer, game.rng.choice(gifts.KINDS), "黑商")
            if game.kind != "night":  # a day's reward is held at once (a night's when the night ends)
                gifts.night_end(game)
            publish(game, f"{k}击杀了{v}获得了奖励")
        else:
            publish(game, f"{k}击杀了{v}受到了惩罚")
            harm.settle(game, killer, "致死伤害", source, "穷奇连带")


def on_chain(game: "JiuGame", seat, cause):
    """穷奇连带, in the chain order: the exit's skill source killed it by its own hand — each holder of a
    日月合击 that put it out (JIU-A36)."""
    if cause == "投票":
        return
    for source in harm.exit_sources(game, seat):
        if source != seat:
            judge(game, source, seat)


def on_exiled(game: "JiuGame", seat, voters):
    """The top-vote exile: every marked role that voted for it killed it by its own hand."""
    if game.seats[seat].alive:
        return
    for voter, target in sorted(voters.items()):
        if target == seat and voter != seat:
            judge(game, voter, seat)


惩善扬恶 = skill(NAME, "深夜", mark, tags=(指定,), allow_self=False, checks=(check,),
             description="任意一名其他角色，每名角色只能被选择一次。其此后亲手击杀村民阵营获得随机一份黑商礼物，亲手击杀狼人阵营连带受到[致死伤害]。")

ROLE = RoleDef("穷奇", WOLF, (惩善扬恶,), listens=(on(CHAIN, on_chain, QIONGQI_SLOT), on(EXILED, on_exiled)))
