"""Forum threads as copied text, turned into posts (no game logic).

A director copies a thread from the forum into a plain text file; ``split_thread`` cuts it into
``Post`` objects that match the replay's ``posts`` input. Accepted format, forgiving by design:

Speech header (seed PVZ 6.3, 【序号.昵称】发言)
    A line whose first non-blank characters are ``【序号.昵称】``. Brackets may be 【】, 〖〗, [],
    ［］ or 〔〕; the dot may be ``.``, ``．``, ``。``, ``、``, ``·`` or ``・``; digits may be
    full-width and leading zeros are optional: ``【07.渐强】``, ``[7.渐强]``, ``【7．渐强】``.

Forum header (Discuz style, optional)
    A line that is only ``[楼号#] 作者 [发表于] 日期 时间 [| 尾巴]``, e.g.
    ``12# 渐强 发表于 2026-11-29 20:13:05`` or ``渐强 2026-11-29 20:13``. The date may use
    ``-``, ``/``, ``.`` or 年月日; seconds are optional; the floor may also close the line
    (``渐强 发表于 2026-11-29 20:13 12#``). It gives the author and the time of the post.

Where posts start
    * If some forum headers carry a floor number, only those start posts; a floor-less forum
      header inside a post is the head of a 引用 (quote) block and marks ``reply_to``.
    * Else, if there are forum headers, each of them starts a post.
    * Else each speech-header line starts a post.
    Text before the first start (thread title, the director's opening post) is ignored. Quote
    lines starting with ``>`` never start a post.

Author (``by``)
    The forum header's author matched to a seat nickname (width- and case-insensitive); else the
    speech header's 序号 if that seat exists; else its 昵称; else ``None`` (director, spectator).

Replies (``reply_to``)
    Before any content, a line ``回复 12#`` / ``引用 12#`` / ``回复12楼`` (also right after the
    speech header) names a floor. With floor numbers it is the post of that floor; without, the
    K-th post of this thread (1-based). A quote head ``渐强 发表于 …`` points to the last earlier
    post by that author at that minute. Unresolvable or forward references give ``None``.

``index`` and ``reply_to`` are positions in the returned list plus ``start``, so threads of one
day can be concatenated into the replay's ``posts`` list.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime

from bansha.dates import in_range
from bansha.engine.errors import Refusal
from bansha.text import name_key as text_name_key

_BRACKETS = str.maketrans({"【": "[", "〖": "[", "〔": "[", "】": "]", "〗": "]", "〕": "]",
                           "\u3000": " ", "\xa0": " ", "｡": "。", "･": "・",
                           # traditional forms of the vote keywords (投票給, 棄票, 棄權, 投票對象)
                           "給": "给", "棄": "弃", "權": "权", "對": "对"})

SEPARATORS = ".。、·・"
_SEP = "[" + re.escape(SEPARATORS) + "]"
# Every run of unbounded length below is possessive (`*+`, `++`): what it took is never given
# back, so no pattern backtracks over a long run and each match is linear in the line it reads
# (a line of 40,000 spaces once took the old patterns minutes).
HEADER_RE = re.compile(rf"\[\s*+(\d++)\s*+(?:{_SEP}\s*+([^\[\]\n]*+))?\s*+\]")
_FLOOR_RE = re.compile(r"(?P<floor>\d++)\s*+(?:#|楼)\s*+")
_DATE_RE = re.compile(
    r"(?P<y>\d{4})\s*+[-/.年]\s*+(?P<mo>\d{1,2})\s*+[-/.月]\s*+(?P<d>\d{1,2})(?:\s*+日)?\s++"
    r"(?P<h>\d{1,2}):(?P<mi>\d{2})(?::(?P<s>\d{2}))?")
_TAIL_RE = re.compile(r"(?:\s++(?P<floor2>\d++)\s*+(?:#|楼))?\s*+(?:\|.*)?")
_REPLY_RE = re.compile(r"^(?:回复|引用|reply|quote)\s*+:?\s*+(?:#\s*+(\d++)|(\d++)\s*+(?:#|楼))",
                       re.IGNORECASE)
MAX_POST = 20_000  # characters in one post: a forum post's worth and more (Discuz's default is 10,000)
MAX_PASTE = 1_000_000  # characters in one paste


class TooLong(Refusal):
    """A paste or a post past the size a forum thread has: refused before it is read."""


def fold(text: str) -> str:
    """Fold full-width ASCII, CJK brackets and odd spaces one character for one character.

    Keeping the length lets callers match on the folded text and slice the original.
    """
    out = []
    for ch in text:
        code = ord(ch)
        if 0xFF01 <= code <= 0xFF5E:
            ch = chr(code - 0xFEE0)
        out.append(ch)
    return "".join(out).translate(_BRACKETS)


def name_key(name: str) -> str:
    """The form nicknames are compared in: folded, trimmed, case-insensitive, after NFKC and without
    invisible characters (`bansha.text.name_key`: "渐\u200b强" is "渐强")."""
    return text_name_key(fold(name))


def seat_by_name(name: str, seats: dict[int, str]) -> int | None:
    """The seat whose nickname is ``name`` (width- and case-insensitive), if exactly one."""
    key = name_key(name)
    found = [seat for seat, nick in seats.items() if name_key(nick) == key]
    return found[0] if len(found) == 1 else None


@dataclass(frozen=True)
class SpeechHeader:
    """A bracketed 【序号.昵称】 at some position; ``name`` is None when only a number was given."""

    number: int
    name: str | None
    start: int
    end: int


NOT_A_SEAT = 10**9  # what a digit run too long to be a seat or floor number reads as


def number(digits: str) -> int:
    """A seat or floor number as a post writes it. A run of more than nine digits is no seat or floor; it
    reads as one no game has (Python refuses to read a run of over 4,300 digits at all)."""
    return int(digits) if len(digits) <= 9 else NOT_A_SEAT


def match_header(text: str, pos: int = 0) -> SpeechHeader | None:
    """The bracketed speech header starting exactly at ``pos`` of the folded ``text``."""
    m = HEADER_RE.match(fold(text), pos)
    if not m:
        return None
    name = m.group(2).strip() if m.group(2) is not None else None
    return SpeechHeader(number(m.group(1)), name or None, m.start(), m.end())


def body(text: str) -> str:
    """A post's words after its speech header (【01.贾宝玉】申请加速 → 申请加速), as a pasted thread keeps
    the header in each post's text; a post without one is returned trimmed."""
    folded = fold(text)
    lead = len(folded) - len(folded.lstrip())
    header = match_header(folded, lead)
    return (text[header.end:] if header else text).strip()


