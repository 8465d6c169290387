"""A PVZ game on a temporary data directory with seat links, and a Hub on it, for the bot tests."""
from __future__ import annotations

from bansha.bot.hub import Hub
from bansha.demo import NAMES, ROLES
from bansha.service import binding, links
from bansha.store.games import open_store

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
# 1 预言家, 2 狼人, 3 平民, 4 女巫, 5 狼王, 6 平民, 7 猎人, 8 石像鬼, 9 平民, 10 狼人, 11 守墓人, 12 平民
DIRECTOR = "90000"


def qq(seat: int) -> str:
    return str(10000 + seat)


def make_game(data, game_id: str = "g1", start_date: str | None = None, night: bool = True) -> dict[int, str]:
    """A 12-seat PVZ game (at night 1 unless `night` is False), every seat with a link; seat → token."""
    store = open_store(data)
    game = store.create(game_id, "pvz", SEATS, {}, 7, "测试局", start_date)
    if night:
        store.record(game_id, {"kind": "close"})
    return links.issue_all(store.conn, game_id, {n: s.name for n, s in game.seats.items()})


def hub_with_bound(data, seats=range(1, 13), game_id: str = "g1") -> Hub:
    hub = Hub(data, [DIRECTOR])
    codes = binding.codes(hub.conn, hub.secret, game_id)
    for n in seats:
        reply = hub.answer(qq(n), f"绑定 {codes[n]}")
        assert reply.startswith("已绑定"), reply
    return hub


def sent(hub: Hub, user: str) -> list[str]:
    """Every message queued for the number, in order."""
    return [r["text"] for r in hub.conn.execute("SELECT text FROM bot_outbox WHERE user_id=? ORDER BY id", (user,))]
