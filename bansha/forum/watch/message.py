"""A post's HTML, as either form serves it, turned into the text a reader sees.

Line breaks are kept (``<br>``, block elements); runs of source whitespace collapse as a browser
collapses them; entities are decoded once per layer of escaping (API v4 on PHP 7 and later
escapes ``& < > "`` twice, ``&amp;lt;``, where the page escapes once). A quote — the page's
``<div class="quote"><blockquote>``, the API's ``<div class="reply_wrap">`` — becomes lines
starting with ``> ``, which the vote readers never read as the quoter's vote; the post it quotes
(``…goto=findpost&pid=N…``) is kept, as is the post a ``回复 N#`` link names. The page's edit mark
(``<i class="pstatus"> 本帖最后由 X 于 T 编辑 </i>``) is taken out of the text and returned apart."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from html.parser import HTMLParser

from .model import FORUM_ZONE, Edit

_DOUBLE = re.compile(r"&amp;(?:lt|gt|quot|amp|nbsp|#\d+|#x[0-9a-fA-F]+);")
_SINGLE = re.compile(r"&(?:lt|gt|quot|nbsp|#\d+|#x[0-9a-fA-F]+);")
_EDIT = re.compile(r"本帖最后由\s*(?P<by>.+?)\s*于\s*(?P<at>\d{4}-\d{1,2}-\d{1,2}\s+\d{1,2}:\d{2}(?::\d{2})?)\s*编辑")
_PID = re.compile(r"[?&]pid=(\d+)")
_BLOCKS = {"div", "p", "blockquote", "li", "tr", "table", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "hr"}
_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "area", "col", "embed", "source"}
_SKIP = {"script", "style"}
_QUOTE_CLASSES = {"quote", "reply_wrap"}


def escape_layers(html: str) -> int:
    """2 where the text's entities are escaped twice (``&amp;lt;`` and no bare ``&lt;``), else 1.
    Judged per message: one typed ``&lt;`` in a once-escaped forum reads as ``<`` (documented)."""
    return 2 if _DOUBLE.search(html) and not _SINGLE.search(html) else 1


def forum_time(text: str) -> datetime | None:
    """"2026-11-29 20:13[:05]" as the forum shows it, in the forum's zone."""
    m = re.match(r"\s*(\d{4})-(\d{1,2})-(\d{1,2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?", text or "")
    if not m:
        return None
    try:
        return datetime(*(int(x or 0) for x in m.groups()), tzinfo=FORUM_ZONE)
    except ValueError:
        return None


@dataclass
class Message:
    text: str
    replies_to: list[int] = field(default_factory=list)
    edit: Edit | None = None


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[tuple[int, str]] = []
        self.line = ""
        self.depth = 0  # quote depth
        self.stack: list[tuple[str, str]] = []  # (tag, role): role "" | "quote" | "skip" | "edit"
        self.skipping = 0
        self.edit_text: str | None = None
        self.pids: list[int] = []

    def _break(self) -> None:
        self.lines.append((self.depth, self.line.strip()))
        self.line = ""

    def _soft_break(self) -> None:
        if self.line.strip():
            self._break()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        classes = set(a.get("class", "").split())
        if tag == "br":
            if not self.skipping:
                self._break()
            return
        if tag == "a" and "findpost" in a.get("href", ""):
            m = _PID.search(a["href"].replace("&amp;", "&"))
            if m and int(m.group(1)) not in self.pids:
                self.pids.append(int(m.group(1)))
        if tag == "img" and not self.skipping and a.get("alt"):
            self.line += a["alt"]
        if tag in _VOID:
            return
        role = ""
        if tag in _SKIP:
            role = "skip"
        elif tag == "i" and "pstatus" in classes:
            role, self.edit_text = "edit", ""
        elif tag == "div" and classes & _QUOTE_CLASSES or (tag == "blockquote" and not self._in_quote_div()):
            role = "quote"
        if role in ("skip", "edit"):
            self.skipping += 1
        if tag in _BLOCKS and not self.skipping:
            self._soft_break()
        if role == "quote":
            self._soft_break()
            self.depth += 1
        self.stack.append((tag, role))

    def _in_quote_div(self) -> bool:
        return bool(self.stack) and self.stack[-1][1] == "quote"

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID or not any(t == tag for t, _ in self.stack):
            return
        while self.stack:
            t, role = self.stack.pop()
            if role in ("skip", "edit"):
                self.skipping -= 1
            if role == "quote":
                self._soft_break()
                self.depth -= 1
            elif t in _BLOCKS and not self.skipping:
                self._soft_break()
            if t == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.skipping:
            if self.edit_text is not None and self.stack and any(r == "edit" for _, r in self.stack):
                self.edit_text += data
            return
        text = re.sub(r"[ \t\r\n\f]+", " ", data).replace("\xa0", " ")
        if not self.line:
            text = text.lstrip(" ")
        self.line += text

    def result(self) -> list[tuple[int, str]]:
        self._soft_break()
        lines = self.lines
        while lines and not lines[0][1]:
            lines.pop(0)
        while lines and not lines[-1][1]:
            lines.pop()
        return lines


def read_message(html: str, layers: int | None = None) -> Message:
    """The reader's text of one post's message HTML (either form), its quoted/replied pids and edit mark.
    `layers`: the escaping layers when known (the page: 1); else judged from the message."""
    if (layers or escape_layers(html)) == 2:
        html = html.replace("&amp;", "&")
    reader = _Reader()
    reader.feed(html)
    reader.close()
    lines = []
    for depth, line in reader.result():
        lines.append((">" * depth + (" " + line if line else "")) if depth else line)
    text = "\n".join(re.sub(r"[ ]+$", "", line) for line in lines)
    edit = None
    if reader.edit_text is not None:
        m = _EDIT.search(reader.edit_text)
        if m:
            edit = Edit(m["by"], forum_time(m["at"]))
    return Message(text, reader.pids, edit)
