"""Issue 21 item 11: each simulated game's random stream is derived from (seed, i), so a rerun with
another seed is another, independent sample (game i used seed + i: seeds 4 and 5 shared 999 of 1,000
games), while --jobs still changes nothing; the report says how to read overlapping intervals."""
from __future__ import annotations

from bansha.simulate import game_seed, play_one, play_seeds, run, simulate


def test_two_seeds_share_no_game():
    four = {game_seed(4, i) for i in range(1000)}
    five = {game_seed(5, i) for i in range(1000)}
    assert len(four) == len(five) == 1000 and not four & five
    assert game_seed(4, 1) != game_seed(5, 0)  # the old scheme's overlap: 4 + 1 == 5 + 0


def test_a_game_is_replayed_from_its_own_seed():
    outcomes = run("pvz", 12, 6, 4, jobs=1)
    assert [o.seed for o in outcomes] == [game_seed(4, i) for i in range(6)]
    assert outcomes == play_seeds("pvz", 12, [game_seed(4, i) for i in range(6)])
    again = play_one("pvz", 12, outcomes[3].seed)
    assert (again.winner, again.outcome.reason) == (outcomes[3].winner, outcomes[3].reason)


def test_jobs_change_nothing_and_seeds_give_other_samples():
    one, two = simulate("pvz", 12, 120, 4, jobs=1), simulate("pvz", 12, 120, 4, jobs=2)
    assert one["wins"] == two["wins"] and one["report"] == two["report"]
    other = run("pvz", 12, 120, 5, jobs=1)
    mine = run("pvz", 12, 120, 4, jobs=1)
    assert not {o.seed for o in mine} & {o.seed for o in other}


def test_the_report_says_how_to_read_overlapping_intervals():
    rep = simulate("pvz", 12, 20, 1, jobs=1)
    assert "重叠" in rep["report"]["reading"] and "--seed" in rep["report"]["reading"]
