"""瘟神 (三方, 50): 传播瘟疫 [早夜][指定] → [漏洞] (JIU-R125); 瘟疫爆发 [深夜][指定][限定] on [漏洞]
holders → [致死伤害] each (JIU-R126); its win (JIU-R127) is its part of wins.py's check (`ROLE.win`)."""
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import DEATH

from .. import harm, statuses, wins
from ..common import THIRD
from ._kit import reject, settled_before, skill, 指定, 限定

if TYPE_CHECKING:
    from ..state import JiuGame

SLOT = "瘟神瘟疫爆发"  # its entry of the exit list (下列顺序统计出局名单)


def spread(game: "JiuGame", use):
    for t in use.settled:
        statuses.give(game, t, "漏洞", use.actor)


def _bad(game: "JiuGame", targets):
    return [t for t in targets if not statuses.has(game.seats[t], "漏洞")]


def holders_only(game: "JiuGame", seat, intent):
    if game.period.kind == "night" and not settled_before(game, "早夜2"):
        return None
    bad = _bad(game, intent.targets)
    return f"<瘟疫爆发>选择范围：所有持有[漏洞]状态的角色（{bad[0]}号 没有[漏洞]）" if bad else None


def outbreak(game: "JiuGame", use):
    bad = _bad(game, use.chosen)
    if bad:
        return reject(game, use, f"<瘟疫爆发>选择范围：所有持有[漏洞]状态的角色（{bad[0]}号 没有[漏洞]）")
    for t in use.settled:
        harm.damage(game, t, "致死伤害", use.actor, "瘟疫爆发", slot=SLOT)


@dataclass
class Outbreaks:
    """The game's tally of exits through 瘟疫爆发 (whoever cast it): 瘟神's win reads it."""
    out: int = 0


def count_plague(game: "JiuGame", seat, cause):
    if cause == "瘟疫爆发":
        game.state.of(Outbreaks).out += 1


def win(game: "JiuGame", faction: str) -> str | None:
    """胜：场上未持有[漏洞]状态的存活角色不大于因[瘟疫爆发]而出局的角色 (三方阵营 holding a 瘟神)."""
    if faction != THIRD:
        return None
    out = game.state.of(Outbreaks).out
    clean = [n for n, s in game.seats.items() if wins.in_play(s) and not statuses.has(s, "漏洞")]
    if len(clean) <= out:
        return f"场上未持有[漏洞]状态的存活角色（{len(clean)}）不大于因[瘟疫爆发]而出局的角色（{out}）"
    return None


传播瘟疫 = skill("传播瘟疫", "早夜", spread, tags=(指定,), description="结算目标获得[漏洞]状态。")
瘟疫爆发 = skill("瘟疫爆发", "深夜", outbreak, tags=(指定, 限定), uses=1, max_targets=99, checks=(holders_only,),
             description="选择范围：所有持有[漏洞]状态的角色。对所有结算目标造成[致死伤害]。")

ROLE = RoleDef("瘟神", THIRD, (传播瘟疫, 瘟疫爆发), listens=(on(DEATH, count_plague),), exit_slot=SLOT, win=win)
