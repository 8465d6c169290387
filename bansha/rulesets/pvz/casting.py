"""When a PVZ vote counts as cast: judged at entry (who may vote, whether the vote is still open) and
read where the seed puts it — 6.2.2 「投票发言也在对应讨论贴或警长竞选贴下进行」: a vote posted in the
discussion thread (or the 警长竞选贴) is cast the moment it is posted, for every waiting list."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from bansha.engine import lateness
from bansha.forum.votes import pvz_vote_of

from .posts import EXPLODE

if TYPE_CHECKING:
    from .state import PvzGame

ELECTION_STEP: Final = "警长竞选"
VOTE_STEP: Final = "放逐投票"
THREADS: Final = {True: ("sheriff",), False: ("discussion", "vote")}  # election? → where its votes are posted


def vote_refusal(game: "PvzGame", by: int, election: bool, at: Any) -> str | None:
    """Why a vote entered now (by the director, the bot, a page) is refused, in the rules' words:
    an exited role does not vote (night-1 victims vote in the election: they leave after it, PVZ-R133),
    and a vote whose step has settled, or sent after the vote's end, comes too late (PVZ-R71)."""
    what = "警长竞选" if election else "放逐投票"
    if not game.seats[by].alive:
        return f"{by}号 已出局，不能参与{what}"
    step = ELECTION_STEP if election else VOTE_STEP
    if step in game.settled:
        return f"{what}已经结束：此票不计"
    row = lateness.passed(game, at, "election_vote" if election else "exile_vote")
    if row is not None:
        return f"{what}已于{row.at:%m-%d %H:%M}结束：此票不计"
    return None


def void_dead_vote(game: "PvzGame", post: dict[str, Any]) -> None:
    """A vote posted by an exited role is refused as it is posted (the post stays: it is 诈尸, PVZ-R92,
    the director's to card) and never counted."""
    by = post["by"]
    if game.seats[by].alive or post.get("thread", "discussion") not in ("sheriff", "discussion", "vote"):
        return
    parsed = pvz_vote_of(game, post["text"])
    if parsed.kind in ("vote", "abstain") and parsed.voter == by:
        post["void"] = True
        what = "警长竞选" if post.get("thread") == "sheriff" else "放逐投票"
        game.reject(by, None, f"{by}号 已出局，不能参与{what}（此帖为出局后发言）", vote=parsed.target)


def cast_in_threads(game: "PvzGame", posts: list[dict[str, Any]], election: bool) -> set[int]:
    """The seats whose post in the thread the seed names reads as a vote (a vote or 弃票 in the 6.4
    format, by its author): cast. Each post is read once (kept in the period's ledger by position)."""
    ledger = game.ledger
    seats: dict[int, str] | None = None
    read = ledger.cast_reads
    while len(read) < len(posts):
        p = posts[len(read)]
        voter: int | None = None
        if not p.get("void") and EXPLODE not in p["text"]:
            seats = seats or {n: s.name for n, s in game.seats.items()}
            parsed = pvz_vote_of(game, p["text"], seats)
            if parsed.kind in ("vote", "abstain") and parsed.voter == p["by"]:
                voter = p["by"]
        read.append(voter)
    threads = THREADS[election]
    return {v for p, v in zip(posts, read) if v is not None and p.get("thread", "discussion") in threads}
