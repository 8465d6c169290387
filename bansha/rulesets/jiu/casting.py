"""When a 245 vote counts as cast (投票规则, 出局; JIU-R182, R185, R201–R203): judged at entry — who may vote,
whether the vote is still open — and read where the seed puts it: a vote posted in the 投票帖 (the 竞选日's in
the 警长竞选帖) is cast for every waiting list as it is posted (`posts.voters_so_far`), and the vote settles at
关门 (day.py). 「角色出局后，除非有特别说明，否则不能继续参与讨论、投票」: an out role's vote is refused as it is
entered, and its posted vote voided as it is posted — except a 行尸走肉 (walking.py), which does not know it is
out and votes on, to no effect (rulings JIU-V1)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine.intake import seems_alive
from bansha.forum.votes import parse_m162_vote

if TYPE_CHECKING:
    from bansha.engine.game import Game

STEP = {True: "竞选", False: "投票"}  # the day step a vote settles in (election day or not)
WHAT = {True: "警长竞选", False: "放逐投票"}
THREAD = {True: "sheriff", False: "vote"}
OUT_RULE = "角色出局后不能继续参与讨论、投票"


def vote_refusal(game: "Game", by: int, election: bool, at: Any) -> str | None:
    """Why a vote entered now (by the director, a page, the bot) is refused, in the rules' words."""
    what = WHAT[election]
    if not seems_alive(game, by):
        return f"{by}号 已出局：{OUT_RULE}，不能参与{what}"
    if STEP[election] in game.settled:
        return f"{what}已经结束（关门）：此票不计"
    row = game.ruleset.passed(game, at, STEP[election])
    if row is not None:
        return f"{what}已于{row.at:%m-%d %H:%M}结束（关门）：此票不计"
    return None


def void_dead_vote(game: "Game", post: dict[str, Any]) -> None:
    """A vote posted by a role the table knows is out is refused as it is posted: the post stays (诈尸, the
    director's to card, JIU-R227) and is never read as a vote."""
    by = post["by"]
    election = game.period.number == 1
    if seems_alive(game, by) or post.get("thread", "discussion") != THREAD[election]:
        return
    parsed = parse_m162_vote(post["text"], {n: s.name for n, s in game.seats.items()})
    if parsed.kind in ("vote", "change", "abstain"):
        post["void"] = True
        game.reject(by, None, f"{by}号 已出局：{OUT_RULE}，不能参与{WHAT[election]}（此帖为出局后发言）",
                    vote=parsed.target)
