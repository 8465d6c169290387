"""Roster (seed 4 身份与阵营): camps, role ranges, 10–17 seats, dealing (random by the rng seed
or by hand), and the refusals a bad roster gets (exit 2 in `bansha replay`)."""
import random
from collections import Counter

import pytest

from bansha.engine.errors import ScenarioError
from bansha.rulesets.pvz import RULESET
from bansha.rulesets.pvz.lineups import DEFAULTS, RANGES, deal, validate

from .helpers import FULL, TEN, TWELVE, VILLAGE, WOLF, events, new_game, scenario, seats
from bansha.scenario import load


def test_R01_camps():
    """PVZ-R01: 狼人阵营 = 狼人, 狼王, 石像鬼; 村民阵营 = 预言家, 女巫, 猎人, 守墓人, 守卫, 奇迹商人, 平民."""
    camps = {name: role.camp for name, role in RULESET.roles.items()}
    assert {r for r, c in camps.items() if c == WOLF} == {"狼人", "狼王", "石像鬼"}
    assert {r for r, c in camps.items() if c == VILLAGE} == {"预言家", "女巫", "猎人", "守墓人", "守卫", "奇迹商人",
                                                             "平民"}
    assert set(camps) == set(RANGES)


def test_R02_admirer_is_its_own():
    """PVZ-R02: 暗恋者 is in neither camp."""
    assert RULESET.roles["暗恋者"].camp not in (WOLF, VILLAGE)


def test_R03_role_ranges_are_the_seeds():
    """PVZ-R03: 狼人 2–4, 狼王 0–1, 石像鬼 1, 预言家 1, 女巫 1, 猎人 0–1, 守墓人 1, 守卫 0–1,
    奇迹商人 0–1, 平民 4–6, 暗恋者 0–1."""
    assert RANGES == {"狼人": (2, 4), "狼王": (0, 1), "石像鬼": (1, 1), "预言家": (1, 1), "女巫": (1, 1),
                      "猎人": (0, 1), "守墓人": (1, 1), "守卫": (0, 1), "奇迹商人": (0, 1), "平民": (4, 6),
                      "暗恋者": (0, 1)}


@pytest.mark.parametrize("change,field", [
    (("狼人", "平民"), "狼人"),          # one 狼人 only
    (("平民", "狼人"), "平民"),          # 3 平民
    (("石像鬼", "平民"), "石像鬼"),
    (("预言家", "平民"), "预言家"),
    (("守墓人", "女巫"), "女巫"),        # two witches
])
def test_R03_roster_outside_the_ranges_is_refused(change, field):
    """PVZ-R03: a line-up outside the ranges is refused, naming the role."""
    roles = list(TWELVE)
    old, new = change
    roles[roles.index(old)] = new
    with pytest.raises(ScenarioError) as e:
        load(scenario(roles))
    assert e.value.field == "seats" and field in e.value.message


def test_R03_second_hunter_refused():
    """PVZ-R03: 猎人 0–1."""
    roles = list(FULL)
    roles[-1] = "猎人"
    with pytest.raises(ScenarioError):
        validate(roles)


@pytest.mark.parametrize("n", [9, 18])
def test_R03_R04_ten_to_seventeen_seats(n):
    """PVZ-R03, R04: the ranges allow 10–17 seats; other sizes are refused."""
    roles = (TWELVE + ["平民"] * 6)[:n] if n > 12 else TWELVE[:n]
    with pytest.raises(ScenarioError) as e:
        validate(roles)
    assert "10–17" in e.value.message or "须为" in e.value.message


@pytest.mark.parametrize("n", range(10, 18))
def test_R03_default_line_ups_are_legal_and_deal_deterministically(n):
    """PVZ-R03, R07: a random deal uses a documented line-up in range, the same for the same seed."""
    validate([r for r, k in DEFAULTS[n].items() for _ in range(k)])
    a = deal(n, random.Random(5))
    b = deal(n, random.Random(5))
    assert a == b and len(a) == n
    validate(a)


def test_R07_random_deal_by_the_rng_seed():
    """PVZ-R07: 分发身份 — seats without roles are dealt by the rng seed: same seed, same deal."""
    unnamed = [{"seat": i, "name": f"p{i}"} for i in range(1, 13)]
    from bansha.engine.game import Game
    deal_of = lambda rng: [s.role for s in Game(RULESET, unnamed, {}, rng).seats.values()]  # noqa: E731
    assert deal_of(3) == deal_of(3)
    assert len({tuple(deal_of(r)) for r in range(8)}) > 1
    assert Counter(deal_of(3)) == Counter(DEFAULTS[12])


def test_R07_each_role_is_told_privately():
    """PVZ-R07: identities are dealt privately — each seat is told its own, nobody else's."""
    g = new_game(TWELVE)
    for s in range(1, 13):
        mine = [e for e in g.view(s) if e["type"] == "notice"]
        assert len(mine) == 1 and mine[0]["to"] == s and TWELVE[s - 1] in mine[0]["text"]
    assert all(e["t"] == "start" for e in events(g, "notice"))


def test_R04_seat_count_is_known():
    """PVZ-R04: the engine knows the starting player count (10人场, 11/14/17人局)."""
    assert len(new_game(TEN).seats) == 10


def test_R11_lucky_one_is_not_a_dealt_role():
    """PVZ-R11: 幸运儿 is made by 交易, not dealt."""
    roles = list(TWELVE)
    roles[8] = "幸运儿"
    with pytest.raises(ScenarioError) as e:
        load(scenario(roles))
    assert e.value.field == "seats[8].role"


def test_R12_seats_run_one_to_n_with_names():
    """PVZ-R12: every player has a seat number (1..N in order) and a nickname."""
    sc = scenario(TWELVE)
    sc["seats"][3]["seat"] = 7
    with pytest.raises(ScenarioError) as e:
        load(sc)
    assert e.value.field == "seats"
    g = new_game(TWELVE)
    assert [g.seats[n].name for n in (1, 2)] == [s["name"] for s in seats(TWELVE)[:2]]


def test_unknown_role_is_refused_with_a_hint():
    """Spec (exit 2): `seats[3].role: no role 预言者 in pvz; did you mean 预言家?`."""
    roles = list(TWELVE)
    roles[0] = "预言者"
    with pytest.raises(ScenarioError) as e:
        load(scenario(roles))
    assert e.value.field == "seats[0].role" and "预言家" in e.value.message


def test_partial_roles_are_refused():
    """Spec: every seat's role, or none for a random deal."""
    sc = scenario(TWELVE)
    del sc["seats"][0]["role"]
    with pytest.raises(ScenarioError):
        load(sc)


def test_unknown_option_is_refused():
    """Spec: options are the ruleset's documented ones."""
    with pytest.raises(ScenarioError) as e:
        load(scenario(TWELVE, options={"exile_tie": "重投"}))
    assert e.value.field == "options.exile_tie"
