"""The test forum's threads and posts, kept in a JSON file (written on every change)."""
from __future__ import annotations

import json
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bansha import wallclock


@dataclass
class TPost:
    pid: int
    tid: int
    position: int  # the floor, kept after a deletion
    author: str
    uid: int
    at: int  # Unix time
    text: str  # what the poster typed (plain text, line breaks)
    quote: int | None = None  # the pid quoted (引用), its text embedded as Discuz does
    anonymous: bool = False
    blocked: bool = False  # 屏蔽
    deleted: bool = False
    edited_by: str | None = None
    edited_at: int | None = None


@dataclass
class TThread:
    tid: int
    subject: str
    changed: float = 0.0
    posts: list[TPost] = field(default_factory=list)

    def visible(self) -> list[TPost]:
        return [p for p in self.posts if not p.deleted]


@dataclass
class Fault:
    mode: str  # "500", "timeout", "error" (HTTP 200 with Message), "mobile_off"
    count: int = 1
    form: str = "any"  # "api", "html" or "any"


class Forum:
    """All the forum's state behind one lock; `save` after each change when a file is given."""

    def __init__(self, path: str | Path | None = None, ppp: int = 10):
        self.path = Path(path) if path else None
        self.lock = threading.RLock()
        self.threads: dict[int, TThread] = {}
        self.next_pid = 1
        self.next_tid = 1
        self.ppp = ppp
        self.html_ppp: int | None = None  # the web's own posts a page, where it differs from the mobile API's
        self.php7 = True  # the API escapes text twice, as Discuz does on PHP 7 and later
        self.mobile = True  # the mobile plugin is on
        self.postno_custom = True  # 楼主/沙发/板凳/地板 for the first four floors on the page
        self.login_cookie: str | None = None  # when set, a request must carry this cookie
        self.hang = 5.0  # seconds a "timeout" fault keeps the client waiting
        self.faults: list[Fault] = []
        self.requests: list[str] = []  # what was asked, for tests ("api 3 2", "html 3 1")
        if self.path and self.path.exists():
            self._load(json.loads(self.path.read_text(encoding="utf-8")))

    def _load(self, data: dict[str, Any]) -> None:
        for key in ("next_pid", "next_tid", "ppp", "html_ppp", "php7", "mobile", "postno_custom", "login_cookie", "hang"):
            if key in data:
                setattr(self, key, data[key])
        for t in data.get("threads", []):
            thread = TThread(t["tid"], t["subject"], t.get("changed", 0.0), [TPost(**p) for p in t["posts"]])
            self.threads[thread.tid] = thread

    def save(self) -> None:
        if self.path is None:
            return
        data = {k: getattr(self, k) for k in ("next_pid", "next_tid", "ppp", "html_ppp", "php7", "mobile",
                                               "postno_custom", "login_cookie", "hang")}
        data["threads"] = [asdict(t) for t in self.threads.values()]
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        tmp.replace(self.path)

    # --- changes ------------------------------------------------------------------------------
    def new_thread(self, subject: str, author: str = "导演", uid: int = 1, text: str = "", at: int | None = None) -> TThread:
        with self.lock:
            thread = TThread(self.next_tid, subject, time.time())
            self.threads[thread.tid] = thread
            self.next_tid += 1
            self.add_post(thread.tid, author, uid, text or subject, at=at)
            return thread

    def add_post(self, tid: int, author: str, uid: int, text: str, quote: int | None = None,
                 anonymous: bool = False, at: int | None = None) -> TPost:
        with self.lock:
            thread = self.threads[tid]
            post = TPost(self.next_pid, tid, len(thread.posts) + 1, author, uid, int(at or wallclock.now().timestamp()), text, quote,
                         anonymous)
            self.next_pid += 1
            thread.posts.append(post)
            thread.changed = time.time()
            self.save()
            return post

    def post(self, pid: int) -> TPost:
        for t in self.threads.values():
            for p in t.posts:
                if p.pid == pid:
                    return p
        raise KeyError(pid)

    def change(self, pid: int, *, text: str | None = None, at: int | None = None, delete: bool = False,
               block: bool = False) -> TPost:
        with self.lock:
            p = self.post(pid)
            if text is not None:
                p.text, p.edited_by, p.edited_at = text, p.author or "匿名", int(at or wallclock.now().timestamp())
            p.deleted = p.deleted or delete
            p.blocked = p.blocked or block
            self.threads[p.tid].changed = time.time()
            self.save()
            return p

    def take_fault(self, form: str) -> Fault | None:
        with self.lock:
            for f in self.faults:
                if f.form in ("any", form) and f.count > 0:
                    f.count -= 1
                    if f.count == 0:
                        self.faults.remove(f)
                    return f
        return None