def skip_preamble(text: str) -> int:
    """Offset of the first line that is not blank, a quote line or a 回复/引用 marker.

    Votes parse from there, so a reply marker or quoted text above the header does not hide it.
    """
    pos = 0
    for line in text.splitlines(keepends=True):
        bare = fold(line).strip()
        if bare and not bare.startswith(">") and not _REPLY_RE.match(bare):
            return pos + len(line) - len(line.lstrip())
        pos += len(line)
    return len(text)


@dataclass(frozen=True)
class Post:
    """One forum post, ready for the replay's ``posts`` input."""

    index: int
    thread: str
    by: int | None
    text: str
    reply_to: int | None = None
    time: datetime | None = None
    floor: int | None = None
    proxy: bool = False  # a vote the director posted for the seat (代投)

    def to_input(self) -> dict[str, object]:
        """The replay form ``{"thread", "by", "text", "reply_to", "time"}`` (reply_to and time only
        if known; time as ISO 8601)."""
        out: dict[str, object] = {"thread": self.thread, "by": self.by, "text": self.text}
        if self.reply_to is not None:
            out["reply_to"] = self.reply_to
        if self.time is not None:
            out["time"] = self.time.isoformat()
        if self.proxy:
            out["proxy"] = True
        return out


@dataclass
class _Meta:
    author: str
    time: datetime
    floor: int | None


