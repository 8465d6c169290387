"""The forum rules — vote format, 改票, invalid votes, acceleration, 潜水 (HLM-R69–R73, R98)."""
from hlm_helpers import EVERYONE, H, V, WOLF, game, night, of, rejected

NAMES = {s: n for s, n, _ in H}


def talk(by: int, k: int) -> list[dict]:
    return [{"thread": "discussion", "by": by, "text": f"发言{i}"} for i in range(k)]


def vote(by: int, target: int | str, reason: str = "理由") -> dict:
    name = NAMES[target] if isinstance(target, int) else target
    return {"thread": "vote", "by": by, "text": f"投票对象：{name}\n投票理由：{reason}"}


def full_day(posts: list[dict], n: int = 2) -> list[dict]:
    """Everyone posts ten times and votes 弃权, then `posts`."""
    base = [p for s in EVERYONE for p in talk(s, 10)] + [vote(s, "弃权") for s in EVERYONE]
    return [night(1), {"at": "day 1"}, {"at": f"day {n}", "posts": base + posts}]


def test_hlm_r71_the_vote_format_either_colon_one_or_two_lines():
    """HLM-R71: 投票对象：/投票理由：, 标点不区分全半角, 投票对象与投票理由之间可以不换行."""
    posts = [{"thread": "vote", "by": 1, "text": "投票对象：贾迎春\n投票理由：终须了却尘缘事"},
             {"thread": "vote", "by": 2, "text": "投票对象:贾迎春 投票理由:不如著书黄叶村"},
             {"thread": "vote", "by": 3, "text": "投票对象：弃权"}]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}])
    assert of(g, "exile", t="day 2")[-1]["tally"] == {"11": 2}


def test_hlm_r71_invalid_votes_count_for_nothing_and_must_be_posted_again():
    """HLM-R71: 投票格式或投票对象有误的票无效。无效票须通过重新发帖来更正."""
    posts = [{"thread": "vote", "by": 1, "text": "投票对象：曹雪芹"}, {"thread": "vote", "by": 1, "text": "投票：贾迎春"},
             vote(1, WOLF)]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}])
    assert len(rejected(g, 1)) == 2 and of(g, "exile", t="day 2")[-1]["tally"] == {"11": 1}


def test_hlm_r69_r71_change_once_as_a_reply_to_the_original_vote():
    """HLM-R69, R71: 改票对象： replying to the original vote, once; a second 投票对象 is refused."""
    posts = [vote(1, 5), {"thread": "vote", "by": 1, "text": "改票对象：贾迎春\n改票理由：不如著书黄叶村", "reply_to": 0},
             {"thread": "vote", "by": 1, "text": "改票对象：史湘云", "reply_to": 0}, vote(1, 6),
             vote(2, 5), {"thread": "vote", "by": 2, "text": "改票对象：贾迎春"}]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}])
    reasons = rejected(g, 1) + rejected(g, 2)
    assert any("改票只允许进行一次" in r for r in reasons)
    assert any("改票需以改票格式回复原投票楼层" in r for r in reasons)
    assert any(r == "改票需回复原投票楼层" for r in reasons)
    assert of(g, "exile", t="day 2")[-1]["tally"] == {"11": 1, "5": 1}


def test_hlm_r69_a_later_list_entry_is_the_change_once():
    """HLM-R69, R70: in a plain `votes` list (the director's entry, as for a 代投 with an explicit
    target) the second entry is the 改票; a third is refused."""
    g = game([night(1), {"at": "day 1"},
              {"at": "day 2", "votes": [{"by": 1, "for": 5}, {"by": 1, "for": WOLF}, {"by": 1, "for": 6}]}])
    assert any("改票只允许进行一次" in r for r in rejected(g, 1))
    assert of(g, "exile", t="day 2")[-1]["seat"] == WOLF


