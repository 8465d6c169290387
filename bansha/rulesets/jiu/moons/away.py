"""What 去打猎 and 林地采集 share (JIU-R151, R153, R17): "选择范围：所有男性/所有女性 … 所有结算目标[离开游戏]，
持续至下一次新月抽取阶段", then a game in an author-only thread.

- Gender is the player's, as the director deals it: the seat key `gender` (性别), 男 or 女 (rulings.md,
  JIU-A25). A 新月 whose 选择范围 needs it cannot be drawn while a living seat has none (refused in
  the draw's words), and the director's random draw passes it over.
- The 结算目标 (every living seat of that gender; [隐身] drops out) leave the game for the rest of this
  day and the night after it, and come back as the next day begins, before its 新月 draw (rulings.md,
  去打猎/林地采集).
- Each one's submission in the thread is an action of the 新月's game skill (打猎游戏, 采集游戏) that the
  director enters from the thread, in the day it left or the night after (a later one replaces it): the one
  use a leaver makes while away. Drawn by the 执警, the day's submissions may come before the 新月 settles
  (promised to every living seat of the gender; only the 结算目标's are kept)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from bansha.engine import intake
from bansha.engine.errors import Refusal
from bansha.engine.period import Period
from bansha.engine.skills import Intent, SkillDef, SkillSlot

from .. import directed, leaving
from ..common import labels, seats_in_order

if TYPE_CHECKING:
    from ..state import JiuGame

GENDER = "gender"
GENDERS = ("男", "女")


def gender(game: "JiuGame", seat_no: int) -> str | None:
    return game.seat_facts.get(seat_no, {}).get(GENDER)


def genderless(game: "JiuGame") -> list[int]:
    """The living seats with no gender: while there is one, a 新月 whose 选择范围 is a gender cannot be drawn."""
    return [n for n, s in seats_in_order(game) if s.alive and gender(game, n) not in GENDERS]


def gender_refusal(game: "JiuGame", moon: str, want: str) -> str | None:
    """选择范围：所有男性/女性 needs every living seat's gender: the draw's refusal names those without one."""
    missing = genderless(game)
    if missing:
        return (f"<代理>：新月<{moon}>的选择范围是所有{want}性，{labels(game, missing)} 没有性别"
                f"（建局时在座位上写 性别=男 或 性别=女）")
    return None


@dataclass
class Trip:
    """A 新月 game's leavers (去打猎, 林地采集): who went, the day they come back, and whether they have."""
    players: list[int] = field(default_factory=list)
    back: Period | None = None
    done: bool = False


def promise(game: "JiuGame", moon: str, want: str, play: SkillDef) -> None:
    """Drawn by the 执警: each living seat of the gender may already send its submission this day (a promise
    until the 新月 settles; only a 结算目标's is kept), as the day's inputs come before it settles."""
    for n, s in seats_in_order(game):
        if s.alive and gender(game, n) == want:
            game.promises.append((n, SkillSlot.of(play, moon)))


def send_away(game: "JiuGame", moon: str, trip: Trip, want: str, plays: tuple[SkillDef, ...],
              tell: Callable[[int], str]) -> list[int]:
    """Cast on every living seat of the gender: the 结算目标 leave until the next day begins, each holding the
    game's skill (one for the day, one for the night) until it is back."""
    pool = [n for n, s in seats_in_order(game) if s.alive and gender(game, n) == want]
    back = Period.of("day", game.period.number + 1)
    trip.back = back

    def settle(g, use):
        for t in use.settled:
            if leaving.leave(g, t, leaving.TEMPORARY, moon, back=back, tell=tell(t)):
                g.seats[t].skills += [SkillSlot.of(p, moon) for p in plays]
                trip.players.append(t)
    directed.cast(game, moon, pool, settle)
    game.trace(f"<{moon}>：{labels(game, trip.players)} 离开游戏，至{back}开始回归")
    return trip.players


def kept(game: "JiuGame", moon: str, trip: Trip, intent) -> bool:
    """Whether a submission is kept: False (rejected) when its seat is not playing the game, a promise to a
    seat the 新月 did not send away (it was [隐身])."""
    if intent.actor not in trip.players:
        game.reject(intent.actor, intent.skill, f"<{intent.skill}>：你不是新月<{moon}>的结算目标，不需要进行这个游戏")
        return False
    return True


def due(game: "JiuGame", trip: Trip) -> bool:
    """At a night's end: whether the game's players come back as the next day begins (once)."""
    if trip.back == Period.of("day", game.period.number + 1) and not trip.done:
        trip.done = True
        return True
    return False


def bring_back(game: "JiuGame", moon: str, trip: Trip) -> None:
    for n in trip.players:
        seat = game.seats[n]
        seat.skills = [s for s in seat.skills if s.source != moon]
        leaving.come_back(game, n, f"<{moon}>：下一次新月抽取阶段到来，你回归了游戏。")


def take(game: "JiuGame", inp: dict[str, Any], moon_of: dict[str, str]) -> Intent:
    """A submission in the thread, by a seat playing the game (or promised it), in the day or the night
    before it is back; a later one replaces it."""
    seat = game.seat(inp.get("by"))
    name: str = inp["skill"]  # one of moon_of's names: the ruleset sends only those here
    if not any(s.defn.name == name for s in intake.slots_of(game, seat, name)) \
            and not any(n == seat.no and s.defn.name == name for n, s in game.promises):
        raise Refusal(f"{seat.no}号 没有技能<{name}>：只有以<{moon_of[name]}>[离开游戏]的角色需要进行这个游戏")
    slot = next((s for s in intake.free_slots(game, seat, name) if game.kind in s.defn.phases), None)
    if slot is None:
        raise Refusal(f"<{name}>：游戏帖只在离开游戏期间开放")
    intent = Intent(seat.no, slot, (), inp.get("choice"), inp.get("phase"))
    for chk in slot.defn.checks:
        reason = chk(game, seat, intent)
        if reason:
            raise Refusal(reason)
    return intent
