"""`bansha replay`: play a scripted game headless and return its record (spec/replay.md)."""
from __future__ import annotations

from typing import Any

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import DIRECTOR, Game
from bansha.engine.record import Rejected, Unused
from bansha.play import apply, payload_of
from bansha.scenario import Scenario, load


def feed(game: Game, inp: dict[str, Any]) -> None:
    """Submit one input; a refusal goes into the record as a `rejected` event."""
    try:
        game.submit(inp)
    except Refusal as r:
        if inp["kind"] == "action":
            game.reject(inp.get("by"), inp.get("skill"), r.reason)
        elif inp["kind"] in ("vote", "sheriff_vote"):
            game.reject(inp.get("by"), None, r.reason, vote=inp.get("for"))
        else:
            game.emit(Rejected(inp.get("by", inp.get("to")), r.reason, input=inp["kind"]), DIRECTOR)


def play(sc: Scenario, record_traces: bool = True) -> Game:
    if sc.timed:
        return play_log(sc, record_traces)
    rs = rulesets.get(sc.ruleset)
    game: Game[Any, Any] = Game(rs, [s.model_dump() for s in sc.seats], sc.options, sc.rng, record_traces, sc.start_date)
    steps = {s.at: s for s in sc.steps}
    last = sc.steps[-1].at if sc.steps else "start"
    played = game.period
    while True:
        played = game.period
        step = steps.pop(played, None)
        if step:
            for inp in sc.step_inputs(step):
                feed(game, inp)
        game.close()
        if game.over or played == last:
            break
    for step in steps.values():
        for a in step.actions:
            game.emit(Unused(a.by, a.skill), DIRECTOR)
    game.flags["played"] = played
    return game


def play_log(sc: Scenario, record_traces: bool = True) -> Game:
    """The timed form: every entry applied at its time, as the live game applied it (`bansha.play`,
    the store's own path); the open period is left open."""
    game: Game[Any, Any] = Game(rulesets.get(sc.ruleset), [s.model_dump() for s in sc.seats], sc.options, sc.rng,
                                record_traces, sc.start_date, live=True, timed=True)
    for entry in sc.entries:
        apply(game, payload_of(entry.key, entry.value), entry.time)
    return game


def record(game: Game) -> dict[str, Any]:
    final = game.final()
    final["period"] = game.flags.get("played", game.period)
    return {"ruleset": game.ruleset.id, "events": game.events, "final": final}


def replay(data: Any) -> dict[str, Any]:
    return record(play(load(data)))
