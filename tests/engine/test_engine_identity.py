"""Real and surface identity: a seat's role and camp as they are, and as others read them."""
from bansha.engine.game import Game

from engine_toy import BAD, GOOD, TOY, act, new, of_type, to_night


def test_seats_hold_real_and_surface_role_and_camp():
    g = new("狼", "卧底", "先知", "村民")
    wolf, mole = g.seats[1], g.seats[2]
    assert (wolf.role, wolf.camp, wolf.surface_role, wolf.surface_camp) == ("狼", BAD, "狼", BAD)
    assert (mole.role, mole.camp, mole.surface_role, mole.surface_camp) == ("卧底", BAD, "村民", GOOD)
    assert (g.seats[1].name, g.seats[1].no, g.seats[1].label()) == ("P1", 1, "1号")


def test_a_reading_shows_the_surface_and_the_win_uses_the_real_camp():
    g = to_night(new("狼", "卧底", "先知", "村民", "村民", "村民", "村民"))
    g.submit(act(3, "查", 2))
    g.close()
    assert [e["result"] for e in of_type(g, "feedback", skill="查")] == [GOOD]
    assert TOY.winning_seats(g, BAD) == [1, 2]
    assert TOY.winning_seats(g, GOOD) == [3, 4, 5, 6, 7]


def test_a_camp_change_moves_the_seat_between_winners():
    g = new("狼", "卧底", "先知", "村民")
    g.seats[4].camp = BAD
    assert TOY.winning_seats(g, BAD) == [1, 2, 4]
    assert g.seats[4].surface_camp == GOOD


def test_a_random_deal_is_the_rng_seeds():
    seats = [{"seat": i, "name": f"P{i}"} for i in range(1, 9)]
    deals = [[s.role for s in Game(TOY, seats, rng=r).seats.values()] for r in (1, 1, 2, 3, 4)]
    assert deals[0] == deals[1]
    assert sorted(deals[0]) == sorted(["狼"] + ["村民"] * 7)
    assert len({tuple(d) for d in deals}) > 1
