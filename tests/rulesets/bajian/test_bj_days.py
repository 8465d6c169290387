"""The days — the opening 公示, the election, the exile, ties, 改票, the sheriff's weight and 殉职,
red cards, last words (BJ-R47, R67–R71, R80–R84, R99, R128, BJ-A05–A07, A18)."""
import pytest

from bansha.engine.errors import Refusal

from bj_helpers import ELDER, HUNTER, KING, VULTURE, A, deaths, events, game, night, rejected

EVERYONE = list(range(1, 25))


def V(target, voters):
    return [{"by": v, "for": target} for v in voters]


def test_bj_r68_a07_the_first_to_reach_the_top_count_is_sheriff():
    g = game([{"at": "day 1", "sheriff_votes": V(3, [1, 2]) + V(7, [4, 6])}])
    assert g.sheriff == 3
    g = game([{"at": "day 1", "sheriff_votes": V(7, [4]) + V(3, [1, 2]) + V(7, [6])}])
    assert g.sheriff == 3  # 3 reached 2 votes before 7 did


def test_bj_r69_one_top_seat_exits_r47_sheriff_counts_1_5_more():
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)},
              {"at": "day 2", "votes": V(3, [1]) + V(7, [2, 4])}])
    ex = events(g, "exile", "day 2")[0]
    assert ex["tally"] == {"3": 2.5, "7": 2} and ex["seat"] == 3


def test_bj_a05_option_total_1_5():
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)},
              {"at": "day 2", "votes": V(3, [1]) + V(7, [2, 4])}], options={"sheriff_weight": "共1.5票"})
    assert events(g, "exile", "day 2")[0]["seat"] == 7


def test_bj_r128_a06_tie_goes_to_the_sheriff_s_target_even_outside_the_tie():
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)},
              {"at": "day 2", "votes": V(9, [1]) + V(3, [2, 4, 6]) + V(7, [9, 10, 11, 13])}],
             options={"sheriff_weight": "共1.5票"})
    # 3: 3, 7: 4 → no tie; make one: 3 and 7 with 3 each, the sheriff on 9
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)},
              {"at": "day 2", "votes": V(9, [1]) + V(3, [2, 4, 6]) + V(7, [10, 11, 13])}],
             options={"sheriff_weight": "共1.5票"})
    assert events(g, "exile", "day 2")[0]["seat"] == 9
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)},
              {"at": "day 2", "votes": V(None, [1]) + V(3, [2, 4, 6]) + V(7, [10, 11, 13])}])
    assert events(g, "exile", "day 2")[0]["seat"] is None


def test_bj_r71_a_vote_may_be_changed_once():
    g = game([{"at": "day 2", "votes": V(3, [1]) + V(7, [1]) + V(9, [1])}])
    assert events(g, "exile", "day 2")[0]["seat"] == 7
    assert any("改票只允许进行一次" in e["reason"] for e in events(g, "rejected", by=1))


def test_bj_r80_the_out_cannot_vote_or_be_voted():
    g = game([night(1, A(VULTURE, "杀人", [1])), {"at": "day 2", "votes": V(3, [1]) + V(1, [2])}])
    assert len([e for e in events(g, "rejected") if e.get("vote") is not None]) == 2


def test_bj_r67_r84_opening_lists_the_exits_in_order_and_the_sheriff():
    g = game([{"at": "day 1", "sheriff_votes": V(2, EVERYONE)},
              night(1, A(HUNTER, "枪击", [3]), A(VULTURE, "杀人", [1])), {"at": "day 2"}])
    text = events(g, "announce", "day 2")[0]["text"]
    assert text.index("1号") < text.index("3号") and "当日警长：2号玩家2" in text


def test_bj_a18_a_sheriff_out_at_night_names_an_heir_or_it_is_random():
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)},
              night(1, A(VULTURE, "杀人", [1]), A(1, "殉职", [7]))])
    assert g.sheriff == 7
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)}, night(1, A(VULTURE, "杀人", [1]))], rng=4)
    assert g.sheriff not in (None, 1)


def test_bj_r81_r83_a_red_card_exits_after_the_vote_without_last_shot():
    g = game([{"at": "day 2", "votes": V(3, [1, 2]), "cards": [{"to": HUNTER, "card": "红牌", "reason": "贴脸"}],
               "actions": [A(HUNTER, "最后一枪", [9])]}])
    causes = [(e["seat"], e["cause"]) for e in events(g, "death", "day 2")]
    assert causes == [(3, "投票"), (HUNTER, "红牌罚下")]


def test_bj_r82_r99_the_first_five_exits_have_last_words_published_next_day():
    g = game([night(1, *[A(HUNTER, "枪击", [t]) for t in (1, 3)], A(VULTURE, "杀人", [7])),
              {"at": "day 2", "last_words": [{"by": 1, "text": "我是好人"}]}, night(2)])
    assert any("我是好人" in e["text"] for e in events(g, "announce"))


def test_elder_is_village_leader_and_king_wolf_leader():
    g = game([])
    assert g.ruleset.camp_of(g, ELDER) == "村民阵营" and g.ruleset.camp_of(g, KING) == "狼人阵营"
    assert deaths(g) == [] and rejected(g, KING, "征召") == []


def test_bj_r81_a_red_carded_sheriff_s_heir_is_random_r83_shots_announced_after_the_vote():
    g = game([{"at": "day 1", "sheriff_votes": V(1, EVERYONE)},
              {"at": "day 2", "cards": [{"to": 1, "card": "红牌", "reason": "贴脸"}], "actions": [A(1, "殉职", [7])]}],
             rng=3)
    assert 1 not in g.alive() and g.sheriff not in (None, 1)
    assert any("随机决定" in e["text"] for e in events(g, "announce", "day 2"))
    g = game([{"at": "day 2", "votes": V(HUNTER, EVERYONE), "actions": [A(HUNTER, "最后一枪", [9])]}])
    assert any("因猎人<最后一枪>出局" in e["text"] for e in events(g, "announce", "day 2"))


def test_bj_r80_an_exiting_role_is_notified():
    g = game([night(1, A(VULTURE, "杀人", [1]))])
    assert "你已出局。" in [e["text"] for e in events(g, "notice", to=1)]


def test_bj_r82_a_victim_may_decline_its_words_and_none_are_taken_after():
    """Rulings «Last words»: 放弃遗言 before the 公示 that would carry them; words after it are refused."""
    g = game([night(1, *[A(HUNTER, "枪击", [t]) for t in (1, 3)], A(VULTURE, "杀人", [7]))])
    assert not g.seats[1].alive
    g.submit({"kind": "pass", "by": 1, "skill": "遗言"})
    with pytest.raises(Refusal, match="1号 已放弃遗言"):
        g.submit({"kind": "last_words", "by": 1, "text": "我是好人"})
