"""Recording submissions that arrive together in one transaction (group commit).

When twenty players submit at the same moment, recording them one by one builds and closes a
trial game twenty times and syncs the disk twenty times. Requests that arrive together have no
order among them, so the batch is checked as one arrival: the game is built once, every input
is submitted to it in turn (a refused one is answered with its reason and left out), and one
trial close checks that closing now rejects none of them. Anything less simple — an input that
closing would reject, a change whose old input other inputs rely on, two changes of one skill —
falls back to recording each input on its own with `Store.record`, which is always exact."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from bansha.engine.errors import Refusal

from . import snapshots
from .games import Store, _lock, _now, closing_key


@dataclass
class Item:
    """One submission: the input, who sent it, the seq it changes (if any), a hook that commits
    with it; afterwards its new seq or the refusal."""

    inp: dict[str, Any]
    source: str
    replaces: int | None = None
    then: Callable[[Any, int], None] | None = None
    seq: int | None = None
    error: Refusal | None = None


class _Fallback(Exception):
    pass


def unstorable(inp: dict[str, Any]) -> Refusal | None:
    """Why an input cannot be written to the log as UTF-8 JSON, if it cannot."""
    try:
        json.dumps(inp, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, ValueError, TypeError, RecursionError):
        return Refusal("输入含有无法保存的内容（不是有效的文字，或嵌套太深）：没有记录")
    return None


def record_batch(store: Store, game_id: str, items: list[Item]) -> None:
    """Record every item that the rules accept; fills in each item's seq or error. An item that
    could not be stored at all (a lone surrogate in its text) is refused alone, before the batch:
    one player's junk never fails the others' submissions."""
    for item in items:
        item.error = unstorable(item.inp)
    items = [i for i in items if i.error is None]
    if not items:
        return
    keys = [(i.inp.get("by"), i.inp.get("skill")) for i in items]
    if len(items) > 1 and len(set(keys)) == len(keys) and all(i.inp.get("kind") == "action" for i in items):
        try:
            return _together(store, game_id, items)
        except _Fallback:
            pass
    for item in items:
        try:
            store.record(game_id, item.inp, item.source, replaces=item.replaces, then=item.then)
            item.seq, item.error = store.last_seq, None
        except Refusal as r:
            item.seq, item.error = None, r


def _together(store: Store, game_id: str, items: list[Item]) -> None:
    with _lock(game_id):
        store.conn.begin_game(game_id)
        try:
            setup = store.setup(game_id)
            log = store.inputs(game_id)
            gone = {i.replaces for i in items if i.replaces is not None}
            rest, game, before = _without_all(store, setup, log, gone)
            period = game.period
            taken = []
            for item in items:
                try:
                    game.submit(item.inp)
                except Refusal as r:
                    if item.replaces is not None:
                        raise _Fallback() from None  # its old input must then stay: do it exactly
                    item.error = r
                    continue
                taken.append(item)
            trial = store.replayed(setup, rest)
            try:
                for item in taken:
                    trial.submit(item.inp)
                start = len(trial.events)
                trial.close()
            except Refusal:
                raise _Fallback() from None
            closing = {(e.get("by"), e.get("skill")): e["reason"] for e in trial.events[start:] if e["type"] == "rejected"}
            if any(k in closing for k in _keys(taken)):
                raise _Fallback()  # closing now would reject one of them: find which, exactly
            if before is not None and any(k in closing and k not in before for k in _keys_of(rest)):
                raise _Fallback()  # a change would make an earlier input fail at the close
            seq = store.conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM inputs WHERE game_id=?",
                                     (game_id,)).fetchone()[0]
            for old in gone:
                store.conn.execute("UPDATE inputs SET undone=TRUE WHERE game_id=? AND seq=?", (game_id, old))
            for item in taken:
                store.conn.execute(
                    "INSERT INTO inputs (game_id, seq, period, payload, source, recorded_at) VALUES (?,?,?,?,?,?)",
                    (game_id, seq, period, json.dumps(item.inp, ensure_ascii=False), item.source, _now()))
                if item.then is not None:
                    item.then(store.conn, seq)
                item.seq, seq = seq, seq + 1
            store.conn.commit()
        except BaseException:
            store.conn.rollback()
            for item in items:
                item.seq, item.error = None, None
            raise
    settled, open_seqs = closing_key(rest)
    snapshots.keep_closing((store._db, game_id), (settled, open_seqs + tuple(i.seq for i in taken)), closing)


def _keys(items: list[Item]) -> set[tuple[Any, Any]]:
    return {(i.inp.get("by"), i.inp.get("skill")) for i in items}


def _keys_of(log: list[Any]) -> set[tuple[Any, Any]]:
    return {(r.payload.get("by"), r.payload.get("skill")) for r in log if r.kind == "action"}


def _without_all(store: Store, setup: Any, log: list[Any], gone: set[int]):
    """The log without the changed inputs, the game it builds (every later input still
    accepted, or fall back), and what closing the untouched log rejects (None if nothing goes)."""
    if not gone:
        return log, store.replayed(setup, log), None
    at = [i for i, r in enumerate(log) if r.seq in gone]
    if len(at) != len(gone) or any(r.kind == "close" for r in log[min(at):]):
        raise _Fallback()
    whole = store.replayed(setup, log)
    for i in at:  # an input a step has settled stays: the exact path says why
        try:
            store._not_settled(setup, log, i, whole)
        except Refusal:
            raise _Fallback() from None
    first = min(at)
    rest = [r for r in log if r.seq not in gone]
    game = store.replayed(setup, log[:first])
    for r in rest[first:]:
        try:
            game.submit(r.payload)
        except Refusal:
            raise _Fallback() from None
    return rest, game, store._closing_rejections(setup, log)
