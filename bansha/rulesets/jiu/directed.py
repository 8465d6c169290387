"""[指定] skills through one pipeline (JIU-R23, R24, R41, R235): each [选择目标] is a ball kicked down
the redirection chain 煽动 → 时间逆流 → 魔术 → 人偶操控 → 防反 → 反射 → 磁吸, each step looking only at
whoever holds the ball now and never re-checked; a [隐身] holder then drops out of the [结算目标].
[结算效果] applies to the 结算目标; [发动效果] runs after it whether or not one remains (JIU-A03).
No identity of the pool redirects, so the chain keeps every ball where it was kicked."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from bansha.engine.resolution import IMMUNITY, RETARGET, Action, Resolver

from . import leaving, statuses
from .events import TARGETED

if TYPE_CHECKING:
    from bansha.engine.game import Game
    from bansha.engine.skills import Intent

    from .state import JiuGame

CHAIN = ("煽动", "时间逆流", "魔术", "人偶操控", "防反", "反射", "磁吸")
# a redirector's rule by chain name: (game, action) → kick the ball (none in the 245 pool)
REDIRECTORS: dict[str, Callable[["Game", Action], None]] = {}


@dataclass
class Use:
    """One settled use of a [指定] skill: who, the 选择目标, the 结算目标, what else it named."""
    actor: int | None
    skill: str
    chosen: tuple[int, ...]
    settled: list[int] = field(default_factory=list)
    choice: Any = None
    intent: "Intent | None" = None
    pairs: list[tuple[int, int]] = field(default_factory=list)  # (index in `chosen`, 结算目标)

    @property
    def target(self) -> int | None:
        return self.settled[0] if self.settled else None


def _stealth(game: "JiuGame", a: Action) -> None:
    if a.target is not None and statuses.has(game.seats[a.target], "隐身"):
        a.cancel(f"{a.target}号 持有[隐身]：移除出[结算目标]")


def _redirect(name: str) -> Callable[["Game", Action], None]:
    """The chain's step `name`: its redirector's rule, read when the ball passes (none registered today)."""
    def step(game: "JiuGame", a: Action) -> None:
        rule = REDIRECTORS.get(name)
        if rule is not None:
            rule(game, a)
    return step


def resolver() -> Resolver:
    """A step of the chain with no redirector's rule keeps the ball where it is: only those with one are asked."""
    r = Resolver()
    for name in CHAIN:
        if name in REDIRECTORS:
            r.on(RETARGET, "*", _redirect(name))
    r.on(IMMUNITY, "*", _stealth)
    r.on(IMMUNITY, "*", leaving.drop_from_targets)  # 离开游戏: not affected (JIU-R210)
    return r


def settle_targets(game: "JiuGame", actor: int | None, skill: str, chosen: tuple[int, ...]) -> list[tuple[int, int]]:
    """(index of the 选择目标, the 结算目标 it became), in order; a ball dropped is left out."""
    out: list[tuple[int, int]] = []
    r = resolver()

    def kept(game: "JiuGame", a: Action) -> None:
        if a.target is not None:  # a ball redirected to nobody is dropped
            out.append((a.data["i"], a.target))
    r.handle("指定", kept)
    r.run(game, [Action("指定", actor, t, skill, {"i": k}) for k, t in enumerate(chosen)])
    return out


def _use(game: "JiuGame", actor, skill, chosen, choice=None, intent=None) -> Use:
    pairs = settle_targets(game, actor, skill, tuple(chosen))
    return Use(actor, skill, tuple(chosen), [t for _, t in pairs], choice, intent, pairs)


def directed(settle: Callable[["Game", Use], None] | None, launch: Callable[["Game", Use], None] | None = None):
    """The effect of a [指定] skill: 结算效果 on the 结算目标, then 发动效果."""
    def effect(game: "JiuGame", intent: "Intent") -> None:
        use = _use(game, intent.actor, intent.skill, intent.targets, intent.choice, intent)
        game.fire(TARGETED, use=use)
        if settle is not None:
            settle(game, use)
        if launch is not None:
            launch(game, use)
    return effect


def cast(game: "JiuGame", skill: str, chosen: list[int], settle: Callable[["Game", Use], None]) -> Use:
    """A [指定] effect with no seat behind it: the director's 新月 (a faceless source, JIU-R58)."""
    use = _use(game, None, skill, chosen)
    settle(game, use)
    return use
