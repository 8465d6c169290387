"""Records across games: a player's games with role, camp and result, and win rates by camp and by
role; per ruleset, each line-up's camp win rates in the real games beside those of `simulate`'s
random legal games of the same line-up (kept per line-up and bansha's code in `sim_results`)."""
from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from bansha import rulesets
from bansha.engine.errors import Refusal, ScenarioError
from bansha.engine.game import Game
from bansha.simreport import wilson
from bansha.simulate import play_to_end, player_for
from bansha.store.games import Store
from bansha.store.persisted import fingerprint

from . import players, results

SIM_GAMES = 200


def rate(won: int, played: int) -> dict[str, Any]:
    low, high = wilson(won, played) if played else (0.0, 0.0)
    return {"won": won, "played": played, "rate": won / played if played else None, "low": low, "high": high}


def player_record(store: Store, player_id: int, visible: set[str] | None) -> dict[str, Any]:
    """The player's seats in games the viewer may see, newest first, with totals over finished games."""
    rows = []
    for game_id, seat in players.seats_of(store.conn, player_id):
        if visible is not None and game_id not in visible:
            continue
        r = results.of(store, game_id)
        s = r["seats"].get(str(seat))
        if s is None:
            continue
        rows.append({"game": game_id, "title": r["title"], "ruleset": r["ruleset_title"], "seat": seat,
                     "name": s["name"], "role": s["role"], "camp": s["camp"], "over": r["over"],
                     "won": s["won"] if r["over"] else None, "result": r["result"], "created": r["created"]})
    rows.sort(key=lambda x: x["created"], reverse=True)
    done = [x for x in rows if x["over"]]
    by_camp: dict[str, list[int]] = {}
    by_role: dict[str, list[int]] = {}
    for x in done:
        by_camp.setdefault(x["camp"], []).append(int(x["won"]))
        by_role.setdefault(x["role"], []).append(int(x["won"]))
    return {"games": rows, "total": rate(sum(int(x["won"]) for x in done), len(done)),
            "by_camp": {k: rate(sum(v), len(v)) for k, v in sorted(by_camp.items())},
            "by_role": {k: rate(sum(v), len(v)) for k, v in sorted(by_role.items())}}


def lineups(store: Store, ruleset_id: str, visible: set[str] | None) -> list[dict[str, Any]]:
    """Finished games of the ruleset grouped by line-up, with each camp's wins."""
    groups: dict[tuple[str, ...], dict[str, Any]] = {}
    for row in store.list():
        if visible is not None and row["id"] not in visible:
            continue
        if store.setup(row["id"]).ruleset != ruleset_id:
            continue
        r = results.of(store, row["id"])
        if not r["over"]:
            continue
        key = results.lineup(r)
        g = groups.setdefault(key, {"roles": key, "options": r["options"], "games": [], "wins": Counter()})
        g["games"].append(row["id"])
        g["wins"][r["winner"] or "无人获胜"] += 1
    out = []
    for g in groups.values():
        n = len(g["games"])
        out.append({"roles": list(g["roles"]), "seats": len(g["roles"]), "games": g["games"], "options": g["options"],
                    "real": {camp: rate(w, n) for camp, w in sorted(g["wins"].items())}})
    return sorted(out, key=lambda x: -len(x["games"]))


def simulated(store: Store, ruleset_id: str, roles: list[str], options: dict[str, Any],
              games: int = SIM_GAMES) -> dict[str, Any] | None:
    """Camp win rates of `games` random legal games of exactly this line-up (seats shuffled per
    game), kept for this code; None when the ruleset cannot deal the line-up as given."""
    key = json.dumps({"roles": sorted(roles), "options": options}, ensure_ascii=False, sort_keys=True)
    code = fingerprint()
    row = store.conn.execute("SELECT data FROM sim_results WHERE ruleset=? AND lineup=? AND games=? AND code=?",
                             (ruleset_id, key, games, code)).fetchone()
    if row is not None:
        return json.loads(row[0])
    rs, player = rulesets.get(ruleset_id), player_for(ruleset_id)
    wins: Counter[str] = Counter()
    try:
        for seed in range(games):
            order = list(roles)
            random.Random(seed).shuffle(order)
            game = Game(rs, [{"seat": i, "name": f"P{i}", "role": r} for i, r in enumerate(order, 1)], options, seed,
                        record_traces=False)
            play_to_end(game, seed, player)
            wins[(game.winner or "无人获胜") if game.over else "未结束"] += 1
    except (Refusal, ScenarioError, KeyError, ValueError):
        return None
    data = {camp: rate(w, games) for camp, w in sorted(wins.items())}
    with store.conn.attempt():
        store.conn.execute("INSERT INTO sim_results (ruleset, lineup, games, code, data) VALUES (?,?,?,?,?)"
                           " ON CONFLICT DO NOTHING", (ruleset_id, key, games, code, json.dumps(data, ensure_ascii=False)))
    return data
