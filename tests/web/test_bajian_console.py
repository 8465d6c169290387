"""[078]八见 on the console and the players' pages (issue 9): a game made by hand with 节气 and
letters (or dealt by seed), the leaders' letter lists and the 混血儿's 节气 from their own pages, the
grimoire's camp graph and 节气/字母, the night's checkpoints on the timetable, and no leak (BJ-R04,
R05, R10, R11, R62, R96)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from .conftest import new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets" / "bajian"))
from bj_helpers import ELDER, KING, LETTERS, PIPER, TERMS, WOLF_LIST, ELDER_LIST, seats  # noqa: E402


def player(app, token: str) -> tuple[TestClient, str]:
    client = TestClient(app)
    return client, client.get(f"/p/{token}/api/state").json()["csrf"]


def act(app, token: str, skill: str, choice: str = "", choice_text: str = ""):
    client, csrf = player(app, token)
    return client.post(f"/p/{token}/act", data={"csrf": csrf, "skill": skill, "choice": choice,
                                                "choice_text": choice_text}, follow_redirects=False)


def hand_lines() -> str:
    return "\n".join(f"{s['name']} {s['role']} {s['term']}" + (f" 字母={s['letter']}" if "letter" in s else "")
                     for s in seats())


def test_bj_r04_a_078_game_by_hand_with_terms_and_letters(app, director):
    r = director.post("/games/new", data={"csrf": director.csrf, "game_id": "b1", "ruleset": "bajian",
                                          "players": hand_lines(), "deal": "hand", "seed": "0"})
    assert r.status_code == 200 and "error-message" not in r.text
    g = app.state.web.store.open("b1")
    assert g.state.term == TERMS and g.state.letter == LETTERS
    page = director.get("/games/b1").text
    assert "节气 小满" in page and "字母 H" in page
    bad = hand_lines().replace("小满", "小暑暑")
    r = director.post("/games/new", data={"csrf": director.csrf, "game_id": "b2", "ruleset": "bajian",
                                          "players": bad, "deal": "hand", "seed": "0"})
    assert r.status_code == 400 and "不是二十四节气之一" in r.text and "没有创建任何游戏" in r.text


def test_bj_r04_a_078_game_dealt_by_seed_gets_terms_and_letters(app, director):
    names = "\n".join(f"玩家{n}" for n in range(1, 25))
    r = director.post("/games/new", data={"csrf": director.csrf, "game_id": "b3", "ruleset": "bajian",
                                          "players": names, "deal": "seed", "seed": "5"})
    assert r.status_code == 200
    g = app.state.web.store.open("b3")
    assert len(set(g.state.term.values())) == 24 and len(g.state.letter) == 22
    assert director.get("/games/b3").text.count("节气 ") >= 24


@pytest.fixture
def bj(app):
    return new_game(app, "bj", "bajian", seats(), start_date="2030-01-01")


def test_bj_r05_r10_letter_lists_and_terms_from_the_players_pages(app, director, bj):
    """The leaders hand in their lists and every 混血儿 its 节气 on its own page; the 混血儿 is
    offered all 24 节气 (its own among them: BJ-R11, 混血儿不会知道自己对应的节气) and told none."""
    page = TestClient(app).get(f"/p/{bj[KING]}").text
    assert "征召" in page
    assert act(app, bj[KING], "征召", choice_text="".join(WOLF_LIST)).status_code == 303
    assert act(app, bj[ELDER], "征召", choice_text=",".join(ELDER_LIST)).status_code == 303
    hybrid = 1
    page = TestClient(app).get(f"/p/{bj[hybrid]}").text
    offered = set(re.findall(r'<option value="([^"]+)"', page)) & set(TERMS.values())
    assert offered == set(TERMS.values())  # all 24, its own 小满 too: the page does not tell which is its own
    assert "节气小满" not in page and "字母H" not in page
    from bj_helpers import HYBRIDS
    for n in HYBRIDS:
        assert act(app, bj[n], "支持", choice=TERMS[KING]).status_code == 303
    g = app.state.web.store.open("bj")
    assert g.state.lists and len(g.state.support) == len(HYBRIDS)
    director.post("/games/bj/close", data={"csrf": director.csrf, "expect": "start"})
    g = app.state.web.store.open("bj")
    assert g.period == "day 1" and g.seats[2].role == "鹫狼"
    page = director.get("/games/bj").text
    assert 'id="camp-graph"' in page and page.count('data-kind="支持"') == len(HYBRIDS)
    assert f'data-edge="1-{KING}"' in page


def test_bj_r11_r85_a_player_page_shows_no_graph_and_no_one_else_s_role(app, director, bj):
    for n, a in ((KING, "".join(WOLF_LIST)), (ELDER, "".join(ELDER_LIST))):
        act(app, bj[n], "征召", choice_text=a)
    director.post("/games/bj/close", data={"csrf": director.csrf, "expect": "start"})
    g = app.state.web.store.open("bj")
    recruits = {n: s.role for n, s in g.seats.items() if s.role not in ("狼王", "长老", "吹笛者", "混血儿")}
    for n in (1, PIPER, 2):
        page = TestClient(app).get(f"/p/{bj[n]}").text
        assert "camp-graph" not in page and "阵营关系图" not in page
        for other, role in recruits.items():  # never another seat's identity next to its seat
            if other != n:
                assert not re.search(rf"{other}号[^<]{{0,12}}{role}", page), (n, other, role)
    page = TestClient(app).get(f"/p/{bj[1]}").text
    assert not any(role in page for role in recruits.values())


def test_bj_r62_r96_the_night_s_checkpoints_on_the_timetable(app, director, bj):
    for n, a in ((KING, "".join(WOLF_LIST)), (ELDER, "".join(ELDER_LIST))):
        act(app, bj[n], "征召", choice_text=a)
    for _ in range(2):
        g = app.state.web.store.open("bj")
        director.post("/games/bj/close", data={"csrf": director.csrf, "expect": g.period})
    assert app.state.web.store.open("bj").period == "night 1"
    page = director.get("/games/bj").text
    table = page[page.index('id="timetable"'):]
    for what in ("征召", "吹笛/魔音", "杀人、冲锋/激励", "枪击、预言/天眼、隼眼", "救药/毒药"):
        assert what in table
    assert "30分" in page and "60分" in page  # the checkpoints among the steps


def test_bj_before_the_opening_settles_the_grimoire_says_so_in_words(app, director):
    """Issue 19: before the 征召 settles the 鹫猎 group has no member and the graph no edge — the console says so
    (「暂无成员」, 「开局的支持结算后画出」), not "鹫猎：号" and "谁支持谁（）"."""
    new_game(app, "b2", "bajian", seats())
    page = director.get("/games/b2").text
    assert "鹫猎：暂无成员" in page and "鹫猎：号" not in page
    assert "谁支持谁（）" not in page and "谁支持谁（开局的支持结算后画出）" in page


def test_bj_r05_a_sent_letter_list_reads_in_order_and_a_change_starts_from_it(app, bj):
    """After 征召 the page says the list as letters in the order sent (not the JSON the engine keeps), and the
    form for a change (截止前可以更改) comes with the ten or eleven letters already chosen, where a leader had to
    pick them all again."""
    client, csrf = player(app, bj[KING])
    r = client.post(f"/p/{bj[KING]}/act", data={"csrf": csrf, "skill": "征召", "picks": WOLF_LIST})
    assert r.status_code == 200
    page = TestClient(app).get(f"/p/{bj[KING]}").text
    assert f"19号 &lt;征召&gt;（{'、'.join(WOLF_LIST)}）".replace("19号", f"{KING}号") in page
    assert '["' not in page
    chosen = re.findall(r'<option value="([A-V])" selected>', page)
    assert chosen == list(WOLF_LIST)


def test_bj_r10_a_hybrid_s_page_offers_support_at_once_and_a_change_starts_from_the_term_sent(app, bj):
    """BJ-A26: nothing sent by the leaders yet, a 混血's page has the <支持> form; once sent, the select for a
    change shows the 节气 chosen."""
    page = TestClient(app).get(f"/p/{bj[1]}").text
    assert 'name="skill" value="支持"' in page and "稍后开放" not in page
    assert act(app, bj[1], "支持", choice=TERMS[KING]).status_code == 303
    page = TestClient(app).get(f"/p/{bj[1]}").text
    assert re.findall(r'<option value="([^"]+)" selected>', page) == [TERMS[KING]]
