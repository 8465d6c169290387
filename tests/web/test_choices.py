"""Skills that take a `choice`, on a [M162]红楼梦 table: a listed choice (狼魂祈礼) is a select, a
structured one (审判's meeting) a text field read as JSON with the ruleset's help shown; the
director submits both from the console and a player from their page. Skills naming several
seats offer, per target slot, the seats that could be legal there; a second use a rule grants
(特制药剂) is offered besides the change."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bansha.engine.skills import SkillSlot
from bansha.rulesets.hongloumeng.roles.wolf_pack import 窥探
from bansha.service import target_forms

from .conftest import new_game

H = [(1, "贾宝玉", "预言家"), (2, "林黛玉", "荣光骑士"), (3, "薛宝钗", "审判官"), (4, "王熙凤", "小红帽"),
     (5, "史湘云", "村民"), (6, "妙玉", "村民"), (7, "贾探春", "村民"), (8, "贾惜春", "村民"),
     (9, "秦可卿", "黑狼王"), (10, "贾元春", "狼巫"), (11, "贾迎春", "狼人"),
     (12, "李纨", "女巫"), (13, "晴雯", "摄梦人"), (14, "袭人", "魔女会学徒")]
SEER, JUDGE, KING, WWITCH, WOLF, APPRENTICE = 1, 3, 9, 10, 11, 14
WOLVES = (KING, WWITCH, WOLF)


@pytest.fixture
def night1(app):
    tokens = new_game(app, "h", "hongloumeng", [{"seat": s, "name": n, "role": r} for s, n, r in H])
    app.state.web.store.record("h", {"kind": "close"})
    return tokens


def _last(app) -> dict:
    return app.state.web.store.inputs("h")[-1].payload


def _player(app, token: str) -> tuple[TestClient, str]:
    client = TestClient(app)
    return client, client.get(f"/p/{token}/api/state").json()["csrf"]


def test_the_console_offers_a_select_and_a_help_text(app, director, night1):
    page = director.get("/games/h/inputs").text
    assert '<option value="窥探">窥探</option>' in page and 'name="choice" required' in page
    assert 'name="choice_text"' in page and "审判会议的结果" in page


def test_a_director_submits_the_trial_and_the_prayer(app, director, night1):
    r = director.post("/games/h/act", data={"csrf": director.csrf, "by": str(KING), "skill": "狼魂祈礼",
                                            "choice": "飞行"})
    assert r.status_code == 409 and "&lt;狼魂祈礼&gt;须在&lt;残暴&gt;&lt;窥探&gt;&lt;顶盾&gt;里面选择一个" in r.text
    r = director.post("/games/h/act", data={"csrf": director.csrf, "by": str(KING), "skill": "狼魂祈礼",
                                            "choice": "窥探"})
    assert r.status_code == 200 and "9号 &lt;狼魂祈礼&gt;（窥探）" in r.text
    assert _last(app)["choice"] == "窥探"
    r = director.post("/games/h/act", data={"csrf": director.csrf, "by": str(JUDGE), "skill": "审判",
                                            "targets": ["5", "6"], "choice_text": "{“处决”：11，“同意”：[3, 5, 6]}"})
    assert r.status_code == 200, r.text[-400:]
    assert _last(app) == {"kind": "action", "by": JUDGE, "skill": "审判", "targets": [5, 6],
                          "choice": {"处决": WOLF, "同意": [JUDGE, 5, 6]}}
    assert '（{"处决": 11, "同意": [3, 5, 6]}）' in r.text.replace("&#34;", '"').replace("&quot;", '"')
    r = director.post("/games/h/act", data={"csrf": director.csrf, "by": str(JUDGE), "skill": "审判",
                                            "targets": ["5", "6"], "choice_text": "{处决: 11"})
    assert r.status_code == 400 and "看起来是 JSON，但无法解析" in r.text
    director.post("/games/h/close", data={"csrf": director.csrf, "expect": "night 1"})
    game = app.state.web.store.open("h")
    assert not game.seats[WOLF].alive and game.state.狼魂祈礼 == "窥探"


def test_a_player_submits_the_prayer_and_the_trial(app, night1):
    client, csrf = _player(app, night1[WWITCH])
    page = client.get(f"/p/{night1[WWITCH]}").text
    assert '<option value="顶盾">顶盾</option>' in page
    r = client.post(f"/p/{night1[WWITCH]}/act", data={"csrf": csrf, "skill": "狼魂祈礼", "choice": "顶盾"},
                    follow_redirects=False)
    assert r.status_code == 303
    assert _last(app) == {"kind": "action", "by": WWITCH, "skill": "狼魂祈礼", "targets": [], "choice": "顶盾"}
    assert "已提交：10号 &lt;狼魂祈礼&gt;（顶盾）" in client.get(f"/p/{night1[WWITCH]}").text
    # a teammate sees the pack's one use, who submitted it, and may change it
    assert "已提交（10号 代表团队）：10号 &lt;狼魂祈礼&gt;（顶盾）" in TestClient(app).get(f"/p/{night1[KING]}").text

    judge, jcsrf = _player(app, night1[JUDGE])
    assert "审判会议的结果" in judge.get(f"/p/{night1[JUDGE]}").text
    r = judge.post(f"/p/{night1[JUDGE]}/act", data={"csrf": jcsrf, "skill": "审判", "targets": ["1", "2"],
                                                    "choice_text": "未成会"}, follow_redirects=False)
    assert r.status_code == 303 and _last(app)["choice"] == "未成会"
    r = judge.post(f"/p/{night1[JUDGE]}/api/act", json={"skill": "审判", "targets": [1, 2], "choice": {"处决": 1}},
                   headers={"x-csrf-token": jcsrf})
    assert r.status_code == 200 and r.json()["replaced"] is not None
    assert _last(app)["choice"] == {"处决": 1}


def test_each_target_slot_offers_the_seats_that_could_be_legal(app, night1):
    game = app.state.web.store.open("h")
    forms = target_forms.forms(game, KING, SkillSlot.of(窥探))
    others = [n for n in range(1, 15) if n not in WOLVES]
    assert [(f.choices, f.slots) for f in forms] == [([], [others, others])], "two non-wolves, never a wolf"
    judge = next(s for s in game.seats[JUDGE].skills if s.defn.name == "审判")
    slots = target_forms.forms(game, JUDGE, judge)[0].slots
    assert slots == [[n for n in range(1, 15) if n != JUDGE]] * 2


def test_a_second_use_a_rule_grants_is_offered_besides_the_change(app, night1):
    """特制药剂: the recipient may use a skill once more tonight — a second input, not a change."""
    seer, csrf = _player(app, night1[SEER])
    assert seer.post(f"/p/{night1[SEER]}/act", data={"csrf": csrf, "skill": "预言", "targets": "9"}).status_code == 200
    assert "再次发动" not in seer.get(f"/p/{night1[SEER]}").text, "no potion yet: only a change"
    brewer, bcsrf = _player(app, night1[APPRENTICE])
    assert brewer.post(f"/p/{night1[APPRENTICE]}/act",
                       data={"csrf": bcsrf, "skill": "特制药剂", "targets": str(SEER)}).status_code == 200
    page = seer.get(f"/p/{night1[SEER]}").text
    assert 'name="again" value="1"' in page and "再次发动" in page
    r = seer.post(f"/p/{night1[SEER]}/act", data={"csrf": csrf, "skill": "预言", "targets": "10", "again": "1"},
                  follow_redirects=False)
    assert r.status_code == 303
    uses = [x.payload["targets"] for x in app.state.web.store.inputs("h") if x.payload.get("skill") == "预言"]
    assert uses == [[9], [10]], "both uses stand"
    assert 'name="again"' not in seer.get(f"/p/{night1[SEER]}").text, "only once"
    app.state.web.store.record("h", {"kind": "close"})
    game = app.state.web.store.open("h")
    assert [e["target"] for e in game.events if e["type"] == "feedback" and e.get("skill") == "预言"] == [9, 10]
