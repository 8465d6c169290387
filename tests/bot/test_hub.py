"""The bot's commands on the store, without NoneBot: binding, acting through the web's intake,
changing and withdrawing, feedback sent once, group relay, director commands, and no leaks."""
from __future__ import annotations

import json
import re

from bansha.bot import feedback
from bansha.bot.hub import Hub
from bansha.engine import acting
from bansha.service import audit, binding, links, relay
from bansha.service.seat_view import private_messages
from bansha.store.games import open_store
from bansha.web import directing

from .helpers import DIRECTOR, hub_with_bound, make_game, qq, sent

HLM = [{"seat": i + 1, "name": f"h{i + 1}", "role": r} for i, r in enumerate(
    ["预言家", "荣光骑士", "审判官", "小红帽", "村民", "村民", "村民", "村民", "黑狼王", "狼巫", "狼人", "女巫", "摄梦人",
     "魔女会学徒"])]


def test_codes_are_short_distinct_and_follow_the_link(tmp_path):
    make_game(tmp_path)
    hub = Hub(tmp_path)
    codes = binding.codes(hub.conn, hub.secret, "g1")
    assert len(set(codes.values())) == 12 and all(len(c) == 6 for c in codes.values())
    assert hub.handle(qq(3), f"绑定 {codes[3].lower()}").startswith("已绑定：测试局 3号 阿青（平民）")
    assert binding.of_user(hub.conn, qq(3)).seat == 3
    links.issue(hub.conn, "g1", 3, "替补甲", "替补：阿青→替补甲")  # a 替补: new link, new code
    assert binding.of_user(hub.conn, qq(3)) is None
    assert hub.handle(qq(3), "状态").startswith("你还没有绑定座位")
    assert hub.handle(qq(33), f"绑定 {codes[3]}").startswith("绑定码无效或已失效")
    new = binding.codes(hub.conn, hub.secret, "g1")[3]
    assert new != codes[3]
    assert hub.handle(qq(33), f"绑定 {new}").startswith("已绑定：测试局 3号 替补甲")


def test_a_number_holds_one_seat_and_a_seat_one_number(tmp_path):
    make_game(tmp_path)
    hub = Hub(tmp_path)
    codes = binding.codes(hub.conn, hub.secret, "g1")
    hub.handle(qq(1), f"绑定 {codes[1]}")
    assert "你原先绑定的座位已解除" in hub.handle(qq(1), f"绑定 {codes[2]}")
    hub.handle(qq(9), f"绑定 {codes[2]}")
    assert binding.of_user(hub.conn, qq(1)) is None and binding.of_game(hub.conn, "g1")[2].user_id == qq(9)


def test_wrong_codes_are_limited(tmp_path):
    make_game(tmp_path)
    hub = Hub(tmp_path)
    for _ in range(5):
        assert hub.handle("777", "绑定 AAAAAA").startswith("绑定码无效")
    good = binding.codes(hub.conn, hub.secret, "g1")[1]
    assert hub.handle("777", f"绑定 {good}").startswith("绑定码错误次数过多")


def test_an_unbound_number_changes_nothing(tmp_path):
    make_game(tmp_path)
    hub = Hub(tmp_path)
    before = len(hub.store.inputs("g1"))
    for text in ("预言 2", "杀人 3", "撤回", "群聊 hi", "导演 结算 g1 第1夜", "遗言 x"):
        assert hub.answer("555", text)
    assert len(hub.store.inputs("g1")) == before
    assert hub.conn.execute("SELECT COUNT(*) FROM bot_chat").fetchone()[0] == 0


def test_refusals_are_the_rules_words_and_audited(tmp_path):
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path, (3, 1))
    game = hub.store.peek("g1")
    assert hub.handle(qq(3), "预言 2") == f"拒绝：{acting.refusal(game, 3, '预言')}"
    assert hub.handle(qq(1), "预言 13") == "拒绝：没有13号座位"
    rows = audit.of_seat(hub.conn, "g1", 3)
    assert rows[-1]["outcome"] == "refused" and rows[-1]["payload"]["skill"] == "预言"
    assert hub.handle(qq(1), "投票 5").startswith("投票请在论坛的投票帖中进行")


