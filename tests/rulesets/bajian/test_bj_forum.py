"""078's forum rules — the vote and 改票 formats, invalid votes, 代投, acceleration and delay, 潜水,
诈尸 — read from the day's posts, and `bansha thread` on a 078 game (BJ-R71–R76, R101, R106)."""
from bj_helpers import events, game, night

EVERYONE = list(range(1, 25))


def vote(by: int, target, reason: str = "砍", **kw) -> dict:
    name = f"玩家{target}" if isinstance(target, int) else target
    return {"thread": "vote", "by": by, "text": f"投票对象：{name}\n投票理由：{reason}", **kw}


def talk(by: int, k: int) -> list[dict]:
    return [{"thread": "discussion", "by": by, "text": f"发言{i}"} for i in range(k)]


def day2(posts: list[dict], options=None):
    return game([night(1), {"at": "day 2", "posts": posts}], options=options)


def exile(g) -> dict:
    return events(g, "exile", "day 2")[0]


def invalid(g, by: int) -> list[str]:
    return [e["reason"] for e in events(g, "rejected", by=by) if "vote" in e]


def test_bj_r73_the_vote_format_punctuation_either_width_one_line_or_two():
    """BJ-R73: 投票对象：傻树/投票理由：砍; 标点符号不区分全半角; 投票对象与投票理由之间可以不换行; 弃权."""
    posts = [vote(1, 3), {"thread": "vote", "by": 2, "text": "投票对象:玩家3 投票理由:砍"},
             {"thread": "vote", "by": 4, "text": "投票对象：弃权\n投票理由：无"}]
    g = day2(posts)
    assert exile(g)["tally"] == {"3": 2} and exile(g)["seat"] == 3


def test_bj_r73_an_invalid_vote_counts_for_nothing_and_is_fixed_by_a_new_post():
    posts = [{"thread": "vote", "by": 1, "text": "投票对象：傻树\n投票理由：砍"}, vote(1, 3)]
    g = day2(posts)
    assert len(invalid(g, 1)) == 1 and "投票格式或投票对象有误的票无效" in invalid(g, 1)[0]
    assert exile(g)["tally"] == {"3": 1}


def test_bj_r71_r73_change_once_replying_to_the_original_vote_post():
    """BJ-R71, R73: 改票需回复原投票楼层; 改票只允许进行一次."""
    posts = [vote(1, 3), {"thread": "vote", "by": 1, "text": "改票对象：玩家7\n改票理由：吉祥猪", "reply_to": 0},
             {"thread": "vote", "by": 1, "text": "改票对象：玩家9\n改票理由：再改", "reply_to": 0},
             vote(2, 3), {"thread": "vote", "by": 2, "text": "改票对象：玩家7\n改票理由：x"}]
    g = day2(posts)
    assert exile(g)["tally"] == {"7": 1, "3": 1}
    assert any("改票只允许进行一次" in r for r in invalid(g, 1))
    assert any("改票需回复原投票楼层" in r for r in invalid(g, 2))


def test_bj_r72_r71_a_proxy_vote_not_in_the_last_hour():
    """BJ-R72: 代投时需给出明确的投票对象; BJ-R71: 关门前一小时不允许改票或代投 (day 2 closes 12-04 21:00)."""
    posts = [vote(1, 3, proxy=True, time="2026-12-04T19:30:00+08:00"),
             vote(2, 3, proxy=True, time="2026-12-04T20:30:00+08:00"),
             vote(4, 3, time="2026-12-04T20:30:00+08:00")]
    from bansha.replay import play
    from bansha.scenario import load
    from bj_helpers import scenario, start
    s = scenario([start(), {"at": "day 1"}, night(1), {"at": "day 2", "posts": posts}])
    s["start_date"] = "2026-12-01"
    g = play(load(s))
    assert exile(g)["tally"] == {"3": 2}
    assert any("不允许改票或代投" in r for r in invalid(g, 2))


def test_bj_r101_few_posts_or_no_vote_is_a_yellow_each_r76_not_when_accelerated():
    """BJ-R101: 未执行加速的讨论日发言不足五帖、未投票 — one 黄牌 each; (2) 连续三日不足十帖 is not judged
    (本次没做惩罚); BJ-R76: 执行加速时…发言不足或未投票者将不被判罚."""
    everyone_talks = [p for s in EVERYONE if s != 1 for p in talk(s, 5)] + talk(1, 4)
    votes = [vote(s, 3) for s in EVERYONE if s != 2]
    g = day2(everyone_talks + votes, options={"auto_accelerate_alive": 0})
    cards = [(e["to"], e["reason"]) for e in events(g, "card", "day 2")]
    assert cards == [(1, "潜水：在未执行加速的讨论日发言不足五帖（4帖）"), (2, "潜水：在未执行加速的讨论日未投票")]
    asked = [{"thread": "discussion", "by": s, "text": "申请加速"} for s in range(1, 13)]
    g = day2(asked + everyone_talks + votes, options={"auto_accelerate_alive": 0})
    assert events(g, "card", "day 2") == []
    assert any("执行加速" in e["text"] for e in events(g, "announce", "day 2"))


