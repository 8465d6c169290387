"""spec/live.md: "The same post (same thread and floor; without a floor, same author, time and text)
given twice is recorded once" — also when a paste and the forum watcher deliver it at the same moment,
each having read the log before the other wrote (issue 24's race), and in a replayed timed scenario."""
from __future__ import annotations

from bansha.replay import replay
from bansha.store.games import open_store

SEATS = [{"seat": i + 1, "name": f"p{i + 1}", "role": r} for i, r in enumerate(
    ["预言家", "狼人", "平民", "女巫", "狼王", "平民", "猎人", "石像鬼", "平民", "狼人", "守墓人", "平民"])]
POST = {"kind": "post", "thread": "sheriff", "by": 3, "text": "【3.p3】【投票】给【1.p1】理由", "floor": 4,
        "time": "2026-12-02T20:10:00+08:00"}


def test_a_post_delivered_twice_is_recorded_once(tmp_path):
    store = open_store(tmp_path / "d")
    store.create("g", "pvz", SEATS)
    store.record("g", {"kind": "close"})
    store.record("g", {"kind": "close"})
    store.record_all("g", [POST])
    store.record_all("g", [dict(POST), {**POST, "floor": 5, "by": 4, "text": "【4.p4】【投票】给【1.p1】理由"}])
    posts = [r.payload for r in store.inputs("g") if r.kind == "post"]
    assert [p["floor"] for p in posts] == [4, 5]
    unfloored = {k: v for k, v in POST.items() if k != "floor"}
    store.record_all("g", [unfloored, unfloored])  # same author, minute and text as floor 4: the same post
    assert len([r for r in store.inputs("g") if r.kind == "post"]) == 2


def test_a_timed_scenario_giving_a_post_twice_counts_it_once():
    from bansha.replay import play
    from bansha.scenario import load
    entry = {"thread": "sheriff", "by": 3, "text": "【3.p3】【投票】给【1.p1】理由", "floor": 4}
    log = [{"time": "2026-12-01T21:00", "close": {}}, {"time": "2026-12-02T09:00", "close": {}},
           {"time": "2026-12-02T20:10", "post": entry}, {"time": "2026-12-02T20:11", "post": entry}]

    def posts(entries):
        game = play(load({"ruleset": "pvz", "rng": 1, "seats": SEATS, "log": entries}))
        return [i["floor"] for i in game.inbox if isinstance(i, dict) and i["kind"] == "post"]
    assert posts(log) == [4]
    assert posts(log[:3] + [dict(log[3], post={**entry, "floor": 5})]) == [4, 5]  # another floor: another post
    assert not [e for e in replay({"ruleset": "pvz", "rng": 1, "seats": SEATS, "log": log})["events"]
                if e["type"] == "rejected"]
