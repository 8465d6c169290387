"""A skill that names a count of its holder's choosing — 245's 雷公助我 ("至少总人数30%", JIU-R71) and 大杀四方
("任意数量名角色", JIU-R124), 078's 守护之盾 — is a list of seats to tick on the player's page, judged whole
when sent: one select per seat could never reach 雷公助我's five, so the page could not send it at all."""
from __future__ import annotations

from fastapi.testclient import TestClient

from .conftest import jiu_game

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "太平道徒"]
TAIPING, KUANGLU = 14, 13


def _day2(app):
    tokens = jiu_game(app, ROLES)
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    for _ in range(3):
        store.record("j", {"kind": "close"})
    store.record("j", {"kind": "settle", "step": "开门"})  # the group passed over 遮天: 正午 opens
    return tokens, store


def test_jiu_r71_the_thunder_is_ticked_seat_by_seat_and_a_short_pick_is_refused_in_its_words(app):
    tokens, store = _day2(app)
    client = TestClient(app)
    page = client.get(f"/p/{tokens[TAIPING]}").text
    assert 'value="雷公助我"' in page and 'type="checkbox" name="targets"' in page and "选择至多任意个目标" not in page
    csrf = client.get(f"/p/{tokens[TAIPING]}/api/state").json()["csrf"]
    r = client.post(f"/p/{tokens[TAIPING]}/act", data={"csrf": csrf, "skill": "雷公助我", "targets": ["2", "8"]})
    assert "至少选择总人数30%（四舍五入）=4名角色" in r.text
    n = len(store.inputs("j"))
    r = client.post(f"/p/{tokens[TAIPING]}/act", data={"csrf": csrf, "skill": "雷公助我", "targets": ["2", "5", "8", "11"]},
                    follow_redirects=False)
    assert r.status_code == 303, r.text[-300:]
    assert len(store.inputs("j")) == n + 1 and store.inputs("j")[-1].payload["targets"] == [2, 5, 8, 11]


def test_jiu_r124_the_slaughter_ticks_its_seats_and_picks_a_guess_for_each(app):
    tokens, store = _day2(app)
    store.record("j", {"kind": "close"})  # night 2
    store.record("j", {"kind": "settle", "step": "深夜1"})  # 深夜2 opens
    client = TestClient(app)
    page = client.get(f"/p/{tokens[KUANGLU]}").text
    assert 'value="大杀四方"' in page and 'type="checkbox" name="targets"' in page
    assert '<select name="target_picks" aria-label="1号 猜测的身份">' in page and 'value="1:狼巫"' in page
    csrf = client.get(f"/p/{tokens[KUANGLU]}/api/state").json()["csrf"]
    form = {"csrf": csrf, "skill": "大杀四方", "targets": ["8", "3"], "target_picks": ["", "3:预言家", "", "8:狼巫", ""]}
    r = client.post(f"/p/{tokens[KUANGLU]}/act", data=form, follow_redirects=False)
    assert r.status_code == 303, r.text[-300:]
    sent = store.inputs("j")[-1].payload
    assert sent["targets"] == [8, 3] and sent["choice"] == ["狼巫", "预言家"]  # 按目标顺序, each with its own seat
    form["target_picks"] = ["3:预言家"]
    r = client.post(f"/p/{tokens[KUANGLU]}/act", data=form)
    assert "请为每个目标选择一个身份（8号没有选择）" in r.text
