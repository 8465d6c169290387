"""暗恋者 (seed 4.3.1): in neither camp; 一见钟情<强制> on night 1 (random by the referee if not
chosen); 殉情<强制> the moment the crush exits; wins exactly when the crush wins."""
from .helpers import (ADMIRER, VILLAGE, WOLF, act, action, advance, alive, card, day, deaths, events,
                      feedbacks, game_over, new_game, night, notices, play, refused, sheriffs, start, winner)


def test_R02_admirer_is_in_neither_camp():
    """PVZ-R02: 既不属于村民阵营，也不属于狼人阵营."""
    g = new_game(ADMIRER)
    assert g.seats[13].camp not in (VILLAGE, WOLF)


def test_R10_A20_crush_chosen_at_start_or_on_night_1():
    """PVZ-R10, A20 (and the replay contract): 一见钟情 is accepted in `start` and in `night 1`."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1, act(5, "杀人", 9)), day(1))
    assert ("day 1", 13, "殉情") in deaths(g)
    g = play(ADMIRER, night(1, act(13, "一见钟情", 9), act(5, "杀人", 9)), day(1))
    assert ("day 1", 13, "殉情") in deaths(g)


def test_R38_crush_cannot_be_changed_or_chosen_late():
    """PVZ-R38, R54: one crush, chosen on the first night only."""
    g = new_game(ADMIRER)
    g.submit(action(13, "一见钟情", 9))
    advance(g, "night 1")
    assert "已经选择" in refused(g, action(13, "一见钟情", 10))
    advance(g, "night 2")
    assert "第一个夜晚" in refused(g, action(13, "一见钟情", 10))


def test_R38_A16_crush_is_another_role():
    """PVZ-R38, A16 (ruling in admirer.py): the 暗恋者 cannot pick itself."""
    g = new_game(ADMIRER)
    assert "其他角色" in refused(g, action(13, "一见钟情", 13))


def test_R10_R108_referee_picks_at_random_when_none_chosen():
    """PVZ-R10, R108: 第一夜结束前未选择，则由裁判随机选择 — the pick is told to the 暗恋者, is
    another seat, and is the same for the same rng seed."""
    picks = []
    for _ in range(2):
        g = play(ADMIRER, night(1), day(1), rng=11)
        told = [n for n in notices(g, 13) if "随机" in n]
        assert len(told) == 1
        picks.append(g.seats[13].data["crush"])
        assert events(g, "notice", to=13)[-1]["t"] == "night 1"
    assert picks[0] == picks[1] and picks[0] != 13
    others = {play(ADMIRER, night(1), rng=r).seats[13].data["crush"] for r in range(12)}
    assert len(others) > 1


def test_R38_admirer_is_not_told_the_crush_camp():
    """PVZ-R38: 暗恋者不知道暗恋对象的所属阵营."""
    g = play(ADMIRER, start(act(13, "一见钟情", 5)), night(1), day(1))
    mine = [e for e in g.view(13) if e["type"] in ("feedback", "notice")]
    assert not any(WOLF in str(e.get("result", "")) + str(e.get("text", "")) for e in mine[1:])
    assert feedbacks(g, 13) == []


def test_R39_R87_crush_exiled_admirer_exits_at_once():
    """PVZ-R39, R87: 暗恋对象出局，则暗恋者出局 — by vote."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1, votes={1: 9, 2: 9}))
    assert deaths(g) == [("day 1", 9, "投票"), ("day 1", 13, "殉情")]


def test_R39_R58_R87_crush_killed_on_a_later_night_admirer_exits_that_night():
    """PVZ-R39, R58, R87: by 杀人 on night 2 — both are out that night."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1), night(2, act(5, "杀人", 9)), day(2))
    assert deaths(g) == [("night 2", 9, "杀人"), ("night 2", 13, "殉情")]


def test_R39_R87_crush_poisoned():
    """PVZ-R87: by 毒药."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1), night(2, act(2, "毒药", 9)), day(2))
    assert deaths(g) == [("night 2", 9, "毒药"), ("night 2", 13, "殉情")]


