"""A day's votes and posts under the M162 forum rules (投票规则, 讨论日长短, 潜水).

- Votes use 投票对象：/投票理由： (`m162_vote_of`); a change is 改票对象： posted as a reply to
  the original vote, once, never while acceleration is in force; a second 投票对象 post from a
  seat that has a valid vote is refused; an invalid vote counts for nothing and must be posted
  again. In a plain `votes` list a later entry by the same seat is the 改票.
- Acceleration/delay: requests (a post whose words after its speech header start 申请加速/申请延时,
  【01.贾宝玉】申请加速, or a `request` input) from at least half the living; 延迟成功时，不再视为执行加速.
- The same reading, without a word to the record (`peek`), says what the vote still waits for
  (`awaits`): a vote from every seat in play, and then 关门 while a 改票 may still come.
- 潜水, one 黄牌 each, on non-accelerated 讨论日: fewer than 5 posts in the discussion thread and
  under 10 posts three such days running (when that thread is given); no valid vote (when the
  vote thread is given)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from bansha.engine import lateness
from bansha.engine.votes import Ballot
from bansha.forum.day import INVALID, attendance as forum_attendance, request_of, vote_post
from bansha.forum.votes import m162_vote_of

from .common import in_play
from .state import today

if TYPE_CHECKING:
    from .state import HlmGame


class Cast:
    """A seat's vote of the day: its target, the post it came in (改票 replies to it), whether the
    one 改票 is used. The forum's `Cast` is a pure dataclass (~1.5k instructions to build one in the
    compiled build); this one is native."""

    def __init__(self, target: int | None, post: int | None) -> None:
        self.target = target
        self.post = post
        self.changed = False


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
class Day:
    """The day's ballots in posting order, its discussion posts per seat and its requests. Its
    `__init__` is written out: a compiled dataclass's generated one runs interpreted."""

    def __init__(self, election: bool, quiet: bool = False) -> None:
        self.election = election
        self.quiet = quiet  # read without a word to the record (`peek`)
        self.accelerated = False
        self.delayed = False
        self.casts: dict[int, Cast] = {}
        self.speech: dict[int, int] = {}
        self.has_speech = False  # the discussion thread was given
        self.has_ballots = False  # the vote thread was given
        self.requests: dict[str, set] = {"加速": set(), "延时": set()}
        self.posts_seen = 0

    # --- votes ------------------------------------------------------------------------------
    def cast(self, game: "HlmGame", by: int, target: int | None, mode: str, post: int | None = None,
             reply_to: int | None = None, time: str | None = None) -> None:
        if not in_play(game, by):
            return self.refuse(game, by, out_of_play(by, self.election), target)
        if target is not None and not in_play(game, target):
            return self.refuse(game, by, f"投票对象有误：{target}号 已出局。{INVALID}", target)
        mine = self.casts.get(by)
        if mine is None:
            if mode == "change":
                return self.refuse(game, by, "改票需回复原投票楼层：没有找到原投票", target)
            self.casts[by] = Cast(target, post)
            return None
        if mode == "vote":
            return self.refuse(game, by, "已经投票：改票需以改票格式回复原投票楼层", target)
        if mode == "change" and reply_to != mine.post:
            return self.refuse(game, by, "改票需回复原投票楼层", target)
        if self.accelerated:
            return self.refuse(game, by, "执行加速时不允许改票", target)
        late = lateness.window_refusal(game, "改票", time)
        if late:
            return self.refuse(game, by, late, target)
        if mine.changed:
            return self.refuse(game, by, "改票只允许进行一次", target)
        mine.target, mine.changed = target, True
        if game.record_traces and not self.quiet:
            game.trace(f"{by}号 改票：{target if target is not None else '弃权'}")
        return None

    def refuse(self, game: "HlmGame", by: int, reason: str, target: int | None) -> None:
        """A vote or request that does not count, in the rules' words (for the director)."""
        if not self.quiet:
            game.reject(by, None, reason, vote=target)

    def ballots(self, heavy: set[int], weight: int) -> list[Ballot]:
        """The final casts in posting order; a voter in `heavy` weighs `weight`, any other 1 (typed
        values rather than a weight function, which compiled code calls generically)."""
        return [Ballot(v, c.target, weight if v in heavy else 1) for v, c in self.casts.items()]

    # --- requests ---------------------------------------------------------------------------
    def request(self, game: "HlmGame", by: int, what: str) -> None:
        if not game.seats[by].alive:
            return self.refuse(game, by, f"{by}号 已出局，不能申请{what}", None)
        self.requests[what].add(by)
        alive = len(game.alive())
        if what == "延时" and len(self.requests["延时"]) * 2 >= alive and not self.delayed:
            self.delayed, self.accelerated = True, False
            if not self.quiet:
                game.announce(f"申请延时人数{len(self.requests['延时'])}，达到存活人数{alive}的一半：延迟成功。")
        elif what == "加速" and len(self.requests["加速"]) * 2 >= alive and not (self.delayed or self.accelerated):
            self.accelerated = True
            if not self.quiet:
                game.announce(f"申请加速人数{len(self.requests['加速'])}，达到存活人数{alive}的一半：执行加速。")
        return None

    # --- posts ------------------------------------------------------------------------------
    def post(self, game: "HlmGame", p: dict[str, Any]) -> None:
        index = self.posts_seen
        self.posts_seen += 1
        by, text, thread = p["by"], p["text"], p.get("thread", "discussion")
        if thread == "discussion":
            self.has_speech = True
        else:
            self.has_ballots = True
        if not isinstance(by, int) or by not in game.seats:
            return None
        what = request_of(text)  # in the paste hint's format too: 【01.贾宝玉】申请加速
        if what is not None:
            late = lateness.passed(game, p.get("time"), "requests")
            if late:  # HLM-R73: 当日申请人数在讨论日结束三个小时前…
                return self.refuse(game, by, f"申请{what}须在讨论日结束三个小时前（{late.at:%H:%M}）提出：此申请不计", None)
            return self.request(game, by, what)
        if thread == "discussion":
            if in_play(game, by):
                self.speech[by] = self.speech.get(by, 0) + 1
            return None
        if p.get("void"):  # a vote by a seat out of play, refused when it was entered
            return None
        if thread == "sheriff" and not self.election:
            return self.refuse(game, by, "警长竞选只在警长竞选日进行", None)
        vote = vote_post(game, by, text, p.get("time"), self.quiet)  # HLM-R98: a vote after 关门 is none
        if vote is None:
            return None
        return self.cast(game, by, *vote, index, p.get("reply_to"), p.get("time"))

    # --- 潜水 -------------------------------------------------------------------------------
    def attendance(self, game: "HlmGame", seats: list[int]) -> None:
        """The forum day's 潜水, with the ten-post run HLM enforces (game.state.low_post_days)."""
        st = game.state
        forum_attendance(game, self, seats, st.low_post_days)


