"""A 新月's extra exile thread (JIU-R192: 林地采集's blue, 群情激奋's), settled after the day's own exile:
the top of the votes that count there is exiled; a tie falls to the sheriff's vote, else nobody."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.record import Exile
from bansha.engine.votes import Ballot, as_record, tally, top

from ..events import EXILED
from .. import harm
from ..casting import weight
from ..common import label

if TYPE_CHECKING:
    from ..state import JiuGame


def settle(game: "JiuGame", votes: dict[int, int], title: str) -> None:
    """`votes`: voter → target, the ones the thread counts; both must still be alive."""
    votes = {v: t for v, t in sorted(votes.items()) if game.seats[v].alive and game.seats[t].alive}
    counts = tally([Ballot(v, t, weight(game, v)) for v, t in votes.items()])
    best = top(counts)
    pick = best[0] if len(best) == 1 else None
    if len(best) > 1 and game.sheriff in votes:
        pick = votes[game.sheriff]
    game.emit(Exile(pick, as_record(counts)), "director")
    n = game.period.number
    if pick is None:
        game.announce(f"第{n}天{title}放逐投票：没有最高票。")
        return
    game.announce(f"第{n}天{title}放逐投票：{label(game, pick)} 为最高票。")
    if harm.damage(game, pick, "投票出局", None, "投票") is False and game.seats[pick].alive:
        game.announce("平安日")
    else:
        game.fire(EXILED, seat=pick, voters=votes)
