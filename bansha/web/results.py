"""A game's outcome as the archive, the players' records and the camp statistics read it: over or
not, the winner, each seat's role, camp and whether it won, and the dates. Worked out from the
game the log replays and kept beside it (`game_results`) for exactly the log's version, so a list
of many finished games costs one lookup each; any change to the log (an undo) makes it again."""
from __future__ import annotations

import json
from typing import Any

from bansha import present
from bansha.store.games import Store


def _version(store: Store, game_id: str) -> int:
    row = store.conn.execute("SELECT v FROM log_version WHERE game_id=?", (game_id,)).fetchone()
    return row[0] if row else 0


def of(store: Store, game_id: str) -> dict[str, Any]:
    version = _version(store, game_id)
    row = store.conn.execute("SELECT version, data FROM game_results WHERE game_id=?", (game_id,)).fetchone()
    if row is not None and row[0] == version:
        return json.loads(row[1])
    data = work_out(store, game_id)
    with store.conn.attempt():  # a cache: a failed write is only a miss next time
        store.conn.execute("INSERT INTO game_results (game_id, version, data) VALUES (?,?,?) ON CONFLICT (game_id)"
                           " DO UPDATE SET version=excluded.version, data=excluded.data",
                           (game_id, version, json.dumps(data, ensure_ascii=False)))
    return data


def work_out(store: Store, game_id: str) -> dict[str, Any]:
    setup, log = store.setup(game_id), store.inputs(game_id)
    game = store.peek(game_id)
    winners = set()
    for e in game.events:
        if e["type"] == "game_over":
            winners = set(e.get("seats") or ())
    created = store.conn.execute("SELECT created FROM games WHERE id=?", (game_id,)).fetchone()[0]
    return {"id": game_id, "title": setup.title, "ruleset": setup.ruleset, "ruleset_title": game.ruleset.title,
            "options": setup.options, "over": game.over, "winner": game.winner,
            "result": present.result(game.winner) if game.over else "",
            "period": str(game.period), "created": created, "start_date": setup.start_date,
            "ended": log[-1].recorded_at if game.over and log else None,
            "seats": {str(n): {"name": s.name, "role": s.role, "camp": game.ruleset.camp_of(game, n),
                               "won": n in winners} for n, s in game.seats.items()}}


def lineup(result: dict[str, Any]) -> tuple[str, ...]:
    return tuple(sorted(s["role"] for s in result["seats"].values()))