def _hlm(tmp_path) -> Hub:
    store = open_store(tmp_path)
    game = store.create("h", "hongloumeng", HLM, {}, 1, "红", None)
    store.record("h", {"kind": "close"})
    links.issue_all(store.conn, "h", {n: s.name for n, s in game.seats.items()})
    return hub_with_bound(tmp_path, (1, 9, 10, 11, 12), "h")


def test_change_and_withdraw_before_the_step_settles(tmp_path):
    hub = _hlm(tmp_path)
    assert hub.handle(qq(1), "预言 9") == "已记录：1号 <预言> → 9号\n该步骤结算前可以再发一次更改，或发送「撤回 预言」撤回。"
    assert hub.handle(qq(1), "【预言】10号").startswith("已记录：1号 <预言> → 10号（替换了之前的提交）")
    assert hub.handle(qq(1), "撤回") == "已撤回：1号 <预言> → 10号。"
    assert not [r for r in hub.store.inputs("h") if r.payload.get("skill") == "预言"]
    assert [a["outcome"] for a in audit.of_seat(hub.conn, "h", 1)] == ["recorded", "changed", "withdrawn"]
    assert hub.handle(qq(1), "撤回 预言") == "没有可以撤回的<预言>提交（已结算的提交不能撤回）。"
    # a teammate sees the team's one use, and who sent it
    hub.handle(qq(9), "杀人 1")
    assert sent(hub, qq(11))[-1] == "[狼人群] 9号 <杀人> → 1号（9号 代表团队提交）"
    assert "已提交（9号 代表团队）：9号 <杀人> → 1号" in hub.handle(qq(11), "状态")


def test_a_settled_input_is_final(tmp_path):
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path, (1,))
    assert "已结算，不能再更改" in hub.handle(qq(1), "预言 2")
    assert hub.handle(qq(1), "撤回 预言") == "没有可以撤回的<预言>提交（已结算的提交不能撤回）。"
    assert hub.handle(qq(1), "预言 3").startswith("拒绝：1号 <预言>本阶段已经提交并已结算")


def test_feedback_is_sent_once_whoever_settled_it(tmp_path):
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path)
    store = open_store(tmp_path)  # the console or the CLI, another connection
    store.record("g1", {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, "seat:2")
    assert hub.collect_changed() >= 1
    assert sent(hub, qq(4))[-1] == "第1夜 4号 <通灵>：7号\n现在可以提交：<救药>、<毒药>。发送「状态」查看合法目标和截止时间。"
    assert hub.collect_changed() == 0 and hub.collect("g1") == 0
    store.record("g1", {"kind": "close"})
    hub.collect_changed()
    for n in range(1, 13):
        lines = [t for m in sent(hub, qq(n)) for t in m.split("\n")]
        page = [feedback.line(e) for e in private_messages(hub.store.peek("g1"), n)]
        assert [t for t in lines if t in page] == page, n  # every line of the page, in order, once


def test_nothing_reaches_a_seat_its_page_would_not_show(tmp_path):
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path)
    night = [(1, "预言 2"), (2, "群聊 刀7吧"), (5, "群聊 好"), (2, "杀人 7"), (8, "查验 1"), (4, "状态"), (4, "毒药 5"),
             (3, "预言 1"), (10, "状态"), (7, "群聊 我是谁"), (DIRECTOR, "导演 结算 g1 第1夜")]
    for n, text in night:
        hub.answer(DIRECTOR if n == DIRECTOR else qq(n), text)
    game = hub.store.peek("g1")
    replies = {r["id"] for r in hub.conn.execute("SELECT id FROM bot_outbox WHERE kind='reply'")}
    for n in range(1, 13):
        page = {feedback.line(e) for e in private_messages(game, n)}
        chat = {relay.line_of(m) for m in relay.of_seat(hub.conn, "g1", n)}
        team = {g for g in game.groups_of(n)}
        for r in hub.conn.execute("SELECT * FROM bot_outbox WHERE user_id=? ORDER BY id", (qq(n),)):
            if r["id"] in replies:
                continue
            for line in r["text"].split("\n"):
                if line.startswith("现在可以提交："):  # the page's 现在可以提交, as a reminder
                    held = {f"<{s.name}>" for s in game.seats[n].skills} | {f"<{s.defn.name}>" for g in team
                                                                             for s in game.group_skills.get(g, ())}
                    assert set(re.findall(r"<[^>]+>", line)) <= held | {"<遗言>"}, (n, line)
                    continue
                assert line in page or line in chat or any(line.startswith(f"[{g}群]") for g in team), (n, line)
    assert any("2号：刀7吧" in t for t in sent(hub, qq(5))) and not any("刀7吧" in t for t in sent(hub, qq(8)))


