"""The one write path: every input that reaches a game — a player's page or the bot, the console, the
CLI, the forum watcher, a deadline's tick — is judged by the engine alone (`Game.submit` through
`bansha.play.apply`) and appended to the log in the same transaction, once.

The writer keeps each game's live state for the log it has written (`_live`), under the game's lock:
a new input is applied to it once, not replayed with the period's whole log, and no trial close is
run — a reactive skill entered ahead of its trigger is judged when the trigger settles, like any
input. The log stays the truth: another process's write (the CLI beside the console) moves the log on
and the state is rebuilt from it; a refused input, whose engine contract is to change nothing, drops
the state anyway, as does any error. Inputs recorded together (a pasted thread, submissions that
arrive at the same moment) share one moment and one transaction."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Callable

from bansha.engine import acting
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.play import apply, entry_time

from . import log as logs, persisted, snapshots
from .expect import Expect, check as check_expect
from .log import Recorded, log_key, open_log
from .recent import Recent

if TYPE_CHECKING:
    from .games import Setup, Store

_live: dict[tuple[str, str], tuple[tuple[int, int], Game]] = Recent()  # a game's state as its writer left it


@dataclass
class Item:
    """One input to record: who sent it (`source`), the seq it takes the place of (a change), a hook
    that commits with it (an audit row), whether the seat sent it itself (`by_seat`: judged also for
    whether it may send it now); afterwards its new seq, or its refusal."""

    inp: dict[str, Any]
    source: str = "director"
    replaces: int | None = None
    then: Callable[[Any, int, str], None] | None = None  # (connection, seq, the period it was recorded in)
    by_seat: bool = False
    change: bool = False  # it takes the place of the seat's (or its team's) earlier use of the skill, if any
    seq: int | None = None
    error: Refusal | None = None


def unstorable(inp: dict[str, Any]) -> Refusal | None:
    """Why an input cannot be written to the log as UTF-8 JSON, if it cannot."""
    try:
        json.dumps(inp, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, ValueError, TypeError, RecursionError):
        return Refusal("输入含有无法保存的内容（不是有效的文字，或嵌套太深）：没有记录")
    return None


def write(store: "Store", game_id: str, items: list[Item], whole: bool, at: datetime | None = None,
          expect: Expect | None = None) -> Game:
    """Record `items` at one moment (`at`, default now). `whole`: all or nothing — the first refusal
    is raised and nothing is recorded; otherwise each refused item keeps its refusal and the others
    are recorded. Returns the game right after the last input (read it at once: the writer goes on
    with it)."""
    return write_many(store, {game_id: items}, whole, at, expect)[game_id]


def write_many(store: "Store", batches: dict[str, list[Item]], whole: bool = False, at: datetime | None = None,
               expect: Expect | None = None) -> dict[str, Game]:
    """Record the items of several games in one transaction (a group commit: one sync of the disk for
    everything that arrived together), each game under its own lock, taken in one order."""
    stamp = logs._now(at)
    ids = sorted(batches)
    locks = [logs._lock(g) for g in ids]
    for lock in locks:
        lock.acquire()
    try:
        if len(ids) == 1:
            store.conn.begin_game(ids[0])
        else:
            store.conn.begin_games(ids)
        done: dict[str, tuple[Game, list[Recorded], Any]] = {}
        try:
            for game_id in ids:
                done[game_id] = _write_game(store, game_id, batches[game_id], whole, stamp, expect)
            store.conn.commit()
        except BaseException:
            store.conn.rollback()
            for game_id in ids:
                _live.pop((store._db, game_id), None)
                for item in batches[game_id]:
                    item.seq = None
            raise
        for game_id, (game, log, started) in done.items():
            key = (store._db, game_id)
            _live[key] = (log_key(log), game)
            if started is not None and log_key(log) == started:  # the new period starts here
                snapshots.keep_start(key, started, game)
                persisted.keep(store.conn, game_id, started, game)
    finally:
        for lock in reversed(locks):
            lock.release()
    last = [i.seq for g in ids for i in batches[g] if i.seq is not None]
    if last:
        store.last_seq = last[-1]
    return {g: done[g][0] for g in ids}


def _write_game(store: "Store", game_id: str, items: list[Item], whole: bool, stamp: str,
                expect: Expect | None) -> tuple[Game, list[Recorded], Any]:
    """One game's part of a write, inside the open transaction: each item judged and appended."""
    setup, log = store.setup(game_id), store.inputs(game_id)
    game = _state(store, setup, log)
    check_expect(expect, game, log)
    seq = store.conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM inputs WHERE game_id=?",
                             (game_id,)).fetchone()[0]  # past every row: an undone seq stays taken
    started = None  # the new period's start, if a close opened one
    for item in items:
        item.error = unstorable(item.inp)
        if item.error is None:
            try:
                base, on = log, game
                if item.change:
                    item.replaces = _earlier(game, log, item.inp)
                if item.replaces is not None:  # a change: the log, and the game, without the old input
                    base = store._without(setup, log, item.replaces)
                    on = store._state(setup, base)
                period = on.period
                payload, closed = _apply(on, item, entry_time(on, stamp))
                if payload is None:
                    continue
                if item.replaces is not None:
                    store.conn.execute("UPDATE inputs SET undone=TRUE WHERE game_id=? AND seq=?",
                                       (game_id, item.replaces))
                log, game = base, on
            except Refusal as r:
                item.error = r
        if item.error is not None:
            if whole:
                raise item.error
            if item.replaces is None:  # whatever the refused input touched is gone
                game = store._state(setup, log)
            continue
        store.conn.execute(
            "INSERT INTO inputs (game_id, seq, period, payload, source, recorded_at) VALUES (?,?,?,?,?,?)",
            (game_id, seq, period, json.dumps(payload, ensure_ascii=False), item.source, stamp))
        if item.then is not None:
            item.then(store.conn, seq, period)
        log = log + [Recorded(seq, period, payload, item.source, stamp)]
        item.seq, seq = seq, seq + 1
        if closed:
            started = log_key(log)
    return game, log, started


