"""Issue 18, "One game, not two" (spec/live.md): a live game and the replay of its export are one
record. Random live games in every ruleset — inputs at random times, passes, 推进结算, deadline ticks,
undos, changes, pasted threads, last words, cards and closes, through the store as the console and the
CLI play them — export and replay to exactly the record the store holds (`bansha record`), event for
event, every event with its `at`; `probe` entries added to the export give the openings the engine
gave at that moment; and the export imported as a new game holds the same record."""
from __future__ import annotations

import json
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bansha import rulesets
from bansha.replay import record, replay
from bansha.store.games import open_store
from bansha.store.importing import import_scenario

from one_game_driver import play

RULESETS = rulesets.ids()


def as_json(rec):
    return json.loads(json.dumps(rec, ensure_ascii=False))


def check_one_game(tmp_path, ruleset: str, seed: int, ops: int) -> None:
    store = open_store(tempfile.mkdtemp(dir=tmp_path))  # a fresh data directory for each example
    played = play(store, ruleset, seed, ops)
    live = as_json(record(store.open(played.game_id)))
    exported = store.export(played.game_id)
    assert replay(exported) == live, "the export replays to the live record, event for event"
    assert all(e.get("at") is not None or e["t"] == "start" for e in live["events"])
    times = [e["at"] for e in live["events"] if e.get("at")]
    assert times == sorted(times), "events come in the order they happened"
    if played.probes:  # probes inserted where they were asked: the engine's answer at that moment
        log = list(exported["log"])
        for n, at, may in sorted(played.probes, key=lambda p: (p[0], p[1]), reverse=True):
            log.insert(n, {"time": at, "probe": {}})
        probed = replay({**exported, "log": log})
        assert [e for e in probed["events"] if e["type"] != "openings"] == live["events"]
        assert [e["may_act"] for e in probed["events"] if e["type"] == "openings"] == \
            [p[2] for p in sorted(played.probes, key=lambda p: (p[0], p[1]))]
    copy = import_scenario(store, "copy", exported)
    assert not copy.refused, copy.refused
    assert as_json(record(store.open("copy"))) == live, "imported, the export is the same game"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_live_game_is_its_export(tmp_path, ruleset):
    check_one_game(tmp_path, ruleset, seed=7, ops=40)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", RULESETS)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31 - 1), ops=st.integers(10, 70))
def test_random_live_games_are_their_exports(tmp_path, ruleset, seed, ops):
    check_one_game(tmp_path, ruleset, seed, ops)
