"""Skills as data: a `SkillDef` says what the seed says of a skill (its tags, its phase, its
targets, its checks and its effect); a `SkillSlot` is one seat's copy with its own count, so a
gift (奇迹商人's 交易) is just another slot. Roles are bundles of skill definitions."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:
    from .game import Game
    from .model import Seat

强制 = "强制"
限定 = "限定"
团队 = "团队"
指定 = "指定"
翻牌 = "翻牌"
宣言 = "宣言"

Check = Callable[["Game", "Seat", "Intent"], "str | None"]
Effect = Callable[["Game", "Intent"], None]


IDENTITY = "identity"  # an identity of the ruleset's pool (a guess, an asked identity); `count` of them
TEXT = "text"  # free text of at most `limit` characters, kept as typed
NUMBER = "number"  # a whole number from 1 to `limit`
SKILLS = "skills"  # any number of skill names (245 控天)
ORDER = "order"  # `count` to `limit` different `values` in the holder's own order (078's opening 征召 letters)


@dataclass(frozen=True, slots=True)
class Ask:
    """The shape of a skill's `choice`, declared with the skill, so the player's page, the bot's words
    and the tests ask for it alike (a listed `choices` needs none; a `choice_help` is typed as it says).
    `count`: how many identities (0: one per target seat, in the targets' order); `among`: only identities of
    this faction; `label`: what the field is, in the seed's words; `phase`: the shape only in that kind of
    period, where the skill names no seat (078's 征召: letters at the opening, a seat at night)."""

    kind: str
    label: str = ""
    count: int = 1
    limit: int = 0
    among: str = ""
    optional: bool = False
    values: tuple[str, ...] = ()
    phase: str = ""


@dataclass(frozen=True, slots=True)
class SkillDef:
    """One skill as the seed writes it.

    `phase` is when it is used: "start", "night", "day" (several joined by "|"), or "reactive" (used only when a rule
    offers it, such as 最后一枪 after an exit). `step` names the night-order step that settles it.
    `targets` is how many seats it names (0 for none); `checks` refuse illegal uses with the
    rules' words; `effect` is what it does when its step settles it."""

    name: str
    phase: str
    tags: frozenset[str] = frozenset()
    targets: int = 1
    uses: int | None = None
    step: str | None = None
    team: str | None = None
    allow_self: bool = True
    dead_targets: bool = False
    checks: tuple[Check, ...] = ()
    effect: Effect | None = None
    auto: bool = False  # a 强制 skill with no choice: it happens by itself
    choices: tuple[str, ...] = ()  # what `choice` may hold, where the skill asks for one
    on_accept: Effect | None = None  # run when a use is accepted (a promise of what it will grant)
    choice_help: str = ""  # the form of a structured `choice` the values cannot list, for the forms
    description: str = ""
    per_period: int = 1  # uses of one copy in one period, where the seed allows several (078 天眼【2】)
    max_targets: int | None = None  # a skill naming from `targets` up to this many seats (078 守护之盾 X)
    # a condition on the holder and the moment, not on targets (245: "not on the 竞选日", "only the 执警"):
    # checked at intake like `checks`, and "who may act now" offers the skill only while it holds
    when: Callable[..., str | None] | None = None
    ask: Ask | None = None  # the shape of its `choice` where it is not a listed one (an identity, a text)
    phases: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "phases", frozenset(self.phase.split("|")))

    @property
    def limited(self) -> bool:
        return 限定 in self.tags

    def take_effect(self, game: "Game", intent: "Intent") -> None:
        """What the skill does when its step settles it (a skill without an effect is a slip in its role)."""
        effect = self.effect
        if effect is None:
            raise TypeError(f"<{self.name}> has no effect to settle")
        effect(game, intent)


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class SkillSlot:
    """A seat's (or a group's) copy of a skill, with its remaining uses and where it came from."""

    defn: SkillDef
    uses_left: int | None
    source: str
    data: dict[str, Any]

    def __init__(self, defn: SkillDef, uses_left: int | None, source: str = "身份",
                 data: dict[str, Any] | None = None) -> None:
        self.defn = defn
        self.uses_left = uses_left
        self.source = source
        self.data = {} if data is None else data

    @classmethod
    def of(cls, defn: SkillDef, source: str = "身份", uses: int | None = None) -> "SkillSlot":
        return cls(defn, uses if uses is not None else defn.uses, source)

    @property
    def name(self) -> str:
        return self.defn.name

    def spent(self) -> bool:
        return self.uses_left is not None and self.uses_left <= 0

    def use(self) -> None:
        if self.uses_left is not None:
            self.uses_left -= 1


def is_among(items: list[Any], item: Any) -> bool:
    """Whether this very object (a slot copy, compared by identity) is in `items`: a loop, where compiled
    `any(...)` makes a generator per question and a set of `id()`s an int per copy."""
    for x in items:
        if x is item:
            return True
    return False


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class Intent:
    """One accepted use of a skill, waiting for its step to settle it."""

    actor: int
    slot: SkillSlot
    targets: tuple[int, ...]
    choice: Any
    phase: str | None
    index: int
    consumed: bool

    def __init__(self, actor: int, slot: SkillSlot, targets: tuple[int, ...], choice: Any = None,
                 phase: str | None = None, index: int = 0, consumed: bool = False) -> None:
        self.actor = actor
        self.slot = slot
        self.targets = targets
        self.choice = choice
        self.phase = phase
        self.index = index
        self.consumed = consumed

    @property
    def skill(self) -> str:
        return self.slot.defn.name

    @property
    def target(self) -> int | None:
        return self.targets[0] if self.targets else None


@dataclass(frozen=True, slots=True)
class RoleDef:
    """A role, everything about it declared in its module: its camp (real and as others read it), its
    skills (each naming the step that settles it), the groups it joins, its listeners on the event
    catalogue (`events.on(EVENT, fn, priority)`, lykos style), its own typed state (`state`: a class
    the role's code reads as `seat.state_of(cls)`, not string keys), its slot in the ruleset's exit
    list (245's statistics order) and its part in the win (`win`, read by the ruleset's win check)."""

    name: str
    camp: str
    skills: tuple[SkillDef, ...] = ()
    groups: tuple[str, ...] = ()
    surface_camp: str | None = None
    surface_role: str | None = None
    listens: tuple[Any, ...] = ()  # events.Listener
    description: str = ""
    state: Any = None  # the role's typed state, a class made per seat on first use
    exit_slot: str | None = None  # where its exits stand in the ruleset's exit list
    win: Callable[..., Any] | None = None  # its part in the ruleset's win check
