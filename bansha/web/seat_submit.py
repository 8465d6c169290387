"""A seat's own submission through its link — a skill or its last words — checked against the
deadline, recorded with its audit row in one transaction, and audited with the rules' reason
when refused, so every attempt is on record with its time."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Callable

from bansha.engine import acting, life
from bansha.engine.errors import Refusal

from . import actions, audit, links, timetable
from .context import Web, zone


def submit(web: Web, link: links.Link, inp: dict[str, Any], due: Callable[[list[Any], Any], Any],
           again: bool = False) -> tuple[int, int | None]:
    """Record `inp` for the link's seat; `due(deadlines, game)` is the deadline it falls under;
    `again` adds a second use instead of changing the first. Returns the new seq and the seq it
    replaced (a change), if any."""
    store = web.store
    setup = store.setup(link.game_id)
    inp = actions.with_time(setup, inp, zone(setup.tz))
    period = None
    owner = None
    try:
        game = store.peek(link.game_id)
        period = game.period
        if inp.get("kind") in ("action", "pass"):  # the engine says whether the seat may act now
            why = acting.refusal(game, link.seat, inp.get("skill"))
            if why:
                raise Refusal(why)
            owner = acting.submitted_by(game, link.seat, inp.get("skill"))
            if inp["kind"] == "pass" and owner is not None:
                raise Refusal(f"<{inp['skill']}>已经提交，不能放弃")
        if inp.get("kind") == "last_words" and not life.knows_out(game, link.seat):
            # a night victim not yet on the morning list is told nothing, by a form or by a refusal
            raise Refusal(f"{link.seat}号 没有遗言：只有规则给予遗言的出局角色可以提交遗言")
        if setup.start_date:
            late = timetable.closed_reason(due(timetable.deadlines(setup, game, store.inputs(link.game_id)), game),
                                           datetime.now(timezone.utc), setup)
            if late:
                raise Refusal(late)

        def kept(conn, seq: int, replaced: int | None) -> None:
            audit.log(conn, link.game_id, link.seat, link.id, actions.period_of(conn, link.game_id, seq), inp,
                      "changed" if replaced else "recorded", seq=seq, replaced=replaced)
        return actions.submit(store, link.game_id, inp, f"seat:{link.seat}", web.batcher, then=kept, again=again,
                              owner=owner)
    except Refusal as r:
        period = period or store.open(link.game_id).period
        audit.log(web.conn, link.game_id, link.seat, link.id, period, inp, "refused", r.reason)
        raise