_Ref = tuple[int, None] | tuple[None, _Meta] | None
"""A reply target before resolution: a floor number, or a quote head (author and time)."""


def _meta(line: str) -> _Meta | None:
    """A Discuz header line ``[楼号#] 作者 [发表于] 日期 时间 [楼号#] [| 尾巴]``: its author (the
    shortest that fits), time and floor. Read in two linear passes, with the floor and without it."""
    text = fold(line).strip()
    if ":" not in text:
        return None
    head = _FLOOR_RE.match(text)
    for begin, floor in ((head.end(), head["floor"]) if head else (None, None), (0, None)):
        if begin is None:
            continue
        found = _meta_from(text, begin)
        if found is not None:
            author, m, tail = found
            try:
                time = datetime(int(m["y"]), int(m["mo"]), int(m["d"]), int(m["h"]), int(m["mi"]),
                                int(m["s"] or 0))
            except ValueError:
                return None
            if not in_range(time):
                return None
            floor = floor or tail["floor2"]
            return _Meta(author, time, number(floor) if floor else None)
    return None


def _meta_from(text: str, begin: int) -> tuple[str, re.Match[str], re.Match[str]] | None:
    """The first date in ``text`` after ``begin`` with an author before it and a header's tail after."""
    at = begin + 1  # the author has at least one character
    while (m := _DATE_RE.search(text, at)) is not None:
        before = m.start()
        spaced = text[before - 1].isspace() or (text.endswith("发表于", begin, before) and before - begin > 3)
        tail = _TAIL_RE.fullmatch(text, m.end()) if spaced else None  # cheap test first: each is linear
        author = _author_before(text[begin:before]) if tail else None  # and then found: sliced once
        if author and tail:
            return author, m, tail
        at = before + 1
    return None


def _author_before(prefix: str) -> str | None:
    """``作者 [发表于]`` ending in a space (or in 发表于 after one): the shorter author that fits."""
    bare = prefix.rstrip()
    if bare.endswith("发表于") and bare[:-3] != bare[:-3].rstrip():
        return bare[:-3].rstrip() or None
    return bare if bare != prefix else None


def _is_header_line(line: str) -> bool:
    return match_header(line, len(line) - len(line.lstrip())) is not None


@dataclass
class _Chunk:
    meta: _Meta | None
    lines: list[str]


def _chunks(lines: list[str]) -> list[_Chunk]:
    metas = [_meta(line) for line in lines]
    if any(m is not None and m.floor is not None for m in metas):
        starts = {i for i, m in enumerate(metas) if m is not None and m.floor is not None}
    elif any(metas):
        starts = {i for i, m in enumerate(metas) if m is not None}
    else:
        starts = {i for i, line in enumerate(lines) if _is_header_line(line)}
    chunks: list[_Chunk] = []
    for i, line in enumerate(lines):
        if i in starts:
            meta = metas[i]
            chunks.append(_Chunk(meta, [] if meta is not None else [line]))
        elif chunks:
            chunks[-1].lines.append(line)
    return chunks


def _author(chunk: _Chunk, text: str, seats: dict[int, str]) -> int | None:
    if chunk.meta is not None:
        seat = seat_by_name(chunk.meta.author, seats)
        if seat is not None:
            return seat
    head = match_header(text, skip_preamble(text))
    if head is None:
        return None
    if head.number in seats:
        return head.number
    return seat_by_name(head.name, seats) if head.name else None