def test_relay_goes_to_the_members_of_the_moment(tmp_path):
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path)
    assert hub.handle(qq(3), "群聊 hi") == "你不在任何群中，没有可以转发的对象。"
    assert hub.handle(qq(2), "群聊 狼人群 第一条") == "已发到狼人群（5号、10号）。"
    row = hub.conn.execute("SELECT * FROM bot_chat").fetchone()
    assert (row["grp"], row["seat"], row["text"], json.loads(row["recipients"])) == ("狼人", 2, "第一条", [5, 10])
    open_store(tmp_path).record("g1", {"kind": "card", "to": 5, "card": "红牌", "reason": "导演判罚"})
    hub.handle(DIRECTOR, "导演 结算 g1 第1夜")  # the red card puts 5号 out, and it is told
    assert hub.handle(qq(5), "群聊 我还在吗") == "你已出局，不能再在群内发言。"
    assert hub.handle(qq(2), "群聊 第二条") == "已发到狼人群（10号）。"
    assert [m["text"] for m in relay.of_seat(hub.conn, "g1", 5)] == ["第一条"]


def test_director_commands(tmp_path):
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path, (1,))
    assert hub.handle(qq(1), "导演 状态") == "只有导演的 QQ 可以使用导演指令。"
    status = hub.handle(DIRECTOR, "导演 状态")
    assert "未提交（本阶段等待）：1号 预言；2号 杀人" in status and "已绑定 QQ：1号；未绑定：2号" in status
    assert hub.handle(DIRECTOR, "导演 推进").startswith("已推进结算")
    ask = hub.handle(DIRECTOR, "导演 结算")
    assert ask.endswith("确认请发送：导演 结算 g1 第1夜") and hub.store.peek("g1").period == "night 1"
    assert hub.handle(DIRECTOR, "导演 结算 g1 第1夜").startswith("第1夜已结算，当前：第1天。公示：\n[b]")
    assert hub.handle(DIRECTOR, "导演 结算 g1 第1夜").startswith("将结算 g1 的第1天")  # a repeat closes nothing
    made = [(i.payload["kind"], i.source) for i in hub.store.inputs("g1")][-2:]
    assert made == [("settle", f"qq:{DIRECTOR}"), ("close", f"qq:{DIRECTOR}")]  # the director's number, not the CLI's
    assert directing.who(made[-1][1]) == f"导演（QQ {DIRECTOR}）"


def test_a_seats_own_answer_goes_out_before_its_teams_note(tmp_path):
    """Issue 21: the killer reads its own 已记录 first; the other wolves' team note follows it."""
    data = tmp_path / "data"
    make_game(data)
    hub = hub_with_bound(data)
    mark = hub.conn.execute("SELECT MAX(id) FROM bot_outbox").fetchone()[0]
    hub.answer(qq(2), "杀人 7")
    rows = hub.conn.execute("SELECT user_id, kind, text FROM bot_outbox WHERE id > ? ORDER BY id", (mark,)).fetchall()
    assert (rows[0]["user_id"], rows[0]["kind"]) == (qq(2), "reply") and rows[0]["text"].startswith("已记录")
    notes = [r["user_id"] for r in rows if r["kind"] == "team"]
    assert sorted(notes) == [qq(5), qq(10)]


