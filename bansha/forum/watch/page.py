"""The thread's HTML page (``forum.php?mod=viewthread&tid=TID&page=N``, ``thread-TID-N-1.html``)
read into posts, for forums that serve no mobile API and for the edit mark the API drops.

Discuz X's `template/default/forum/viewthread_node.htm` per post: ``<div id="post_PID">``; the
author as ``<a href="home.php?mod=space&uid=UID" class="xw1">NAME</a>`` (no link: 匿名); the
floor as ``<a id="postnumPID"><em>N</em><sup>#</sup></a>`` (or the forum's own names 楼主, 沙发,
板凳, 地板 for the first four); the time as ``<em id="authorpostonPID">发表于 <span title="…">``
(a relative time, the exact one in the title) or plain ``发表于 2026-11-29 20:13:05``; the message
in ``<td class="t_f" id="postmessage_PID">``, absent for a 屏蔽 post (``<div class="locked">``).
Errors are a page with ``<div id="messagetext" class="alert_error">``; the page count is the pager's
``title="共 N 页"``."""
from __future__ import annotations

import html
import re
from html.parser import HTMLParser

from .message import forum_time, read_message
from .model import ForumError, ForumPost, PageRead

NAMED_FLOORS = {"楼主": 1, "沙发": 2, "板凳": 3, "地板": 4}
_UID = re.compile(r"(?:[?&]uid=|space-uid-)(\d+)")
_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "area", "col", "embed", "source"}


class _Post:
    def __init__(self, pid: int):
        self.pid = pid
        self.author: str | None = None
        self.uid = 0
        self.floor_text = ""
        self.time_title = ""
        self.time_text = ""
        self.message: str | None = None
        self.locked = False


class _PageReader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.posts: list[_Post] = []
        self.capture: str | None = None  # what the text now read goes to: "author", "floor", "time", "error", "subject", "pager"
        self.capture_tag = ""
        self.message_depth = 0  # >0 while inside postmessage_PID
        self.message_parts: list[str] = []
        self.error = ""
        self.subject = ""
        self.pages: int | None = None
        self.current: int | None = None
        self.in_pager = 0
        self.pager_strong = False
        self.in_error = False

    @property
    def post(self) -> _Post | None:
        return self.posts[-1] if self.posts else None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if self.message_depth:
            self.message_parts.append(self.get_starttag_text() or "")
            if tag not in _VOID:
                self.message_depth += 1
            return
        ident, classes = a.get("id", ""), set(a.get("class", "").split())
        m = re.fullmatch(r"post_(\d+)", ident)
        if tag == "div" and m:
            self.posts.append(_Post(int(m.group(1))))
            return
        title = a.get("title", "")
        pages = re.search(r"共\s*(\d+)\s*页", title)
        if pages:
            self.pages = int(pages.group(1))
        if tag == "div" and "pg" in classes:
            self.in_pager = 1
        elif self.in_pager and tag not in _VOID:
            self.in_pager += 1
            if tag == "strong":
                self.pager_strong = True
        post = self.post
        if ident == "messagetext" or "alert_error" in classes:
            self.in_error = True
        elif tag == "p" and self.in_error and not self.error:
            self.capture, self.capture_tag = "error", tag  # the first paragraph: the message itself
        elif ident == "thread_subject":
            self.capture, self.capture_tag = "subject", tag
        elif post is None:
            return
        elif ident == f"postmessage_{post.pid}":
            self.message_depth, self.message_parts = 1, []
        elif tag == "a" and post.author is None and _UID.search(a.get("href", "")) and "xw1" in classes:
            post.uid = int(_UID.search(a["href"]).group(1))  # type: ignore[union-attr]
            post.author = ""
            self.capture, self.capture_tag = "author", tag
        elif ident == f"postnum{post.pid}":
            self.capture, self.capture_tag = "floor", tag
        elif ident == f"authorposton{post.pid}":
            self.capture, self.capture_tag = "time", tag
        elif tag == "span" and self.capture == "time" and title:
            post.time_title = title
        elif tag == "div" and "locked" in classes:
            post.locked = True

    def handle_endtag(self, tag: str) -> None:
        if self.message_depth:
            if tag in _VOID:
                return
            self.message_depth -= 1
            if self.message_depth == 0:
                if self.post is not None:
                    self.post.message = "".join(self.message_parts)
                return
            self.message_parts.append(f"</{tag}>")
            return
        if self.in_pager:
            self.in_pager -= 1
            if tag == "strong":
                self.pager_strong = False
        if self.capture and tag == self.capture_tag:
            self.capture = None

    def handle_data(self, data: str) -> None:
        if self.message_depth:
            self.message_parts.append(html.escape(data, quote=False))
            return
        if self.pager_strong and data.strip().isdecimal():
            self.current = int(data.strip())
        post = self.post
        if self.capture == "error":
            self.error += data
        elif self.capture == "subject":
            self.subject += data
        elif post is None:
            return
        elif self.capture == "author":
            post.author = (post.author or "") + data
        elif self.capture == "floor":
            post.floor_text += data
        elif self.capture == "time":
            post.time_text += data


def _floor(text: str) -> int:
    bare = re.sub(r"\s+", "", text).rstrip("#")
    if bare.isdecimal():
        return int(bare)
    return NAMED_FLOORS.get(bare, 0)


def read_page(body: str, requested: int) -> PageRead:
    reader = _PageReader()
    reader.feed(body)
    reader.close()
    if not reader.posts:
        words = " ".join(reader.error.split())
        if "登录" in words:
            raise ForumError(f"论坛要求登录：{words}（请在跟帖设置里填写登录 Cookie）")
        if words:
            raise ForumError(f"论坛返回错误：{words}")
        raise ForumError("论坛的回答不是 Discuz 的帖子页面")
    posts = []
    for p in reader.posts:
        message = read_message(p.message, layers=1) if p.message is not None else None
        when = forum_time(p.time_title) or forum_time(p.time_text.replace("发表于", "").strip())
        anonymous = p.author is None
        posts.append(ForumPost(
            pid=p.pid, floor=_floor(p.floor_text), author="" if anonymous else (p.author or "").strip(),
            uid=p.uid, time=when, text=message.text if message else "",
            replies_to=message.replies_to if message else [], edit=message.edit if message else None,
            first=_floor(p.floor_text) == 1, blocked=message is None, anonymous=anonymous))
    pages = reader.pages or (reader.current if reader.current else 1)
    return PageRead(posts, reader.current or min(requested, pages), pages, "html", " ".join(reader.subject.split()))
