"""The inputs a scenario gives, in both forms (the period form's steps, the timed form's log
entries), as Pydantic models: a wrong field is named, never guessed."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)  # "3", true and 2.0 are not seat numbers


class ActionIn(_Strict):
    by: int
    skill: str
    targets: list[int] = Field(default_factory=list)
    choice: Any = None
    phase: str | None = None
    time: str | None = None


class CardIn(_Strict):
    to: int
    card: Literal["蓝牌", "黄牌", "红牌"]
    reason: str = ""
    faction_loses: bool = False


class LastWordsIn(_Strict):
    by: int
    text: str


class SurrenderIn(_Strict):
    faction: str
    by: list[int] | int | None = None


class StalemateIn(_Strict):
    """The director rules that the game cannot go on (a ruleset that has a rule for it: 245's 僵局)."""
    reason: str = ""


class MoonPickIn(_Strict):
    """The director's own choice of a 新月's targets (245's 黑幕自选), in the day step it is cast in."""
    moon: str
    targets: list[int]
