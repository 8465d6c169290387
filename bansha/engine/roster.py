"""A ruleset's roster: its roles, how a deal is checked and made, and the seats and groups it gives."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from .model import Seat
from .skills import RoleDef, SkillSlot

if TYPE_CHECKING:
    from .game import Game


@mypyc_attr(allow_interpreted_subclasses=True)
class Roster:
    roles: ClassVar[dict[str, RoleDef]] = {}
    extra_skills: ClassVar[tuple[str, ...]] = ()
    # a module with validate(roles) and deal(n, rng): the seed's roster and default line-ups
    lineups: ClassVar[Any] = None
    default_seats: ClassVar[int] = 12  # what `bansha simulate` plays when no seat count is given
    # names a timetable gives seats made by another role's skill → that role (PVZ 幸运儿 → 奇迹商人)
    made_roles: ClassVar[dict[str, str]] = {}
    # every identity is dealt before play, so a role no seat holds (nor `made_roles` makes) is not in the
    # game and the console leaves it out of the steps' titles; 078's identities come later, by 征召
    roles_dealt: ClassVar[bool] = True
    # seat keys a deal may carry besides seat, name and role (078: term, letter)
    seat_keys: ClassVar[tuple[str, ...]] = ()
    seat_key_labels: ClassVar[dict[str, str]] = {}  # how a director names them (078: term → 节气), seats file and console
    roster_help: ClassVar[str] = ""  # what the new-game form says under the roles (245: 随机好人 and the line-up's rules)
    # how many times one seat may change player (替补); None = as often as the director likes
    substitutes_per_seat: ClassVar[int | None] = None
    substitute_rule: ClassVar[str] = ""  # the seed's words for refusing one more

    def skill_names(self) -> set[str]:
        names = {s.name for r in self.roles.values() for s in r.skills}
        return names | set(self.extra_skills)

    def validate_roster(self, roles: list[str]) -> None:
        self.lineups.validate(roles)

    def validate_seats(self, seats: list[dict[str, Any]]) -> None:
        """Check what a hand-made deal gives each seat besides its role (`seat_keys`)."""

    def deal(self, n: int, rng: random.Random, options: dict[str, Any]) -> list[str]:
        return self.lineups.deal(n, rng)

    def make_seat(self, no: int, name: str, role: str) -> Seat:
        r = self.roles[role]
        return Seat(no, name, role, r.camp, r.surface_role or role, r.surface_camp or r.camp,
                    skills=[SkillSlot(s, s.uses) for s in r.skills if not s.team])

    def setup(self, game: "Game") -> None:
        for seat in game.seat_list:
            for g in self.roles[seat.role].groups:
                members = game.groups.get(g)
                if members is None:
                    game.groups[g] = [seat.no]
                else:
                    members.append(seat.no)
        for seat in game.seat_list:
            for s in self.roles[seat.role].skills:
                if s.team and s.team in game.groups and not any(
                        x.defn.name == s.name for x in game.group_skills.get(s.team, ())):
                    game.group_skills.setdefault(s.team, []).append(SkillSlot.of(s, "团队"))

    def roster_groups(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """The roles as the new-game form lists them, under headings (245: by faction, as its pool is
        written); by default one list."""
        return [("身份", self.roster_notes())]

    def roster_notes(self) -> list[tuple[str, str]]:
        """The roles a director may deal, each with a note the new-game form shows beside it (245: the
        draft pool's faction and strength score); by default the role names alone."""
        return [(name, "") for name in self.roles]

    def added_seats(self, roles: list[str | None]) -> int:
        """How many seats the rules may add during play beyond the deal (245: 空想家's extra seat), so a
        scenario may name them; none by default."""
        return 0

    def identities(self, among: str = "") -> list[str]:
        """The identities a skill's `Ask` of IDENTITY offers: the ruleset's whole pool, as public as its rule
        post (never the seats' roles), or those of the faction `among`."""
        return [n for n, r in self.roles.items() if not among or r.camp == among]

    def skill_pool(self) -> list[str]:
        """Every skill name of the ruleset, for an `Ask` of SKILLS (245 控天)."""
        return sorted(self.skill_names())
