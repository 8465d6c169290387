"""Games kept as their input log and replayed on open.

The state *is* the log: opening a game replays every recorded input, so a reopened game
continues exactly where it was, undo is dropping the last input, and export is the log written
as a replay scenario."""
from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable

from bansha import dates, rulesets
from bansha.engine.clock import stamp as stamp_of
from bansha.engine.errors import NotFound, Refusal, ScenarioError
from bansha.engine.game import Game
from bansha.engine.skills import Intent
from bansha.play import apply, entry_of, entry_time
from bansha.scenario import load

from . import persisted, snapshots, write
from .db import connect
from .expect import Expect, check as check_expect
from .log import Recorded, _lock, _now, closing_key, log_key, open_log, period_start
from .recent import Recent

__all__ = ["Store", "open_store", "Recorded", "Setup", "ScenarioError", "Refusal", "open_log", "period_start",
           "log_key", "closing_key"]

_peeked: dict[tuple[str, str], tuple[tuple[int, ...], Game]] = Recent()  # Store.peek's last game per game id
_peek_guard = threading.Lock()
_peek_locks: dict[tuple[str, str], threading.Lock] = {}


@dataclass
class Setup:
    id: str
    ruleset: str
    options: dict[str, Any]
    rng: int
    seats: list[dict[str, Any]]
    dealt: str
    title: str
    start_date: str | None
    tz: str


_logs: dict[tuple[str, str], tuple[int, list[Recorded]]] = Recent()  # each game's log as last read, by version
_logs_guard = threading.Lock()
_COLUMNS = "SELECT seq, period, payload, source, recorded_at FROM inputs WHERE game_id=?"


def _rows(cursor: Any) -> list[Recorded]:
    return [Recorded(r[0], r[1], None, r[3], r[4], raw=r[2]) for r in cursor.fetchall()]


def checked_setup(ruleset: str, seats: list[dict[str, Any]], options: dict[str, Any] | None, rng: int,
                  start_date: str | None) -> str | None:
    """A new game's setup as a scenario checks it (refused in its words), and its start date as stored."""
    if start_date:
        try:
            start_date = dates.start_date(start_date)  # in the range a calendar reaches (issue 21)
        except ValueError as e:
            raise Refusal(str(e)) from None
    load({"ruleset": ruleset, "options": options or {}, "rng": rng, "seats": seats, "steps": []})
    return start_date