def test_R39_R87_R100_crush_red_carded():
    """PVZ-R87, R100: a red card does cause 殉情."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1, cards=[card(9, "红牌")]))
    assert deaths(g) == [("day 1", 9, "红牌罚下"), ("day 1", 13, "殉情")]


def test_R39_R87_crush_self_explodes():
    """PVZ-R87: by 自爆."""
    g = play(ADMIRER, start(act(13, "一见钟情", 5)), night(1), day(1, act(5, "自爆")))
    assert deaths(g) == [("day 1", 5, "自爆"), ("day 1", 13, "殉情")]


def test_R39_R56_R58_crush_killed_on_night_1_admirer_still_votes_in_the_election():
    """PVZ-R39, R56, R58: the night-1 victim leaves after the election, and the 暗恋者 with it;
    both took part in the election."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1, act(5, "杀人", 9)),
             day(1, sheriff={13: 9, 9: 9, 1: 1}))
    assert sheriffs(g)[0] == ("day 1", 9)
    assert [d[1] for d in deaths(g)] == [9, 13]
    assert 13 not in alive(g)


def test_R39_admirer_death_does_not_kill_the_crush():
    """PVZ-R39: 殉情 goes one way."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1, votes={1: 13}))
    assert deaths(g) == [("day 1", 13, "投票")]
    assert 9 in alive(g)


def test_R38_R95_admirer_of_a_wolf_wins_with_the_wolves():
    """PVZ-R38, R95: 暗恋者的获胜条件和暗恋对象相同 — its crush is a wolf, the wolves win, so
    does it."""
    g = play(ADMIRER, start(act(13, "一见钟情", 5)), night(1, act(5, "杀人", 9)), day(1, votes={5: 10, 6: 10, 7: 10}),
             night(2, act(5, "杀人", 11)), day(2, votes={5: 12, 6: 12, 7: 12}))
    assert winner(g) == WOLF
    assert 13 in game_over(g)["seats"]


def test_R38_R95_admirer_of_a_villager_loses_with_the_village():
    """PVZ-R95: same game, crush in 村民阵营 → not among the winners."""
    g = play(ADMIRER, start(act(13, "一见钟情", 1)), night(1, act(5, "杀人", 9)), day(1, votes={5: 10, 6: 10, 7: 10}),
             night(2, act(5, "杀人", 11)), day(2, votes={5: 12, 6: 12, 7: 12}))
    assert winner(g) == WOLF
    assert 13 not in game_over(g)["seats"]


def test_R95_admirer_wins_with_the_village_even_when_out():
    """PVZ-R95: the winning seats are every seat that wins, dead or alive."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1, votes={1: 5, 2: 5, 3: 5}),
             night(2, act(2, "毒药", 6), act(6, "杀人", 9)), day(2, votes={1: 7, 2: 7}),
             night(3), day(3, votes={1: 8, 2: 8}))
    assert winner(g) == VILLAGE
    assert 13 in game_over(g)["seats"] and 13 not in alive(g)


def test_R58_R90_admirer_exit_by_day_is_announced():
    """PVZ-R58, R90: players learn of exits from the 公示 — a 殉情 in the day is announced by
    seat, without its cause."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1, votes={1: 9}))
    said = [e["text"] for e in g.public_events() if e["type"] == "announce"]
    assert any("13号" in a and "殉情" not in a for a in said)
    assert all(e["type"] != "death" for e in g.view(1))


def test_R58_R90_admirer_exit_after_a_night_red_card_is_in_the_morning_list():
    """PVZ-R58, R90: the crush red-carded at night, the 暗恋者 out with it — both are in the
    morning's list of last night's exits."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1),
             night(2, cards=[card(9, "红牌")]), day(2))
    morning = [e["text"] for e in g.public_events() if e["type"] == "announce" and e["t"] == "day 2"][0]
    assert "9号" in morning and "13号" in morning


def test_R56_R39_crush_killed_and_admirer_poisoned_on_night_1_leave_once():
    """PVZ-R56, R39: both are night-1 exits and leave play together after the election; the
    crush's exit cannot make the already-leaving 暗恋者 exit a second time (殉情)."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1, act(5, "杀人", 9), act(2, "毒药", 13)), day(1))
    assert sorted(d for d in deaths(g) if d[1] in (9, 13)) == [("night 1", 9, "杀人"), ("night 1", 13, "毒药")]
    assert 9 not in alive(g) and 13 not in alive(g)
