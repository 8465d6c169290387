"""奇迹商人 — 馈赠 [5] with its surcharge and the count going negative (JIU-R82, R83, R248; JIU-A47)."""
import pytest
from jiu_helpers import A, LINEUP, day, deaths, events, feedback, game, night, notices

from bansha.engine.errors import Refusal

MERCHANT, DUCK, SEER, PLAGUE = 3, 2, 7, 10
LINE = {**LINEUP, MERCHANT: "奇迹商人"}


def play(steps):
    return game(steps, lineup=LINE)


def test_jiu_r248_r83_a_wolf_costs_three_a_villager_one_a_third_party_overdraws_and_the_merchant_dies():
    g = play([night(1, A(MERCHANT, "馈赠", [DUCK], "验人")), day(2), night(2, A(MERCHANT, "馈赠", [SEER], "毒药")),
              day(3), night(3, A(MERCHANT, "馈赠", [PLAGUE], "守护")), day(4)])
    told = [t for t in notices(g, MERCHANT) if t.startswith("<馈赠>剩余次数")]
    assert told == ["<馈赠>剩余次数：2", "<馈赠>剩余次数：1", "<馈赠>剩余次数：-2"]
    out = [(e["seat"], e["t"], e["cause"]) for e in events(g, "death")]
    assert out == [(MERCHANT, "night 3", "奇迹商人透支")]
    assert any(s.defn.name == "流光庇护" for s in g.seats[PLAGUE].skills)  # the gift still lands (JIU-A47)


def test_jiu_r82_the_seeing_gift_is_shine_told_at_the_nights_end():
    g = play([night(1, A(MERCHANT, "馈赠", [SEER], "验人")), day(2), night(2, A(SEER, "照耀", [DUCK]))])
    assert feedback(g, SEER, "照耀") == ["选择目标为非村民阵营"]
    told = [e for e in events(g, "notice", to=SEER) if "[照耀]" in e["text"]]
    assert told and told[0]["t"] == "night 1"


@pytest.mark.parametrize("second, why", [((SEER, "毒药"), "每名角色只能被选择一次"), ((9, "验人"), "每种礼物只能被选择一次")])
def test_jiu_r82_each_role_and_each_gift_once_a_game(second, why):
    g = play([night(1, A(MERCHANT, "馈赠", [SEER], "验人")), day(2)])  # night 2 is open
    with pytest.raises(Refusal, match=why):
        g.submit({"kind": "action", "by": MERCHANT, "skill": "馈赠", "targets": [second[0]], "choice": second[1]})


def test_jiu_r82_never_oneself():
    g = play([])
    with pytest.raises(Refusal):
        g.submit({"kind": "action", "by": MERCHANT, "skill": "馈赠", "targets": [MERCHANT], "choice": "验人"})
    assert deaths(g) == []


def test_jiu_r82_a_second_gift_the_same_night_is_refused_in_its_own_words():
    """馈赠[深夜][指定][5] — "每晚只能发动1次": the count left does not allow a second gift that night."""
    from jiu_helpers import rejected
    g = play([night(1, A(MERCHANT, "馈赠", [SEER], "验人"), A(MERCHANT, "馈赠", [PLAGUE], "毒药"))])
    assert rejected(g, MERCHANT, "馈赠") == ["<馈赠>每晚只能发动1次（剩余次数：4）"]
