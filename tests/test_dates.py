"""Issue 21 item 7: dates in a sane range (2000–2099) at every entry point — the CLI's `new` and
`act --at`, the console's new-game form and its action time, an imported or replayed scenario, a
pasted thread's post headers — and a game stored with a broken calendar before (9999-12-30: an
OverflowError after three closes) costs one line, never a traceback, and stops no other game's tick."""
from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from bansha import dates
from bansha.engine.errors import ScenarioError
from bansha.scenario import load

sys.path.insert(0, str(Path(__file__).parent / "cli"))
from cli_helpers import cli, ok, seats_file, user_error  # noqa: E402


@pytest.mark.parametrize("text, fine", [("2026-12-01", True), ("2000-01-01", True), ("2099-12-31", True),
                                        ("9999-12-30", False), ("1999-12-31", False), ("2100-01-01", False),
                                        ("明天", False)])
def test_start_dates(text, fine):
    if fine:
        assert dates.start_date(text) == text
    else:
        with pytest.raises(ValueError, match="开始日期"):
            dates.start_date(text)


def test_cli_new_refuses_a_date_no_calendar_reaches(tmp_path):
    line = user_error(cli(tmp_path, "new", "g", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path)),
                          "--start-date", "9999-12-30"))
    assert "开始日期应在 2000–2099 年之间" in line
    ok(cli(tmp_path, "new", "g", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path)), "--start-date", "2026-12-01",
           "--past-start"))
    ok(cli(tmp_path, "close", "g"))
    assert "时间应在" in user_error(cli(tmp_path, "act", "g", "5", "杀人", "1", "--at", "9999-12-31T20:00+08:00"))


def test_a_scenario_with_a_far_date_is_refused_with_its_field():
    base = {"ruleset": "pvz", "seats": [{"seat": i, "name": f"p{i}"} for i in range(1, 13)]}
    with pytest.raises(ScenarioError) as e:
        load({**base, "start_date": "9999-12-30"})
    assert e.value.field == "start_date"
    with pytest.raises(ScenarioError) as e:
        load({**base, "start_date": "2026-12-01", "steps": [
            {"at": "night 1", "actions": [{"by": 1, "skill": "查验", "targets": [2], "time": "9999-12-31T20:00"}]}]})
    assert e.value.field == "steps[0].actions[0].time"


def test_the_console_refuses_it_too(tmp_path):
    from fastapi.testclient import TestClient

    from bansha.service import accounts
    from bansha.web.app import create_app
    sys.path.insert(0, str(Path(__file__).parent))
    from web.conftest import PASSWORD, login
    app = create_app(tmp_path / "data")
    accounts.first_start(app.state.web.conn, PASSWORD)
    client = TestClient(app)
    csrf = login(client)
    r = client.post("/games/new", data={"csrf": csrf, "game_id": "g", "ruleset": "pvz", "start_date": "9999-12-30",
                                        "players": "\n".join(f"玩家{i}" for i in range(12))})
    assert r.status_code == 400 and "开始日期应在 2000–2099 年之间" in r.text


def broken(data: Path) -> None:
    """A game as bansha stored it before the range was checked: its calendar starts 9999-12-30."""
    conn = sqlite3.connect(data / "bansha.sqlite3")
    conn.execute("UPDATE games SET start_date='9999-12-30' WHERE id='bad'")
    conn.commit()
    conn.close()


def test_a_broken_calendar_is_one_line_and_tick_goes_on(tmp_path):
    for game in ("bad", "good"):
        ok(cli(tmp_path, "new", game, "--ruleset", "pvz", "--seats", str(seats_file(tmp_path)),
               "--start-date", "2026-01-01", "--past-start"))
    broken(tmp_path)
    for _ in range(3):
        ok(cli(tmp_path, "close", "bad"))
    ok(cli(tmp_path, "close", "good"))
    assert "日历超出了可以计算的日期范围" in user_error(cli(tmp_path, "status", "bad"))
    r = cli(tmp_path, "tick")
    assert r.code == 1 and r.exception is None and "Traceback" not in r.stderr
    assert "bad：时限结算失败" in r.stderr and "good：已过时限，结算步骤" in r.stdout


def test_a_broken_calendar_is_no_500_on_the_console(tmp_path):
    from fastapi.testclient import TestClient

    from bansha.service import accounts
    from bansha.web.app import create_app
    sys.path.insert(0, str(Path(__file__).parent))
    from web.conftest import PASSWORD, login
    data = tmp_path / "data"
    ok(cli(data, "new", "bad", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path)), "--start-date", "2026-01-01",
           "--past-start"))
    broken(data)
    for _ in range(3):
        ok(cli(data, "close", "bad"))
    app = create_app(data)
    accounts.first_start(app.state.web.conn, PASSWORD)
    client = TestClient(app)
    login(client)
    for path in ("/games/bad", "/games/bad/inputs", "/games/bad/thread", "/games/bad/links", "/games/bad/export"):
        assert client.get(path).status_code < 500, path
