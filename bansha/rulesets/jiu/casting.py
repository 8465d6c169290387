"""When a 245 vote counts as cast (投票规则, 出局; JIU-R182, R185, R201–R203): a vote posted in the 投票帖 (the
竞选日's in the 警长竞选帖) is cast for every waiting list as it is posted, and the vote settles at 关门 (day.py).
「角色出局后，除非有特别说明，否则不能继续参与讨论、投票」: an out role's vote is refused as it is entered, and its
posted vote voided as it is posted — except a 行尸走肉 (walking.py), which does not know it is out and votes on,
to no effect (rulings JIU-V1). The shared reading is `bansha.forum.casting`. What a cast vote weighs (票权) is
here too, for the day's exile and a 新月's extra thread alike."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.forum import casting

from . import statuses

if TYPE_CHECKING:
    from .state import JiuGame

STEP = {True: "竞选", False: "投票"}  # the day step a vote settles in, and its row (election day or not)
OUT_RULE = "角色出局后不能继续参与讨论、投票"


def weight(game: "JiuGame", voter: int) -> float:
    """票权 (JIU-R186): 1; [迷魂] 0; each [独裁] +1, and +1 more per 5 living above 10 (JIU-A09)."""
    seat = game.seats[voter]
    if statuses.blocked(seat, statuses.VOTE):
        return 0.0
    w = 1.0
    extra = -1  # the living counted only for a seat holding [独裁]
    for st in seat.statuses:
        if st.name == "独裁":
            if extra < 0:
                alive = len(game.alive())
                start = 10 if game.options["dictator_scale"] == "10人起" else 15
                extra = (alive - start) // 5 + 1 if alive >= start else 0
            w += 1 + extra
    return w


def vote_refusal(game: "JiuGame", by: int, election: bool, at: Any) -> str | None:
    return casting.vote_refusal(game, by, election, at, OUT_RULE, STEP[election])


def void_dead_vote(game: "JiuGame", post: dict[str, Any]) -> None:
    casting.void_dead_vote(game, post, game.period.number == 1, OUT_RULE)
