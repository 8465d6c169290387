"""7 违规判定: the card ledger (3蓝=黄, 3黄=红), 潜水 from the posts (7.2.4), the invalid-vote
yellow (6.4), a false 【自爆】 (6.2.3); and the 6.4 vote format read in a game."""
from .helpers import (NAMES, TWELVE, act, card, cards_of, day, deaths, events, exile, night, play, post,
                      rejections, vote_post)


def talk(by: int) -> dict:
    return post(by, f"【{by:02d}.{NAMES[by - 1]}】我是好人。")


def discussion(alive, votes: dict, silent=(), extra=()) -> list[dict]:
    """Everyone in `alive` speaks (but `silent`), then the `votes` are posted, then `extra`."""
    out = [talk(s) for s in alive if s not in silent]
    out += list(extra)
    out += [vote_post(by, target) for by, target in votes.items()]
    return out


ALL = list(range(1, 13))


# --- the ledger ---------------------------------------------------------------------------------

def test_R98_three_blue_make_a_yellow():
    """PVZ-R98: 累计三张“蓝牌”合并为一张“黄牌”."""
    g = play(TWELVE, night(1, cards=[card(9, "蓝牌")] * 3), day(1))
    assert cards_of(g, 9) == ["蓝牌", "蓝牌", "蓝牌", "黄牌"]
    assert 9 in g.alive()


def test_R98_three_yellow_make_a_red_and_the_role_is_out():
    """PVZ-R98: 累计三张“黄牌”合并为一张“红牌”; 红牌罚下."""
    g = play(TWELVE, night(1), day(1, cards=[card(9, "黄牌")] * 3))
    assert cards_of(g, 9) == ["黄牌", "黄牌", "黄牌", "红牌"]
    assert deaths(g) == [("day 1", 9, "红牌罚下")]


def test_R98_nine_blue_cascade_to_a_red():
    """PVZ-R98: merges chain — nine blue are three yellow are one red."""
    g = play(TWELVE, night(1, cards=[card(9, "蓝牌")] * 9), day(1))
    assert cards_of(g, 9).count("黄牌") == 3 and cards_of(g, 9).count("红牌") == 1
    assert deaths(g) == [("night 1", 9, "红牌罚下")]


def test_R98_cards_accumulate_across_days():
    """PVZ-R98: 累计 — two yellows on day 1 and one on day 2 make the red."""
    g = play(TWELVE, night(1), day(1, cards=[card(9, "黄牌")] * 2), night(2), day(2, cards=[card(9, "黄牌")]))
    assert deaths(g) == [("day 2", 9, "红牌罚下")]


