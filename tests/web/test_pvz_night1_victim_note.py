"""PVZ-R133 (rulings R-NIGHT1-VICTIMS): 「第一夜出局的角色在警长竞选阶段结束后才会出局。」 A night-1 victim stays in play
through day 1's election, so the grimoire shows it 存活; the director is told beside it why it will leave (the
console and `bansha status`), and the seat itself is not: it learns it from the morning list, after the election."""
from __future__ import annotations

from fastapi.testclient import TestClient

from bansha import status
from bansha.rulesets.pvz.common import NIGHT1_NOTE

from .conftest import new_game, visible_text

ROLES = ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民", "平民"]
VICTIM = 9


def _day_one(app) -> dict[int, str]:
    tokens = new_game(app, "v", "pvz", [{"seat": i, "name": f"v{i}", "role": r} for i, r in enumerate(ROLES, 1)])
    store = app.state.web.store
    store.record("v", {"kind": "close"})  # the opening → night 1
    store.record("v", {"kind": "action", "by": 5, "skill": "杀人", "targets": [VICTIM]})
    store.record("v", {"kind": "close"})  # → day 1, the election open
    return tokens


def _grimoire_row(page: str, seat: int) -> str:
    """The grimoire's row of a seat."""
    grimoire = page[page.index('id="grimoire"'):]
    return next(row for row in grimoire.split("<tr")[1:] if f"<td>{seat}号" in row)


def test_the_console_says_why_a_night_1_victim_in_play_will_leave(app, director):
    _day_one(app)
    game = app.state.web.store.open("v")
    assert game.period == "day 1" and game.seats[VICTIM].alive  # in play for the election
    page = director.get("/games/v").text
    assert NIGHT1_NOTE in _grimoire_row(page, VICTIM) and "存活" in _grimoire_row(page, VICTIM)
    assert page.count(NIGHT1_NOTE) == 1  # only beside the victim


def test_the_status_lines_name_the_seats_waiting_to_leave(app):
    _day_one(app)
    store = app.state.web.store
    lines = status.status_lines(store.setup("v"), store.open("v"))
    assert f"待离场：{VICTIM}号v{VICTIM}（{NIGHT1_NOTE}）" in lines


def test_the_victim_is_not_told_before_the_morning_list(app):
    tokens = _day_one(app)
    client = TestClient(app)
    own = client.get(f"/p/{tokens[VICTIM]}").text
    state = client.get(f"/p/{tokens[VICTIM]}/api/state").text
    assert NIGHT1_NOTE not in own and NIGHT1_NOTE not in state
    assert "第一夜出局" not in visible_text(own)


def test_the_note_goes_once_the_election_closes_and_the_victim_leaves(app, director):
    _day_one(app)
    store = app.state.web.store
    for seat in range(1, 13):
        store.record("v", {"kind": "sheriff_vote", "by": seat, "for": 1})
    game = store.open("v")
    assert not game.seats[VICTIM].alive  # left play after the election (the morning list follows)
    assert NIGHT1_NOTE not in director.get("/games/v").text
    assert not any(line.startswith("待离场") for line in status.status_lines(store.setup("v"), game))
