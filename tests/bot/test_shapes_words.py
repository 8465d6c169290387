"""A skill's declared shape in the bot's words (issue 19), as on the page: 暗杀's guessed identity after the seat,
无尽追猎's asked identity and its second ask after 没有存活 (a further use, not a change: JIU-R117), 摄魂's text
kept as written."""
from __future__ import annotations

from bansha.bot.hub import Hub
from bansha.bot.parse import Reading, parse
from bansha.service import binding, links
from bansha.store.games import open_store

from .helpers import qq

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]
LAN = 5


def test_words_read_identities_and_texts():
    skills = {"暗杀": Reading(("预言家", "岚")), "大杀四方": Reading(("预言家", "狼巫")), "摄魂": Reading(text=True)}
    cmd = parse("暗杀 3 预言家", skills)
    assert (cmd.skill, cmd.targets, cmd.choice) == ("暗杀", [3], "预言家")
    cmd = parse("大杀四方 3 5 预言家 狼巫", skills)
    assert (cmd.targets, cmd.choice) == ([3, 5], ["预言家", "狼巫"])
    cmd = parse("摄魂 [熊咆哮了] 3号是狼", skills)
    assert (cmd.kind, cmd.choice, cmd.targets) == ("action", "[熊咆哮了] 3号是狼", [])


def test_a_lone_number_is_the_choice_of_a_skill_asking_a_number_and_a_seat_otherwise():
    """078's 权威 names no seat and asks a number: 「权威 2」 is 2 as its choice; a skill naming seats reads it as one."""
    cmd = parse("权威 2", {"权威": Reading(number=True)})
    assert (cmd.kind, cmd.targets, cmd.choice) == ("action", [], 2)
    cmd = parse("预言 2", {"预言": Reading()})
    assert (cmd.targets, cmd.choice) == ([2], None)


def test_jiu_r117_the_second_ask_by_words_is_a_further_use(tmp_path):
    store = open_store(tmp_path)
    game = store.create("j", "jiu", [{"seat": i, "name": f"j{i}", "role": r} for i, r in enumerate(ROLES, 1)],
                        {"moon_draw": "不抽取"}, 1, "测试局")
    links.issue_all(store.conn, "j", {n: s.name for n, s in game.seats.items()})
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "控天"})
    store.record("j", {"kind": "close"})  # 竞选日: 正午 is open
    hub = Hub(tmp_path)
    code = binding.codes(hub.conn, hub.secret, "j")[LAN]
    assert hub.answer(qq(LAN), f"绑定 {code}").startswith("已绑定")
    first = hub.answer(qq(LAN), "无尽追猎 祈求者")
    assert first.startswith("已记录"), first
    again = hub.answer(qq(LAN), "无尽追猎 预言家")
    assert again.startswith("已记录") and "替换" not in again, again
    answers = [e["result"] for e in store.open("j").events if e["type"] == "feedback" and e.get("to") == LAN]
    assert answers == ["没有存活", "存活"]


def test_078_authority_by_words_is_a_number_not_a_seat(tmp_path):
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets" / "bajian"))
    from bj_helpers import ELDER, ELDER_LIST, HYBRIDS, KING, PIPER, TERMS, WOLF_LIST, seats
    store = open_store(tmp_path)
    game = store.create("b", "bajian", seats(), {}, 1, "测试局")
    links.issue_all(store.conn, "b", {n: s.name for n, s in game.seats.items()})
    store.record("b", {"kind": "action", "by": KING, "skill": "征召", "choice": WOLF_LIST})
    store.record("b", {"kind": "action", "by": ELDER, "skill": "征召", "choice": ELDER_LIST})
    for k in HYBRIDS:
        term = TERMS[{1: 3, 3: 1}.get(k, PIPER if k % 3 == 0 else KING)]
        store.record("b", {"kind": "action", "by": k, "skill": "支持", "choice": term})
    store.record("b", {"kind": "close"})  # day 1
    hub = Hub(tmp_path)
    code = binding.codes(hub.conn, hub.secret, "b")[ELDER]
    assert hub.answer(qq(ELDER), f"绑定 {code}").startswith("已绑定")
    reply = hub.answer(qq(ELDER), "权威 1")
    assert reply.startswith("已记录"), reply
    assert store.inputs("b")[-1].payload["choice"] == 1 and store.inputs("b")[-1].payload["targets"] == []