def test_R92_dead_roles_may_still_be_carded():
    """PVZ-R92: 已出局角色仍可被判罚."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, cards=[card(9, "黄牌")]))
    assert cards_of(g, 9) == ["黄牌"]
    assert not events(g, "rejected")


def test_R111_role_that_cannot_go_on_and_has_no_substitute_is_red_carded():
    """PVZ-R111: 无法继续进行游戏的角色无法更换替补时红牌罚下 — the card puts it out; the seat, not
    the player, is what the game tracks."""
    g = play(TWELVE, night(1), day(1, cards=[card(10, "红牌", "无法继续进行游戏且无法更换替补")]))
    assert events(g, "card", to=10, reason="无法继续进行游戏且无法更换替补")
    assert deaths(g) == [("day 1", 10, "红牌罚下")]


# --- 潜水 -----------------------------------------------------------------------------------------

def test_R101_silent_on_a_discussion_day_is_a_yellow():
    """PVZ-R101(1): 在任何一个讨论日无有效发言 → 黄牌."""
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL}, silent=(9,))))
    assert cards_of(g, 9) == ["黄牌"]
    assert all(cards_of(g, s) == [] for s in ALL if s not in (9, 5))


def test_R101_no_vote_is_a_yellow():
    """PVZ-R101(2), R114: 投票结束时，未在讨论贴进行投票者将被判罚黄牌."""
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL if s != 10})))
    assert cards_of(g, 10) == ["黄牌"]
    assert "未投票" in events(g, "card", to=10)[0]["reason"]


def test_R101_abstaining_is_voting():
    """PVZ-R101(2), R69: 【弃票】 is a vote; no card."""
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {**{s: 5 for s in ALL}, 10: None})))
    assert cards_of(g, 10) == []


def test_R101_election_counts_for_the_vote_not_for_speech():
    """PVZ-R101: the election phase is excluded from the speech rule but included in the vote rule."""
    election = [vote_post(s, 1) | {"thread": "sheriff"} for s in ALL if s != 11]
    g = play(TWELVE, night(1), day(1, posts=election + discussion(ALL, {s: 5 for s in ALL})))
    assert cards_of(g, 11) == ["黄牌"]
    assert "警长竞选" in events(g, "card", to=11)[0]["reason"]
    assert all(cards_of(g, s) == [] for s in ALL if s != 11)


def test_R101_night_1_victim_who_skips_the_election_vote():
    """PVZ-R56, R101(2): a night-1 victim still in the election is carded for not voting there,
    but not for the discussion day it is no longer part of."""
    election = [vote_post(s, 1) | {"thread": "sheriff"} for s in ALL if s != 9]
    alive = [s for s in ALL if s != 9]
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, posts=election + discussion(alive, {s: 5 for s in alive})))
    assert cards_of(g, 9) == ["黄牌"]


def test_R101_R92_exiled_silent_role_is_still_carded():
    """PVZ-R101, R92: the role exiled today was in today's discussion — silence earns the card."""
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL}, silent=(5,))))
    assert deaths(g) == [("day 1", 5, "投票")]
    assert cards_of(g, 5) == ["黄牌"]


def test_R81_R120_nobody_is_diving_on_a_self_explosion_day():
    """PVZ-R81, R120: a wolf self-explodes on day 3; P has not posted all day → no 潜水 card."""
    g = play(TWELVE, night(1), day(1), night(2), day(2), night(3),
             day(3, posts=[talk(1), talk(2), post(6, "【06.木木】【自爆】")]))
    assert deaths(g) == [("day 3", 6, "自爆")]
    assert not events(g, "card")


def test_R101_a_vote_entered_by_the_director_counts_for_attendance():
    """PVZ-R101(2), 6.4 代投: a vote entered with `vote` (the director's, the console's) is a vote
    even when the day's pasted thread holds only speeches: no 潜水 yellow for it."""
    talk_only = [talk(s) for s in ALL]
    g = play(TWELVE, night(1), day(1, posts=talk_only, votes={s: 5 for s in ALL if s != 10}))
    assert cards_of(g, 10) == ["黄牌"] and "未投票" in events(g, "card", to=10)[0]["reason"]
    assert all(cards_of(g, s) == [] for s in ALL if s != 10)


def test_R101_attendance_only_on_days_with_posts():
    """PVZ-R101 (spec: attendance penalties only on days whose posts are given)."""
    g = play(TWELVE, night(1), day(1, votes={1: 5}))
    assert not events(g, "card")


# --- invalid votes and false 自爆 ----------------------------------------------------------------

def test_R73_R102_invalid_vote_is_a_yellow_and_the_corrected_vote_counts():
    """PVZ-R73, R102, R114: 投票格式或投票对象有误的票无效。无效票须通过重新发帖更正，并记黄牌一次."""
    bad = post(3, "【03.阿青】【投票】给【99.谁】")
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL}, extra=[bad])))
    assert cards_of(g, 3) == ["黄牌"]
    assert exile(g, 1)["tally"] == {"5": 12}
    assert any("黄牌" in r for r in rejections(g, 3))


def test_R73_R102_vote_for_a_role_out_of_play_is_invalid_too():
    """PVZ-R73, R102: a vote naming a role already out is 投票对象有误 — yellow; uncorrected, it is
    no vote at all (a second yellow at the end of the vote)."""
    alive = [s for s in ALL if s != 9]
    votes = {s: 5 for s in alive}
    votes[3] = 9
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, posts=discussion(alive, votes)))
    assert cards_of(g, 3) == ["黄牌", "黄牌"]
    assert exile(g, 1)["tally"] == {"5": 10}


