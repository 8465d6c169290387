"""5 胜负判定 and 7.1 (two red cards): every way a camp wins or loses."""
import pytest

from bansha.rulesets.pvz import wins

from .helpers import (ADMIRER, ELEVEN, FOURTEEN, TWELVE, VILLAGE, WOLF, act, card, day, events, game_over,
                      new_game, night, play, start, winner)


def _state(roles, out=(), sheriff=None):
    """A game with the given seats out of play (set directly, to test the rules alone)."""
    g = new_game(roles)
    for s in out:
        g.seats[s].alive = False
    g.sheriff = sheriff
    return g


# --- 5.1 村民阵营 ------------------------------------------------------------------------------

def test_R93_village_wins_when_every_wolf_camp_role_is_out():
    """PVZ-R93: 狼人阵营的角色全部出局 (石像鬼 included)."""
    assert wins.village_wins(_state(TWELVE, out=(5, 6, 7, 8))) is not None
    assert wins.village_wins(_state(TWELVE, out=(5, 6, 7))) is None


def test_R93_whole_game_village_wins():
    """PVZ-R93: exile, poison, exile, exile — the last wolf-camp role out ends the game."""
    g = play(TWELVE, night(1), day(1, votes={1: 5, 2: 5}),
             night(2, act(2, "毒药", 6)), day(2, votes={1: 7, 2: 7}),
             night(3), day(3, votes={1: 8, 2: 8}))
    go = game_over(g)
    assert go["winner"] == VILLAGE and go["t"] == "day 3"
    assert go["seats"] == [1, 2, 3, 4, 9, 10, 11, 12]


# --- 5.2 (1) vote share ------------------------------------------------------------------------

def test_R94_R136_wolf_sheriff_gives_the_wolves_half_the_votes():
    """PVZ-R94(1), R136: 6 alive, 3 of them wolf-camp and one the sheriff → 3.5 of 6.5 ≥ half."""
    g = _state(TWELVE, out=(2, 3, 4, 7, 11, 12), sheriff=5)   # alive 1 5 6 8 9 10
    reason = wins.wolves_win(g)
    assert reason and "3.5" in reason and "6.5" in reason


def test_R94_R136_village_sheriff_keeps_the_wolves_under_half():
    """PVZ-R94(1), R136: 7 alive, 3 wolf-camp, village sheriff → 3 of 7.5 → no win."""
    g = _state(TWELVE, out=(2, 3, 7, 11, 12), sheriff=1)      # alive 1 4 5 6 8 9 10
    assert wins.wolves_win(g) is None


def test_R94_exactly_half_is_enough():
    """PVZ-R94(1): 一半（以上） — exactly half wins."""
    g = _state(TWELVE, out=(2, 3, 7, 11, 12, 4))              # alive 1 5 6 8 9 10: 3 of 6
    assert wins.wolves_win(g) is not None


def test_R94_A17_admirer_counts_in_the_total():
    """PVZ-A17 (ruling in wins.py): the total is every living role's weight, the 暗恋者 included,
    and the 暗恋者 is not on the wolves' side even with a wolf crush."""
    g = _state(ADMIRER, out=(2, 3, 4, 8, 11, 12))             # alive 1 5 6 7 9 10 13: 3 of 7
    g.seats[13].data["crush"] = 5
    assert wins.wolves_win(g) is None
    g.seats[13].alive = False                                  # 3 of 6
    assert wins.wolves_win(g) is not None


def test_R94_R136_whole_game_wolf_sheriff_vote_share():
    """PVZ-R94(1), R136: the wolves win at night 3's end with 3.5 of 6.5 votes."""
    g = play(TWELVE, night(1, act(5, "杀人", 2)),
             day(1, act(7, "最后一枪", 3), sheriff={5: 5, 6: 5, 7: 5, 8: 5}, votes={1: 7, 2: 7, 4: 7, 9: 7}),
             night(2, act(5, "杀人", 4)), day(2, votes={1: 11, 5: 11, 6: 11}),
             night(3, act(6, "杀人", 12)), day(3))
    go = game_over(g)
    assert go["t"] == "night 3" and go["winner"] == WOLF
    assert sorted(g.alive()) == [1, 5, 6, 8, 9, 10]


# --- 5.2 (2) gods ------------------------------------------------------------------------------

def test_R94_R05_all_gods_out():
    """PVZ-R94(2), R05: 村民阵营的神 全部出局 → wolves win."""
    g = _state(FOURTEEN, out=(1, 2, 3, 4, 5, 6, 7))    # gods 1–5 out; wolves 8 9 10 of 7 alive
    assert "神" in wins.wolves_win(g)
    g = _state(FOURTEEN, out=(1, 2, 3, 4, 6, 7))       # the guard (5) still in
    assert wins.wolves_win(g) is None


# --- 5.2 (3) commons ---------------------------------------------------------------------------

def test_R94_R137_twelve_seats_all_commons_out():
    """PVZ-R94(3), R137: 12 seats, all 平民 out → wolves win (no hunter needed)."""
    g = _state(TWELVE, out=(5, 9, 10, 11, 12))           # alive 1 2 3 4 6 7 8: 3 of 7
    assert "平民" in wins.wolves_win(g)


def test_R94_R137_fourteen_seats_need_the_hunter_out_too():
    """PVZ-R94(3), R137: 14 seats, all 平民 out, 猎人 alive → no win yet; 猎人 out → win."""
    g = _state(FOURTEEN, out=(6, 7, 11, 12, 13, 14))     # alive 1–5 8 9 10: 3 of 8
    assert wins.wolves_win(g) is None
    g.seats[3].alive = False
    assert "猎人" in wins.wolves_win(g)


