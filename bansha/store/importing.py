"""`bansha import FILE.json`: a replay scenario becomes a console game — its seats, options and
calendar, then its inputs recorded through the store's own checks: a timed scenario's entries
(spec/live.md, what `export` writes) each at its time, so the game's record is the replay's; a
period-form scenario's steps period by period, each closed as `bansha replay` settles it. An input
the rules refuse is not recorded and is listed (the replay keeps it as a `rejected` event); the
steps after the game's end are listed as unused.

All or nothing: the game is built in a scratch database in memory, then copied into the data
directory in one transaction — a scenario that fails half-way (or a crash) leaves no game behind,
and importing it again is not refused as a duplicate."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bansha.engine.clock import aware
from bansha.engine.errors import Refusal
from bansha.play import payload_of
from bansha.scenario import Scenario, load

from . import db
from .games import Store


@dataclass
class Imported:
    game_id: str
    periods: list[str] = field(default_factory=list)  # the periods settled, in order
    refused: list[tuple[str, dict[str, Any], str]] = field(default_factory=list)  # (period, input, reason)
    unused: list[str] = field(default_factory=list)  # steps after the end of the game
    over: bool = False
    winner: str | None = None


def import_scenario(store: Store, game_id: str, data: Any, title: str = "") -> Imported:
    if isinstance(data, dict) and "expect" in data:  # a scenario file's expected outcome is no input
        data = {k: v for k, v in data.items() if k != "expect"}
    sc = load(data)  # ScenarioError: the file is not a scenario, nothing is created
    _free(store.conn, game_id)
    scratch = Store(db.scratch())  # its own caches' key, never one a later scratch reuses
    out = _play(scratch, game_id, sc, title)
    conn = store.conn
    conn.begin_game(game_id)
    try:
        _free(conn, game_id)
        game_row = scratch.conn.execute("SELECT * FROM games WHERE id=?", (game_id,)).fetchone()
        conn.execute(f"INSERT INTO games ({', '.join(game_row.keys())}) VALUES ({', '.join('?' * len(game_row))})",
                     tuple(game_row))
        conn.executemany("INSERT INTO inputs (game_id, seq, period, payload, source, recorded_at, undone)"
                         " VALUES (?,?,?,?,?,?,?)",
                         [(*r[:6], bool(r[6])) for r in scratch.conn.execute(
                             "SELECT game_id, seq, period, payload, source, recorded_at, undone"
                             " FROM inputs WHERE game_id=? ORDER BY seq", (game_id,)).fetchall()])
        conn.commit()
    except BaseException:
        conn.rollback()
        raise
    finally:
        scratch.conn.close()
    return out


def _free(conn: Any, game_id: str) -> None:
    if conn.execute("SELECT 1 FROM games WHERE id=?", (game_id,)).fetchone():
        raise Refusal(f"已经有编号为 {game_id} 的游戏")


def _play(store: Store, game_id: str, sc: Scenario, title: str) -> Imported:
    seats = [s.model_dump(exclude_none=True) for s in sc.seats]
    store.create(game_id, sc.ruleset, seats, sc.options, sc.rng, title, sc.start_date)
    return _import_log(store, game_id, sc) if sc.timed else _import_steps(store, game_id, sc)


def _import_log(store: Store, game_id: str, sc: Scenario) -> Imported:
    """Each entry recorded at its time (a `probe` records nothing); a refused one is listed."""
    out = Imported(game_id)
    game = store.open(game_id)
    for entry in sc.entries:
        if entry.key == "probe" or game.over:
            continue
        period = game.period
        try:
            game = store.record(game_id, payload_of(entry.key, entry.value), source="import",
                                at=aware(entry.time))
        except Refusal as r:
            out.refused.append((period, {entry.key: entry.value}, r.reason))
            continue
        if game.period != period:
            out.periods.append(period)
    out.over, out.winner = game.over, game.winner
    return out


def _import_steps(store: Store, game_id: str, sc: Scenario) -> Imported:
    out = Imported(game_id)
    steps = {s.at: s for s in sc.steps}
    last = sc.steps[-1].at if sc.steps else "start"
    game = store.open(game_id)
    while True:
        played = game.period
        step = steps.pop(played, None)
        if step:
            _record(store, game_id, played, sc.step_inputs(step), out)
            game = store.open(game_id)
        if not game.over:  # a step's input may end the game as it settles (a shot)
            game = store.record(game_id, {"kind": "close"})
        out.periods.append(played)
        if game.over or played == last:
            break
    out.unused = list(steps)
    out.over, out.winner = game.over, game.winner
    return out


def _record(store: Store, game_id: str, period: str, inputs: list[dict[str, Any]], out: Imported) -> None:
    """The step's inputs in one transaction; if the rules refuse one, one by one, keeping the rest."""
    if not inputs:
        return
    try:
        store.record_all(game_id, inputs)
        return
    except Refusal:
        pass
    for inp in inputs:
        try:
            store.record(game_id, inp)
        except Refusal as r:
            out.refused.append((period, inp, r.reason))