def test_replies_carry_no_control_or_invisible_characters(tmp_path):
    """Issue 21: the 看不懂“…” reply echoed NUL and U+202E back to QQ."""
    data = tmp_path / "data"
    make_game(data)
    hub = hub_with_bound(data, seats=[1])
    mark = hub.conn.execute("SELECT MAX(id) FROM bot_outbox").fetchone()[0]
    hub.answer(qq(1), "飞\x00天\u202e 3\u200b")
    texts = [r[0] for r in hub.conn.execute("SELECT text FROM bot_outbox WHERE id > ?", (mark,))]
    assert texts and all(not any(c in t for c in "\x00\u202e\u200b") for t in texts), texts


def test_the_director_is_sent_each_post_as_it_falls_due(tmp_path):
    """Issue 19 (待发布 over QQ): each post the engine makes due reaches the directors' numbers once, in
    order, when its step settles; one the director marked posted on the console is not sent."""
    from bansha.service import posts_due
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path)
    store = open_store(tmp_path)
    store.record("g1", {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, "seat:2")
    store.record("g1", {"kind": "close"})
    hub.collect_changed()
    assert not [m for m in sent(hub, DIRECTOR) if m.startswith("【待发布】")], "a PVZ night posts nothing"
    for n in range(1, 13):
        store.record("g1", {"kind": "sheriff_vote", "by": n, "for": 1})
    hub.collect_changed()
    posts = [m for m in sent(hub, DIRECTOR) if m.startswith("【待发布】")]
    assert [m.split("\n", 1)[1] for m in posts] == [
        "警长竞选结果：1号12票。1号渐强 当选警长。", "【PVZ.Killer】第1天：昨夜出局的角色为 7号猎户。"]
    assert posts[0].startswith("【待发布】g1 第1天第 1 条")
    assert hub.collect("g1") == 0, "each post once"
    store.record("g1", {"kind": "pass", "by": 7, "skill": "最后一枪"})
    store.record("g1", {"kind": "last_words", "by": 7, "text": "我是猎人。"})
    game = store.open("g1")
    words = posts_due.of_period(game, "day 1")[-1]
    assert "我是猎人。" in words.text and words.n == 3
    posts_due.mark(store.conn, "g1", game, "day 1", words.n, words.digest, "admin")
    hub.collect_changed()
    assert len([m for m in sent(hub, DIRECTOR) if m.startswith("【待发布】")]) == 2, "marked posted: not sent"


def test_a_game_no_player_has_bound_still_sends_its_posts_to_the_directors(tmp_path):
    """Issue 19: the directors' numbers get 待发布 of every game, not only of games where some seat bound a number."""
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path, seats=())
    store = open_store(tmp_path)
    store.record("g1", {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, "seat:2")
    store.record("g1", {"kind": "close"})
    for n in range(1, 13):
        store.record("g1", {"kind": "sheriff_vote", "by": n, "for": 1})
    hub.collect_changed()
    posts = [m for m in sent(hub, DIRECTOR) if m.startswith("【待发布】")]
    assert [m.split("\n", 1)[1] for m in posts] == [
        "警长竞选结果：1号12票。1号渐强 当选警长。", "【PVZ.Killer】第1天：昨夜出局的角色为 7号猎户。"]
    assert Hub(tmp_path, []).collect_changed() == 0  # no director: nothing to send, no post built


def test_a_night_victim_declines_its_last_words_over_qq(tmp_path):
    """放弃遗言 over QQ: 「放弃 遗言」 after the morning list, as the page's button; words after it are refused."""
    make_game(tmp_path)
    hub = hub_with_bound(tmp_path)
    store = open_store(tmp_path)
    for inp in ({"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, {"kind": "close"},
                {"kind": "settle", "step": "警长竞选"}):
        store.record("g1", inp)
    assert "不留遗言请发送「放弃 遗言」" in hub.handle(qq(7), "状态")
    assert hub.handle(qq(7), "放弃 遗言") == "已记录：7号 放弃遗言。放弃后不能再提交遗言。"
    assert hub.store.inputs("g1")[-1].payload == {"kind": "pass", "by": 7, "skill": "遗言"}
    assert "7号 已放弃遗言" in hub.handle(qq(7), "遗言 还是想说")
