"""The day: the night's exits are published as it opens; a hunter killed that night shoots (the step
waits for the answer, up to the close); the vote settles when every seat that may vote has voted
(or at 21:00, or when the director moves on); the top seat alone is exiled; the day's exits are
listed at its end."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import exits, life, triggers
from bansha.engine.damage import expire
from bansha.engine.order import Step
from bansha.engine.record import Exile
from bansha.engine.votes import Ballot, tally, top

from . import wins
from .exit_list import listed
from .statuses import blocking

if TYPE_CHECKING:
    from .state import TemplateGame


def morning(game: "TemplateGame") -> None:
    dead = [n for n, _ in game.state.last_night]
    game.ledger.out.extend(game.state.last_night)
    game.announce("昨夜出局：" + (listed(game) if dead else "无（平安夜）"))
    game.ledger.out.clear()
    life.tell(game, dead)
    wins.check(game)


def shots(game: "TemplateGame") -> bool:
    """Offers made by the night's exits settle now; one not yet answered keeps the step open."""
    triggers.settle(game, wait=not game.forcing)
    wins.check(game)
    return not game.offers


def awaits_offers(game: "TemplateGame") -> list[tuple[int, str]]:
    """The shots offered and not yet answered."""
    return [(o.seat, o.skill) for o in game.offers if not triggers.pending_input(game, o)]


def may_vote(game: "TemplateGame") -> list[int]:
    return [n for n in game.alive() if not blocking(game.seats[n], "vote")]


def awaits_votes(game: "TemplateGame") -> list[tuple[int, str]]:
    voted = {i["by"] for i in game.inbox if isinstance(i, dict) and i["kind"] == "vote"}
    return [(n, "放逐投票") for n in may_vote(game) if n not in voted]


def vote(game: "TemplateGame") -> None:
    voters = set(may_vote(game))
    ballots = [Ballot(i["by"], i["for"], 1.0) for i in game.inbox
               if isinstance(i, dict) and i["kind"] == "vote" and i["by"] in voters]
    best = top(tally(ballots))
    exiled = best[0] if len(best) == 1 else None
    game.state.exiled[game.period.number] = exiled
    game.emit(Exile(exiled, {str(k): v for k, v in tally(ballots).items()}))
    if exiled is not None:
        exits.record(game, exiled, "投票")
        exits.leave(game, exiled, "投票")
    wins.check(game)


def dusk(game: "TemplateGame") -> None:
    """The day's exits in the exit list's order; the statuses that lasted the day end."""
    game.announce(f"第{game.period.number}天出局：{listed(game)}")
    expire(game, str(game.period))


DAY: tuple[Step, ...] = (
    Step("公布出局", "公布夜晚出局信息", run=morning, needs=()),
    Step("出局技能", "夜晚出局者的<最后一枪>", ("最后一枪",), run=shots, awaits=awaits_offers),
    Step("放逐投票", "放逐投票结束，统计结果", ("放逐投票",), run=vote, awaits=awaits_votes,
         deadline="exile_vote"),
    Step("黄昏", "公布当天出局名单", run=dusk, always=True),
)
