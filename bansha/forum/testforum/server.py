"""The test forum served from a thread of this process (tests, the try-out script), and a small
client for its control API: open a thread, post as an account, edit, delete, 屏蔽, inject faults."""
from __future__ import annotations

import socket
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from .app import create_forum_app
from .state import Forum


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ForumInThread:
    """uvicorn on 127.0.0.1; `stop()` then `start()` again serves the same port and state file."""

    def __init__(self, path: str | Path | None = None, ppp: int = 10, port: int | None = None):
        self.path, self.ppp = path, ppp
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"

    def start(self) -> "ForumInThread":
        import uvicorn  # lazy: the server library loads only when serving
        self.forum = Forum(self.path, self.ppp)
        self.server = uvicorn.Server(uvicorn.Config(create_forum_app(self.forum), host="127.0.0.1", port=self.port,
                                                    log_level="warning"))
        self.runner = threading.Thread(target=self.server.run, daemon=True, name="bansha-testforum")
        self.runner.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("the test forum did not start")
            time.sleep(0.02)
        self.control = httpx.Client(base_url=self.base, timeout=10)
        return self

    def stop(self) -> None:
        self.control.close()
        self.server.should_exit = True
        self.runner.join(timeout=10)

    def thread(self, subject: str, author: str = "导演", uid: int = 1) -> int:
        return self.control.post("/_testforum/threads", json={"subject": subject, "author": author, "uid": uid}).json()["tid"]

    def add(self, tid: int, author: str, uid: int, text: str, **extra: Any) -> dict[str, Any]:
        return self.control.post(f"/_testforum/threads/{tid}/posts",
                                 json={"author": author, "uid": uid, "text": text, **extra}).json()

    def change(self, pid: int, **data: Any) -> None:
        self.control.post(f"/_testforum/posts/{pid}", json=data)

    def fault(self, mode: str, count: int = 1, form: str = "any") -> None:
        self.control.post("/_testforum/fault", json={"mode": mode, "count": count, "form": form})

    def settings(self, **data: Any) -> None:
        self.control.post("/_testforum/settings", json=data)

    def address(self, tid: int) -> str:
        return f"{self.base}/thread-{tid}-1-1.html"
