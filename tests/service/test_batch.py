"""Group commit: submissions recorded together end exactly as if recorded one by one —
a refused one answered with the rules' reason, a change replacing its old input, and anything
unusual falling back to one-by-one recording."""
from __future__ import annotations

import threading

from bansha.service.batcher import Batcher
from bansha.store.batch import Item, record_batch
from bansha.store.db import connect
from bansha.store.games import Store

ROLES = ["狼人", "狼人", "狼人", "狼王", "石像鬼", "预言家", "女巫", "守墓人", "守卫", "猎人", "奇迹商人",
         "平民", "平民", "平民", "平民", "平民"]


def night1(where) -> Store:
    store = Store(connect(where))
    store.create("g", "pvz", [{"seat": i + 1, "name": f"p{i}", "role": r} for i, r in enumerate(ROLES)], {}, 1)
    store.record("g", {"kind": "close"})
    return store


def act(by: int, skill: str, *targets: int, **kw) -> dict:
    return {"kind": "action", "by": by, "skill": skill, "targets": list(targets), **kw}


def live(store: Store) -> list[tuple]:
    return [(r.payload["by"], r.payload["skill"], tuple(r.payload["targets"])) for r in store.inputs("g")
            if r.payload["kind"] == "action"]


def test_a_batch_records_the_good_and_answers_the_refused(where):
    store = night1(where)
    hooked = []
    items = [Item(act(6, "预言", 1), "seat:6", then=lambda c, s, p: hooked.append(s)),
             Item(act(9, "守护之盾", 9), "seat:9"),
             Item(act(12, "预言", 1), "seat:12"),
             Item(act(1, "杀人", 6), "seat:1")]
    record_batch(store, {"g": items})
    assert [i.error.reason if i.error else None for i in items] == [None, None, "12号 没有技能<预言>", None]
    assert live(store) == [(6, "预言", (1,)), (9, "守护之盾", (9,)), (1, "杀人", (6,))]
    assert hooked == [items[0].seq] and items[3].seq == items[1].seq + 1


HLM = ["预言家", "荣光骑士", "审判官", "小红帽", "村民", "村民", "村民", "村民", "黑狼王", "狼巫", "狼人", "女巫",
       "摄梦人", "魔女会学徒"]


def hlm_night1(where) -> Store:
    store = Store(connect(where))
    store.create("g", "hongloumeng", [{"seat": i + 1, "name": f"p{i}", "role": r} for i, r in enumerate(HLM)], {}, 1)
    store.record("g", {"kind": "close"})
    return store


def test_a_batch_of_changes_replaces_the_old_inputs(where):
    """M162 takes a change until the night settles."""
    store = hlm_night1(where)
    store.record("g", act(1, "预言", 5))
    store.record("g", act(13, "摄梦", 2))
    old = [r.seq for r in store.inputs("g")[1:]]
    items = [Item(act(1, "预言", 6), "seat:1", replaces=old[0]), Item(act(13, "摄梦", 3), "seat:13", replaces=old[1]),
             Item(act(4, "求助", 7), "seat:4")]
    record_batch(store, {"g": items})
    assert all(i.error is None for i in items)
    assert live(store) == [(1, "预言", (6,)), (13, "摄梦", (3,)), (4, "求助", (7,))]


def test_a_settled_input_is_never_changed(where):
    """PVZ-R54 所有夜间技能经裁判确认有效后，均不可更改技能目标: step (1) answers each use as it is
    taken (its 预言 is out), so a change falls back and is refused with the reason, the rest stands."""
    store = night1(where)
    store.record("g", act(6, "预言", 1))
    seer = store.inputs("g")[1].seq
    items = [Item(act(6, "预言", 2), "seat:6", replaces=seer), Item(act(9, "守护之盾", 3), "seat:9")]
    record_batch(store, {"g": items})
    assert "已在步骤(1)结算" in items[0].error.reason and items[1].error is None
    assert live(store) == [(6, "预言", (1,)), (9, "守护之盾", (3,))]


def test_a_change_others_rely_on_falls_back_and_is_refused(where):
    """The pack's first-night 狼魂祈礼 picks 窥探, and the pack uses it; changing the pick while
    step (3′) is still open would leave that 窥探 without its grant: refused, the rest recorded."""
    store = hlm_night1(where)
    store.record("g", act(10, "狼魂祈礼", choice="窥探"))
    store.record("g", act(10, "窥探", 1, 2))
    pick = store.inputs("g")[1].seq
    items = [Item(act(10, "狼魂祈礼", choice="顶盾"), "seat:10", replaces=pick), Item(act(13, "摄梦", 3), "seat:13")]
    record_batch(store, {"g": items})
    assert "不再成立" in items[0].error.reason and items[1].error is None
    assert live(store) == [(10, "狼魂祈礼", ()), (10, "窥探", (1, 2)), (13, "摄梦", (3,))]


def test_the_same_skill_twice_in_one_batch_is_taken_once(where):
    store = night1(where)
    items = [Item(act(6, "预言", 1), "seat:6"), Item(act(6, "预言", 2), "seat:6")]
    record_batch(store, {"g": items})
    assert items[0].error is None and "本阶段已经提交" in items[1].error.reason
    assert live(store) == [(6, "预言", (1,))]


def test_the_batcher_records_concurrent_requests_once_each(where):
    store = night1(where)
    batcher = Batcher()
    seats = [6, 9, 1, 11, 5, 7]
    inputs = {6: act(6, "预言", 1), 9: act(9, "守护之盾", 9), 1: act(1, "杀人", 7),
              11: act(11, "交易", 12, choice="毒药"), 5: act(5, "查验", 6), 7: act(7, "毒药", 2)}
    gate = threading.Barrier(len(seats))
    results = {}

    def go(seat):
        mine = Store(connect(where))
        gate.wait()
        results[seat] = batcher.record(mine, "g", Item(inputs[seat], f"seat:{seat}"))

    threads = [threading.Thread(target=go, args=(s,)) for s in seats]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert all(results[s].error is None for s in seats)
    assert sorted(r.seq for r in results.values()) == [r.seq for r in store.inputs("g")[1:]]


def test_submissions_to_several_games_arriving_together_are_one_commit(where):
    """A group commit spans games: what arrives together is judged game by game (a refusal in one game
    leaves the other's input recorded) and synced to the disk once."""
    store = Store(connect(where))
    for g in ("a", "b"):
        store.create(g, "pvz", [{"seat": i + 1, "name": f"p{i}", "role": r} for i, r in enumerate(ROLES)], {}, 1)
        store.record(g, {"kind": "close"})
    commits = []
    real = store.conn.commit
    store.conn.commit = lambda: (commits.append(1), real())[1]
    good_a = Item(act(6, "预言", 1), "seat:6", by_seat=True)
    bad_a = Item(act(12, "预言", 1), "seat:12", by_seat=True)
    good_b = Item(act(6, "预言", 2), "seat:6", by_seat=True)
    record_batch(store, {"a": [good_a, bad_a], "b": [good_b]})
    assert commits == [1]
    assert good_a.seq and good_b.seq and bad_a.error is not None and "没有技能<预言>" in bad_a.error.reason
    assert [r.payload["targets"] for r in store.inputs("a")[1:]] == [[1]]
    assert [r.payload["targets"] for r in store.inputs("b")[1:]] == [[2]]
