"""A 245 night on the players' pages: the night settles step by step (早夜 → 午夜 → 深夜 → 凌晨), so a seat whose
skill belongs to a later step finds no form at first — its page names what opens later, with the step and its
deadline, instead of only "现在没有需要你提交的技能"; the form comes once the steps before have settled."""
from __future__ import annotations

import re

from fastapi.testclient import TestClient

from bansha.engine import acting

from .conftest import jiu_game, player_post

ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "闪电战士", "茶艺师", "摄魂师", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "怪盗"]
SEER, SAGE, SOUL, WITCH = 2, 3, 9, 12


def pass_until(store, seat: int) -> None:
    """Every seat the night waits for passes, step after step, until it waits for `seat`."""
    for _ in range(6):
        waiting = acting.waiting(store.open("j"))
        if seat in waiting:
            return
        for n, skills in waiting.items():
            for skill in skills:
                store.record("j", {"kind": "pass", "by": n, "skill": skill})
    raise AssertionError(f"the night never waited for {seat}")


def night_one(app, start_date: str | None = None):
    """This line-up's game "j" in night 1 (tokens, store): the group took 遮天, 狼狗 做狼, nobody stood on day 1."""
    tokens = jiu_game(app, ROLES, start_date=start_date)
    store = app.state.web.store
    for inp in ({"kind": "action", "by": 11, "skill": "群内可选技能", "choice": "遮天"},
                {"kind": "action", "by": 10, "skill": "做狼还是做狗", "choice": "做狼"}, {"kind": "close"}, {"kind": "close"},
                {"kind": "close"}):  # the day-1 close stops at the 狼狗's 黄昏 switch it made due; the next forfeits it
        store.record("j", inp)
    assert store.open("j").period == "night 1"
    return tokens, store


def test_jiu_a_later_step_is_named_on_the_page_until_its_form_opens(app):
    tokens, store = night_one(app, start_date="2026-12-03")
    client = TestClient(app)
    page = client.get(f"/p/{tokens[SEER]}").text
    assert "data-skill=\"预言\"" not in page and "本阶段稍后开放：&lt;预言&gt;（深夜1，截止" in page
    state = client.get(f"/p/{tokens[SEER]}/api/state").json()
    assert [u["name"] for u in state["upcoming"]] == ["预言"] and state["upcoming"][0]["deadline"]
    pass_until(store, SEER)  # 早夜1 偷盗, 早夜2 摄魂, 午夜 the 守护 pass: then 深夜1 opens
    page = client.get(f"/p/{tokens[SEER]}").text
    assert "data-skill=\"预言\"" in page and "稍后开放" not in page


def test_jiu_r67_a_guard_sent_may_be_changed_from_the_page(app):
    """JIU-R67 "每晚只能发动一个守护": the guard already sent does not bar its own change — the 更改 form still lists
    targets, and a second 黑暗守护 replaces the first; the other guard stays refused."""
    tokens, store = night_one(app)
    pass_until(store, SAGE)
    store.record("j", {"kind": "action", "by": SAGE, "skill": "黑暗守护", "targets": [5]})
    page = TestClient(app).get(f"/p/{tokens[SAGE]}").text
    change = page[page.index('data-skill="黑暗守护"'):]
    change = change[:change.index("</form>")]
    assert "更改" in change and '<option value="6">' in change and "当前没有合法目标" not in change
    client = TestClient(app)
    r = player_post(client, tokens[SAGE], skill="黑暗守护", targets="6")
    assert r.status_code == 303, r.text[-400:]
    mine = [x.payload for x in store.inputs("j") if x.payload.get("by") == SAGE]
    assert mine[-1]["targets"] == [6]
    try:
        store.record("j", {"kind": "action", "by": SAGE, "skill": "光明守护", "targets": [7]})
        raise AssertionError("the other guard was taken")
    except Exception as e:  # noqa: BLE001 - the store raises the engine's Refusal
        assert "每晚只能发动一个守护" in str(e)


