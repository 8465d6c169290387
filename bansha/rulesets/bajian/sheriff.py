"""078's 警长 who exits: its 殉职 names the heir; a red card, or no answer in time, draws one at random (BJ-R47,
R81, R98). Below both the day and the exit that offers it (exits.exit_seat), so neither imports the other."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import triggers
from bansha.engine.record import Sheriff
from bansha.engine.skills import SkillDef, 指定

from .common import RED, label

if TYPE_CHECKING:
    from .state import BjGame


def hand_over(game: "BjGame", intent):
    old = intent.actor
    game.sheriff = intent.target
    game.emit(Sheriff(intent.target))
    game.notice(intent.target, "你成为警长。")
    game.announce(f"警长{label(game, old)} <殉职>，{label(game, intent.target)} 继任警长。")


def random_heir(game: "BjGame") -> None:
    """警长<殉职>对象随机决定 (a red card, or no answer in time)."""
    old = game.sheriff
    if old is None:  # no sheriff, no 殉职
        return
    living = [n for n in game.alive() if n != old]
    heir = game.rng.choice(living) if living else None
    game.sheriff = heir
    game.emit(Sheriff(heir))
    if heir is not None:
        game.notice(heir, "你成为警长。")
        game.announce(f"警长{label(game, old)} 的<殉职>对象随机决定：{label(game, heir)} 继任警长。")


def sheriff_out(game: "BjGame", seat_no: int, cause: str) -> None:
    if cause == RED:
        random_heir(game)
    else:
        triggers.offer(game, seat_no, "殉职", 1, random_heir)


殉职 = SkillDef("殉职", "reactive", frozenset({指定}), allow_self=False, effect=hand_over,
              description="警长出局时选择继任警长；红牌罚下或未及时联系导演时随机决定。")
