"""Pure vote counting (PVZ-R114 counts votes; HLM-R67 weights; HLM-R69 one change)."""
from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from bansha.forum.tally import Tally, count, select, top_seats


def test_pvz_r114_weighted_counts_and_top():
    """PVZ-R114: the engine counts votes; the sheriff's 1.5 is just a weight here."""
    ballots = [(1, 2, 1), (3, 2, 1.5), (4, 5, 1), (6, None, 1), (7, 5, 1)]
    assert count(ballots) == {2: 2.5, 5: 2}
    assert top_seats(count(ballots)) == [2]


def test_ties_are_kept_sorted():
    """No tie rule here: every leader is returned (PVZ-A06 and HLM-R66 decide elsewhere)."""
    totals = count([(1, 9, 1), (2, 3, 1), (4, 9, 1), (5, 3, 1)])
    assert top_seats(totals) == [3, 9]
    assert Tally.of([(1, 9, 1), (2, 3, 1)]).tied


def test_hlm_r67_weight_two_ties_two_singles():
    """HLM-R67: the sheriff's vote counts 2."""
    assert top_seats(count([(1, 4, 2), (2, 5, 1), (3, 5, 1)])) == [4, 5]


def test_totals_follow_first_vote_order_and_whole_numbers_stay_ints():
    totals = count([(1, 8, 1), (2, 3, 1), (3, 8, 1)])
    assert list(totals) == [8, 3]
    assert isinstance(totals[8], int)


def test_nobody_voted_means_no_top():
    assert top_seats({}) == []
    assert count([(1, None, 1), (2, None, 1)]) == {}
    assert top_seats({4: 0}) == []


def test_hlm_r69_keep_last_counts_the_change():
    """HLM-R69: with a change allowed, the voter's last ballot replaces the first."""
    ballots = [(1, 4, 1), (2, 4, 1), (1, 5, 1)]
    assert count(ballots, keep="last") == {4: 1, 5: 1}
    assert select(ballots, keep="last") == [(2, 4, 1), (1, 5, 1)]


def test_pvz_r73_keep_first_ignores_later_ballots():
    """PVZ 6.4: no change after voting, so only the first ballot counts."""
    assert count([(1, 4, 1), (1, 5, 1)], keep="first") == {4: 1}
    assert count([(1, 4, 1), (1, 5, 1)]) == {4: 1, 5: 1}


def test_tally_object_records_abstentions_and_record_form():
    tally = Tally.of([(1, 2, 1.5), (3, None, 1), (4, 2, 1), (5, 7, 3)])
    assert tally.totals == {2: 2.5, 7: 3}
    assert tally.abstained == (3,)
    assert tally.top == [7] and not tally.tied
    assert tally.as_record() == {"2": 2.5, "7": 3}
    assert tally.as_record()["7"].__class__ is int


def test_ballot_objects_are_accepted():
    @dataclass
    class Ballot:
        voter: int
        target: int | None
        weight: float = 1.0

    assert count([Ballot(1, 2), Ballot(3, 2, 2.0)]) == {2: 3.0}


ballot_lists = st.lists(st.tuples(st.integers(1, 12), st.one_of(st.none(), st.integers(1, 12)),
                                  st.sampled_from([1, 1.5, 2])), max_size=30)


@given(ballot_lists)
def test_totals_add_up_and_top_is_maximal(ballots):
    totals = count(ballots)
    assert sum(totals.values()) == sum(w for _, t, w in ballots if t is not None)
    leaders = top_seats(totals)
    assert all(totals[s] == max(totals.values()) for s in leaders)
    assert all(totals[s] < totals[leaders[0]] for s in totals if s not in leaders)


@given(ballot_lists)
def test_keep_first_and_last_give_one_ballot_per_voter(ballots):
    for keep in ("first", "last"):
        voters = [v for v, _, _ in select(ballots, keep)]
        assert sorted(voters) == sorted(set(v for v, _, _ in ballots))
