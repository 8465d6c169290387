"""`bansha simulate` for a director tuning a line-up (issue 11 §2, §3): the games split over
processes give the same results as one process; the report gives each camp's and role's win rate
with a 95% Wilson interval, the game length and the commonest ends, in the terminal, as JSON and as
an HTML chart."""
from bansha.simreport import wilson
from bansha.simulate import simulate


def test_wilson_interval_matches_the_textbook_values():
    assert wilson(0, 0) == (0.0, 0.0)
    low, high = wilson(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    low, high = wilson(0, 20)
    assert low == 0.0 and round(high, 4) == 0.1611
    assert wilson(20, 20)[1] == 1.0


def test_jobs_change_the_time_not_the_results():
    one = simulate("pvz", 12, 120, 3, jobs=1)
    two = simulate("pvz", 12, 120, 3, jobs=2)
    assert one["jobs"] == 1 and two["jobs"] == 2
    assert one["wins"] == two["wins"] and one["report"] == two["report"]


def test_report_counts_every_game_once():
    rep = simulate("hongloumeng", None, 60, 1, jobs=1)
    r = rep["report"]
    assert sum(f["wins"] for f in r["factions"]) + r["unfinished"] == 60
    assert all(f["low"] <= f["rate"] <= f["high"] for f in r["factions"] + r["roles"])
    roles = {x["role"]: x for x in r["roles"]}
    assert roles["村民"]["games"] == 4 * 60 and roles["预言家"]["games"] == 60  # four 村民 at 14 seats
    assert sum(e["games"] for e in r["ends"]) <= 60 and r["length"]["min_days"] >= 1
    wolves = next(f for f in r["factions"] if f["faction"] == "狼人阵营")
    assert roles["黑狼王"]["wins"] == wolves["wins"]  # a role wins exactly when its camp does
