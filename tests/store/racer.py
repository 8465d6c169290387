"""A process that records, as fast as it can, one input into each of many games: the load the
store tests use to see two processes race for the same read-check-append. Prints one line per
game: accepted or refused."""
from __future__ import annotations

import json
import sys
import time

from bansha.engine.errors import Refusal
from bansha.store.games import open_store


def main() -> None:
    where, games, inp, start = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3]), float(sys.argv[4])
    store = open_store(where)
    store.inputs(games[0])  # connected and warm before the start
    while time.time() < start:
        time.sleep(0.001)
    for game_id in games:
        try:
            store.record(game_id, inp, "racer")
            print(game_id, "accepted", flush=True)
        except Refusal as r:
            print(game_id, "refused", r.reason, flush=True)


if __name__ == "__main__":
    main()
