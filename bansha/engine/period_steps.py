"""A ruleset's settling: the open period's steps in the seed's order, the state they keep, and the
resolver every 指定 skill passes (where a protection or a redirection meets a pending action)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from .inputs import Inputs
from .order import Step
from .period import Period
from .resolution import Action, Resolver
from .skills import 指定

if TYPE_CHECKING:
    from .game import Game
    from .skills import Intent

SKILL = "指定技能"


def _skill_effect(game: "Game", action: Action) -> None:
    intent = action.data["intent"]
    if action.target != intent.target:
        intent.targets = (action.target, *intent.targets[1:])
    intent.slot.defn.effect(game, intent)


def _resolve_whole(game: "Game") -> None:
    game.ruleset.resolve(game, game.inbox)


_WHOLE_PERIOD = (Step("结算", "", run=_resolve_whole, at_close=True, takes=("*",)),)


@mypyc_attr(allow_interpreted_subclasses=True)
class PeriodSteps(Inputs):
    # whether `pipeline` registers hooks for 指定 skills (a ruleset without any skips the queue)
    directed_hooks: ClassVar[bool] = False

    def resolve(self, game: "Game", inbox: list[Any]) -> None:
        """Settle a whole period at once: what the default `steps` runs at the close."""
        raise NotImplementedError

    def steps_of(self, kind: str, number: int) -> tuple[Step, ...] | None:
        """The steps of any period of this kind and number, where they follow from those alone (a ruleset's
        `steps` then reads them for the open period, `steps_in` for a past one); None where they do not."""
        return None

    def steps_in(self, game: "Game", period: str) -> tuple[Step, ...]:
        """The steps `period` had (a past one's too: the console reads which step made each of its posts
        and trace lines): by `steps_of`; without it only the open period's are known."""
        p = Period(period)
        known = self.steps_of(p.kind, p.number)
        if known is not None:
            return known
        return self.steps(game) if period == game.period else ()

    def steps(self, game: "Game") -> tuple[Step, ...]:
        """The open period's steps in the seed's order (bansha.engine.settlement settles them).
        By default one step at the close that runs `resolve` over the period's inputs."""
        return _WHOLE_PERIOD

    def settling(self, game: "Game", intents: list["Intent"]) -> list["Intent"]:
        """The uses a step is about to settle, as the ruleset lets them stand (M162: a pack's
        skill passes to a living member; uses of seats gone since are refused)."""
        return intents

    def new_state(self, game: "Game") -> Any:
        """The ruleset's typed state of the whole game (what it remembers across periods)."""
        return None

    def new_ledger(self, game: "Game") -> Any:
        """The ruleset's typed state of one period (its kills, poisons …), made when it opens."""
        return None

    def pipeline(self, game: "Game", resolver: Resolver) -> None:
        """Register the ruleset's redirection, immunity and protection hooks on a fresh resolver
        (every 指定 skill passes them, `apply`)."""

    def resolver(self, game: "Game") -> Resolver:
        """A fresh resolver with the ruleset's hooks: one per settlement, never shared."""
        r = Resolver()
        r.handle(SKILL, _skill_effect)
        self.pipeline(game, r)
        return r

    def apply(self, game: "Game", intent: "Intent") -> None:
        """A settled skill use takes effect. A 指定 skill passes the resolver's hook phases as
        one action, so a redirection or immunity serves every such skill; a redirected action
        settles on its new target."""
        d = intent.slot.defn
        if 指定 not in d.tags or not intent.targets or not self.directed_hooks:
            d.take_effect(game, intent)
            return
        self.resolver(game).run(game, [Action(SKILL, intent.actor, intent.target, d.name, {"intent": intent})])

    def combine_protections(self, game: "Game", seat: int, kind: str, found: list[Any]) -> list[Any]:
        return found

    def filter_feedback(self, game: "Game", to: int, skill: str, result: Any,
                        target: int | None) -> tuple[int, Any] | None:
        """Rewrite a feedback's recipient or result, or drop it (None); as is by default."""
        return to, result
