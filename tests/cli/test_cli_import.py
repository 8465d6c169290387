"""`bansha import FILE.json` (issue 11 §4): a replay scenario becomes a console game whose record
settles as `bansha replay` settles it — the same exits, the same end — and what the rules refuse
is listed, not recorded."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from bansha.replay import play
from bansha.scenario import load
from bansha.store.db import connect
from bansha.store.games import Store
from bansha.store.importing import import_scenario

from cli_helpers import cli, ok, user_error

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*/*.json"))


def deaths(events) -> list[tuple[str, int, str]]:
    return sorted((str(e["t"]), e["seat"], e["cause"]) for e in events if e["type"] == "death")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_an_imported_scenario_settles_as_its_replay(tmp_path, path):
    data = json.loads(path.read_text(encoding="utf-8"))
    if "exit" in data.get("expect", {}):
        pytest.skip("a scenario the replay refuses")
    data.pop("expect", None)
    replayed = play(load(data))
    store = Store(connect(tmp_path))
    done = import_scenario(store, "g", data)
    game = store.open("g")
    assert (game.over, game.winner) == (replayed.over, replayed.winner)
    assert sorted(game.alive()) == sorted(replayed.alive())
    assert deaths(game.events) == deaths(replayed.events)
    refused = {(inp.get("by"), inp.get("skill")) for _, inp, _ in done.refused if inp["kind"] == "action"}
    assert refused <= {(e.get("by"), e.get("skill")) for e in replayed.events if e["type"] == "rejected"}


def test_cli_import_names_the_game_and_refuses_what_is_no_scenario(tmp_path):
    src = next(p for p in SCENARIOS if p.stem.startswith("pvz-03"))
    r = ok(cli(tmp_path, "import", str(src)))
    assert "已导入 pvz-03-merchant-trades-with-a-wolf" in r.stdout and "结果：村民阵营胜利" in r.stdout
    assert "pvz-03-merchant-trades-with-a-wolf" in ok(cli(tmp_path, "games")).stdout
    assert "已经有编号为" in user_error(cli(tmp_path, "import", str(src)))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert "不是 JSON" in user_error(cli(tmp_path, "import", str(bad)))
    bad.write_text('{"ruleset": "pvz", "seats": []}', encoding="utf-8")
    assert "seats" in user_error(cli(tmp_path, "import", str(bad), "--id", "x"))
    assert "x" not in ok(cli(tmp_path, "games")).stdout.split()