def test_hlm_r73_acceleration_at_half_the_living_stops_changes_and_cards():
    """HLM-R73, R98: ≥ half the living ask → 执行加速: no 改票, no 潜水 cards."""
    asks = [{"thread": "discussion", "by": s, "text": "申请加速"} for s in range(1, 8)]
    posts = asks + [vote(1, 5), {"thread": "vote", "by": 1, "text": "改票对象：贾迎春", "reply_to": 7}]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}])
    assert any("执行加速时不允许改票" in r for r in rejected(g, 1))
    assert not of(g, "card")


def test_hlm_r73_a_delay_cancels_acceleration():
    """HLM-R73: 延迟成功时，不再视为“执行加速”状态."""
    asks = [{"thread": "discussion", "by": s, "text": "申请加速"} for s in range(1, 8)]
    delays = [{"thread": "discussion", "by": s, "text": "申请延时"} for s in range(8, 15)]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": asks + delays}])
    assert [c["to"] for c in of(g, "card")] and any("延迟成功" in e["text"] for e in of(g, "announce"))


def test_hlm_r72_automatic_acceleration_option():
    """HLM-R72: 未出局角色减少到一定程度时，导演将自动执行加速 (the number is an option)."""
    g = game([night(1), {"at": "day 1"}], {"auto_accelerate_alive": 8})
    for s in (2, 3, 6, 7, 13, 14):
        g.seats[s].alive = False
    g.submit({"kind": "post", "thread": "discussion", "by": 1, "text": "只发一帖"})
    g.close()
    assert any("导演执行加速" in e["text"] for e in of(g, "announce")) and not of(g, "card")
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": talk(1, 1)}], {"auto_accelerate_alive": 8})
    assert of(g, "card")


def test_hlm_r72_acceleration_happens_by_itself_by_default():
    """HLM-R72 「未出局角色减少到一定程度时，导演将自动执行加速」: by default at 6 roles in play or fewer
    (the seed gives no number; option auto_accelerate_alive, 0 = never)."""
    g = game([night(1), {"at": "day 1"}])
    for s in (2, 3, 6, 7, 9, 10, 13, 14):
        g.seats[s].alive = False
    g.close()
    assert any("导演执行加速" in e["text"] for e in of(g, "announce"))
    g = game([night(1), {"at": "day 1"}], {"auto_accelerate_alive": 0})
    for s in (2, 3, 6, 7, 9, 10, 13, 14):
        g.seats[s].alive = False
    g.close()
    assert not any("导演执行加速" in e["text"] for e in of(g, "announce"))


def test_hlm_r98_attendance_cards():
    """HLM-R98: fewer than 5 posts → 黄牌; no vote → 黄牌; only on days whose posts are given."""
    posts = [p for s in EVERYONE if s != 3 for p in talk(s, 10)] + talk(3, 4) + \
        [vote(s, "弃权") for s in EVERYONE if s != 4]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}])
    assert [(c["to"], c["reason"][:12]) for c in of(g, "card")] == [(3, "潜水：在未执行加速的讨论"), (4, "潜水：在未执行加速的讨论")]
    assert "发言不足五帖" in of(g, "card", to=3)[0]["reason"] and "未投票" in of(g, "card", to=4)[0]["reason"]
    assert not of(game([night(1), {"at": "day 1"}, {"at": "day 2", "votes": V(None, [1])}]), "card")


def test_hlm_r98_under_ten_posts_three_days_running():
    """HLM-R98: 连续三个未执行加速的讨论日发言均不足十帖 → one more 黄牌."""
    def day(n):
        return {"at": f"day {n}", "posts": [p for s in EVERYONE for p in talk(s, 9 if s == 5 else 10)]
                + [vote(s, "弃权") for s in EVERYONE]}
    g = game([night(1), {"at": "day 1"}, day(2), night(2), day(3), night(3), day(4)])
    assert [c["t"] for c in of(g, "card", to=5)] == ["day 4"]
    assert "连续三个" in of(g, "card", to=5)[0]["reason"]


