"""The card ledger (bansha.engine.cards): three 蓝 make a 黄, three 黄 make a 红, each merge is
recorded as a card, and a red card fires the `red_card` event."""
from bansha.engine import cards

from engine_toy import new, of_type


def _cards(g, to=None):
    return [(e["to"], e["card"], e["reason"]) for e in of_type(g, "card") if to is None or e["to"] == to]


def test_a_card_is_recorded_publicly_and_counted():
    g = new("狼", "先知", "村民", "村民", "村民")
    cards.give(g, 3, "蓝牌", "刷屏")
    assert _cards(g) == [(3, "蓝牌", "刷屏")]
    assert g.cards[3] == {"蓝牌": 1, "黄牌": 0, "红牌": 0}
    assert of_type(g, "card")[0] in g.public_events()
    assert g.flags.get("red") is None


def test_three_blues_merge_into_a_yellow():
    g = new("狼", "先知", "村民", "村民", "村民")
    for i in range(3):
        cards.give(g, 3, "蓝牌", f"违规{i}")
    assert _cards(g) == [(3, "蓝牌", "违规0"), (3, "蓝牌", "违规1"), (3, "蓝牌", "违规2"),
                         (3, "黄牌", "累计三张蓝牌合并为一张黄牌")]
    assert g.cards[3] == {"蓝牌": 0, "黄牌": 1, "红牌": 0}


def test_three_yellows_merge_into_a_red_and_fire_red_card():
    g = new("狼", "先知", "村民", "村民", "村民")
    cards.give(g, 4, "黄牌", "潜水")
    cards.give(g, 4, "黄牌", "潜水")
    assert g.flags.get("red") is None
    cards.give(g, 4, "黄牌", "潜水")
    assert _cards(g)[-1] == (4, "红牌", "累计三张黄牌合并为一张红牌")
    assert g.cards[4] == {"蓝牌": 0, "黄牌": 0, "红牌": 1}
    assert g.flags["red"] == [4]


def test_nine_blues_cascade_to_one_red():
    g = new("狼", "先知", "村民", "村民", "村民")
    for _ in range(9):
        cards.give(g, 2, "蓝牌", "x")
    kinds = [c for _, c, _ in _cards(g)]
    assert kinds.count("蓝牌") == 9 and kinds.count("黄牌") == 3 and kinds.count("红牌") == 1
    assert kinds[-2:] == ["黄牌", "红牌"]
    assert g.cards[2] == {"蓝牌": 0, "黄牌": 0, "红牌": 1}
    assert g.flags["red"] == [2]


def test_mixed_cards_merge_only_like_with_like():
    g = new("狼", "先知", "村民", "村民", "村民")
    for c in ("蓝牌", "黄牌", "蓝牌", "黄牌"):
        cards.give(g, 5, c, "x")
    assert g.cards[5] == {"蓝牌": 2, "黄牌": 2, "红牌": 0}
    cards.give(g, 5, "蓝牌", "x")  # the third blue makes the third yellow, which makes a red
    assert g.cards[5] == {"蓝牌": 0, "黄牌": 0, "红牌": 1} and g.flags["red"] == [5]


def test_a_red_card_given_directly_fires_once_and_ledgers_are_per_seat():
    g = new("狼", "先知", "村民", "村民", "村民")
    cards.give(g, 1, "红牌", "作弊")
    cards.give(g, 2, "蓝牌", "x")
    cards.give(g, 2, "蓝牌", "x")
    assert g.flags["red"] == [1]
    assert g.cards[2]["蓝牌"] == 2 and g.cards[1]["红牌"] == 1
    assert cards.red_cards_of(g, [1, 2]) == 1
    cards.give(g, 3, "红牌", "作弊")
    assert cards.red_cards_of(g, [1, 2, 3]) == 2 and cards.red_cards_of(g, [4, 5]) == 0