def test_R66_second_vote_post_is_refused_without_a_card():
    """PVZ-R66: 投票完成后不允许改票 — the later vote is refused; the first counts."""
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL}, extra=[vote_post(1, 6)])))
    assert exile(g, 1)["tally"] == {"6": 1, "5": 11}
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL}) + [vote_post(1, 6)]))
    assert exile(g, 1)["tally"] == {"5": 12}
    assert "投票完成后不允许改票" in rejections(g, 1)
    assert cards_of(g, 1) == []


def test_R80_R102_R118_non_wolf_posting_self_explode_is_red_carded():
    """PVZ-R80, R102, R118: 预言家 posts 【自爆】 → 贴脸, 红牌罚下; no self-explosion happens and
    the vote goes on."""
    g = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL},
                                                       extra=[post(1, "【01.渐强】【自爆】")])))
    assert cards_of(g, 1) == ["红牌"]
    assert "贴脸" in events(g, "card", to=1)[0]["reason"]
    # 7.1 玩家受到红牌判罚时出局: out when carded, before the vote is counted (R-RED-CARD)
    assert deaths(g) == [("day 1", 1, "红牌罚下"), ("day 1", 5, "投票")]
    later = play(TWELVE, night(1), day(1, posts=discussion(ALL, {s: 5 for s in ALL},
                                                           extra=[post(1, "【01.渐强】【自爆】")])),
                 options={"red_card_exit": "投票结算后"})
    assert deaths(later) == [("day 1", 5, "投票"), ("day 1", 1, "红牌罚下")]


def test_R75_wolf_posting_self_explode_explodes():
    """PVZ-R75: the wolf's 【自爆】 in the discussion thread is the skill."""
    g = play(TWELVE, night(1), day(1, posts=[talk(1), post(7, "【07.猎户】【自爆】")]))
    assert deaths(g) == [("day 1", 7, "自爆")]
    assert not events(g, "card")


def test_R12_R138_the_seeds_own_vote_example_counts():
    """PVZ-R12, R138: 【04.雪雪】【投票】给【07.渐强】先把这个敢给我发查杀的狼出了！ is a vote for 07;
    '04.雪雪 投票给 07.渐强' too; an off-format target is invalid and carded."""
    names = ["一一", "二二", "三三", "雪雪", "五五", "六六", "渐强", "八八", "九九", "十十", "十一", "十二"]
    posts = [post(4, "【04.雪雪】【投票】给【07.渐强】先把这个敢给我发查杀的狼出了！"),
             post(1, "01.一一 投票给 07.渐强"),
             post(2, "【02.二二】【投票】给渐强")]
    g = play(TWELVE, night(1), day(1, posts=posts), names=names)
    assert exile(g, 1)["tally"] == {"7": 2}
    assert "黄牌" in cards_of(g, 2)


def test_R72_proxy_vote_is_the_seats_vote():
    """PVZ-R72: the referee's 代投 is entered as that seat's vote and counts once."""
    g = play(TWELVE, night(1), day(1, votes=[(9, 5), (1, 5), (9, 6)]))
    assert exile(g, 1)["tally"] == {"5": 2}


def test_R101_one_vote_yellow_per_discussion_day_including_the_election():
    """PVZ-R101 (7.2.4 (2) 在任何一个讨论日（包括警长竞选阶段）未投票, R-ATTENDANCE): a seat silent all of
    day 1 gets one yellow for speech and one for not voting — not a third for the exile vote after
    the election's (which would be a red at once); option vote_cards=每次一张 gives one per vote."""
    election = [vote_post(s, 1) | {"thread": "sheriff"} for s in ALL if s != 11]
    talk_ = discussion(ALL, {s: 5 for s in ALL if s != 11}, silent=(11,))
    g = play(TWELVE, night(1), day(1, posts=election + talk_))
    assert sorted(c["reason"] for c in events(g, "card", to=11)) == ["潜水：警长竞选阶段未投票", "潜水：讨论日无有效发言"]
    g = play(TWELVE, night(1), day(1, posts=election + talk_), options={"vote_cards": "每次一张"})
    assert [c["card"] for c in events(g, "card", to=11)] == ["黄牌", "黄牌", "黄牌", "红牌"]  # 3 黄 merge
