"""A PVZ day read from its forum posts (6.3, 6.4, 6.2.3, 7.2.4): votes in the 6.4 format, the
【自爆】 posts, and the attendance cards (潜水) — a yellow for no valid speech on a discussion
day (not the election, not a 自爆 day) and a yellow for no vote (the election included)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, AbstractSet, Any, Final

from mypy_extensions import mypyc_attr

from bansha.engine import cards, lateness
from bansha.engine.skills import Intent
from bansha.forum.votes import pvz_vote_of

if TYPE_CHECKING:
    from .state import PvzGame

EXPLODE: Final = "【自爆】"
INVALID_VOTE: Final = "投票格式或投票对象有误的票无效，须通过重新发帖更正，记黄牌一次"


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class DayPosts:
    sheriff_votes: list[dict[str, Any]]
    votes: list[dict[str, Any]]
    speakers: set[int]
    explosions: list[tuple[int, int]]  # (post index, author) of 【自爆】
    posted_at: dict[int, str]  # post index → its time, where known
    # discussion-thread invalid votes (post index, author, why, text), carded by `invalid_votes`
    invalid: list[tuple[int, int, str, str]]
    has_election: bool
    has_discussion: bool

    def __init__(self) -> None:
        self.sheriff_votes = []
        self.votes = []
        self.speakers = set()
        self.explosions = []
        self.posted_at = {}
        self.invalid = []
        self.has_election = False
        self.has_discussion = False

    def election_attendance(self, game: "PvzGame", electors: set[int], also: AbstractSet[int] = frozenset()) -> set[int]:
        """`also`: the seats whose vote came another way (entered by the director, the console).
        Returns the seats carded for not voting."""
        if not self.has_election:
            return set()
        voted = {v["by"] for v in self.sheriff_votes if not v.get("invalid") and not v.get("late")} | also
        missed = electors - voted
        for s in sorted(missed):
            cards.give(game, s, "黄牌", "潜水：警长竞选阶段未投票")
        return missed

    def merge_explosions(self, game: "PvzGame", skills: list[Any]) -> list[Any]:
        """Turn each 【自爆】 post into a 自爆 use (its author holds the skill) or a red card."""
        out = list(skills)
        for index, author in self.explosions:
            seat = game.seats[author]
            slot = next((s for s in seat.skills if s.name == "自爆"), None)
            if slot is None:
                if lateness.passed(game, self.posted_at.get(index), "discussion"):
                    # 6.2.3 贴脸 only 「在任意讨论阶段」: the vote (20:00–21:00) is not one
                    game.trace(f"{author}号 在放逐投票阶段发送“【自爆】”：不在讨论阶段，不作为贴脸判罚")
                    self.speakers.add(author)
                    continue
                out.append(author)
            elif seat.alive:
                late = lateness.window_refusal(game, "自爆", self.posted_at.get(index))
                if late:  # 6.2.3: only in the two hours before discussion ends; the referee does not confirm it
                    game.reject(author, "自爆", late)
                    self.speakers.add(author)
                else:
                    out.append(Intent(author, slot, ()))
        return out

    def invalid_votes(self, game: "PvzGame", exploded: int | None) -> None:
        """6.4 无效票…记黄牌一次, for the discussion thread once the day's 自爆 is known: a post
        after the 【自爆】 that ended the discussion is void (no card)."""
        cut = next((i for i, a in self.explosions if a == exploded), None) if exploded is not None else None
        for i, by, why, text in self.invalid:
            if cut is not None and i > cut:
                game.reject(by, None, f"狼人自爆后跳过放逐投票阶段（“{text[:40]}”）", vote=None)
            else:
                invalid_vote(game, by, why, text)

    def day_attendance(self, game: "PvzGame", exploded: bool, present: list[int], also: AbstractSet[int] = frozenset(),
                       carded: AbstractSet[int] = frozenset()) -> None:
        """`present`: the roles alive when the discussion opened (one exiled today is judged too);
        `also`: the seats whose vote came another way (entered by the director, the console);
        `carded`: the seats already carded today for not voting (one card a day, R-ATTENDANCE)."""
        if not self.has_discussion:
            return
        voted = {v["by"] for v in self.votes if not v.get("invalid") and not v.get("late")} | also | carded
        for s in present:
            if not exploded and s not in self.speakers:
                cards.give(game, s, "黄牌", "潜水：讨论日无有效发言")
            if not exploded and s not in voted:
                cards.give(game, s, "黄牌", "潜水：投票结束时未投票")


VOTE_WORDS: Final = ("投票", "弃票", "弃权", "投给")


def _looks_like_vote(text: str) -> bool:
    """In the discussion and election threads (警上讨论 is held in the 警长竞选贴) a post is a vote
    attempt only when, after its 【序号.昵称】 header, it opens with 投票/弃票 (brackets optional);
    a speech that merely mentions voting is speech, not an invalid vote."""
    body = text.strip()
    if body[:1] in "【[":
        close = min((i for i in (body.find("】"), body.find("]")) if i >= 0), default=-1)
        body = body[close + 1:] if close >= 0 else body
    body = body.lstrip(" \t\n【[")
    return body.startswith(VOTE_WORDS)


def _own_lines(text: str) -> str:
    """The post without its quoted lines (引用, lines starting with >): quoting another's
    “【自爆】” is not sending it."""
    return "\n".join(ln for ln in text.splitlines() if not ln.lstrip().startswith((">", "＞")))


def invalid_vote(game: "PvzGame", by: int, why: str, text: str) -> None:
    game.reject(by, None, f"{why}：{INVALID_VOTE}（“{text[:40]}”）", vote=None)
    cards.give(game, by, "黄牌", f"无效票（{why}）")


def read_posts(game: "PvzGame", posts: list[dict[str, Any]]) -> DayPosts:
    """Election-thread invalid votes are carded at once (the election comes first); discussion
    ones wait for `DayPosts.invalid_votes`, since a 自爆 may void them."""
    seats = {n: s.name for n, s in game.seats.items()}
    day = DayPosts()
    for index, p in enumerate(posts):
        if p.get("void"):  # an exited role's vote, refused as it was posted (casting.void_dead_vote)
            continue
        by, text, thread = p["by"], p["text"], p.get("thread", "discussion")
        if thread == "sheriff":
            day.has_election = True
        else:
            day.has_discussion = True
        if EXPLODE in _own_lines(text) and thread != "sheriff":
            day.explosions.append((index, by))
            if p.get("time"):
                day.posted_at[index] = p["time"]
            continue
        parsed = pvz_vote_of(game, text, seats)
        if parsed.kind == "invalid" and thread != "vote" and not _looks_like_vote(text):
            if thread != "sheriff":  # 警上讨论 is speech too, but not for 潜水 (7.2.4 (1))
                day.speakers.add(by)
            continue
        if parsed.kind == "none":
            if thread != "sheriff":
                day.speakers.add(by)
            continue
        if parsed.kind == "invalid" or parsed.voter != by:
            why = parsed.error or "投票格式有误"
            if thread == "sheriff":
                invalid_vote(game, by, why, text)
            else:
                day.invalid.append((index, by, why, text))
            continue
        vote = {"kind": "vote", "by": by, "for": parsed.target, "post": True}
        if p.get("time"):
            vote["time"] = p["time"]
        (day.sheriff_votes if thread == "sheriff" else day.votes).append(vote)
    return day