def test_hlm_r98_each_thread_judges_its_own_rule():
    """HLM-R98: with only the vote thread given, post counts are not judged, and a 投票对象 post
    in the discussion thread is speech, not a vote."""
    only_votes = [vote(s, "弃权") for s in EVERYONE if s != 4]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": only_votes}])
    assert [(c["to"], "未投票" in c["reason"]) for c in of(g, "card")] == [(4, True)]
    talk_vote = [dict(vote(1, WOLF), thread="discussion")]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": talk_vote}])
    assert of(g, "exile", t="day 2")[-1]["tally"] == {}


def _timed(steps, start="2026-12-01"):
    from bansha.replay import play
    from bansha.scenario import load
    from hlm_helpers import scenario
    sc = scenario(steps)
    sc["start_date"] = start
    return play(load(sc))


def test_hlm_r98_r73_times_judge_late_votes_and_late_requests():
    """HLM-R98 「讨论结束时，未回复投票帖者将被判罚黄牌」: with a calendar, a vote posted after 关门
    (21:00 of day 2, 12-03) is not counted and its author has not voted (潜水); HLM-R73: a 加速
    request after 讨论日结束三个小时前 (18:00) is not counted."""
    posts = [p for s in EVERYONE for p in talk(s, 10)]
    posts += [dict(vote(s, "弃权"), time="2026-12-03T20:00:00") for s in EVERYONE if s != 4]
    posts += [dict(vote(4, "弃权"), time="2026-12-03T21:05:00")]
    posts += [{"thread": "discussion", "by": s, "text": "申请加速", "time": "2026-12-03T19:00:00"} for s in EVERYONE]
    g = _timed([night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}])
    assert [c["to"] for c in of(g, "card")] == [4] and "未投票" in of(g, "card")[0]["reason"]
    assert any("讨论已于" in r for r in rejected(g, 4))
    assert not any("执行加速" in e["text"] for e in of(g, "announce"))
    assert any("三个小时前" in r for r in rejected(g, 1))


def test_hlm_r63_an_election_vote_after_closing_is_not_counted():
    """HLM-R63 (step 4), R98: the 警长竞选 closes at 关门 (21:00 of day 1, 12-02) like any day; a vote posted
    later is not counted."""
    posts = [dict(vote(s, 1), thread="sheriff", time="2026-12-02T20:00:00") for s in (2, 3)]
    posts += [dict(vote(s, 5), thread="sheriff", time="2026-12-02T21:10:00") for s in (4, 6, 7)]
    g = _timed([night(1), {"at": "day 1", "posts": posts}])
    assert g.sheriff == 1
    assert all(any("讨论已于" in r for r in rejected(g, s)) for s in (4, 6, 7))


def test_hlm_a22_r71_a_bare_seat_number_is_a_wrong_target_unless_the_director_counts_it():
    """HLM-A22: 「投票对象：贾宝玉」 names the nickname; 「投票对象：11号」 is 投票对象有误 and the refusal says why; 「11号贾迎春」
    counts. Option `vote_by_number` counts the bare number as that seat."""
    posts = [{"thread": "vote", "by": 1, "text": f"投票对象：{WOLF}号\n投票理由：砍"},
             {"thread": "vote", "by": 2, "text": f"投票对象：{WOLF}号{NAMES[WOLF]}\n投票理由：砍"}]
    steps = [night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}]
    strict = game(steps)
    assert of(strict, "exile", t="day 2")[-1]["tally"] == {str(WOLF): 1}
    assert [r for r in rejected(strict, 1) if "投票对象有误（只写了座位号，没有昵称）" in r]
    counted = game(steps, options={"vote_by_number": True})
    assert of(counted, "exile", t="day 2")[-1]["tally"] == {str(WOLF): 2} and rejected(counted, 1) == []
