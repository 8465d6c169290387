"""A forum post and a page of them as either form (API or HTML) reads them, before any game logic."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

FORUM_ZONE = timezone(timedelta(hours=8))  # Discuz keeps Unix times; the seeds' forums show them in UTC+8


class ForumError(Exception):
    """The forum did not give the page: `transient` (a 5xx, a timeout, no connection: try again
    later) or not (the thread is gone, a login is needed, the answer is not Discuz's)."""

    def __init__(self, message: str, transient: bool = False, mobile_off: bool = False):
        super().__init__(message)
        self.message = message
        self.transient = transient
        self.mobile_off = mobile_off  # the mobile API is not served here: read the HTML page instead


@dataclass
class Edit:
    by: str
    at: datetime | None


@dataclass
class ForumPost:
    pid: int
    floor: int  # `position` where the forum keeps it (it survives deletions), else `number`
    author: str  # "" for an anonymous post
    uid: int  # 0 for an anonymous post
    time: datetime | None  # when posted, in the forum's zone
    text: str  # as a reader sees it: quotes as "> " lines
    replies_to: list[int] = field(default_factory=list)  # pids named by a quote or a 回复 link, in order
    edit: Edit | None = None  # "本帖最后由 … 于 … 编辑" (the page shows it; the API drops it)
    first: bool = False  # the thread's opening post
    blocked: bool = False  # 屏蔽: the reader sees no text
    anonymous: bool = False

    def to_row(self) -> dict:
        return {"pid": self.pid, "floor": self.floor, "author": self.author, "uid": self.uid,
                "time": self.time.isoformat() if self.time else None, "text": self.text,
                "replies_to": self.replies_to, "edit": {"by": self.edit.by, "at": self.edit.at.isoformat()
                                                        if self.edit.at else None} if self.edit else None,
                "first": self.first, "blocked": self.blocked, "anonymous": self.anonymous}

    @classmethod
    def from_row(cls, d: dict) -> "ForumPost":
        edit = d.get("edit")
        return cls(d["pid"], d["floor"], d.get("author", ""), d.get("uid", 0),
                   datetime.fromisoformat(d["time"]) if d.get("time") else None, d.get("text", ""),
                   list(d.get("replies_to") or []),
                   Edit(edit["by"], datetime.fromisoformat(edit["at"]) if edit.get("at") else None) if edit else None,
                   bool(d.get("first")), bool(d.get("blocked")), bool(d.get("anonymous")))


@dataclass
class PageRead:
    posts: list[ForumPost]
    page: int  # the page these posts are on (a page past the end answers the last page)
    pages: int | None  # how many pages the thread has, where the answer says
    source: str  # "api" or "html"
    subject: str = ""
