"""A day's votes and posts under the M162 forum rules (投票规则, 讨论日长短, 潜水).

- Votes use 投票对象：/投票理由： (`parse_m162_vote`); a change is 改票对象： posted as a reply to
  the original vote, once, never while acceleration is in force; a second 投票对象 post from a
  seat that has a valid vote is refused; an invalid vote counts for nothing and must be posted
  again. In a plain `votes` list a later entry by the same seat is the 改票.
- Acceleration/delay: requests (a post starting 申请加速/申请延时, or a `request` input) from
  at least half the living; 延迟成功时，不再视为执行加速.
- 潜水, one 黄牌 each, on non-accelerated 讨论日: fewer than 5 posts in the discussion thread and
  under 10 posts three such days running (when that thread is given); no valid vote (when the
  vote thread is given)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from bansha.engine.votes import Ballot
from bansha.forum.day import INVALID, REQUESTS, vote_post
from bansha.forum.day import attendance as forum_attendance
from bansha.forum.posts import fold

from .common import in_play

if TYPE_CHECKING:
    from bansha.engine.game import Game

    from .state import HlmState


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

    def __init__(self, election: bool) -> None:
        self.election = election
        self.accelerated = False
        self.delayed = False
        self.casts: dict[int, Cast] = {}
        self.speech: dict[int, int] = {}
        self.has_speech = False  # the discussion thread was given
        self.has_ballots = False  # the vote thread was given
        self.requests: dict[str, set] = {"加速": set(), "延时": set()}
        self.posts_seen = 0

    # --- votes ------------------------------------------------------------------------------
    def cast(self, game: "Game", by: int, target: int | None, mode: str, post: int | None = None,
             reply_to: int | None = None, time: str | None = None) -> None:
        what = "警长竞选" if self.election else "放逐投票"
        if not in_play(game, by):
            return game.reject(by, None, f"{by}号 已出局，不能参与{what}", vote=target)
        if target is not None and not in_play(game, target):
            return game.reject(by, None, f"投票对象有误：{target}号 已出局。{INVALID}", vote=target)
        mine = self.casts.get(by)
        if mine is None:
            if mode == "change":
                return game.reject(by, None, "改票需回复原投票楼层：没有找到原投票", vote=target)
            self.casts[by] = Cast(target, post)
            return None
        if mode == "vote":
            return game.reject(by, None, "已经投票：改票需以改票格式回复原投票楼层", vote=target)
        if mode == "change" and reply_to != mine.post:
            return game.reject(by, None, "改票需回复原投票楼层", vote=target)
        if self.accelerated:
            return game.reject(by, None, "执行加速时不允许改票", vote=target)
        late = game.ruleset.window_refusal(game, "改票", time)
        if late:
            return game.reject(by, None, late, vote=target)
        if mine.changed:
            return game.reject(by, None, "改票只允许进行一次", vote=target)
        mine.target, mine.changed = target, True
        if game.record_traces:
            game.trace(f"{by}号 改票：{target if target is not None else '弃权'}")
        return None

    def ballots(self, heavy: set[int], weight: int) -> list[Ballot]:
        """The final casts in posting order; a voter in `heavy` weighs `weight`, any other 1 (typed
        values rather than a weight function, which compiled code calls generically)."""
        return [Ballot(v, c.target, weight if v in heavy else 1) for v, c in self.casts.items()]

    # --- requests ---------------------------------------------------------------------------
    def request(self, game: "Game", by: int, what: str) -> None:
        if not game.seats[by].alive:
            return game.reject(by, None, f"{by}号 已出局，不能申请{what}", vote=None)
        self.requests[what].add(by)
        alive = len(game.alive())
        if what == "延时" and len(self.requests["延时"]) * 2 >= alive and not self.delayed:
            self.delayed, self.accelerated = True, False
            game.announce(f"申请延时人数{len(self.requests['延时'])}，达到存活人数{alive}的一半：延迟成功。")
        elif what == "加速" and len(self.requests["加速"]) * 2 >= alive and not (self.delayed or self.accelerated):
            self.accelerated = True
            game.announce(f"申请加速人数{len(self.requests['加速'])}，达到存活人数{alive}的一半：执行加速。")
        return None

    # --- posts ------------------------------------------------------------------------------
    def post(self, game: "Game", p: dict[str, Any]) -> None:
        index = self.posts_seen
        self.posts_seen += 1
        by, text, thread = p["by"], p["text"], p.get("thread", "discussion")
        if thread == "discussion":
            self.has_speech = True
        else:
            self.has_ballots = True
        if not isinstance(by, int) or by not in game.seats:
            return None
        head = fold(text).strip()
        for word, what in REQUESTS.items():
            if head.startswith(word):
                late = game.ruleset.passed(game, p.get("time"), "requests")
                if late:  # HLM-R73: 当日申请人数在讨论日结束三个小时前…
                    return game.reject(by, None, f"申请{what}须在讨论日结束三个小时前（{late.at:%H:%M}）提出：此申请不计",
                                       vote=None)
                return self.request(game, by, what)
        if thread == "discussion":
            if in_play(game, by):
                self.speech[by] = self.speech.get(by, 0) + 1
            return None
        if thread == "sheriff" and not self.election:
            return game.reject(by, None, "警长竞选只在警长竞选日进行", vote=None)
        vote = vote_post(game, by, text, p.get("time"))  # HLM-R98: a vote after 关门 is none
        if vote is None:
            return None
        return self.cast(game, by, *vote, index, p.get("reply_to"), p.get("time"))

    # --- 潜水 -------------------------------------------------------------------------------
    def attendance(self, game: "Game", seats: list[int]) -> None:
        """The forum day's 潜水, with the ten-post run HLM enforces (game.state.low_post_days)."""
        st: HlmState = game.state
        forum_attendance(game, self, seats, st.low_post_days)


def read_day(game: "Game", inbox: list[Any], election: bool) -> Day:
    """Feed the day's votes, posts and requests in the order they came."""
    day = Day(election)
    limit = game.options["auto_accelerate_alive"]
    if limit:
        living = len(game.alive())
        if living <= limit:
            day.accelerated = True
            game.announce(f"存活角色减少到{living}人：导演执行加速。")
    kind = "sheriff_vote" if election else "vote"
    for item in inbox:
        if not isinstance(item, dict):
            continue
        what = item["kind"]
        if what == kind:
            day.cast(game, item["by"], item["for"], "list")
        elif what == "post":
            day.post(game, item)
        elif what == "request":
            day.request(game, item["by"], item["what"])
    return day