def out_of_play(by: int, election: bool) -> str:
    return f"{by}号 已出局，不能参与{'警长竞选' if election else '放逐投票'}"


def read_day(game: "HlmGame", inbox: list[Any], election: bool, quiet: bool = False) -> Day:
    """Feed the day's votes, posts and requests in the order they came."""
    day = Day(election, quiet)
    limit = game.options["auto_accelerate_alive"]
    if limit:
        living = len(game.alive())
        if living <= limit:
            day.accelerated = True
            if not quiet:
                game.announce(f"存活角色减少到{living}人：导演执行加速。")
    kind = "sheriff_vote" if election else "vote"
    for item in inbox:
        if not isinstance(item, dict):
            continue
        what = item["kind"]
        if what == kind:  # a later entry by the same seat is its 改票, judged by its time where given
            day.cast(game, item["by"], item["for"], "list", time=item.get("time"))
        elif what == "post":
            day.post(game, item)
        elif what == "request":
            day.request(game, item["by"], item["what"])
    return day


def peek(game: "HlmGame") -> Day:
    """The day's votes so far, read without a word to the record; kept until an input or an event
    comes (the waiting list asks after every input)."""
    led = today(game)
    at = (len(game.inbox), len(game.events))
    if led.peeked is None or led.peeked_at != at:
        led.peeked = read_day(game, game.inbox, game.period == "day 1", quiet=True)
        led.peeked_at = at
    return led.peeked


def awaits(game: "HlmGame") -> list[tuple[int, str]]:
    """What the vote waits for (HLM-R69, R71, R73): a valid vote from every seat in play (the
    election: the night-1 victims too), votes posted in the vote thread counted as cast; then, while
    a 改票 may still come (改票只允许进行一次；关门前一小时不允许改票…执行加速时不允许改票), the seats that may
    still change: 在白天结束时，统计投票结果并公布 — a vote still open to change is not final, so the day
    waits for 关门 (the timetable row) or the director."""
    election = game.period == "day 1"
    day = peek(game)
    voters = [n for n in sorted(game.seats) if in_play(game, n)]
    missing = [(n, "警长竞选投票" if election else "放逐投票") for n in voters if n not in day.casts]
    if missing or day.accelerated or lateness.window_refusal(game, "改票", game.now):
        return missing
    return [(n, "可改票") for n in voters if not day.casts[n].changed]


def refused_vote(game: "HlmGame", p: dict[str, Any]) -> str | None:
    """A vote posted in a vote thread by a seat out of play, refused when it is entered (the post
    is kept: it is speech, 诈尸 for the director to card), in the rules' words; None otherwise."""
    by, thread = p["by"], p.get("thread", "discussion")
    if thread not in ("vote", "sheriff") or in_play(game, by) or request_of(p["text"]) is not None:
        return None
    election = game.period == "day 1"
    if thread == "sheriff" and not election:
        return None
    parsed = m162_vote_of(game, p["text"])
    if parsed.kind in ("none", "invalid") or lateness.passed(game, p.get("time"), "closed"):
        return None  # judged at the vote, as before: a wrong format, or after 关门
    return out_of_play(by, election)
