"""Vote posts read as the seeds write them (no game logic: who may vote is the ruleset's).

PVZ (pvz-standard 6.4, PVZ-R73/R138)
    ``【序号.昵称】【投票】给【序号.昵称】投票理由`` and ``【序号.昵称】【弃票】``.
    Full- and half-width punctuation are the same; any whitespace, line breaks included, may
    stand between the parts (the seed names the break between target and reason); 投票给, 投给
    and 弃权 stand for 投票/弃票; the brackets around 投票/弃票 are optional, and so are the
    brackets around the two 序号.昵称 (PVZ-R138 reads ``04.雪雪 投票给 07.渐强`` as valid).
    The reason may be empty. The voter header comes first, after any 回复/引用 lines.

    Decisions: a seat given by number only (``【07】``, ``7号``) is off-format: invalid,
    投票格式有误, unless ``number_only_ok=True`` (then the number alone names the seat). A
    number with no seat, or a nickname that is not that seat's (width- and case-insensitive),
    is 投票对象有误; a header that is missing or does not match is 投票格式有误.

M162 (m162-hongloumeng 投票规则, HLM-R71)
    ``投票对象：昵称`` then ``投票理由：…`` on the same line or the next; ``改票对象：`` /
    ``改票理由：`` for a change (kind ``"change"``, a reply to the original vote); ``弃权`` (or
    弃票) as the object abstains — a change to 弃权 is kind ``"change"`` with target None. Either
    colon width. The object is the nickname; ``【07.贾宝玉】``, ``07.贾宝玉`` and ``7号贾宝玉``
    are accepted when number and name agree; a bare number is 投票对象有误 unless
    ``number_only_ok``. A post holding a quoted 投票对象 above its own 改票对象 is the change.

A post with none of the keywords 投票/投给/弃票/弃权 (M162: also 改票, 对象) is kind ``"none"``:
not a vote attempt. Lines starting with ``>`` are quotes and are never read as the vote.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal, Mapping

from bansha.engine.options import Option

from bansha.forum.posts import SEPARATORS, fold, match_header, name_key, number, seat_by_name, skip_preamble

FORMAT_ERROR = "投票格式有误"
TARGET_ERROR = "投票对象有误"
BARE_NUMBER = "（只写了座位号，没有昵称）"  # said after the error, so that the director and the player see why
VOTE_BY_NUMBER = "vote_by_number"  # the rulesets' option: a target given by its seat number alone counts


def number_only(options: Mapping[str, Any]) -> bool:
    """Whether the game's director chose to count a target given by its seat number alone (`vote_by_number`)."""
    return options.get(VOTE_BY_NUMBER) is True


def by_number_option(bare: str, named: str) -> Option:
    """The option itself, as each ruleset lists it: `bare`, a vote by number alone in the ruleset's format; `named`, a
    target with number and nickname, which counts either way."""
    return Option(VOTE_BY_NUMBER, False, (False, True),
                  f"投票对象只写座位号（如{bare}）：默认按投票格式须写昵称（{named}这样号码与昵称都写也可），只写号码的票"
                  f"无效；或只写号码也计为有效（论坛上习惯写号码的场次）。", label="只写座位号的投票有效")

Kind = Literal["vote", "abstain", "change", "invalid", "none"]


@dataclass(frozen=True)
class VoteParse:
    """What a post says as a vote. ``target`` is None for 弃票/弃权 and for non-votes."""

    kind: Kind
    voter: int | None = None
    target: int | None = None
    reason: str = ""
    error: str | None = None

    @property
    def abstains(self) -> bool:
        """True for 弃票, and for an M162 改票 to 弃权."""
        return self.kind == "abstain" or (self.kind == "change" and self.target is None)


@dataclass(frozen=True)
class _SeatRef:
    number: int
    name: str | None
    end: int


_PVZ_KEYWORD = re.compile(r"投票|投给|弃票|弃权")
_M162_KEYWORD = re.compile(r"投票|投给|弃票|弃权|改票|对象")
# possessive runs (`*+`): no pattern here backtracks over a long run of spaces (see posts.py)
_PVZ_VERB = re.compile(r"[\s:,]*+\[?\s*+(?:(投票给|投票|投给)|(弃权票|弃票|弃权))\s*+\]?\s*+")
_TO = re.compile(r"给?\s*+:?\s*+")
_NUMBER = re.compile(r"(\d++)\s*+")
_TOKEN_END = re.compile(r"\s|\[|投票|投给|弃票|弃权")
_ABSTAIN_WORDS = {"弃权", "弃票", "弃权票"}
M162_ABSTAIN_ERROR = "投弃权票时，须在投票对象中填写“弃权”"
_TRIM = " \t,.;!?，。、；！？"


