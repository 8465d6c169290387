"""The day: the night's exits are published as it opens; the vote settles when every living seat
has voted (or the director moves on, or the close); the top seat alone is exiled."""
from __future__ import annotations

from bansha.engine import exits, life
from bansha.engine.order import Step
from bansha.engine.votes import Ballot, tally, top

from . import wins


def morning(game) -> None:
    dead = [n for n, s in game.seats.items() if s.life == life.UNAWARE]
    game.announce("昨夜出局：" + ("、".join(exits.label(game, n) for n in dead) or "无（平安夜）"))
    life.tell(game, dead)
    wins.check(game)


def awaits_votes(game) -> list[tuple[int, str]]:
    voted = {i["by"] for i in game.inbox if isinstance(i, dict) and i["kind"] == "vote"}
    return [(n, "放逐投票") for n in game.alive() if n not in voted]


def vote(game) -> None:
    living = set(game.alive())
    ballots = [Ballot(i["by"], i["for"], 1.0) for i in game.inbox
               if isinstance(i, dict) and i["kind"] == "vote" and i["by"] in living]
    best = top(tally(ballots))
    exiled = best[0] if len(best) == 1 else None
    game.state.exiled[game.period.number] = exiled
    game.emit("exile", seat=exiled, tally={str(k): v for k, v in tally(ballots).items()})
    if exiled is not None:
        exits.record(game, exiled, "投票")
        exits.leave(game, exiled, "投票")
        game.announce(f"{exits.label(game, exiled)} 被放逐出局。")
    wins.check(game)


DAY = (
    Step("公布出局", "公布夜晚出局信息", run=morning, needs=()),
    Step("放逐投票", "放逐投票结束，统计结果并公布", ("放逐投票",), run=vote, awaits=awaits_votes),
)