def _reply_ref(lines: list[str]) -> _Ref:
    """A floor named by 回复/引用, or the quote head, before the post's own content."""
    for line in lines:
        bare = fold(line).strip()
        head = match_header(bare)
        if head is not None and head.start == 0:
            bare = bare[head.end:].strip()
        if not bare:
            continue
        m = _REPLY_RE.match(bare)
        if m:
            return number(m.group(1) or m.group(2)), None
        quoted = _meta(bare)
        if quoted is not None:
            return None, quoted
        if not bare.startswith(">"):
            return None
    return None


def _resolve_reply(ref: _Ref, here: int,
                   posts: list[Post], floors: bool, seats: dict[int, str]) -> int | None:
    if ref is None:
        return None
    floor, quoted = ref
    if floor is not None:
        if floors:
            hits = [p.index for p in posts[:here] if p.floor == floor]
            return hits[-1] if hits else None
        return posts[floor - 1].index if 1 <= floor <= here else None
    assert quoted is not None
    author = seat_by_name(quoted.author, seats)
    minute = quoted.time.replace(second=0)
    for post in reversed(posts[:here]):
        if (author is not None and post.by == author and post.time is not None
                and post.time.replace(second=0) == minute):
            return post.index
    return None


def _trim_blank_lines(lines: list[str]) -> str:
    """The post's lines joined, without blank lines around them or trailing spaces."""
    kept = [line.rstrip() for line in lines]
    while kept and not kept[0].strip():
        kept.pop(0)
    while kept and not kept[-1]:
        kept.pop()
    return "\n".join(kept)


# "代投：", "【代投】", "裁判代投" before a seat's 【序号.昵称】 header, in a post no seat wrote
_PROXY = re.compile(r"\s*+(?:裁判|导演)?\s*+[【\[]?\s*+代投\s*+[】\]]?\s*+[:：]?\s*+(?=[【\[]?\s*+\d)")


def proxied(body: str, seats: dict[int, str]) -> tuple[int, str] | None:
    """(seat, the post from its speech header on) for a 代投 post — one no seat wrote that opens with
    代投 before the seat's 【序号.昵称】 — else None."""
    proxy = _PROXY.match(body)
    if proxy is None:
        return None
    rest = body[proxy.end():]
    by = _author(_Chunk(None, []), rest, seats)
    return (by, rest) if by is not None else None


def split_thread(text: str, thread: str, seats: dict[int, str], *, start: int = 0) -> list[Post]:
    """Cut a copied thread into posts; ``seats`` maps seat number to 马甲/昵称.

    ``thread`` is the replay's thread name ("discussion", "vote" or "sheriff"); ``start`` is the
    index of the first post, for concatenating several threads of a day.
    """
    if len(text) > MAX_PASTE:
        raise TooLong(f"粘贴的内容太长（{len(text)} 字，一次最多 {MAX_PASTE} 字）：请分几次粘贴")
    chunks = _chunks(text.splitlines())
    floors = any(c.meta is not None and c.meta.floor is not None for c in chunks)
    posts: list[Post] = []
    refs: list[_Ref] = []
    for n, chunk in enumerate(chunks):
        body = _trim_blank_lines(chunk.lines)
        if len(body) > MAX_POST:  # counted as kept: spaces at the ends of lines are not the post's
            raise TooLong(f"第 {n + 1} 条发言太长（{len(body)} 字，每条最多 {MAX_POST} 字）："
                          f"“{body[:20]}…”；论坛上的一条发言没有这么长，请检查粘贴的内容")
        meta = chunk.meta
        by = _author(chunk, body, seats)
        proxied_vote = False
        if by is None:  # PVZ 6.4 代投: the referee posts the vote for the seat it names
            found = proxied(body, seats)
            if found is not None:
                by, body = found
                proxied_vote = True
        posts.append(Post(index=start + n, thread=thread, by=by,
                          text=body, time=meta.time if meta else None,
                          floor=meta.floor if meta else None, proxy=proxied_vote))
        refs.append(_reply_ref(chunk.lines))
    return [replace(p, reply_to=_resolve_reply(refs[n], n, posts, floors, seats))
            for n, p in enumerate(posts)]