def _unquoted(text: str) -> str:
    """Folded text with quote lines blanked, same length so offsets still fit the original."""
    lines = fold(text).splitlines(keepends=True)
    return "".join(" " * len(ln.rstrip("\r\n")) + ln[len(ln.rstrip("\r\n")):]
                   if ln.lstrip().startswith(">") else ln for ln in lines)


def _read_seat(norm: str, pos: int, seats: dict[int, str]) -> _SeatRef | None:
    """A 序号.昵称 at ``pos``, bracketed or bare; ``name`` None means the number stood alone."""
    head = match_header(norm, pos)
    if head is not None:
        return _SeatRef(head.number, head.name, head.end)
    m = _NUMBER.match(norm, pos)
    if not m:
        return None
    at = m.end()
    if at >= len(norm) or norm[at] not in SEPARATORS:
        return _SeatRef(number(m.group(1)), None, at + 1 if norm[at:at + 1] == "号" else at)
    at += 1
    while at < len(norm) and norm[at] in " \t":
        at += 1
    nick = fold(seats.get(number(m.group(1)), "")).strip()
    if nick and norm[at:at + len(nick)].casefold() == nick.casefold():
        return _SeatRef(number(m.group(1)), norm[at:at + len(nick)], at + len(nick))
    stop = _TOKEN_END.search(norm, at)
    end = stop.start() if stop else len(norm)
    return _SeatRef(number(m.group(1)), norm[at:end] or None, end)


def _check(ref: _SeatRef, seats: dict[int, str], number_only_ok: bool,
           bare_number_error: str) -> str | None:
    """Why this seat reference is not a valid target, or None when it names a seat."""
    if ref.number not in seats:
        return TARGET_ERROR
    if ref.name is None:
        return None if number_only_ok else bare_number_error + BARE_NUMBER
    return None if name_key(ref.name) == name_key(seats[ref.number]) else TARGET_ERROR


def _voter(ref: _SeatRef | None, seats: dict[int, str]) -> tuple[int | None, str | None]:
    """The seat a leading 序号.昵称 names (its 序号) and, if it is not a proper header, why."""
    if ref is None or ref.name is None or ref.number not in seats:
        return None, FORMAT_ERROR
    bad = _check(ref, seats, number_only_ok=False, bare_number_error=FORMAT_ERROR)
    return ref.number, (FORMAT_ERROR if bad else None)


def parse_pvz_vote(post_text: str, seats: dict[int, str], *,
                   number_only_ok: bool = False) -> VoteParse:
    """Read one post as a PVZ vote (6.4); see the module docstring for what is accepted."""
    norm = _unquoted(post_text)
    head = _read_seat(norm, skip_preamble(norm), seats)
    voter, header_error = _voter(head, seats)
    if not _PVZ_KEYWORD.search(norm):
        return VoteParse("none", voter)
    if header_error or head is None:
        return VoteParse("invalid", voter, error=FORMAT_ERROR)
    verb = _PVZ_VERB.match(norm, head.end)
    if not verb:
        return VoteParse("invalid", voter, error=FORMAT_ERROR)
    rest = verb.end()
    if verb.group(2):
        tail = norm[rest:].lstrip()
        if tail.startswith("给") or match_header(norm, len(norm) - len(tail)):
            return VoteParse("invalid", voter, error=FORMAT_ERROR)
        return VoteParse("abstain", voter, reason=post_text[rest:].strip())
    to = _TO.match(norm, rest)
    at = to.end() if to else rest
    target = _read_seat(norm, at, seats)
    if target is None:
        return VoteParse("invalid", voter, error=FORMAT_ERROR)
    bad = _check(target, seats, number_only_ok, FORMAT_ERROR)
    if bad:
        return VoteParse("invalid", voter, error=bad)
    return VoteParse("vote", voter, target.number, post_text[target.end:].strip())