def test_jiu_r65_the_target_of_a_soul_capture_is_not_told_by_the_upcoming_list(app):
    """JIU-R65 "结算目标于早夜结束后收到通知": while the 摄魂 is only sent (早夜 not over), the target's page names
    no upcoming <摄魂> (the text slot the use promises it)."""
    tokens, store = night_one(app)
    store.record("j", {"kind": "action", "by": SOUL, "skill": "摄魂", "targets": [SEER]})  # 早夜1 still waits
    assert "摄魂" not in store.open("j").settled
    page = TestClient(app).get(f"/p/{tokens[SEER]}").text
    assert "&lt;摄魂&gt;" not in page and "<摄魂>" not in page


def test_jiu_r116_the_annihilation_is_not_offered_on_night_one(app):
    """JIU-R116 光明湮灭 "第二个游戏日夜晚开始后": no form on the 狼巫's page on night 1 (it showed one with no target)."""
    tokens, store = night_one(app)
    pass_until(store, WITCH)
    page = TestClient(app).get(f"/p/{tokens[WITCH]}").text
    assert 'data-skill="黑暗侦测"' in page and 'data-skill="光明湮灭"' not in page


def test_jiu_r65_the_soul_text_slot_is_listed_only_the_night_it_is_given(app):
    """JIU-R65: the 摄魂 target's text (明天公布的内容) is its skill that night only; on the next day its page no
    longer lists a <摄魂> as if it held one."""
    tokens, store = night_one(app)
    store.record("j", {"kind": "action", "by": SOUL, "skill": "摄魂", "targets": [SEER]})
    store.record("j", {"kind": "close"})
    assert store.open("j").period == "day 2"
    page = TestClient(app).get(f"/p/{tokens[SEER]}").text
    assert "你被&lt;摄魂&gt;" in page and "&lt;摄魂&gt;" not in page[:page.index('id="actions"')]


def test_jiu_a21_a50_the_deputy_draws_by_a_code_from_the_moons_still_drawable(app):
    """JIU-R145 「执警需私聊导演一个抽取号码（或类似的代号），选择一个新月执行」 (JIU-A21, A50): the 执警's page offers a draw code
    per 新月 that can still be drawn — no 新月 by name — so without every seat's 性别 (去打猎, 林地采集 need it) day 2
    offers 10 codes, and after day 2's 死之触 day 3 offers 9."""
    tokens = jiu_game(app, ROLES)
    store = app.state.web.store
    for inp in [{"kind": "action", "by": 11, "skill": "群内可选技能", "choice": "遮天"},
                {"kind": "action", "by": 10, "skill": "做狼还是做狗", "choice": "做狼"}, {"kind": "close"},
                *[{"kind": "sheriff_vote", "by": n, "for": 6} for n in range(1, 15)],
                {"kind": "action", "by": 6, "skill": "任职宣言", "choice": "独裁"},
                {"kind": "action", "by": 6, "skill": "辅政", "targets": [SEER]}, {"kind": "close"},
                {"kind": "close"}, {"kind": "close"}]:  # day 1's close stops once at the 狼狗's 黄昏 switch
        store.record("j", inp)
    assert store.open("j").period == "day 2"

    def codes() -> list[str]:
        page = TestClient(app).get(f"/p/{tokens[SEER]}").text
        form = page[page.index('data-skill="代理"'):]
        form = form[:form.index("</form>")]
        assert "死之触" not in form and "光耀传承" not in form  # the cards are face down
        return re.findall(r'<option value="(\d+)"', form)

    assert codes() == [str(k) for k in range(1, 11)]
    store.record("j", {"kind": "action", "by": SEER, "skill": "代理", "choice": "死之触"})  # the director's entry by name
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})
    assert store.open("j").period == "day 3"
    assert codes() == [str(k) for k in range(1, 10)]