class Store:
    """Games in one SQLite file. Safe to share between threads of one process and between
    processes (the CLI and the web console on the same data directory)."""

    def __init__(self, conn: Any):
        self.conn = conn
        self._db = conn.name

    # --- games ------------------------------------------------------------------------------
    def create(self, game_id: str, ruleset: str, seats: list[dict[str, Any]], options: dict[str, Any] | None = None,
               rng: int = 0, title: str = "", start_date: str | None = None, tz: str = "Asia/Shanghai") -> Game:
        if not game_id or not game_id.replace("-", "").replace("_", "").isalnum():
            raise Refusal("游戏编号只能包含字母、数字、- 和 _")
        if self.conn.execute("SELECT 1 FROM games WHERE id=?", (game_id,)).fetchone():
            raise Refusal(f"已经有编号为 {game_id} 的游戏")
        start_date = checked_setup(ruleset, seats, options, rng, start_date)
        dealt = "given" if all(s.get("role") for s in seats) else "random"
        game = Game(rulesets.get(ruleset), seats, options, rng, start_date=start_date)
        stored = [{"seat": n, "name": s.name, "role": s.role, **game.seat_facts.get(n, {})} for n, s in game.seats.items()]
        self.conn.execute(
            "INSERT INTO games (id, ruleset, options, rng, seats, dealt, title, start_date, tz, created)"
            " VALUES (?,?,?,?,?,?,?,?,?,?)",
            (game_id, ruleset, json.dumps(options or {}, ensure_ascii=False), rng,
             json.dumps(stored, ensure_ascii=False), dealt, title, start_date, tz, _now()))
        return game

    def setup(self, game_id: str) -> Setup:
        row = self.conn.execute("SELECT * FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            raise NotFound(f"没有编号为 {game_id} 的游戏")
        return Setup(row["id"], row["ruleset"], json.loads(row["options"]), row["rng"], json.loads(row["seats"]),
                     row["dealt"], row["title"], row["start_date"], row["tz"])

    def list(self) -> list[Any]:
        return self.conn.execute(
            "SELECT g.id, g.ruleset, g.title, g.created, (SELECT COUNT(*) FROM inputs i WHERE i.game_id=g.id"
            " AND NOT i.undone) AS n FROM games g ORDER BY g.created").fetchall()

    def inputs(self, game_id: str) -> list[Recorded]:
        """The live inputs in order. The log read last is kept with its version (`log_version`,
        moved by a trigger on every write from any process): an unchanged log costs one lookup,
        a longer one reads only the new rows and the undone marks, so a request on a long game
        does not re-read and re-parse it all."""
        row = self.conn.execute("SELECT v FROM log_version WHERE game_id=?", (game_id,)).fetchone()
        version = row[0] if row else None
        key = (self._db, game_id)
        hit = _logs.get(key)
        if hit is not None and version is not None and hit[0] == version:
            return list(hit[1])
        if hit is not None and version is not None and hit[1]:
            last = hit[1][-1].seq
            undone = {r[0] for r in self.conn.execute(
                "SELECT seq FROM inputs WHERE game_id=? AND undone AND seq <= ?", (game_id, last))}
            log = [r for r in hit[1] if r.seq not in undone] if undone else list(hit[1])
            log += _rows(self.conn.execute(_COLUMNS + " AND NOT undone AND seq > ? ORDER BY seq", (game_id, last)))
        else:
            log = _rows(self.conn.execute(_COLUMNS + " AND NOT undone ORDER BY seq", (game_id,)))
        if version is not None:
            with _logs_guard:
                _logs[key] = (version, log)
        return list(log)

    # --- replay -----------------------------------------------------------------------------
    def open(self, game_id: str) -> Game:
        """Rebuild the game by replaying its log."""
        return self._state(self.setup(game_id), self.inputs(game_id))

    def peek(self, game_id: str) -> Game:
        """The game as the log stands, shared with other readers: never change it. Rebuilt only
        when the log has changed (every player's submission asks who may act now first)."""
        log = self.inputs(game_id)
        key, seqs = (self._db, game_id), log_key(log)
        with _peek_guard:
            lock = _peek_locks.setdefault(key, threading.Lock())
        with lock:  # readers arriving together wait for one rebuild instead of each doing it
            hit = _peeked.get(key)
            if hit is not None and hit[0] == seqs:
                return hit[1]
            game = self._state(self.setup(game_id), log)
            _peeked[key] = (seqs, game)
        return game

    def replayed(self, setup: Setup, log: list[Recorded]) -> Game:
        """The game a given log builds — a what-if, such as the log without one input."""
        return self._state(setup, log)

    def _state(self, setup: Setup, log: list[Recorded]) -> Game:
        """The same game `_replay` builds, started from the cached state right after the log's
        last close (replayed and cached on a miss), then the open period's inputs fed."""
        cut = period_start(log)
        key, seqs = (self._db, setup.id), log_key(log[:cut])
        game = snapshots.start_of(key, seqs)
        if game is None:
            game = persisted.load(self.conn, setup.id, seqs, rulesets.get(setup.ruleset)) if cut else None
            if game is None:
                game = self._replay(setup, log[:cut])
                if cut:
                    persisted.keep(self.conn, setup.id, seqs, game)
            snapshots.keep_start(key, seqs, game)
        for r in log[cut:]:
            apply(game, r.payload, entry_time(game, r.recorded_at))
        return game

    @staticmethod
    def _replay(setup: Setup, log: list[Recorded]) -> Game:
        game = Game(rulesets.get(setup.ruleset), deal_of(setup), setup.options, setup.rng,
                    start_date=setup.start_date, live=True, timed=True)
        for r in log:
            apply(game, r.payload, entry_time(game, r.recorded_at))
        return game

    # --- recording --------------------------------------------------------------------------
    def record(self, game_id: str, inp: dict[str, Any], source: str = "director",
               replaces: int | None = None, then: Callable[[Any, int, str], None] | None = None,
               at: datetime | None = None, expect: Expect | None = None, by_seat: bool = False) -> Game:
        """Check one input against the game and append it, or raise Refusal and change nothing
        (`store.write`, the one write path: the engine judges it as the log will replay it).

        The input is applied at the moment it is recorded (`at`, default now: an import's entry
        time). `replaces` names an input of the open period that this one takes the place of (a
        player changing an action before its step settles): both happen in one transaction or
        neither. `then(conn, seq, period)` runs inside the same transaction, for a caller's own bookkeeping
        that must commit with the input (the web console's audit). `expect`: what the writer saw,
        checked inside the transaction (`store.expect`). `by_seat`: the seat sent it itself, judged
        also for whether it may now. Returns the game right after it (read it at once); the new seq
        is left in `self.last_seq`."""
        item = write.Item(inp, source, replaces, then, by_seat)
        return write.write(self, game_id, [item], whole=True, at=at, expect=expect)

    def record_all(self, game_id: str, inputs: list[dict[str, Any]], source: str = "director",
                   at: datetime | None = None, expect: Expect | None = None) -> Game:
        """Record a batch (a day's thread) all or nothing: one refusal records none of it. Every input
        of the batch arrives at the same moment (`at`, default now); `expect` as in `record`."""
        if any(inp.get("kind") == "close" for inp in inputs):
            raise Refusal("成批记录不能包含结算")
        return write.write(self, game_id, [write.Item(inp, source) for inp in inputs], whole=True, at=at,
                           expect=expect)

    def withdraw(self, game_id: str, seq: int, expect: Expect | None = None) -> Recorded:
        """Take back one input of the open period, not only the last one (a card given by
        mistake); refused if the period is settled or a later input would no longer stand."""
        with _lock(game_id):
            self.conn.begin_game(game_id)
            try:
                setup = self.setup(game_id)
                log = self.inputs(game_id)
                check_expect(expect, lambda: self._state(setup, log), log)
                gone = next((r for r in log if r.seq == seq), None)
                self._without(setup, log, seq)
                self.conn.execute("UPDATE inputs SET undone=TRUE WHERE game_id=? AND seq=?", (game_id, seq))
                self.conn.commit()
                write.forget(self, game_id)
            except BaseException:
                self.conn.rollback()
                raise
        return gone

    def _without(self, setup: Setup, log: list[Recorded], seq: int) -> list[Recorded]:
        """The log without input `seq`, checked: it must belong to the open period, and every
        later input must still be accepted, and settle the same way, without it."""
        at = next((i for i, r in enumerate(log) if r.seq == seq), None)
        if at is None:
            raise Refusal(f"没有第 {seq} 条输入（或已撤销）")
        if any(r.kind == "close" for r in log[at:]):
            raise Refusal(f"第 {seq} 条输入所在的阶段已经结算，不能撤回；需要时请用撤销逐条回到该阶段")
        later = log[at + 1:]
        self._not_settled(setup, log, at)
        game = self._state(setup, log[:at])
        for r in later:
            try:
                apply(game, r.payload, entry_time(game, r.recorded_at), strict=True)
            except Refusal as e:
                raise Refusal(f"撤回第 {seq} 条后，第 {r.seq} 条输入不再成立：{e.reason}") from None
        mine = {(r.payload.get("by"), r.payload.get("skill")) for r in later if r.kind == "action"}
        before = self._closing_rejections(setup, log)
        for who, reason in self._closing_rejections(setup, log[:at] + later).items():
            if who in mine and who not in before:
                raise Refusal(f"撤回第 {seq} 条后，{who[0]}号 <{who[1]}>将被拒绝：{reason}")
        return log[:at] + later

    def _not_settled(self, setup: Setup, log: list[Recorded], at: int, game: Game | None = None) -> None:
        """An input a step has already settled (its answer may be out) stays: neither withdrawn
        nor changed. So does one recorded before a step that settled after it. `game`: the game
        the whole log builds, if the caller has it."""
        seq = log[at].seq
        if log[at].kind == "settle":
            raise Refusal(f"第 {seq} 条是导演的结算指令，只能用撤销逐条回退")
        game = game or self._state(setup, log)
        start = period_start(log)
        taken = at - start + 1  # this input is the period's taken-th
        index = sum(1 for r in log[start:at] if r.kind not in ("settle", "tick"))  # what the inbox holds
        item = game.inbox[index] if index < len(game.inbox) else None
        if isinstance(item, Intent) and item.consumed:
            raise Refusal(f"第 {seq} 条输入已在步骤{item.slot.defn.step or ''}结算，不能撤回或更改")
        if any(n >= taken for n in game.settled_after.values()):
            raise Refusal(f"第 {seq} 条输入之后已有步骤结算，不能撤回或更改；需要时请用撤销逐条回退")

    def _closing_rejections(self, setup: Setup, log: list[Recorded]) -> dict[tuple[Any, Any], str]:
        """What closing the open period now would reject, by (seat, skill); remembered per log."""
        key, seqs = (self._db, setup.id), closing_key(log)
        known = snapshots.closing_of(key, seqs)
        if known is not None:
            return known
        game = self._state(setup, log)
        start = len(game.events)
        game.live = False  # a what-if close runs through every step, what it would stop for forfeited
        game.close()
        found = {(e.get("by"), e.get("skill")): e["reason"] for e in game.events[start:] if e["type"] == "rejected"}
        snapshots.keep_closing(key, seqs, found)
        return found

    def undo(self, game_id: str, expect: Expect | None = None) -> Recorded:
        with _lock(game_id):
            self.conn.begin_game(game_id)
            try:
                setup = self.setup(game_id)
                log = self.inputs(game_id)
                check_expect(expect, lambda: self._state(setup, log), log)
                if not log:
                    raise Refusal("没有可以撤销的输入")
                last = log[-1]
                self.conn.execute("UPDATE inputs SET undone=TRUE WHERE game_id=? AND seq=?", (game_id, last.seq))
                self.conn.commit()
                write.forget(self, game_id)
            except BaseException:
                self.conn.rollback()
                raise
            return last

    def earlier(self, game_id: str, kind: str, seat: int, skill: str | None = None) -> int | None:
        """The seq of the seat's latest live input of `kind` (and `skill`, for an action) in the
        open period, if any, from the kept log (it runs on every submission)."""
        for r in reversed(open_log(self.inputs(game_id))):
            p = r.payload if r.kind == kind else None
            if p is not None and p.get("by") == seat and (skill is None or p.get("skill") == skill):
                return r.seq
        return None

    # --- export -----------------------------------------------------------------------------
    def export(self, game_id: str) -> dict[str, Any]:
        """The game as a timed scenario (spec/live.md): its deal and every input of its log, each at
        the moment it was applied. Replayed, it prints the live game's record, event for event."""
        setup = self.setup(game_id)
        out: dict[str, Any] = {"ruleset": setup.ruleset, "options": setup.options, "rng": setup.rng}
        if setup.start_date:  # the calendar timed rules were judged by
            out["start_date"] = setup.start_date
        out["seats"] = deal_of(setup)
        out["log"] = log_entries(self.inputs(game_id))
        return out


def deal_of(setup: Setup) -> list[dict[str, Any]]:
    """The seats a game is rebuilt from: as dealt by hand, or — a random deal — without the roles,
    which the seeded deal draws again (the facts it dealt besides, 078's 节气 and letters, are kept)."""
    if setup.dealt == "given":
        return setup.seats
    return [{k: v for k, v in s.items() if k != "role"} for s in setup.seats]


def log_entries(log: list[Recorded]) -> list[dict[str, Any]]:
    """A log as the timed form's entries. A post's `reply_to` (in the log: its place in the period's
    posts) is written as the floor it replies to, or as `reply_index` where that post has no floor."""
    entries: list[dict[str, Any]] = []
    now: str | None = None
    posts: list[dict[str, Any]] = []  # the open period's posts so far
    for r in log:
        at = stamp_of(r.recorded_at)
        now = at if now is None or at > now else now
        payload = r.payload
        key, value = entry_of(payload)
        if key == "post":
            floor = value.pop("reply_floor", None)  # an imported entry's floor, recorded as it came
            k = value.pop("reply_to", None)
            if floor is not None:
                value["reply_to"] = floor
            elif k is not None:
                target = posts[k] if 0 <= k < len(posts) else None
                if target is not None and target.get("floor") is not None and \
                        target.get("thread", "discussion") == value.get("thread", "discussion"):
                    value["reply_to"] = target["floor"]
                else:
                    value["reply_index"] = k
            posts.append(payload)
        elif key == "close":
            if payload["kind"] == "close":
                posts = []
        entries.append({"time": now, key: value})
    return entries


def open_store(directory: Any = None) -> Store:
    return Store(connect(directory))

