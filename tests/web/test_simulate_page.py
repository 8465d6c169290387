"""模拟 on the console (issue 11 §3, "or a page in the console"): the director runs random legal games of
a ruleset and reads the same report as `bansha simulate` — win rates with their 95% intervals drawn as
SVG bars (no inline style: the page's CSP holds), game length, the commonest ends; bad numbers are refused."""
from __future__ import annotations


def test_the_console_runs_a_simulation_and_shows_the_report(director):
    page = director.get("/simulate").text
    assert "开始模拟" in page and 'href="/simulate"' in page
    r = director.get("/simulate", params={"ruleset": "hongloumeng", "games": "30", "seed": "2", "run": "1"})
    assert r.status_code == 200
    for heading in ("阵营胜率", "身份胜率", "对局长度", "最常见的结局"):
        assert heading in r.text
    assert "<svg" in r.text and "style=" not in r.text.split('id="report"')[1]
    assert "30 局随机合法对局" in r.text


def test_the_console_simulation_refuses_bad_numbers(director):
    r = director.get("/simulate", params={"ruleset": "pvz", "games": "999999", "run": "1"})
    assert r.status_code == 400 and "局数应在 1 到 2000 之间" in r.text
    r = director.get("/simulate", params={"ruleset": "pvz", "seats": "3", "run": "1", "games": "5"})
    assert r.status_code == 400


def test_the_simulation_page_needs_the_director(app):
    from fastapi.testclient import TestClient
    r = TestClient(app).get("/simulate", follow_redirects=False)
    assert r.status_code in (303, 401)
