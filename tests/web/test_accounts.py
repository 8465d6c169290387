"""Directors' accounts (issue 23): the administrator made on the first start creates directors;
a director sees and runs only their own games and those they co-direct; every input names who
made it; passwords are Argon2 hashes; the old console password opens the administrator's account."""
from __future__ import annotations

from fastapi.testclient import TestClient


from bansha.service import accounts, auth

from .community_helpers import admin, create_game, log_in, make_director
from .conftest import csrf_of, visible_text

NAMES = ["渐强", "雪雪", "阿青", "大灰", "小白", "老王", "花花", "月月", "星星", "云云"]


def test_admin_makes_directors_who_see_only_their_games(app):
    root = admin(app)
    alice, bob = make_director(app, root, "alice"), make_director(app, root, "bob")
    create_game(alice, "ga", NAMES)
    create_game(bob, "gb", NAMES)
    home = alice.get("/").text
    assert "ga" in visible_text(home) and "gb" not in visible_text(home) and "/games/gb" not in home
    for path in ("/games/gb", "/games/gb/inputs", "/games/gb/fupan", "/api/games/gb/status", "/games/gb/directors"):
        r = alice.get(path)
        assert r.status_code == 404, path  # the same answer as a game that does not exist
    r = alice.post("/games/gb/close", data={"csrf": alice.csrf, "expect": "start"})
    assert r.status_code == 404
    assert app.state.web.store.inputs("gb") == []
    home = root.get("/").text
    assert "ga" in home and "gb" in home and "alice" in home and "bob" in home  # the owner column


def test_a_co_director_runs_the_game_and_the_log_names_each_maker(app):
    root = admin(app)
    alice, bob = make_director(app, root, "alice"), make_director(app, root, "bob")
    create_game(alice, "ga", NAMES)
    r = bob.post("/games/ga/directors/add", data={"csrf": bob.csrf, "name": "bob"})
    assert r.status_code == 404  # not bob's game to share
    r = alice.post("/games/ga/directors/add", data={"csrf": alice.csrf, "name": "bob"}, follow_redirects=True)
    assert r.status_code == 200 and "协作导演" in r.text
    assert bob.post("/games/ga/close", data={"csrf": bob.csrf, "expect": "start"}).status_code in (200, 303)
    r = alice.post("/games/ga/act", data={"csrf": alice.csrf, "by": "1", "skill": "预言", "targets": "4"})
    assert r.status_code in (200, 303)
    log = app.state.web.store.inputs("ga")
    assert [r.source for r in log] == ["account:bob", "account:alice"]
    assert bob.post("/games/ga/undo", data={"csrf": bob.csrf, "expect": str(log[-1].seq)}).status_code in (200, 303)
    page = alice.get("/games/ga/inputs").text
    assert "导演 bob" in page  # the close, recorded by bob
    assert "撤销第 2 条" in page and "bob" in page  # bob's undo, in the directors' log
    # a co-director may not hand the game on; the owner may take a co-director off
    r = bob.post("/games/ga/directors/remove", data={"csrf": bob.csrf, "name": "bob"})
    assert r.status_code == 409
    r = alice.post("/games/ga/directors/remove", data={"csrf": alice.csrf, "name": "bob"}, follow_redirects=True)
    assert r.status_code == 200 and bob.get("/games/ga").status_code == 404


def test_only_the_administrator_manages_accounts(app):
    root = admin(app)
    alice = make_director(app, root, "alice")
    assert alice.get("/accounts").status_code == 409
    r = alice.post("/accounts/new", data={"csrf": alice.csrf, "name": "mallory", "password": "mallory-pw"})
    assert r.status_code == 409 and accounts.by_name(app.state.web.conn, "mallory") is None
    assert "/accounts" not in alice.get("/").text and "/accounts" in root.get("/").text


def test_a_disabled_director_is_logged_out_and_cannot_log_in(app):
    root = admin(app)
    alice = make_director(app, root, "alice")
    account = accounts.by_name(app.state.web.conn, "alice")
    r = root.post(f"/accounts/{account.id}/disable", data={"csrf": root.csrf, "on": "1"}, follow_redirects=False)
    assert r.status_code == 303
    assert alice.get("/", follow_redirects=False).status_code == 303  # back to the login
    client = TestClient(app)
    page = client.get("/login").text
    r = client.post("/login", data={"name": "alice", "password": "alice-password", "csrf": csrf_of(page)})
    assert r.status_code == 401 and "账号或密码不正确" in r.text


def test_passwords_are_argon2_and_a_reset_shows_a_new_one_once(app):
    conn = app.state.web.conn
    root = admin(app)
    make_director(app, root, "alice")
    stored = conn.execute("SELECT password FROM accounts WHERE name='alice'").fetchone()[0]
    assert stored.startswith("$argon2id$") and "alice-password" not in stored
    account = accounts.by_name(conn, "alice")
    r = root.post(f"/accounts/{account.id}/reset", data={"csrf": root.csrf}, follow_redirects=True)
    new = r.text.split("alice 的新密码：")[1].split("（")[0]
    log_in(app, "alice", new)


def test_the_console_password_of_before_opens_the_administrators_account_and_is_rehashed(app):
    conn = app.state.web.conn
    conn.execute("UPDATE accounts SET password=? WHERE name='admin'", (auth.hash_password("old-console-pw"),))
    log_in(app, "admin", "old-console-pw")
    assert conn.execute("SELECT password FROM accounts WHERE name='admin'").fetchone()[0].startswith("$argon2id$")
    log_in(app, "admin", "old-console-pw")


def test_changing_ones_password_ends_only_ones_sessions(app):
    root = admin(app)
    alice = make_director(app, root, "alice")
    r = alice.post("/settings/password", data={"csrf": alice.csrf, "current": "alice-password", "new": "alice-new-pw",
                                               "again": "alice-new-pw"}, follow_redirects=False)
    assert r.status_code == 303
    assert alice.get("/", follow_redirects=False).status_code == 303
    assert root.get("/").status_code == 200
    log_in(app, "alice", "alice-new-pw")
