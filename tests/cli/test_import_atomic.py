"""Issue 21 item 6: `bansha import` is all or nothing. A scenario that fails half-way (a lone
surrogate in day 1's 遗言, a value nested ~990 deep, a crash) leaves no game behind, prints one
line and no traceback, and the same id can be imported once the file is right."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from bansha.engine.errors import ScenarioError
from bansha.store import importing
from bansha.store.db import connect
from bansha.store.games import Store

from cli_helpers import cli, ok, user_error

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "pvz" / "pvz-03-merchant-trades-with-a-wolf.json"


def scenario() -> dict:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("expect", None)
    return data


def write(path: Path, data) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: "\ud800" stays an escape
    return path


def no_game(data_dir: Path, game_id: str) -> bool:
    conn = connect(data_dir)
    return (conn.execute("SELECT COUNT(*) FROM games WHERE id=?", (game_id,)).fetchone()[0] == 0
            and conn.execute("SELECT COUNT(*) FROM inputs WHERE game_id=?", (game_id,)).fetchone()[0] == 0)


def test_a_lone_surrogate_in_day_1_last_words_imports_nothing(tmp_path):
    data = scenario()
    day1 = next(s for s in data["steps"] if s["at"] == "day 1")
    day1.setdefault("last_words", []).append({"by": 1, "text": "我是\ud800好人"})
    line = user_error(cli(tmp_path, "import", str(write(tmp_path / "s.json", data)), "--id", "x1"))
    assert "last_words[" in line and "surrogate" in line and "\n" not in line.strip()
    assert no_game(tmp_path, "x1")
    day1["last_words"][-1]["text"] = "我是好人"
    assert "已导入 x1" in ok(cli(tmp_path, "import", str(write(tmp_path / "s.json", data)), "--id", "x1")).stdout


@pytest.mark.parametrize("depth", [40, 990, 5000])
def test_deep_json_is_one_line_and_nothing(tmp_path, depth):
    data = scenario()
    data["steps"][1]["actions"][0]["choice"] = "@"
    text = json.dumps(data).replace('"@"', "[" * depth + "]" * depth)
    (tmp_path / "d.json").write_text(text, encoding="utf-8")
    r = cli(tmp_path, "import", str(tmp_path / "d.json"), "--id", "x1")
    assert r.code == 1 and r.exception is None, r
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "深" in r.stderr or "deep" in r.stderr
    assert no_game(tmp_path, "x1")


def test_a_failure_half_way_leaves_no_game(tmp_path, monkeypatch):
    """Whatever stops an import after some periods were recorded (here: the third close fails),
    the data directory holds nothing of it."""
    store = Store(connect(tmp_path))
    real = Store.record
    closes = []

    def failing(self, game_id, inp, *a, **kw):
        if inp.get("kind") == "close":
            closes.append(1)
            if len(closes) == 3:
                raise OSError("disk gone")
        return real(self, game_id, inp, *a, **kw)

    monkeypatch.setattr(Store, "record", failing)
    with pytest.raises(OSError):
        importing.import_scenario(store, "x1", scenario())
    assert no_game(tmp_path, "x1")
    monkeypatch.setattr(Store, "record", real)
    done = importing.import_scenario(store, "x1", scenario())
    assert done.over and store.open("x1").over


def test_the_imported_game_is_the_one_played(tmp_path):
    """Copied from the scratch database, the log reopens as the same game."""
    store = Store(connect(tmp_path))
    done = importing.import_scenario(store, "g", scenario())
    game = store.open("g")
    assert (game.over, game.winner) == (done.over, done.winner)
    seqs = [r.seq for r in store.inputs("g")]
    assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) > 10


def test_names_that_read_the_same_are_one_player(tmp_path):
    data = scenario()
    data["seats"][1]["name"] = data["seats"][0]["name"][0] + "\u200b" + data["seats"][0]["name"][1:]
    with pytest.raises(ScenarioError, match=r"seats\[1\]\.name"):
        importing.import_scenario(Store(connect(tmp_path)), "g", data)
