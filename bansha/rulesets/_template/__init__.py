"""Ruleset `_template`: the smallest complete ruleset, to copy when a new seed arrives (see
README.md and docs/new-ruleset.md). It is not registered in `bansha.rulesets.KNOWN`."""
from __future__ import annotations

from typing import Any, ClassVar, TYPE_CHECKING

from bansha.engine import schedule
from bansha.engine.errors import Refusal
from bansha.engine.events import DEATH, Listener, on
from bansha.engine.order import Step
from bansha.engine.ruleset import Ruleset

from . import exit_list, lineups
from .day import DAY
from .night import NIGHT_ORDER
from .roles import ROLES
from .roles.villager import VILLAGE, WOLF
from .state import Period, State
from .statuses import blocking
from .timetable import TIMETABLE

if TYPE_CHECKING:
    from .state import TemplateGame


def _start(game: "TemplateGame") -> None:
    for seat in game.seats.values():
        game.notice(seat.no, f"你的身份是{seat.role}（{seat.camp}）。")


class Template(Ruleset):
    id = "_template"
    title = "模板规则"
    factions = (VILLAGE, WOLF)
    roles = ROLES
    lineups: ClassVar[Any] = lineups
    default_seats = 8

    def new_state(self, game: "TemplateGame") -> State:
        return State()

    def new_ledger(self, game: "TemplateGame") -> Period:
        return Period()

    def listeners(self) -> list[Listener]:
        return [on(DEATH, exit_list.on_death, priority=-1)]  # listed before any role reacts to the exit

    def steps(self, game: "TemplateGame") -> tuple[Step, ...]:
        return self.steps_of(game.kind, game.period.number)

    def steps_of(self, kind: str, number: int) -> tuple[Step, ...]:
        """A period's steps by its kind (and number), so a past period's are known too (the console's posts)."""
        if kind == "night":
            return NIGHT_ORDER
        if kind == "day":
            return DAY
        return (Step("开局", "", run=_start, at_close=True),)

    def take_vote(self, game: "TemplateGame", inp: dict[str, Any]) -> dict[str, Any]:
        item = Ruleset.take_vote(self, game, inp)
        held = blocking(game.seats[item["by"]], "vote")
        if held:
            raise Refusal(held.refusal)
        return item

    def deadlines(self, start_date, period, alive, events=None, game: "TemplateGame | None" = None):
        return schedule.deadlines(TIMETABLE, start_date, period, alive, events)


RULESET = Template()
