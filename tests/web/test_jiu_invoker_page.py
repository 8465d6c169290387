"""245's 祈求者 on its player's page (JIU-R59): 祈祷 takes a list typed in the choice field — the text form
`座位号 阵营 身份 带刀；…` or the JSON rows — and its help is shown; the page's field holds a whole table."""
from __future__ import annotations

from fastapi.testclient import TestClient


from bansha.service import forms

from .conftest import jiu_game, player_post

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探", "祈求者"]
INVOKER = 15


def test_a_player_types_the_prayer_list_on_its_page(app):
    tokens = jiu_game(app, ROLES)
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "settle", "step": "午夜"})  # 深夜1 opens
    client = TestClient(app)
    page = client.get(f"/p/{tokens[INVOKER]}").text
    assert 'value="祈祷"' in page and 'name="choice_text" maxlength="1000"' in page and "表面带刀" in page
    text = "；".join(f"{n} 村民 朱雀 不带刀" for n in range(1, 16))  # a whole 15-row table
    r = player_post(client, tokens[INVOKER], skill="祈祷", choice_text=text)
    assert r.status_code == 303, r.text[-300:]
    assert store.inputs("j")[-1].payload["choice"] == text
    fb = [e for e in store.open("j").events if e["type"] == "feedback" and e["to"] == INVOKER]
    assert [e["result"] for e in fb] == [3 + 8 + 12]  # 1号 all right; 7 more village camps; 13 不带刀 but 2, 8
    assert "祈祷" in client.get(f"/p/{tokens[INVOKER]}").text
    typed = forms.choice_text("[[7, “村民阵营”, “预言家”, false]]")  # a Chinese keyboard's JSON
    assert typed == [[7, "村民阵营", "预言家", False]]


def test_jiu_r59_the_prayer_s_count_reads_as_a_count_not_a_seat():
    """JIU-R59 "导演反馈其中填写正确的数量": the feedback is a number; pages and the report read 填写正确的数量8, not 8号."""
    from bansha import present
    from bansha.rulesets.jiu.roles import invoker  # noqa: F401 - registers 祈祷's count
    e = {"type": "feedback", "to": 1, "skill": "祈祷", "result": 8}
    assert present.describe(e) == "1号 <祈祷>：填写正确的数量8"
    assert present.describe({"type": "feedback", "to": 2, "skill": "预言", "result": 5}) == "2号 <预言>：5号"
