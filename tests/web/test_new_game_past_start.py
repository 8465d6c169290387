"""A new game whose start date has already come (`service/starting.py`). Found in the console: a 078 game made at
15:00 of its start date had its 征召 and 支持 (due 09:00, 「游戏开始前」) forfeited by the deadline ticker half a minute
later, before a link was sent. The form and `bansha new` now refuse such a date, naming the rows that have passed;
a director entering a game already under way ticks 「开始日期已过也创建」 (`--past-start`)."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from bansha.service import starting

from cli.cli_helpers import cli, ok, user_error
from web.conftest import visible_text

GMT8 = timezone(timedelta(hours=8))
START = "2026-12-04"


def seats(n: int) -> list[dict]:
    return [{"seat": i, "name": f"P{i}"} for i in range(1, n + 1)]


def at(day: int, hour: int) -> datetime:
    return datetime(2026, 12, day, hour, 0, tzinfo=GMT8)


def passed(ruleset_id: str, n: int, now: datetime) -> list[str]:
    return [f"{d.at:%d %H:%M} {d.what}" for d in starting.passed_rows(ruleset_id, seats(n), {}, 5, START, now)]


def test_078_opening_is_due_at_nine_of_the_start_date():
    """BJ-A24: 「游戏开始前」 (征召 lists, 支持) is due at 09:00 of the date day 1 opens."""
    assert passed("bajian", 24, at(4, 8)) == []
    assert passed("bajian", 24, at(4, 15)) == ["04 09:00 征召（递交字母）/支持（选择节气）"]


def test_an_opening_without_a_clock_is_looked_past_to_the_first_night():
    """PVZ's opening has no deadline of its own; its first night's do (6.5: 截止24:00…视为放弃夜晚行动)."""
    assert passed("pvz", 12, at(4, 22)) == []
    assert passed("pvz", 12, at(6, 12)) == ["04 23:00 杀人", "05 00:00 夜晚行动"]


def test_245_made_after_nine_of_its_start_date_is_not_refused():
    """JIU-T1: the opening lasts until the director opens the 竞选日; its day's deadlines are days away."""
    assert passed("jiu", 14, at(4, 15)) == []


def test_no_start_date_nothing_is_due():
    assert starting.passed_rows("bajian", seats(24), {}, 5, None) == []


def form(game_id: str, ruleset: str, n: int, start_date: str, **extra) -> dict:
    return {"game_id": game_id, "ruleset": ruleset, "players": "\n".join(f"玩家{i}" for i in range(1, n + 1)),
            "seed": "5", "start_date": start_date, **extra}


def games(app) -> list[str]:
    return [r["id"] for r in app.state.web.conn.execute("SELECT id FROM games")]


def test_the_form_refuses_a_start_date_whose_deadlines_have_passed(app, director):
    r = director.post("/games/new", data={"csrf": director.csrf, **form("b1", "bajian", 24, "2026-01-05")})
    assert r.status_code == 400
    text = visible_text(r.text)
    assert "开始日期 2026-01-05 已过了这些时限：01-05 09:00 征召（递交字母）/支持（选择节气）" in text
    assert "勾选「开始日期已过也创建」。没有创建任何游戏。" in text
    assert games(app) == []
    assert 'name="past_start"' in r.text and 'value="2026-01-05"' in r.text  # the form comes back as filled


def test_the_form_creates_it_when_told_the_game_began_then(app, director):
    r = director.post("/games/new", data={"csrf": director.csrf,
                                          **form("b1", "bajian", 24, "2026-01-05", past_start="1")})
    assert r.status_code == 200 and "已创建 b1" in visible_text(r.text)
    assert games(app) == ["b1"]


def test_a_date_to_come_is_created_without_asking(app, director):
    r = director.post("/games/new", data={"csrf": director.csrf, **form("b2", "bajian", 24, "2099-01-05")})
    assert r.status_code == 200 and games(app) == ["b2"]


@pytest.mark.parametrize("flag", [False, True])
def test_cli_new_refuses_unless_past_start(tmp_path, flag):
    args = ["new", "g", "--ruleset", "pvz", "--names", ",".join(f"p{i}" for i in range(1, 13)),
            "--start-date", "2026-01-05"]
    if flag:
        assert "已创建 g" in ok(cli(tmp_path, *args, "--past-start")).stdout
    else:
        line = user_error(cli(tmp_path, *args))
        assert "开始日期 2026-01-05 已过了这些时限：01-05 23:00 杀人；01-06 00:00 夜晚行动" in line
        assert "加 --past-start" in line
        assert "还没有游戏" in cli(tmp_path, "games").stderr
