"""Spectators and the 复盘 (issue 23). PVZ: 本期活动设置观众QQ群…游戏结束前，裁判不得在观众群内透露
游戏的关键信息 — so while a game runs its spectator link shows the public record and nothing a
player could not see; once it is over, everything: the 复盘, which holds the deal, each period's
every action, vote, feedback and exit, the resolution trace and the 公示, on the page and in its
BBCode."""
from __future__ import annotations

import html

from fastapi.testclient import TestClient

from bansha import present
from bansha.service import seat_view
from bansha.service.wording import input_text
from bansha.web.fupan import VOTE_KINDS

from .community_helpers import admin, finished, spectator_url
from .test_no_leak import forbidden_markers  # noqa: F401 - the marker game's fixture comes with it
from .test_no_leak import marker_game  # noqa: F401


def test_a_running_games_spectator_sees_the_public_record_and_nothing_private(app, markers, director, marker_game):
    url = spectator_url(director, "m1")
    page = TestClient(app).get(url)
    assert page.status_code == 200
    text = html.unescape(page.text)
    leaked = [m for m in forbidden_markers(markers, None) if m in text]
    assert not leaked, f"a spectator saw {leaked}"
    assert "秘角" not in text and "秘技" not in text and "秘营" not in text  # no role, skill or camp of anyone
    game = app.state.web.store.peek("m1")
    for e in seat_view.public_record(game):  # every player's 公示 is there
        assert (e["text"] if e["type"] == "announce" else present.describe(e)) in text


def test_a_stopped_or_unknown_spectator_link_shows_nothing(app, director, marker_game):
    url = spectator_url(director, "m1")
    assert director.post("/games/m1/spectate/revoke", data={"csrf": director.csrf}).status_code == 200
    assert TestClient(app).get(url).status_code == 404
    assert TestClient(app).get("/s/" + "x" * 43).status_code == 404
    again = spectator_url(director, "m1")
    assert again != url and TestClient(app).get(again).status_code == 200


def test_a_finished_games_spectator_sees_the_whole_fupan(app, director):
    finished(app, "done")
    text = html.unescape(TestClient(app).get(spectator_url(director, "done")).text)
    assert "复盘" in text and "游戏结束：村民阵营胜利" in text
    assert "预言家（村民阵营）" in text and "石像鬼（狼人阵营）" in text  # every role, now
    assert "录入与撤销" not in text  # not the director's console


def test_the_fupan_holds_every_action_vote_feedback_exit_and_trace(app, director):
    finished(app, "done")
    store = app.state.web.store
    game, log = store.peek("done"), store.inputs("done")
    page = director.get("/games/done/fupan")
    assert page.status_code == 200
    text = html.unescape(page.text)
    bbcode = text.split('id="fupan-bbcode"')[1]
    for where in (text, bbcode):
        for n, s in game.seats.items():
            assert f"{n}号 {s.name}" in where and f"{s.role}（{s.camp}）" in where
        for r in log:
            if r.kind in ("action",) + VOTE_KINDS:
                assert input_text(r.payload) in where, input_text(r.payload)
        for e in game.events:
            if e["type"] in ("death", "exile", "sheriff", "feedback", "game_over"):
                assert present.describe(e) in where, present.describe(e)
            if e["type"] == "trace":
                assert e["text"] in where, e["text"]
        assert "第1夜出局" not in where and "第2夜出局（杀人）" in where  # 2号: saved on night 1, killed on night 2
    for p in ("night 1", "day 1", "night 2", "day 2"):
        assert present.announcement(game, p) in bbcode
    # in play order, and the BBCode has one copy button
    heads = [text.index(f"<h2>{label}</h2>") for label in ("开局", "第1夜", "第1天", "第2夜", "第2天")]
    assert heads == sorted(heads)
    assert page.text.count('data-copy="fupan-bbcode"') == 1


def test_the_archive_lists_finished_games_with_dates_and_winners(app, director):
    finished(app, "done")
    director.post("/games/new", data={"csrf": director.csrf, "game_id": "running", "ruleset": "pvz",
                                      "players": "\n".join(f"p{i}" for i in range(1, 11))})
    text = html.unescape(admin(app).get("/archive").text)
    assert "done" in text and "running" not in text
    assert "村民阵营胜利" in text and "1号 渐强" in text and "4号" not in text.split("获胜座位")[1].split("done")[0]
