"""Players across games (issue 23): the director links a game's seats to players (a forum name,
optionally a QQ number; the seat's own name is suggested); a player's page lists their games with
role, camp and result, and win rates by camp and by role; per ruleset, each line-up's camp win
rates in real games stand beside `simulate`'s."""
from __future__ import annotations

import html
import re

from bansha.web import players

from .community_helpers import WOLVES_WIN, admin, finished, make_director
from .conftest import visible_text


def _link(client, game_id: str, chosen: dict[int, str], qq: dict[int, str] | None = None):
    page = client.get(f"/games/{game_id}/players")
    assert page.status_code == 200
    data = {"csrf": client.csrf}
    for n in range(1, 13):
        if f'name="player_{n}"' in page.text:
            data[f"player_{n}"] = chosen.get(n, "")
            data[f"qq_{n}"] = (qq or {}).get(n, "")
    return client.post(f"/games/{game_id}/players", data=data, follow_redirects=True)


def test_the_seats_name_is_suggested_and_known_players_are_marked(app):
    root = admin(app)
    finished(app, "g1")
    page = html.unescape(root.get("/games/g1/players").text)
    assert 'name="player_1" value="渐强"' in page and "新玩家" in page
    assert _link(root, "g1", {1: "渐强"}, {1: "12345678"}).status_code == 200
    finished(app, "g2", WOLVES_WIN)
    page = html.unescape(root.get("/games/g2/players").text)
    row = page.split('name="player_1"')[1].split("</tr>")[0]
    assert 'value="渐强"' in row and 'value="12345678"' in row and "已有玩家" in row  # the same name, known
    assert "新玩家" in page.split('name="player_2"')[1].split("</tr>")[0]


def test_a_player_who_played_two_games_has_both_with_win_rates(app):
    root = admin(app)
    finished(app, "g1")  # 村民阵营 wins; seat 1 预言家, seat 4 狼人
    finished(app, "g2", WOLVES_WIN)
    g2 = app.state.web.store.peek("g2")
    wolf = next(n for n, s in g2.seats.items() if s.camp == "狼人阵营")
    _link(root, "g1", {1: "老玩家"}, {1: "10001"})
    _link(root, "g2", {wolf: "老玩家"})
    p = players.by_name(app.state.web.conn, "老玩家")
    assert p.qq == "10001"
    text = html.unescape(root.get(f"/players/{p.id}").text)
    assert "g1" in text and "g2" in text
    assert "已结束的游戏：2 局，胜 2 局" in text
    assert re.search(r"村民阵营\s*</td><td>100%（1/1）", text) and re.search(r"狼人阵营\s*</td><td>100%（1/1）", text)
    assert f"{g2.seats[wolf].role}</td>" in text and "预言家</td>" in text


def test_a_director_sees_a_players_games_only_in_the_games_they_direct(app):
    root = admin(app)
    finished(app, "g1")
    _link(root, "g1", {1: "渐强"})
    alice = make_director(app, root, "alice")
    p = players.by_name(app.state.web.conn, "渐强")
    page = alice.get(f"/players/{p.id}").text
    text = html.unescape(visible_text(page))
    assert "g1" not in text and "/games/g1" not in page and "已结束的游戏：0 局" in text


def test_a_bad_qq_number_is_refused_and_nothing_is_linked(app):
    root = admin(app)
    finished(app, "g1")
    r = _link(root, "g1", {1: "渐强", 2: "雪雪"}, {2: "qq-not-a-number"})
    assert r.status_code == 409 and "QQ 号应为" in r.text
    assert players.linked(app.state.web.conn, "g1") == {}


def test_camp_win_rates_of_real_games_beside_simulated_ones(app):
    root = admin(app)
    finished(app, "g1")
    text = html.unescape(root.get("/stats?ruleset=pvz").text)
    assert "10人：" in text and "g1" in text
    assert "村民阵营" in text and "100%（1/1" in text
    sim = re.search(r"狼人阵营</td><td data-label=\"真实对局\">—</td>\s*<td data-label=\"模拟\">(\d+)%（(\d+)/200", text)
    assert sim, text[-2000:]
    assert root.get("/stats?ruleset=nope").status_code == 400
