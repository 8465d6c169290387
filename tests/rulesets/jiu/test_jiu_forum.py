"""245's forum rules read from the day's posts (JIU-R180–R182, R187–R190, R226): the vote and 改票 formats,
invalid votes, 代投 and 改票 outside the last hour (unless the role voted for went out in 正午),
acceleration and delay, 潜水 — the same reader as 078 and M162's words (`bansha.forum.day`)."""
from __future__ import annotations

from bansha.replay import play
from bansha.scenario import load

from jiu_helpers import DUCK, SAINT, SEER, A, events, game, night, scenario

NAMES = "白兰地 伏特加 龙舌兰 威士忌 金酒 朗姆 清酒 黄酒 米酒 啤酒 香槟 雪莉 波特 梅酒".split()
EVERYONE = list(range(1, 15))


def vote(by: int, target, reason: str = "砍", **kw) -> dict:
    name = NAMES[target - 1] if isinstance(target, int) else target
    return {"thread": "vote", "by": by, "text": f"投票对象：{name}\n投票理由：{reason}", **kw}


def change(by: int, target: int, floor: int, **kw) -> dict:
    return {"thread": "vote", "by": by, "text": f"改票对象：{NAMES[target - 1]}\n改票理由：改", "reply_to": floor, **kw}


def talk(by: int, k: int) -> list[dict]:
    return [{"thread": "discussion", "by": by, "text": f"发言{i}"} for i in range(k)]


def day2(posts: list[dict], actions=(), options=None, start_date: str | None = None):
    steps = [night(1), {"at": "day 2", "posts": posts, "actions": list(actions)}]
    if start_date is None:
        return game(steps, options=options)
    sc = scenario([{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天")]},
                   {"at": "day 1", "sheriff_votes": [{"by": n, "for": SAINT} for n in EVERYONE],
                    "actions": [A(SAINT, "任职宣言", choice="自由"), A(SAINT, "辅政", [1])]}, *steps], options=options)
    sc["start_date"] = start_date
    return play(load(sc))


def exile(g) -> dict:
    return events(g, "exile", "day 2")[0]


def invalid(g, by: int) -> list[str]:
    return [e["reason"] for e in events(g, "rejected", by=by) if "vote" in e]


def test_jiu_r182_r190_votes_from_the_thread_in_either_punctuation_and_abstaining():
    posts = [vote(1, 3), {"thread": "vote", "by": 2, "text": "投票对象:龙舌兰 投票理由:砍"},
             {"thread": "vote", "by": 4, "text": "投票对象：弃权\n投票理由：无"}]
    g = day2(posts)
    assert exile(g)["seat"] == 3 and exile(g)["tally"] == {"3": 2}


def test_jiu_r190_an_invalid_vote_is_fixed_by_a_new_post():
    g = day2([{"thread": "vote", "by": 1, "text": "投票对象：不存在的人\n投票理由：砍"}, vote(1, 3)])
    assert len(invalid(g, 1)) == 1 and "无效票须通过重新发帖来更正" in invalid(g, 1)[0]
    assert exile(g)["seat"] == 3


def test_jiu_r187_change_once_replying_to_the_original_vote():
    posts = [vote(1, 3), vote(2, 3), change(1, 5, floor=0), change(1, 6, floor=0)]
    g = day2(posts)
    assert any("改票只允许进行一次" in r for r in invalid(g, 1))
    assert exile(g)["tally"] == {"3": 1, "5": 1}


def test_jiu_r187_r189_no_change_or_proxy_in_the_last_hour_r188_unless_the_target_fell_at_noon():
    """Day 2 runs Thursday 12-03 and Friday 12-04 and closes 21:00: 20:00–21:00 takes no 改票 or 代投 —
    except that a seat whose vote's target went out during 正午 may change once."""
    first = [vote(1, SEER, time="2026-12-04T19:00:00+08:00"), vote(2, 3, time="2026-12-04T19:10:00+08:00")]
    late = [change(1, 3, floor=0, time="2026-12-04T20:30:00+08:00"),
            vote(4, 3, time="2026-12-04T20:40:00+08:00", proxy=True)]
    g = day2(first + late, start_date="2026-12-01")
    assert any("关门前一小时不允许改票或代投" in r for r in invalid(g, 1))
    assert any("代投" in r for r in invalid(g, 4))
    shot = day2(first + late, actions=[A(DUCK, "暗杀", [SEER], choice="预言家")], start_date="2026-12-01")
    assert SEER in [e["seat"] for e in events(shot, "death", "day 2")]
    assert not any("改票" in r for r in invalid(shot, 1)) and exile(shot)["tally"].get("3") == 2


def test_jiu_r226_few_posts_and_no_vote_are_a_yellow_each_r181_not_when_accelerated():
    posts = [p for s in EVERYONE for p in talk(s, 6 if s != 5 else 2)] + [vote(s, 3) for s in EVERYONE if s != 6]
    g = day2(posts)
    cards = {(e["to"], e["reason"]) for e in events(g, "card", "day 2")}
    assert (5, "潜水：在未执行加速的讨论日发言不足五帖（2帖）") in cards
    assert (6, "潜水：在未执行加速的讨论日未投票") in cards
    asked = [{"thread": "discussion", "by": s, "text": "申请加速"} for s in EVERYONE[:7]]
    g = day2(asked + posts)
    assert not events(g, "card", "day 2") and any("执行加速" in e.get("text", "") for e in events(g, "announce"))


def test_jiu_r226_ten_posts_missed_three_days_running_is_a_yellow():
    def day(n):
        posts = [p for s in EVERYONE for p in talk(s, 6)] + [vote(s, "弃权") for s in EVERYONE]
        return {"at": f"day {n}", "posts": posts}
    g = game([night(1), day(2), night(2), day(3), night(3), day(4)])
    runs = [e for e in events(g, "card") if "连续三个" in e["reason"]]
    living = {e["to"] for e in runs}
    assert runs and all(e["t"] == "day 4" for e in runs) and len(living) == len(runs)


def test_jiu_r180_the_director_accelerates_when_few_are_left():
    """未出局角色减少到一定程度时，导演将自动执行加速 (option `auto_accelerate_alive`): no 潜水 that day."""
    posts = [vote(1, 3)]
    assert {e["to"] for e in events(day2(posts), "card", "day 2")} == set(range(2, 15))
    g = day2(posts, options={"auto_accelerate_alive": 14})
    assert not events(g, "card", "day 2")
    assert any("执行加速" in e["text"] for e in events(g, "trace"))


def test_jiu_a50_r187_a_change_to_a_bare_seat_number_is_a_wrong_target_unless_the_director_counts_it():
    """JIU-A50: the 改票格式 too names the nickname; 「改票对象：5」 (a number alone, no 号) is 投票对象有误, saying why,
    and the vote stays where it was. Option `vote_by_number` moves it to seat 5."""
    posts = [vote(1, 3), vote(2, 3), {"thread": "vote", "by": 1, "text": "改票对象：5\n改票理由：改", "reply_to": 0}]
    strict = day2(posts)
    assert exile(strict)["tally"] == {"3": 2}
    assert [r for r in invalid(strict, 1) if r.startswith("投票对象有误（只写了座位号，没有昵称）：")]
    counted = day2(posts, options={"vote_by_number": True})
    assert exile(counted)["tally"] == {"3": 1, "5": 1} and invalid(counted, 1) == []
