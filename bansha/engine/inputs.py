"""A ruleset's intake: each kind of input checked by its `take_<kind>`, and what the period keeps of it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from . import procedure
from .errors import Refusal
from .intake import build_intent
from .timetable import Timetable

if TYPE_CHECKING:
    from .game import Game
    from .skills import Intent

_TAKE = {"action": "take_action", "vote": "take_vote", "sheriff_vote": "take_vote", "post": "take_post",
         "card": "take_card", "last_words": "take_last_words", "surrender": "take_surrender"}


@mypyc_attr(allow_interpreted_subclasses=True)
class Inputs(Timetable):
    # the seed's words for refusing a second use of a skill in one night
    resubmit_rule: ClassVar[str] = ""
    # the seed's words where a <强制> skill may not be declined (本阶段放弃 is refused for it); "" = it may
    forced_rule: ClassVar[str] = ""
    breaches: ClassVar[tuple[str, ...]] = ()  # the seed's breach names a card's reason may cite (245 违规判定)
    moon_pick_names: ClassVar[tuple[str, ...]] = ()  # events whose targets the director may pick (245 新月, 黑幕自选)

    def intake(self, game: "Game", inp: dict[str, Any]) -> Any:
        """Check one input and return what the period keeps of it (an `Intent` for a skill), or
        raise `Refusal`. Dispatched by kind to the `take_*` methods a ruleset overrides; a ruleset
        with an input kind of its own adds `take_<kind>` (M162's `take_request`)."""
        kind = procedure.kind_of(inp)
        if kind == "action":  # the common kinds by a direct call (compiled, a native one)
            return self.take_action(game, inp)
        if kind == "vote" or kind == "sheriff_vote":
            return self.take_vote(game, inp)
        name = _TAKE.get(kind) or (f"take_{kind}" if kind.isidentifier() else None)
        take = getattr(self, name, None) if name else None
        if take is None:
            raise Refusal(f"无法识别的输入：{inp.get('kind')}")
        return take(game, inp)

    def accepts(self, kind: str) -> bool:
        """Whether `intake` takes inputs of this kind (a `take_<kind>` of the ruleset's own, 245's
        stalemate): the console offers a form only for those."""
        return getattr(self, _TAKE.get(kind) or f"take_{kind}", None) is not None

    def take_action(self, game: "Game", inp: dict[str, Any]) -> "Intent":
        return build_intent(game, inp, game.kind)

    def take_vote(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        item = procedure.vote(game, inp)
        if game.kind != "day":
            raise Refusal("投票只能在白天进行")
        return item

    def take_post(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        """A post as copied; `proxy` marks one the director posted for the seat (代投)."""
        item = procedure.post(game, inp)
        if game.kind != "day":
            raise Refusal("夜晚不得发言")
        if inp.get("proxy"):
            item["proxy"] = True
        return item

    def take_card(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        return procedure.card(game, inp)

    def take_last_words(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        return procedure.last_words(game, inp)

    def decline_last_words(self, game: "Game", seat_no: int) -> dict[str, Any]:
        """放弃遗言 (a `pass` naming 遗言): judged as words would be (`procedure.decline_last_words`)."""
        return procedure.decline_last_words(game, seat_no)

    def take_surrender(self, game: "Game", inp: dict[str, Any]) -> Any:
        raise Refusal("本规则没有投降")

    def check_reactive(self, game: "Game", intent: "Intent") -> str | None:
        return None
