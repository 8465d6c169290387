"""Statuses on a seat: source, duration (until), audience, stacking, and their end
(damage.expire)."""
from bansha.engine import damage
from bansha.engine.model import Status

from engine_toy import new, to_night


def test_a_status_carries_source_duration_audience_and_data():
    s = Status("流血", source=4, until="night 2", audience=(4, 6), data={"层": 1})
    assert (s.name, s.source, s.until, s.audience, s.data) == ("流血", 4, "night 2", (4, 6), {"层": 1})
    bare = Status("秩序")
    assert (bare.source, bare.until, bare.audience, bare.data) == (None, None, None, {})
    assert Status("x").data is not Status("y").data


def test_seat_status_helpers():
    g = new("狼", "先知", "村民", "村民", "村民")
    seat = g.seats[3]
    assert not seat.has_status("流血") and seat.status("流血") is None
    first = Status("流血", source=1, until="night 1")
    seat.statuses += [first, Status("流血", source=2), Status("秩序")]
    assert seat.has_status("流血") and seat.status("流血") is first
    assert len([s for s in seat.statuses if s.name == "流血"]) == 2, "statuses stack"
    seat.remove_status("流血")
    assert [s.name for s in seat.statuses] == ["秩序"]


def test_expire_ends_statuses_at_their_period_and_keeps_the_rest():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    seat = g.seats[3]
    seat.statuses = [Status("今晚", until="night 1"), Status("明天", until="day 1"), Status("永久")]
    g.seats[4].statuses = [Status("今晚", until="night 1")]
    damage.expire(g, "night 1")
    assert [s.name for s in seat.statuses] == ["明天", "永久"]
    assert g.seats[4].statuses == []
    damage.expire(g, "day 1")
    assert [s.name for s in seat.statuses] == ["永久"]


def test_statuses_expire_as_periods_close():
    """The toy ruleset expires at the end of each period it settles."""
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    g.seats[3].statuses = [Status("夜", until="night 1"), Status("日", until="day 1")]
    g.close()
    assert [s.name for s in g.seats[3].statuses] == ["日"]
    g.close()
    assert g.seats[3].statuses == []


def test_a_status_notice_reaches_only_its_audience():
    """Who is told about a status is its audience: a notice to each, and no one else sees it."""
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    st = Status("祝福", source=2, until="day 1", audience=(2, 3))
    g.seats[3].statuses.append(st)
    for s in st.audience:
        g.notice(s, f"3号 获得<{st.name}>（来自{st.source}号）")
    told = {n for n in g.seats if any(e["type"] == "notice" and "祝福" in e["text"] for e in g.view(n))}
    assert told == {2, 3}
