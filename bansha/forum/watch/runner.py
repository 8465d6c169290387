"""Running the rounds: `bansha watch` in the foreground (once, or every N seconds until stopped)
and the console's own watcher thread (`bansha serve`), which polls every game whose 跟帖 switch
is on at that game's interval. One poller per game at a time (a lease in the store), so the two
never read the same game at once."""
from __future__ import annotations

import os
import threading
import time
from typing import Any, Callable

from bansha.store.games import Store, open_store

from . import tables
from .fetch import Fetcher
from .poll import Round, poll_game


def fetcher_for(store: Store, gap: float = 1.0, timeout: float = 15.0) -> Fetcher:
    return Fetcher(gap=gap, timeout=timeout, cookie=lambda host: tables.cookie(store.conn, host))


def lease_seconds(every: float) -> float:
    return every * 2 + 120


_rounds: dict[str, threading.Lock] = {}  # one round per game at a time within this process
_rounds_guard = threading.Lock()


def poll_now(store: Store, game_id: str, fetcher: Fetcher, holder: str, every: float = 60.0,
             force: bool = False, keep: bool = True) -> Round | None:
    """One round under the game's lease (between processes) and its lock (between this process's
    threads: the console's watcher and its 立即读取); None when another poller is at it. `keep`:
    hold the lease for the next round (a loop), or give it back (a single round)."""
    with _rounds_guard:
        lock = _rounds.setdefault(game_id, threading.Lock())
    if not lock.acquire(blocking=False):
        return None
    try:
        if not tables.take_lease(store.conn, game_id, holder, time.time(), lease_seconds(every)):
            return None
        try:
            return poll_game(store, game_id, fetcher, every=every, force=force)
        finally:
            if not keep:
                tables.drop_lease(store.conn, game_id, holder)
    finally:
        lock.release()


def holder_name() -> str:
    """This process's name on a game's lease: the console's threads share it; `bansha watch` has its own."""
    return f"pid:{os.getpid()}"


def serve_loop(directory: Any, stop: threading.Event, tick: float = 2.0,
               report: Callable[[str], None] = lambda line: print(line, flush=True)) -> None:
    """The console's watcher: every `tick` seconds, poll each game whose switch is on and whose
    interval has passed. A game's trouble is logged and reported, never the end of the loop."""
    store = open_store(directory)
    fetcher = fetcher_for(store)
    holder = holder_name()
    last: dict[str, float] = {}
    try:
        while not stop.is_set():
            on = {r["game_id"]: r for r in tables.running_games(store.conn)}
            for game_id in list(last):
                if game_id not in on:
                    del last[game_id]
                    tables.drop_lease(store.conn, game_id, holder)
            for game_id, row in on.items():
                if time.time() - last.get(game_id, 0.0) < row["every"]:
                    continue
                last[game_id] = time.time()
                try:
                    poll_now(store, game_id, fetcher, holder, row["every"])
                except Exception as e:  # reported in the game's log and on the console; the others go on
                    tables.log(store.conn, game_id, f"跟帖出错：{type(e).__name__}: {e}", "error")
                    tables.update_game(store.conn, game_id, last_error=str(e), last_error_at=tables.now_iso())
                    report(f"跟帖出错（{game_id}）：{e}")
            stop.wait(tick)
    finally:
        fetcher.close()