def _apply(game: Game, item: Item, when: str) -> tuple[dict[str, Any] | None, bool]:
    """Judge and apply one input; the payload the log keeps (None: nothing to keep), and whether it opened
    a new period."""
    inp = item.inp
    if inp.get("kind") != "close":
        taken = apply(game, inp, when, strict=True, by_seat=item.by_seat)
        if taken is None and inp.get("kind") == "post":
            return None, False  # a post the log holds already (a paste and a watch at once): not again
        return inp, False
    period = game.period
    if apply(game, inp, when, strict=True) or game.over or game.period != period:
        return inp, True
    # the close stopped at an offer it made: no new period, so no close in the log
    return {"kind": "settle", "close": True, **{k: v for k, v in inp.items() if k == "time"}}, False


def _earlier(game: Game, log: list[Recorded], inp: dict[str, Any]) -> int | None:
    """The seq of the use this one changes: the seat's (or a teammate's, for a team's one use) earlier
    use of the same skill in the open period, while its step has not settled; None when there is none."""
    if inp.get("kind") != "action" or inp.get("by") not in game.seats:
        return None
    owner = acting.submitted_by(game, inp["by"], inp.get("skill"))
    if owner is None:
        return None
    for r in reversed(open_log(log)):
        if r.kind == "action":
            p = r.payload
            if p.get("by") == owner and p.get("skill") == inp.get("skill"):
                return r.seq
    return None


def _state(store: "Store", setup: "Setup", log: list["Recorded"]) -> Game:
    """The writer's state for this log: kept from its own last write, else rebuilt from the log."""
    hit = _live.get((store._db, setup.id))
    if hit is not None and hit[0] == log_key(log):
        return hit[1]
    return store._state(setup, log)


def forget(store: "Store", game_id: str) -> None:
    """Drop a game's kept state (its log was changed another way: an undo, a withdrawal)."""
    _live.pop((store._db, game_id), None)
