"""Ruleset `_template`: the smallest complete ruleset, to copy when a new seed arrives (see
README.md). It is not registered in `bansha.rulesets.KNOWN`."""
from __future__ import annotations

from typing import Any, ClassVar

from bansha.engine.order import Step
from bansha.engine.ruleset import Ruleset

from . import lineups
from .day import DAY
from .night import NIGHT_ORDER
from .roles import ROLES
from .roles.villager import VILLAGE
from .roles.werewolf import WOLF
from .state import Night, State


def _start(game) -> None:
    for seat in game.seats.values():
        game.notice(seat.no, f"你的身份是{seat.role}（{seat.camp}）。")


class Template(Ruleset):
    id = "_template"
    title = "模板规则"
    factions = (VILLAGE, WOLF)
    roles = ROLES
    lineups: ClassVar[Any] = lineups
    default_seats = 8

    def new_state(self, game) -> State:
        return State()

    def new_ledger(self, game) -> Night | None:
        return Night() if game.period.kind == "night" else None

    def steps(self, game) -> tuple[Step, ...]:
        kind = game.period.kind
        if kind == "night":
            return NIGHT_ORDER
        if kind == "day":
            return DAY
        return (Step("开局", "", run=_start, at_close=True),)


RULESET = Template()
