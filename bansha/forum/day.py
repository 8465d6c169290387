"""A discussion day as the forum has it, for the seeds that share [M162]'s voting words (078 and 245
copy them word for word): 【投票格式】投票对象：/投票理由：, 【改票格式】改票对象：… replying to the original
vote post, once; 弃权 as the target; full- and half-width punctuation alike (`votes.m162_vote_of`). A wrong
format or target is invalid and must be posted again; a plain `votes` list works too (a later entry
by the same seat is the 改票). 代投 (a post the director makes for a seat, `proxy`) and 改票 are not
taken in the last hour before 关门 (the ruleset's `skill_blackouts`); 执行加速时不允许改票. Requests
(申请加速/申请延时, any thread): at least half the living → success; 延迟成功时，不再视为“执行加速”状态.
潜水, one 黄牌 each on a non-accelerated 讨论日: under 5 posts (when the discussion thread is given), no
vote (when the vote thread is), and — where the seed enforces it — 10 posts missed three 讨论日 running.
A post by a seat already out is 诈尸: not counted, traced for the director's card."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, Callable

from mypy_extensions import mypyc_attr

from bansha.engine import cards, lateness

from .posts import body, fold
from .votes import m162_vote_of

INVALID = "投票格式或投票对象有误的票无效。无效票须通过重新发帖来更正"
REQUESTS = {"申请加速": "加速", "申请延时": "延时", "申请延迟": "延时"}
FEW = 5
LOW, RUN = 10, 3  # 连续三个未执行加速的讨论日发言均不足十帖
THREAD = {"discussion": "讨论帖", "vote": "投票帖", "sheriff": "警长竞选帖", "自由": "自由警长发言贴", "宣言": "宣言贴"}
BALLOTS = ("vote", "sheriff")  # the threads read for votes
# 245: [自由]「任何时候都可以在一个专门的自由警长发言贴中发言…（共用当天讨论数）」; the 宣言贴 is read by its ruleset
FREE = "自由"


def request_of(text: str) -> str | None:
    """加速 or 延时 for a request post: its words (after the speech header the paste hint asks for,
    【01.贾宝玉】申请加速) start with 申请加速/申请延时; None for any other post."""
    head = fold(body(text)).strip()
    return next((what for word, what in REQUESTS.items() if head.startswith(word)), None)


def auto_accelerated(game) -> bool:
    """未出局角色减少到一定程度时，导演将自动执行加速 (the number: option `auto_accelerate_alive`)."""
    limit = game.options.get("auto_accelerate_alive", 0)
    return bool(limit) and len(game.alive()) <= limit


def requests_outcome(game, cutoff=None) -> tuple[Any, bool]:
    """(the time acceleration succeeded or True without a time, delay succeeded) from the day's
    request posts in order; a request after `cutoff` (a datetime) or by a seat out is not counted."""
    asked: dict[str, set] = {"加速": set(), "延时": set()}
    accelerated_at, delayed = None, False
    alive = len(game.alive())
    for item in game.inbox:
        if not (isinstance(item, dict) and item["kind"] == "post"):
            continue
        what = request_of(item["text"])
        by = item["by"]
        if what is None or not game.seats[by].alive:
            continue
        when = lateness.posted_at(item["time"]) if item.get("time") else None
        if cutoff is not None and when is not None and when > cutoff:
            continue
        asked[what].add(by)
        if what == "延时" and len(asked["延时"]) * 2 >= alive:
            delayed = True
        elif what == "加速" and not delayed and accelerated_at is None and len(asked["加速"]) * 2 >= alive:
            accelerated_at = when or True
    return (None if delayed else accelerated_at), delayed


def vote_post(game, by: int, text: str, time, quiet: bool = False) -> tuple[int | None, str] | None:
    """(target, "vote" or "change") of a post in a vote thread; None where it holds no vote, or
    where the vote is refused here: a wrong format or target, or posted after 关门 (讨论结束时 …).
    `quiet`: the refusal is not put in the record (a reading of the votes so far, not the count)."""
    parsed = m162_vote_of(game, text)
    if parsed.kind == "none":
        return None
    if parsed.kind == "invalid":
        if not quiet:
            game.reject(by, None, f"{parsed.error}：{INVALID}（“{text[:40]}”）", vote=None)
        return None
    late = lateness.passed(game, time, "closed")
    if late:
        if not quiet:
            game.reject(by, None, f"讨论已于{late.at:%m-%d %H:%M}结束（关门）：此票不计", vote=parsed.target)
        return None
    return parsed.target, "change" if parsed.kind == "change" else "vote"


def attendance(game, day, seats: list[int], runs: dict[int, int] | None = None) -> None:
    """潜水 on a non-accelerated 讨论日: posts judged when the discussion thread is given, votes
    when the vote thread is (执行加速时…发言不足或未投票者将不被判罚). `runs`: each seat's 讨论日 in a
    row under ten posts, where the seed enforces 连续三个…均不足十帖 (an accelerated day, or one
    without its discussion thread, breaks the run)."""
    if runs is not None and (day.accelerated or not day.has_speech):
        runs.clear()
    if not day.has_speech and not day.has_ballots:  # neither thread given: nobody is judged
        return
    if day.accelerated:
        if day.has_speech or day.has_ballots:
            game.trace("执行加速：发言不足或未投票者将不被判罚")
        return
    for s in seats:
        n = day.speech.get(s, 0)
        if day.has_speech and n < FEW:
            cards.give(game, s, "黄牌", f"潜水：在未执行加速的讨论日发言不足五帖（{n}帖）")
        if runs is not None and day.has_speech:
            runs[s] = runs.get(s, 0) + 1 if n < LOW else 0
            if runs[s] >= RUN:
                runs[s] = 0
                cards.give(game, s, "黄牌", "潜水：连续三个未执行加速的讨论日发言均不足十帖")
        if day.has_ballots and s not in day.casts:
            cards.give(game, s, "黄牌", "潜水：在未执行加速的讨论日未投票")


def _out(game, seat_no: int) -> str:
    """Why a seat is not in play, in the seed's words: 已出局, or a life state of the ruleset's own (245's 已暂时离开游戏,
    which is no exit)."""
    own = game.ruleset.life_label(game, seat_no)
    return f"已{own}" if own else "已出局"


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class Cast:
    target: int | None
    post: int | None
    changed: bool = False


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class Day:
    """The day's ballots (final casts, and every accepted cast in posting order for 最先), posts per
    seat and whether the day is accelerated."""

    election: bool
    accelerated: bool = False
    casts: dict[int, Cast] = field(default_factory=dict)
    order: list[tuple[int, int | None]] = field(default_factory=list)
    speech: dict[int, int] = field(default_factory=dict)
    has_speech: bool = False
    has_ballots: bool = False
    posts_seen: int = 0
    # a seed's exception to the last hour's no-改票 (245: the role voted for exited during 正午)
    late_change: Callable[[Any, int | None], bool] | None = None
    # the living when the day opened, where seats go out during the day (245's 正午): a vote cast for
    # one of them before it went out was a vote (the tally leaves it out), not an invalid one
    opened_with: frozenset[int] = frozenset()
    # who may speak in the 自由警长发言贴 (245's [自由], out or not); without it nobody's posts there count
    free_speaker: Callable[[Any, int], bool] | None = None

    def cast(self, game, by: int, target, mode: str, post=None, reply_to=None, time=None, proxy=False) -> None:
        what = "警长竞选" if self.election else "放逐投票"
        seats = game.seats
        if not seats[by].alive:
            return game.reject(by, None, f"{by}号 {_out(game, by)}，不能参与{what}", vote=target)
        if target is not None and not seats[target].alive and target not in self.opened_with:
            return game.reject(by, None, f"投票对象有误：{target}号 {_out(game, target)}，不允许被选为投票的目标。{INVALID}",
                               vote=target)
        mine = self.casts.get(by)
        if proxy and lateness.window_refusal(game, "代投", time):
            return game.reject(by, None, "关门前一小时不允许改票或代投：此代投不计", vote=target)
        if mine is None:
            if mode == "change":
                return game.reject(by, None, "改票需回复原投票楼层：没有找到原投票", vote=target)
            self.casts[by] = Cast(target, post)
            self.order.append((by, target))
            return None
        if mode == "vote":
            return game.reject(by, None, "已经投票：改票需以改票格式回复原投票楼层", vote=target)
        if mode == "change" and reply_to != mine.post:
            return game.reject(by, None, "改票需回复原投票楼层", vote=target)
        if self.accelerated:
            return game.reject(by, None, "执行加速时不允许改票", vote=target)
        late = lateness.window_refusal(game, "改票", time)
        if late and not (self.late_change and self.late_change(game, mine.target)):
            return game.reject(by, None, late, vote=target)
        if mine.changed:
            return game.reject(by, None, "改票只允许进行一次", vote=target)
        mine.target, mine.changed = target, True
        self.order.append((by, target))
        game.trace(f"{by}号 改票：{target if target is not None else '弃权'}")
        return None

    def post(self, game, p: dict) -> None:
        index = self.posts_seen
        self.posts_seen += 1
        by, text, thread = p["by"], p["text"], p.get("thread", "discussion")
        free = thread == FREE and self.free_speaker is not None and self.free_speaker(game, by)
        if thread == "discussion":
            self.has_speech = True
        elif thread in BALLOTS:
            self.has_ballots = True
        if p.get("void") or (not game.seats[by].alive and not free):  # void: an out role's vote, refused as posted
            game.trace(f"{by}号 已出局，仍在{THREAD.get(thread, thread)}发言（诈尸）：不计，由导演判罚")
            return None
        if request_of(text):
            return None  # counted by requests_outcome
        if thread == FREE and not free:
            game.trace(f"{by}号 没有[自由]：在{THREAD[FREE]}的发言不计")
            return None
        if thread in ("discussion", FREE):
            self.speech[by] = self.speech.get(by, 0) + 1
            return None
        if thread not in BALLOTS:
            return None
        if thread == "sheriff" and not self.election:
            return game.reject(by, None, "警长竞选只在第一天讨论日进行", vote=None)
        vote = vote_post(game, by, text, p.get("time"))
        if vote is None:
            return None
        return self.cast(game, by, *vote, index, p.get("reply_to"), p.get("time"), p.get("proxy", False))

    def attendance(self, game, seats: list[int], runs: dict[int, int] | None = None) -> None:
        attendance(game, self, seats, runs)


def read_day(game, requests: tuple[Any, bool], late_change: Callable[[Any, int | None], bool] | None = None,
             opened_with: frozenset[int] = frozenset(), free_speaker: Callable[[Any, int], bool] | None = None) -> Day:
    """Feed the day's `votes` entries and posts in the order they came; `requests` (the ruleset's
    `requests_outcome` against its cut-off) decide whether the day is accelerated, announced once here."""
    election = game.period.number == 1
    day = Day(election, late_change=late_change, opened_with=opened_with, free_speaker=free_speaker)
    accelerated, delayed = requests
    alive = len(game.alive())
    if delayed:
        game.announce(f"申请延时人数达到存活人数{alive}的一半：延迟成功（不再视为执行加速）。")
    elif accelerated:
        game.announce(f"申请加速人数达到存活人数{alive}的一半：执行加速。")
    day.accelerated = not delayed and (bool(accelerated) or auto_accelerated(game))
    kind = "sheriff_vote" if election else "vote"
    for item in game.inbox:
        if not isinstance(item, dict):
            continue
        if item["kind"] == kind:
            day.cast(game, item["by"], item["for"], "list")
        elif item["kind"] == "post":
            day.post(game, item)
    return day


def voters_so_far(game) -> set[int]:
    """Who has a vote in (entries or vote-thread posts that read as a vote): what the step awaits.
    Pure: no events (the count reads the day again, with its refusals)."""
    election = game.period.number == 1
    kind = "sheriff_vote" if election else "vote"
    seats = {n: s.name for n, s in game.seats.items()}
    out = set()
    for i in game.inbox:
        if not isinstance(i, dict):
            continue
        if i["kind"] == kind:
            out.add(i["by"])
        elif i["kind"] == "post" and i.get("thread", "discussion") in BALLOTS and not request_of(i["text"]) \
                and not i.get("void"):
            if m162_vote_of(game, i["text"], seats).kind in ("vote", "abstain"):
                out.add(i["by"])
    return out


def requests_by_cutoff(game, period_rows: Callable[..., list[Any]]) -> tuple[Any, bool]:
    """`requests_outcome` against the planned cut-off (the timetable's "requests" row, 3 h before the
    planned 关门) when the game has a calendar; without one every request counts."""
    cutoff = None
    if game.start_date:
        rows = period_rows(date.fromisoformat(game.start_date), str(game.period), len(game.alive()),
                           auto_accelerate=game.options.get("auto_accelerate_alive", 0))
        cutoff = next((d.at for d in rows if d.key == "requests"), None)
    return requests_outcome(game, cutoff)
