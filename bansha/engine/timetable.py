"""A ruleset's timetable: what is due in a period and by when, and the windows its skills keep."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from . import lateness
from .period_order import PeriodOrder

if TYPE_CHECKING:
    from .game import Game
    from .skills import Intent


@mypyc_attr(allow_interpreted_subclasses=True)
class Timetable(PeriodOrder):
    # acts the seed forbids inside a window of the timetable: act name → deadline key
    skill_blackouts: ClassVar[dict[str, str]] = {}
    # skills the seed allows only inside a window of the timetable: skill name → deadline key
    skill_windows: ClassVar[dict[str, str]] = {}
    # skills answered outside any step's deadline (M162's 殉职): skill name → timetable row keys
    skill_deadlines: ClassVar[dict[str, tuple[str, ...]]] = {}
    # timetable events that are the settling of a step (M162: "lingtong_sent" is step (6)灵通); None: the
    # period's opening (078's night counts from the day's actual 关门)
    step_events: ClassVar[dict[str, str | None]] = {}
    # the forum threads a day's posts come from (245 adds its 自由警长发言贴 and 宣言贴)
    threads: ClassVar[tuple[str, ...]] = ("discussion", "vote", "sheriff")

    def deadlines(self, start_date: Any, period: str, alive: int, events: dict[str, Any] | None = None,
                  game: "Game | None" = None) -> list[Any]:
        """What is due in a period and by when (bansha.engine.schedule.Deadline); [] if unknown.
        Given the game, rows for roles nobody holds are left out."""
        return []

    def late_refusal(self, game: "Game", intent: "Intent", at: Any) -> str | None:
        """Why a skill sent at `at` comes too late (`lateness.late_refusal`: its step's row, `skill_deadlines`);
        a ruleset adds its own timing rules here (078's half hour from a notice, 245's 正午 from 09:00)."""
        return lateness.late_refusal(game, intent, at)
