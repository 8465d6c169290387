"""`bansha thread`: a day's thread as copied from the forum (format: bansha/forum/posts.py).
--preview shows the tally, exile and cards and records nothing; the real run records the posts,
and the tally and cards come out when the day is closed."""
import json

import pytest

from cli_helpers import NAMES, cli, export, inputs, new_game, ok, opened


def _post(floor: int, seat: int, minute: int, body: str) -> str:
    return f"{floor}# {NAMES[seat - 1]} 发表于 2026-11-29 20:{minute:02d}:05\n{body}\n"


def _me(seat: int) -> str:
    return f"【{seat:02d}.{NAMES[seat - 1]}】"


def _vote(seat: int, target: int, name: str | None = None) -> str:
    return f"{_me(seat)}【投票】给【{target:02d}.{name or NAMES[target - 1]}】理由"


ALIVE_AFTER_NIGHT = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12]  # 9 is killed on night 1


def _sheriff_thread() -> str:
    """Everyone but 12 votes in the election (9, killed on night 1, still votes): 1 is elected."""
    out, floor = "第1天 警长竞选帖\n导演：请投票\n", 1
    for seat in [1, 2, 3, 4, 9, 10, 11, 5, 6, 7, 8]:
        out += _post(floor, seat, floor, _vote(seat, 1 if seat not in (5, 6, 7, 8) else 5))
        floor += 1
    return out


def _discussion_thread() -> str:
    """Every living seat speaks; 1–4 and 10 vote 5, 5–8 vote 1, 11's vote names a wrong
    nickname (invalid), 12 does not vote."""
    out, floor = "第1天 讨论帖\n", 1
    for seat in ALIVE_AFTER_NIGHT:
        out += _post(floor, seat, floor, f"{_me(seat)}我是好人，听我说。")
        floor += 1
    for seat in [1, 2, 3, 4, 10]:
        out += _post(floor, seat, floor, _vote(seat, 5))
        floor += 1
    for seat in [5, 6, 7, 8]:
        out += _post(floor, seat, floor, _vote(seat, 1))
        floor += 1
    out += _post(floor, 11, floor, _vote(11, 5, "雪雪"))
    return out


@pytest.fixture
def day1(tmp_path):
    data = tmp_path / "data"
    new_game(data, tmp_path)
    ok(cli(data, "close", "g1"))
    ok(cli(data, "act", "g1", "5", "杀人", "9"))
    ok(cli(data, "close", "g1"))
    (tmp_path / "sheriff.txt").write_text(_sheriff_thread(), encoding="utf-8")
    (tmp_path / "day.txt").write_text(_discussion_thread(), encoding="utf-8")
    return data, tmp_path / "sheriff.txt", tmp_path / "day.txt"


def test_preview_shows_the_result_and_records_nothing(day1):
    data, sheriff, day = day1
    before = inputs(data)
    r = ok(cli(data, "thread", "g1", str(sheriff), "--thread", "sheriff", "--preview"))
    assert "读取 11 条发言" in r.stdout
    assert "警长：1号" in r.stdout
    r = ok(cli(data, "thread", "g1", str(day), "--preview"))
    assert "读取 21 条发言（0 条无法对应座位，已忽略）" in r.stdout
    assert "放逐投票：5号 5票，1号 4票 → 5号 出局" in r.stdout
    assert "11号 黄牌（无效票（投票对象有误））" in r.stdout
    assert inputs(data) == before
    assert opened(data).period == "day 1"


def test_preview_of_a_complete_election_shows_the_sheriff(day1, tmp_path):
    """When every elector has voted the election settles as the last vote comes in (PVZ 6.1:
    「21:00，或所有人均已投票」): the preview still shows its result."""
    data, _, _ = day1
    text = "".join(_post(f, s, f, _vote(s, 2)) for f, s in enumerate(range(1, 13), start=1))
    path = tmp_path / "all.txt"
    path.write_text(text, encoding="utf-8")
    r = ok(cli(data, "thread", "g1", str(path), "--thread", "sheriff", "--preview"))
    assert "警长：2号" in r.stdout


def test_the_real_run_records_the_posts_and_close_settles_them(day1):
    data, sheriff, day = day1
    n = len(inputs(data))
    r = ok(cli(data, "thread", "g1", str(sheriff), "--thread", "sheriff"))
    assert "已记录 11 条发言到 第1天" in r.stdout
    ok(cli(data, "thread", "g1", str(day)))
    log = inputs(data)
    posts = log[n:]
    assert len(posts) == 32 and all(p["kind"] == "post" for p in posts)
    assert [p["thread"] for p in posts] == ["sheriff"] * 11 + ["discussion"] * 21
    assert posts[0]["by"] == 1 and posts[0]["text"] == _vote(1, 1)
    assert {k: v for k, v in posts[11].items() if k not in ("time", "floor")} == {
        "kind": "post", "thread": "discussion", "by": 1, "text": f"{_me(1)}我是好人，听我说。"}
    assert posts[11]["floor"] == 1, "the Discuz floor is kept: a second paste records nothing twice"
    assert posts[11]["time"].startswith("2026-"), "the forum's post time is kept for timed rules"
    assert opened(data).period == "day 1", "posts alone settle nothing"
    out = ok(cli(data, "close", "g1")).stdout
    assert "警长：1号" in out
    # the sheriff's 1.5 counts now: 1.5 + 2, 3, 4, 10
    assert "放逐投票：5号 5.5票，1号 4票 → 5号 出局" in out
    assert "5号 出局（投票）" in out
    assert "11号 黄牌（无效票（投票对象有误））" in out
    assert "11号 黄牌（潜水：投票结束时未投票）" in out
    assert "12号 黄牌（潜水：警长竞选阶段未投票）" in out
    # 7.2.4 (2) 在任何一个讨论日（包括警长竞选阶段）未投票: one yellow that day (option vote_cards)
    assert "12号 黄牌（潜水：投票结束时未投票）" not in out
    carded = {l.split("号")[0].strip() for l in out.splitlines() if "号 黄牌（" in l or "号 红牌（" in l}
    assert carded == {"11", "12"}
    assert "第1天放逐投票结果：5号5.5票，1号4票。5号老王 被放逐出局。" in out
    g = opened(data)
    assert g.sheriff == 1 and 5 not in g.alive() and g.period == "night 2"


