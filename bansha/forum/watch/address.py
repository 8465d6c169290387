"""A thread's address as a reader copies it from the browser, and the two URLs read from it.

Accepted: ``…/forum.php?mod=viewthread&tid=TID…``, ``…/thread-TID-PAGE-1.html`` and the mobile
API's own ``…/api/mobile/index.php?…&tid=TID…``; a missing scheme is taken as http. The forum's
base is everything before ``forum.php`` / ``thread-…`` / ``api/``, so a forum living under a
folder (``/bbs/``) keeps it."""
from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

_STATIC = re.compile(r"^(?P<dir>.*/)thread-(?P<tid>\d+)-(?P<page>\d+)-\d+\.html$")


@dataclass(frozen=True)
class ThreadAddress:
    base: str  # scheme://host[:port]/folder/ — always ends with "/"
    tid: int

    @property
    def host(self) -> str:
        return urlsplit(self.base).netloc

    def api(self, page: int) -> str:
        return f"{self.base}api/mobile/index.php?version=4&module=viewthread&tid={self.tid}&page={page}"

    def html(self, page: int) -> str:
        return f"{self.base}forum.php?mod=viewthread&tid={self.tid}&page={page}"

    def __str__(self) -> str:
        return self.html(1)


def parse_address(text: str) -> ThreadAddress:
    """The thread an address names; ValueError (in Chinese, for the director) when it names none."""
    raw = (text or "").strip()
    if not raw:
        raise ValueError("请填写帖子地址")
    if "://" not in raw:
        raw = "http://" + raw
    parts = urlsplit(raw)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"帖子地址应以 http:// 或 https:// 开头：{text}")
    root = f"{parts.scheme}://{parts.netloc}"
    path = parts.path or "/"
    m = _STATIC.match(path)
    if m:
        return ThreadAddress(root + m["dir"], int(m["tid"]))
    query = parse_qs(parts.query)
    tid = (query.get("tid") or query.get("ptid") or [""])[0]
    for tail in ("forum.php", "api/mobile/index.php"):
        if path.endswith(tail) and tid.isdecimal():
            return ThreadAddress(root + path[: -len(tail)], int(tid))
    raise ValueError("认不出这个帖子地址：应是 …/forum.php?mod=viewthread&tid=数字… 或 …/thread-数字-页-1.html"
                     f"（收到：{text}）")
