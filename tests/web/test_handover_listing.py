"""殉职 is the sheriff's (issue 19): every seat of PVZ, 红楼梦 and 078 carries the slot the sheriff uses, but a page
and the console list it only on the sheriff (or the sheriff just out, while the rules offer it), never on another
seat, dead or alive — so the sheriff is never a target of a 殉职 listed for someone else."""
from __future__ import annotations

from bansha.engine import triggers
from bansha.service import seat_view

from .conftest import HLM_SEATS, new_game


def test_only_the_sheriff_holds_the_handover(app):
    new_game(app, "h", "hongloumeng", HLM_SEATS)
    game = app.state.web.store.open("h")
    assert not any(s["name"] == "殉职" for n in game.seats for s in seat_view.skills(game, n))
    game.sheriff = 3
    holders = [n for n in game.seats if any(s["name"] == "殉职" for s in seat_view.skills(game, n))]
    assert holders == [3]
    game.sheriff = None  # out: the rules offer him the handover, and him alone
    triggers.offer(game, 3, "殉职", 0, None)
    holders = [n for n in game.seats if any(s["name"] == "殉职" for s in seat_view.skills(game, n))]
    assert holders == [3]
