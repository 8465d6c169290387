"""Weighted votes: tally, top and the record form (bansha.engine.votes)."""
from bansha.engine.votes import Ballot, as_record, tally, top

from engine_toy import deaths, give_badge, new, vote


def test_tally_weights_and_abstentions():
    ballots = [Ballot(1, 5, 1.5), Ballot(2, 5), Ballot(3, 4), Ballot(4, None), Ballot(5, 4, 0.0)]
    assert tally(ballots) == {5: 2.5, 4: 1.0}
    assert list(tally([Ballot(1, 7), Ballot(2, 3), Ballot(3, 7)])) == [7, 3], "first-vote order"
    assert tally([]) == {} and tally([Ballot(1, None)]) == {}


def test_top_is_the_most_votes_several_on_a_tie_none_without_votes():
    assert top({5: 2.5, 4: 1.0}) == [5]
    assert top({5: 1.5, 4: 1.5, 3: 1.0}) == [4, 5]
    assert top({}) == []
    assert top({3: 0.0}) == [], "a seat with only zero-weight votes is not on top"


def test_a_weight_of_one_and_a_half_breaks_what_would_be_a_tie():
    ballots = [Ballot(1, 3, 1.5), Ballot(2, 4), Ballot(5, 3), Ballot(6, 4)]
    counts = tally(ballots)
    assert counts == {3: 2.5, 4: 2.0} and top(counts) == [3]
    assert top(tally([Ballot(1, 3, 1.5), Ballot(2, 4), Ballot(6, 4, 0.5)])) == [3, 4]


def test_as_record_prints_seats_as_keys_and_whole_numbers_plainly():
    rec = as_record({5: 2.5, 4: 1.0, 3: 6.0})
    assert rec == {"5": 2.5, "4": 1, "3": 6}
    assert isinstance(rec["4"], int) and isinstance(rec["5"], float)
    assert list(rec) == ["5", "4", "3"]


def test_weighted_exile_in_a_game():
    """The badge holder's 1.5 decides 2 votes against 1.5 + 1."""
    g = new("狼", "先知", "村民", "村民", "村民", "村民", "村民")
    g.close()
    g.close()
    give_badge(g, 2)
    for by, to in ((2, 1), (3, 1), (4, 5), (5, 4), (6, 5)):
        g.submit(vote(by, to))
    g.close()
    assert deaths(g) == [("day 1", 1, "投票")]


def test_a_tied_exile_vote_exiles_nobody():
    g = new("狼", "先知", "村民", "村民", "村民", "村民", "村民")
    g.close()
    g.close()
    for by, to in ((2, 1), (3, 1), (4, 5), (5, 4), (6, 5), (7, 4)):
        g.submit(vote(by, to))
    g.close()
    assert deaths(g) == []
