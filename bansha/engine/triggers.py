"""Triggered skills offered after an event (最后一枪, 殉职, 报复 …).

An exit may *offer* a seat a reactive skill. Offers wait in a priority queue until the ruleset
settles them (PVZ: when the next day opens; 078: within the night). Settling takes the seat's
scripted or recorded use of that skill from the period's inputs, if any; its effect may make new
offers, which join the queue at once (即时插入结算). An offer nobody takes up is forfeited."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:
    from .game import Game
    from .skills import Intent


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class Offer:
    seat: int
    skill: str
    priority: int
    seq: int
    on_forfeit: Callable[["Game"], None] | None
    made: int  # how many offers the game had made before this one

    def __init__(self, seat: int, skill: str, priority: int, seq: int,
                 on_forfeit: Callable[["Game"], None] | None = None, made: int = 0) -> None:
        self.seat = seat
        self.skill = skill
        self.priority = priority
        self.seq = seq
        self.on_forfeit = on_forfeit
        self.made = made


def offer(game: "Game", seat: int, skill: str, priority: int = 0,
          on_forfeit: Callable[["Game"], None] | None = None, ahead: bool = False) -> None:
    """`ahead` settles this offer before older ones of the same priority (即时插入: a trigger
    raised by an effect goes first)."""
    n = len(game.offers_made)
    game.offers.append(Offer(seat, skill, priority, -n if ahead else n, on_forfeit, n))
    game.offers_made.append((seat, skill))
    game.trace(f"{seat}号 可以发动<{skill}>")


def take(game: "Game", seat: int, skill: str) -> "Intent | None":
    """The first unconsumed reactive input of this seat and skill in the current period."""
    for intent in game.reactive:
        if not intent.consumed and intent.actor == seat and intent.skill == skill:
            intent.consumed = True
            return intent
    return None


def pending_input(game: "Game", o: Offer) -> bool:
    return any(not i.consumed and i.actor == o.seat and i.skill == o.skill for i in game.reactive)


def settle(game: "Game", wait: bool = False) -> None:
    """Settle offers, lowest priority number first, then in the order they were made. With
    `wait` (live play, before the deadline) an offer whose seat has not answered yet stops the
    queue there: later offers (the sheriff's 殉职 after a shot) wait for it. In live play an offer
    made while the director forces the period on (a close, 推进结算) waits too: no forcing forfeits
    a choice it has itself just offered, before its holder could see it."""
    while game.offers and not game.over:
        game.offers.sort(key=lambda o: (o.priority, o.seq))
        o = game.offers[0]
        held = wait or (game.live and game.forcing and o.made >= game.force_mark)
        if held and not pending_input(game, o) and (o.seat, o.skill) not in game.passes:
            return  # not answered yet (a seat that passed has answered: it forfeits)
        game.offers.pop(0)
        used = False
        while True:
            intent = take(game, o.seat, o.skill)
            if intent is None:
                break
            reason = game.check_reactive(intent)
            if reason:
                game.reject(intent.actor, intent.skill, reason)
                continue
            intent.slot.use()
            game.log_use(intent, "触发")
            intent.slot.defn.take_effect(game, intent)
            used = True
            break
        if not used:
            if held and game.live and (o.seat, o.skill) not in game.passes:
                game.offers.insert(0, o)  # every answer was refused: the seat may answer again
                return
            game.trace(f"{o.seat}号 未发动<{o.skill}>，视为放弃")
            game.forfeited.append((o.seat, o.skill))
            if o.on_forfeit:
                o.on_forfeit(game)