_M162_OBJECT = re.compile(r"(投票|改票)\s*+对象\s*+:")
_M162_REASON = re.compile(r"理由\s*+:")


def _reason_label(norm: str, start: int) -> tuple[int, int] | None:
    """Where ``[投票|改票] 理由:`` first stands at or after ``start`` (begin, end). Found from 理由 and
    walked back over the spaces, so no search starts at every space of a long run."""
    m = _M162_REASON.search(norm, start)
    if m is None:
        return None
    begin = m.start()
    while begin > start and norm[begin - 1].isspace():
        begin -= 1
    if begin - 2 >= start and norm[begin - 2:begin] in ("投票", "改票"):
        begin -= 2
    return begin, m.end()


def _m162_target(raw: str, seats: dict[int, str], number_only_ok: bool) -> int | str | None:
    """The seat named by an M162 object field, None for 弃权, or the error text."""
    text = fold(raw).strip(_TRIM)
    if text == "弃权":
        return None
    if text in _ABSTAIN_WORDS:  # HLM-R61: 投弃权票时，须在投票对象中填写“弃权” — that word, no other
        return M162_ABSTAIN_ERROR
    seat = seat_by_name(text, seats)
    if seat is not None:
        return seat
    ref = _read_seat(text, 0, seats)
    if ref is None:
        return TARGET_ERROR
    rest = text[ref.end:].strip()
    if not rest:
        return _check(ref, seats, number_only_ok, TARGET_ERROR) or ref.number
    if ref.name is None and seat_by_name(rest, seats) == ref.number:
        return ref.number
    return TARGET_ERROR


def _line_end(norm: str, pos: int) -> int:
    end = norm.find("\n", pos)
    return len(norm) if end < 0 else end


def parse_m162_vote(post_text: str, seats: dict[int, str], *,
                    number_only_ok: bool = False) -> VoteParse:
    """Read one post of the M162 vote thread (投票对象/改票对象/弃权)."""
    norm = _unquoted(post_text)
    head = match_header(norm, skip_preamble(norm))
    voter = head.number if head is not None and head.number in seats else None
    if not _M162_KEYWORD.search(norm):
        return VoteParse("none", voter)
    labels = list(_M162_OBJECT.finditer(norm))
    changes = [m for m in labels if m.group(1) == "改票"]
    if len(changes) > 1 or (changes and labels[-1] is not changes[0]):
        return VoteParse("invalid", voter, error=FORMAT_ERROR)
    if not changes and len(labels) != 1:
        return VoteParse("invalid", voter, error=FORMAT_ERROR)
    label = changes[0] if changes else labels[0]
    start = label.end()
    reason_label = _reason_label(norm, start)
    stop = _line_end(norm, start)
    if reason_label is not None:
        stop = min(stop, reason_label[0])
    if not norm[start:stop].strip(_TRIM) and stop == _line_end(norm, start) < len(norm):
        start = len(norm) - len(norm[stop:].lstrip())
        stop = _line_end(norm, start)
        if reason_label is not None and reason_label[0] >= start:
            stop = min(stop, reason_label[0])
    field = post_text[start:stop]
    if not field.strip(_TRIM):
        return VoteParse("invalid", voter, error=FORMAT_ERROR)
    target = _m162_target(field, seats, number_only_ok)
    if isinstance(target, str):
        return VoteParse("invalid", voter, error=target)
    reason = post_text[reason_label[1]:] if reason_label else post_text[stop:]
    kind: Kind = "change" if changes else ("vote" if target is not None else "abstain")
    return VoteParse(kind, voter, target, reason.strip())


def m162_vote_of(game: Any, text: str, seats: dict[int, str] | None = None) -> VoteParse:
    """A post of `game` read by `parse_m162_vote`, with the game's seats and its `vote_by_number` choice (every
    reader of a vote post in M162, 078 and 245 asks here, so none reads a bare number differently)."""
    return parse_m162_vote(text, seats if seats is not None else {n: s.name for n, s in game.seats.items()},
                           number_only_ok=number_only(game.options))


def pvz_vote_of(game: Any, text: str, seats: dict[int, str] | None = None) -> VoteParse:
    """The same for PVZ's 6.4 format (`parse_pvz_vote`)."""
    return parse_pvz_vote(text, seats if seats is not None else {n: s.name for n, s in game.seats.items()},
                          number_only_ok=number_only(game.options))
