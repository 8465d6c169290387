"""When a vote counts as cast, for the seeds that share [M162]'s voting words (078, 245): judged at entry —
who may vote, whether the vote is still open — and read where the seed puts it. A vote posted in a vote
thread is cast for every waiting list as it is posted (`day.voters_so_far`); an out role's vote is refused as
it is entered, and its posted vote voided as it is posted (the post stays: 诈尸, the director's to card).
`alive` says who may still vote (245's 行尸走肉 does not know it is out and votes on, to no effect)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine import lateness
from bansha.engine.intake import seems_alive

from .day import BALLOTS
from .votes import m162_vote_of

if TYPE_CHECKING:
    from bansha.engine.game import Game

def what(election: bool) -> str:
    return "警长竞选" if election else "放逐投票"


def vote_refusal(game: "Game", by: int, election: bool, at: Any, out_rule: str, step: str,
                 row: str | None = None) -> str | None:
    """Why a vote entered now (by the director, a page, the bot) is refused, in the rules' words: its voter
    is out (`out_rule`; in play as far as anyone can tell: `seems_alive`), its step has settled, or it was
    sent after the row that ends the vote (`row`, by default the step's own)."""
    if not seems_alive(game, by):
        return f"{by}号 已出局：{out_rule}，不能参与{what(election)}"
    if step in game.settled:
        return f"{what(election)}已经结束（关门）：此票不计"
    late = lateness.passed(game, at, row or step)
    if late is not None:
        return f"{what(election)}已于{late.at:%m-%d %H:%M}结束（关门）：此票不计"
    return None


def void_dead_vote(game: "Game", post: dict[str, Any], election: bool, out_rule: str) -> None:
    """A vote posted in a vote thread by a role out of play: refused as it is posted, never read as a vote."""
    by = post["by"]
    if seems_alive(game, by) or post.get("thread", "discussion") not in BALLOTS:
        return
    parsed = m162_vote_of(game, post["text"])
    if parsed.kind in ("vote", "change", "abstain"):
        post["void"] = True
        game.reject(by, None, f"{by}号 已出局：{out_rule}，不能参与{what(election)}（此帖为出局后发言）",
                    vote=parsed.target)
