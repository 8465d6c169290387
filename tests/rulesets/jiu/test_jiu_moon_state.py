"""The 新月's typed state (issue 22): each 新月 keeps what its rule remembers in its own dataclass, held on the
game's state by class (JiuState.moon), with the periods it compares as Period values — and the store's
period-start snapshot carries it, as it carries the rest of the game."""
from test_jiu_moon_gather import FEMALES, gather_day
from test_jiu_moon_hunt import MALES, hunt_day, with_genders

from bansha.engine.period import Period
from bansha.rulesets.jiu.moons import fang, gather, hunt, old_blade, thunder, uproar
from bansha.store import snapshots
from jiu_helpers import DUCK, MERCHANT, SEER, A, day, game, night

UPROAR = "群情激奋"


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def everyone(target, but=()):
    return {n: target for n in range(1, 15) if n not in but and n != target}


def test_jiu_r146_r155_the_draw_and_the_blade_night_are_periods():
    """JIU-R146: the 执警's draw at 晨曦 (the director draws only when nobody did); JIU-R155: 宝刀未老's night is
    the one after the 晨曦 it is cast at."""
    g = game([draw(2, "宝刀未老")])
    assert g.state.moon_drawn == "day 2" and isinstance(g.state.moon_drawn, Period)
    blade = old_blade.of(g)
    assert blade.night == "night 2" and isinstance(blade.night, Period) and blade.due == []
    assert thunder.of(g).night is None  # a 新月 never drawn keeps nothing


def test_jiu_r157_thunder_strikes_the_night_after_its_cast():
    g = game([draw(2, "天打雷劈"), night(2, A(DUCK, "杀人", [SEER]))])
    assert thunder.of(g).night == Period.of("night", 2) and g.seats[SEER].alive


def test_jiu_r158_r192_uproar_arms_then_opens_a_thread_and_keeps_its_votes():
    g = game([draw(2, UPROAR)])
    assert uproar.of(g).armed and uproar.of(g).thread is None  # nobody has taken [投票出局] yet
    ballots = [A(n, "群情激奋投票", [MERCHANT]) for n in range(1, 15) if n not in (DUCK, MERCHANT)]
    g = game([draw(2, UPROAR, votes=everyone(DUCK)), night(2), day(3, *ballots, votes=everyone(MERCHANT))])
    st = uproar.of(g)
    assert not st.armed  # spent by 2号's exile: only the next [投票出局] flips
    assert st.thread == "day 3" and isinstance(st.thread, Period)
    assert st.votes == {n: MERCHANT for n in range(1, 15) if n not in (DUCK, MERCHANT)}


def test_jiu_r159_infect_marks_its_target_for_that_night_only():
    g = game([draw(2, "狼人毒牙")])
    h = next(n for n, s in g.seats.items() if any(x.defn.name == "感染" for x in s.skills))
    g = game([draw(2, "狼人毒牙"), night(2, A(h, "感染", [SEER]))])
    assert fang.of(g).marked == {"night 2": [SEER]}


def test_jiu_r151_the_hunt_keeps_the_director_s_number_the_hunters_and_their_numbers():
    g = with_genders([hunt_day(A(2, "打猎游戏", choice=30)), night(2, A(5, "打猎游戏", choice=60))])
    st = hunt.of(g)
    assert 80 <= st.director <= 100 and st.picks == {2: 30, 5: 60}
    assert set(st.trip.players) == MALES and st.trip.back == "day 3" and st.trip.done  # back as day 3 began


def test_jiu_r153_r192_blue_most_keeps_the_gatherers_the_herb_the_thread_and_its_red_voters():
    g = with_genders([gather_day((1, "红"), (3, "蓝"), (4, "蓝")), day(3, A(1, "采集投票", [13]))])
    st = gather.of(g)
    assert set(st.trip.players) == FEMALES and st.trip.done
    assert st.picks == {1: "红", 3: "蓝", 4: "蓝"} and st.herb == "蓝"
    assert st.thread == "day 3" and st.red == [1] and st.votes == {1: 13} and st.shield == []


def test_jiu_r158_the_store_s_period_start_snapshot_carries_the_moon_state():
    """A period start the store keeps (pickled) and thaws must hold the same 新月 state, as its own copy."""
    g = game([draw(2, UPROAR, votes=everyone(DUCK)), night(2)])
    key = ("test-moon-state", "k")
    snapshots.keep_start(key, (1,), g)
    try:
        thawed = snapshots.start_of(key, (1,))
    finally:
        snapshots.forget(key)
    assert thawed is not None, "the game pickled"
    copy, st = uproar.of(thawed), uproar.of(g)
    assert copy == st and copy is not st and copy.thread == "day 3" and not copy.armed
    assert thawed.state.moon_drawn == g.state.moon_drawn == "day 2"