def test_posts_by_nobody_in_the_game_are_ignored(day1, tmp_path):
    data, _, _ = day1
    text = "1# 路人甲 发表于 2026-11-29 20:01:00\n围观\n" + _post(2, 3, 2, f"{_me(3)}发言")
    path = tmp_path / "mixed.txt"
    path.write_text(text, encoding="utf-8")
    n = len(inputs(data))
    r = ok(cli(data, "thread", "g1", str(path)))
    assert "读取 1 条发言（1 条无法对应座位，已忽略）" in r.stdout
    assert [p["by"] for p in inputs(data)[n:]] == [3]


def test_a_thread_at_night_is_refused_and_records_nothing(tmp_path):
    data = tmp_path / "data"
    new_game(data, tmp_path)
    ok(cli(data, "close", "g1"))
    path = tmp_path / "t.txt"
    path.write_text(_post(1, 3, 1, f"{_me(3)}发言"), encoding="utf-8")
    r = cli(data, "thread", "g1", str(path))
    assert r.code == 1 and "夜晚不得发言" in r.stderr and "Traceback" not in r.stderr
    assert inputs(data) == [{"kind": "close"}]


def test_reply_to_indexes_the_days_whole_post_list(day1, tmp_path):
    """spec/replay.md: `reply_to` is the index in the day's `posts` list of the post replied to.
    A second thread of the same day continues that list, and posts no seat wrote are not in it."""
    data, _, _ = day1
    first = ("1# 导演 发表于 2026-11-29 20:00:00\n今天的讨论开始\n"
             + _post(2, 1, 1, f"{_me(1)}我是预言家")
             + _post(3, 2, 2, f"回复 2#\n{_me(2)}我信你"))
    second = (_post(1, 3, 3, f"{_me(3)}我是守卫")
              + _post(2, 4, 4, f"回复 1#\n{_me(4)}守卫请继续")
              + _post(3, 6, 5, f"回复 2#\n{_me(6)}同意"))
    (tmp_path / "a.txt").write_text(first, encoding="utf-8")
    (tmp_path / "b.txt").write_text(second, encoding="utf-8")
    n = len(inputs(data))
    ok(cli(data, "thread", "g1", str(tmp_path / "a.txt")))
    ok(cli(data, "thread", "g1", str(tmp_path / "b.txt"), "--thread", "vote"))
    posts = inputs(data)[n:]
    assert [(p["by"], p.get("reply_to")) for p in posts] == [(1, None), (2, 0), (3, None), (4, 2), (6, 3)]
    # the export (spec/live.md) names the floor replied to, in the reply's own thread; replayed, it is the game
    exported = [e["post"] for e in export(data)["log"] if "post" in e][-5:]
    assert [(p["thread"], p["floor"], p.get("reply_to")) for p in exported] == [
        ("discussion", 2, None), ("discussion", 3, 2), ("vote", 1, None), ("vote", 2, 1), ("vote", 3, 2)]
    path = tmp_path / "g1.json"
    ok(cli(data, "export", "g1", "-o", str(path)))
    assert json.loads(ok(cli(data, "replay", str(path))).stdout) == json.loads(ok(cli(data, "record", "g1")).stdout)


def test_pasting_the_same_thread_twice_records_each_post_once(day1, tmp_path):
    """Issue 8: a thread pasted again, or a longer copy of it, records only the new posts — no
    second 改票, no doubled yellows. Posts are known by their Discuz floor where the header has it."""
    data, _, _ = day1
    head = lambda n, who: f"{n}# {who} 发表于 2026-12-02 10:{n:02d}:00"  # noqa: E731
    first = "\n".join(f"{head(n, name)}\n【{n:02d}.{name}】我是好人" for n, name in [(1, "渐强"), (2, "雪雪")])
    longer = first + f"\n{head(3, '阿青')}\n【03.阿青】【投票】给【05.老王】"
    f1, f2 = tmp_path / "a.txt", tmp_path / "b.txt"
    f1.write_text(first, encoding="utf-8")
    f2.write_text(longer, encoding="utf-8")
    ok(cli(data, "thread", "g1", str(f1)))
    r = ok(cli(data, "thread", "g1", str(f1)))
    assert "其中 2 条已记录过" in r.stdout and "已记录 0 条发言" in r.stdout
    r = ok(cli(data, "thread", "g1", str(f2)))
    assert "其中 2 条已记录过" in r.stdout and "已记录 1 条发言" in r.stdout
    posts = [p for p in inputs(data) if p["kind"] == "post"]
    assert [p["floor"] for p in posts] == [1, 2, 3]