def test_bj_r76_during_acceleration_no_change_a_delay_cancels_it():
    """BJ-R76: 执行加速时，所有人不可改票; 延迟成功时，不再视为“执行加速”状态; half the living suffices."""
    change = [vote(1, 3), {"thread": "vote", "by": 1, "text": "改票对象：玩家7\n改票理由：x", "reply_to": 12}]
    asked = [{"thread": "discussion", "by": s, "text": "申请加速"} for s in range(1, 13)]
    g = day2(asked + change, options={"auto_accelerate_alive": 0})
    assert any("执行加速时不允许改票" in r for r in invalid(g, 1))
    delay = [{"thread": "discussion", "by": s, "text": "申请延时"} for s in range(13, 25)]
    change = [vote(1, 3), {"thread": "vote", "by": 1, "text": "改票对象：玩家7\n改票理由：x", "reply_to": 24}]
    g = day2(asked + delay + change, options={"auto_accelerate_alive": 0})
    assert exile(g)["tally"] == {"7": 1}
    g = day2(asked[:11] + change[:1], options={"auto_accelerate_alive": 0})  # 11 of 24: not half
    assert not any("执行加速" in e["text"] for e in events(g, "announce", "day 2"))


def test_bj_r75_the_director_accelerates_when_few_are_left():
    """BJ-R75: 未出局角色减少到一定程度时，导演将自动执行加速 (option auto_accelerate_alive)."""
    g = day2([vote(1, 3)], options={"auto_accelerate_alive": 24})
    assert any("导演执行加速" in e["text"] for e in events(g, "announce", "day 2"))
    assert events(g, "card", "day 2") == []


def test_bj_r68_r73_the_election_from_the_sheriff_thread_in_posting_order():
    posts = [{"thread": "sheriff", **{k: v for k, v in vote(s, t).items() if k != "thread"}}
             for s, t in ((4, 7), (1, 3), (2, 3), (6, 7))]
    g = game([{"at": "day 1", "posts": posts}])
    assert g.sheriff == 3  # 3 reached two votes before 7


def test_bj_r106_a_post_by_a_seat_already_out_is_not_counted():
    """BJ-R80, R106: 已出局角色在讨论帖、投票帖中发言（诈尸） — not counted, left to the director."""
    from bj_helpers import A, VULTURE
    g = game([night(1, A(VULTURE, "杀人", [1])), {"at": "day 2", "posts": [vote(1, 3)]}])
    assert exile(g)["tally"] == {}
    assert any("诈尸" in e["text"] for e in events(g, "trace", "day 2"))


def test_bj_r73_thread_on_the_cli_reads_a_078_vote_thread(tmp_path):
    """`bansha thread` on a 078 game: the pasted vote thread's votes and 改票 are the day's ballots."""
    import json

    from click.testing import CliRunner

    from bansha.cli import main
    from bj_helpers import seats, start
    seat_file = tmp_path / "seats.json"
    seat_file.write_text(json.dumps(seats(), ensure_ascii=False), encoding="utf-8")
    r = CliRunner()
    data = ["--data", str(tmp_path / "d")]
    assert r.invoke(main, [*data, "new", "g", "--ruleset", "bajian", "--seats", str(seat_file)]).exit_code == 0
    for a in start()["actions"]:
        extra = ["--choice", "".join(a["choice"]) if isinstance(a["choice"], list) else a["choice"]]
        assert r.invoke(main, [*data, "act", "g", str(a["by"]), a["skill"], *extra]).exit_code == 0, a
    for _ in range(3):
        assert r.invoke(main, [*data, "close", "g"]).exit_code == 0
    thread = tmp_path / "vote.txt"
    thread.write_text("1# 玩家1 发表于 2026-12-04 10:00\n投票对象：玩家3\n投票理由：砍\n"
                      "2# 玩家2 发表于 2026-12-04 10:05\n投票对象：玩家3\n投票理由：砍\n"
                      "3# 玩家1 发表于 2026-12-04 11:00\n回复 1#\n改票对象：玩家7\n改票理由：吉祥猪\n", encoding="utf-8")
    out = r.invoke(main, [*data, "thread", "g", str(thread), "--thread", "vote", "--preview"])
    assert out.exit_code == 0, out.output
    assert "放逐投票：7号 1票，3号 1票" in out.output and "Traceback" not in out.output
    assert "\n  1号 黄牌" not in out.output and "3号 黄牌（潜水：在未执行加速的讨论日未投票）" in out.output


def test_bj_a27_r73_a_bare_seat_number_is_a_wrong_target_unless_the_director_counts_it():
    """BJ-A27: 「投票对象：傻树」 names the nickname; 「投票对象：3号」 is 投票对象有误, saying why. Option `vote_by_number`."""
    posts = [{"thread": "vote", "by": 1, "text": "投票对象：3号\n投票理由：砍"}, vote(2, 3)]
    strict = day2(posts)
    assert exile(strict)["tally"] == {"3": 1}
    assert len(invalid(strict, 1)) == 1 and invalid(strict, 1)[0].startswith("投票对象有误（只写了座位号，没有昵称）：")
    counted = day2(posts, options={"vote_by_number": True})
    assert exile(counted)["tally"] == {"3": 2} and invalid(counted, 1) == []