def test_R94_R04_eleven_seats_need_the_hunter_out_too():
    """PVZ-R94(3), R04: 11人局 as well."""
    g = _state(ELEVEN, out=(5, 8, 9, 10, 11))            # alive 1 2 3 4 6 7: 2 of 6
    assert wins.wolves_win(g) is None
    g.seats[3].alive = False
    assert wins.wolves_win(g) is not None


def test_R137_whole_game_fourteen_seats():
    """PVZ-R137: the 14-seat game goes on while the hunter lives."""
    g = play(FOURTEEN, night(1, act(6, "杀人", 11)), day(1, votes={1: 12, 6: 12}),
             night(2, act(6, "杀人", 13), act(2, "毒药", 7)), day(2, votes={1: 14, 6: 14, 8: 14}),
             night(3), day(3, votes={1: 6, 2: 6, 3: 6, 4: 6}))
    assert [s for s in (11, 12, 13, 14) if g.seats[s].alive] == []
    assert winner(g) is None and g.seats[3].alive


# --- timing and priority -----------------------------------------------------------------------

def _both_at_once(**options):
    """The last wolf (the 狼王) is exiled and shoots the last god: both camps' conditions hold."""
    return play(TWELVE, night(1, act(5, "杀人", 1)), day(1, votes={2: 5, 3: 5}),
                night(2, act(6, "杀人", 2), act(2, "毒药", 6)), day(2, votes={3: 8, 4: 8}),
                night(3, act(7, "杀人", 3)), day(3, act(7, "最后一枪", 4), votes={4: 7, 9: 7}),
                options=options)


def test_R97_A07_both_conditions_at_once_village_first_by_default():
    """PVZ-R97, A07 (option win_priority, default 村民阵营)."""
    g = _both_at_once()
    assert game_over(g)["winner"] == VILLAGE and game_over(g)["t"] == "day 3"
    assert not g.seats[4].alive and not g.seats[7].alive


def test_R97_A07_wolves_first_when_the_option_says_so():
    """PVZ-R97, A07: win_priority=狼人阵营."""
    assert game_over(_both_at_once(win_priority=WOLF))["winner"] == WOLF


def test_R97_exactly_one_game_over_and_nothing_after():
    """PVZ-R97 (ruling R-WIN-TIMING: checked at every settlement point): once over, the game stops."""
    g = _both_at_once()
    assert len(events(g, "game_over")) == 1
    assert g.events[-1]["type"] in ("game_over", "unused")


# --- 7.1 red cards -----------------------------------------------------------------------------

def test_R96_R99_two_red_cards_in_one_camp_lose_it():
    """PVZ-R96, R99: 同一阵营的角色累计获得两张或以上红牌时，阵营判负 — the other camp wins."""
    g = play(TWELVE, night(1), day(1, cards=[card(5, "红牌"), card(8, "红牌")]))
    assert events(g, "faction_lost", faction=WOLF)
    assert winner(g) == VILLAGE


def test_R96_R99_village_red_cards_hand_the_wolves_the_game():
    """PVZ-R96, R99: the same for 村民阵营."""
    g = play(TWELVE, night(1, cards=[card(9, "红牌"), card(1, "红牌")]), day(1))
    assert events(g, "faction_lost", faction=VILLAGE)
    assert winner(g) == WOLF


def test_R96_R99_director_rules_the_camp_lost_with_one_red_card():
    """PVZ-R96, R99 (ruling R-RED-LOSS): 判罚红牌时，导演视情况决定是否判负该玩家所在阵营 — the red
    card carries `faction_loses`; the camp loses and the other wins at once."""
    red = {"to": 9, "card": "红牌", "reason": "场外", "faction_loses": True}
    g = play(TWELVE, night(1), day(1, cards=[red]))
    assert events(g, "faction_lost", faction=VILLAGE)
    assert winner(g) == WOLF


def test_R99_only_a_red_card_can_lose_the_camp():
    """PVZ-R99: the director's camp loss comes with a red card, never a blue or yellow one."""
    g = play(TWELVE, night(1), day(1, cards=[{"to": 9, "card": "黄牌", "reason": "x", "faction_loses": True}]))
    assert not events(g, "faction_lost") and winner(g) is None
    assert [e["reason"] for e in events(g, "rejected")] == ["只有判罚红牌时，导演才可以判负该玩家所在阵营"]


def test_R92_R99_red_card_on_a_dead_role_counts():
    """PVZ-R92, R99: 已出局角色仍可被判罚 — and counts toward the camp's two red cards."""
    g = play(TWELVE, night(1), day(1, votes={1: 5}), night(2), day(2, cards=[card(5, "红牌"), card(6, "红牌")]))
    assert events(g, "faction_lost", faction=WOLF) and winner(g) == VILLAGE


def test_R99_one_red_card_does_not_lose_the_camp():
    """PVZ-R99: one red card is an exit, not a camp loss."""
    g = play(TWELVE, night(1), day(1, cards=[card(5, "红牌")]))
    assert not events(g, "faction_lost") and winner(g) is None


@pytest.mark.parametrize("lineup", [TWELVE, ADMIRER])
def test_R95_winning_seats_follow_the_camp(lineup):
    """PVZ-R95, R01: game_over lists every seat of the winning camp, dead or alive."""
    steps = [night(1, cards=[card(1, "红牌"), card(2, "红牌")])]
    if lineup is ADMIRER:
        steps.insert(0, start(act(13, "一见钟情", 6)))
    g = play(lineup, *steps, day(1))
    seats = game_over(g)["seats"]
    assert {5, 6, 7, 8} <= set(seats) and not {1, 2, 3, 4} & set(seats)
    assert (13 in seats) == (lineup is ADMIRER)
