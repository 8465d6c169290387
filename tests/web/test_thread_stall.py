"""Issue 21 item 1 on the console: a pasted thread is read off the event loop (the thread routes
run in the worker threads) and in linear time (tests/forum/test_linear_parsing.py), so one
director's paste of adversarial lines never holds up another client: a 2.5 KB line once froze
GET /login for 4.5–5.9 s.

Where the preview runs is checked directly, not by a stopwatch: a CPU-bound preview in a worker
thread still shares the GIL with the event loop, and on a loaded machine a /login beside it has
taken a second (CI, 1.003 s) without the loop ever being blocked. The stopwatch bound is the
symptom the bug showed."""
from __future__ import annotations

import asyncio
import threading
import time

import httpx

from bansha.web import thread

from .conftest import PASSWORD, csrf_of, new_game
from .test_forms import pvz_seats


def _on_event_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def test_a_hostile_paste_does_not_stall_other_requests(app, server, monkeypatch):
    new_game(app, "d", "pvz", pvz_seats())
    for inp in ({"kind": "close"}, {"kind": "close"}):
        app.state.web.store.record("d", inp)
    where: list[bool] = []
    read = thread.preview

    def watched(*args, **kwargs):
        where.append(_on_event_loop())
        return read(*args, **kwargs)

    monkeypatch.setattr(thread, "preview", watched)
    director = httpx.Client(base_url=server.base, timeout=60)
    director.post("/login", data={"name": "admin", "password": PASSWORD, "csrf": csrf_of(director.get("/login").text)})
    csrf = csrf_of(director.get("/settings").text)
    lines = (["【1.渐强】正常发言", "回复" + " " * 8000 + "x"]
             + ["【1." + "\u3000" * 3000, "渐强" + " " * 20000, "【2.雪雪】" + " " * 8000] * 12)
    paste = "\n".join(lines)
    done: dict[str, float] = {}

    def preview():
        began = time.monotonic()
        r = director.post("/games/d/thread/preview", data={"csrf": csrf, "text": paste, "kind": "vote"})
        done["preview"] = time.monotonic() - began
        done["status"] = r.status_code

    worker = threading.Thread(target=preview)
    worker.start()
    slowest = 0.0
    with httpx.Client(base_url=server.base, timeout=60) as other:
        while True:  # at least one /login, however soon the preview is done
            began = time.monotonic()
            assert other.get("/login").status_code == 200
            slowest = max(slowest, time.monotonic() - began)
            if not worker.is_alive():
                break
    worker.join()
    director.close()
    assert done["status"] == 200 and done["preview"] < 5.0, done
    assert where == [False], "the preview ran on the event loop, where it holds up every other request"
    assert slowest < 3.0, slowest
