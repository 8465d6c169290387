"""A seat whose skill's step settled without its use (the deadline passed, or the director moved the period on)
is told so on its page: the form went away and the page said only 「现在没有需要你提交的技能」. 245's night
(JIU 夜晚阶段): 摄魂 settles in 早夜2, 预言 in 深夜1; once 早夜2 has settled, the 摄魂师 reads that its <摄魂> was not
submitted and is forfeited (视为放弃), while the seer's <预言> is still to come, and a seat that used or passed its
skill reads nothing of the kind. So does 岚's <无尽追猎> once 早夜1 is settled without it."""
from __future__ import annotations

from datetime import datetime, timezone

from fastapi.testclient import TestClient

from bansha.demo import NAMES, ROLES as PVZ_ROLES

from .conftest import jiu_game, new_game, player_post

JIU = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女", "狂戮",
       "侦探"]
LAN, SOUL, SEER = 5, 6, 7


def _to_night(app) -> None:
    store = app.state.web.store
    store.record("j", {"kind": "close"}, at=datetime(2026, 12, 5, 0, 0, tzinfo=timezone.utc))  # the opening → day 1
    # day 1 → night 1 at 关门 (21:00 Beijing): the night's steps are due 关门N分钟内
    store.record("j", {"kind": "close"}, at=datetime(2026, 12, 7, 13, 0, tzinfo=timezone.utc))
    assert str(store.open("j").period) == "night 1"


def lapsed_line(page: str) -> str | None:
    if 'id="lapsed"' not in page:
        return None
    start = page.index('id="lapsed"')
    return page[start:page.index("</p>", start)]


def test_a_skill_whose_step_settled_without_it_is_named_on_the_seats_page(app):
    tokens = jiu_game(app, JIU, start_date="2026-12-05")
    _to_night(app)
    client = TestClient(app)
    assert lapsed_line(client.get(f"/p/{tokens[LAN]}").text) is None  # 早夜1 waits for 岚's <无尽追猎>
    app.state.web.store.record("j", {"kind": "settle", "step": "早夜1"})  # the director moves on
    line = lapsed_line(client.get(f"/p/{tokens[LAN]}").text)
    assert line is not None and "&lt;无尽追猎&gt;（早夜1，截止 12-07 21:30）" in line
    assert lapsed_line(client.get(f"/p/{tokens[SOUL]}").text) is None  # 早夜2 is open now: the form is there
    assert 'data-skill="摄魂"' in client.get(f"/p/{tokens[SOUL]}").text
    app.state.web.store.record("j", {"kind": "settle", "step": "早夜2"})
    page = client.get(f"/p/{tokens[SOUL]}").text
    line = lapsed_line(page)
    assert line is not None and "&lt;摄魂&gt;（早夜2，截止 12-07 21:40）" in line and "视为放弃" in line  # 关门+40, not 摄魂内容's row
    assert 'data-skill="摄魂"' not in page
    seer = client.get(f"/p/{tokens[SEER]}").text
    assert lapsed_line(seer) is None and "&lt;预言&gt;" in seer  # still to come (深夜1)
    state = client.get(f"/p/{tokens[SOUL]}/api/state").json()
    assert [u["name"] for u in state["lapsed"]] == ["摄魂"] and state["lapsed"][0]["deadline"]


def test_a_used_or_declined_skill_is_not_called_forfeited(app):
    tokens = jiu_game(app, JIU)
    _to_night(app)
    client = TestClient(app)
    r = client.post(f"/p/{tokens[LAN]}/pass", data={"csrf": client.get(f"/p/{tokens[LAN]}/api/state").json()["csrf"],
                                                   "skill": "无尽追猎"}, follow_redirects=False)
    assert r.status_code == 303  # 早夜1 settles: it waited for nobody else
    assert player_post(client, tokens[SOUL], skill="摄魂", targets="1").status_code == 303
    app.state.web.store.record("j", {"kind": "settle", "step": "早夜2"})
    assert lapsed_line(client.get(f"/p/{tokens[SOUL]}").text) is None
    assert lapsed_line(client.get(f"/p/{tokens[LAN]}").text) is None
    assert client.get(f"/p/{tokens[SOUL]}/api/state").json()["lapsed"] == []


def test_pvz_a_step_that_never_waited_for_a_skill_forfeits_nothing(app):
    """PVZ: the seer's <预言> is forfeited once the director settles step (1) without it; the pack's <杀人>, one
    wolf having declined it for the pack, is nobody's forfeit; the wolves' <自爆>, which
    the exile vote never waits for (6.4: the vote ends when every living role has voted), is not called forfeited
    once the vote has settled."""
    seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, PVZ_ROLES))]
    tokens = new_game(app, "p", "pvz", seats)
    store = app.state.web.store
    store.record("p", {"kind": "close"})  # → night 1
    client = TestClient(app)
    seer = next(n for n, r in enumerate(PVZ_ROLES, 1) if r == "预言家")
    store.record("p", {"kind": "settle", "step": "(1)"})
    line = lapsed_line(client.get(f"/p/{tokens[seer]}").text)
    assert line is not None and "&lt;预言&gt;（步骤(1)）" in line
    pack = store.open("p").members("狼人")
    store.record("p", {"kind": "pass", "by": pack[0], "skill": "杀人"})  # the pack declines its one kill
    assert "(2)" in store.open("p").settled  # it waited for nobody else
    for n in pack:  # declined by a member, the team's use is nobody's forfeit
        assert lapsed_line(client.get(f"/p/{tokens[n]}").text) is None
    store.record("p", {"kind": "close"})  # → day 1
    game = store.open("p")
    for n in game.seats:
        store.record("p", {"kind": "sheriff_vote", "by": n, "for": 1})
    for n in store.open("p").alive():
        store.record("p", {"kind": "vote", "by": n, "for": 3})
    game = store.open("p")
    assert "放逐投票" in game.settled and str(game.period) == "day 1"
    wolves = [n for n, s in game.seats.items() if s.alive and any(x.defn.name == "自爆" for x in s.skills)]
    assert wolves
    for n in wolves:
        assert lapsed_line(client.get(f"/p/{tokens[n]}").text) is None
