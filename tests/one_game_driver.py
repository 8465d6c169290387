"""A random live game played through the store as a director and players would play it (issue 18):
inputs at random times, passes, 推进结算, deadline ticks, undos, pasted threads, last words, cards and
closes. Used by the one-game property tests (tests/test_one_game.py)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from bansha import rulesets
from bansha.engine import acting, procedure
from bansha.engine.errors import Refusal
from bansha.randplay import random_inputs
from bansha.status import tick

NAMES = ["渐强", "雪雪", "阿青", "小鹿", "老王", "木木", "猎户", "石头", "九九", "十一", "墓园", "十二", "贾宝玉",
         "林黛玉", "薛宝钗", "王熙凤", "史湘云", "妙玉", "晴雯", "袭人", "香菱", "平儿", "紫鹃", "鸳鸯"]
SEATS = {"pvz": 12, "hongloumeng": 14, "bajian": 24, "jiu": 14}
OPS = ["act"] * 8 + ["pass"] * 2 + ["change", "settle", "tick", "tick", "undo", "paste", "paste", "words", "card",
                                     "close", "close", "probe"]


@dataclass
class Played:
    game_id: str
    probes: list[tuple[int, str, dict[str, list[str]]]] = field(default_factory=list)  # (log length, time, may_act)
    refusals: int = 0


def _clock_text(at: datetime) -> str:
    return at.astimezone(timezone(timedelta(hours=8))).replace(tzinfo=None).isoformat(timespec="seconds")


def _post_text(rng: random.Random, game: Any, by: int) -> str:
    alive = game.alive() or [by]
    to = rng.choice(alive)
    me, them = game.seats[by].name, game.seats[to].name
    return rng.choice([f"【{by}.{me}】【投票】给【{to}.{them}】理由", f"【{by}.{me}】我是好人，今天听发言",
                       f"【{by:02d}.{me}】投票对象：{to:02d}.{them}", f"【{by}.{me}】申请加速", "【自爆】"])


def play(store: Any, ruleset: str, seed: int, ops: int) -> Played:
    """Play `ops` random moves of a fresh game; the clock moves 1–120 minutes between moves."""
    rng = random.Random(seed)
    game_id = f"{ruleset}-{seed}"
    seats = [{"seat": i + 1, "name": NAMES[i]} for i in range(SEATS[ruleset])]
    store.create(game_id, ruleset, seats, rng=seed, start_date="2026-12-01")
    clock = datetime(2026, 11, 30, 20, 0, tzinfo=timezone.utc)  # 04:00 on the first day, GMT+8
    out = Played(game_id)
    floors = {}
    for _ in range(ops):
        clock += timedelta(minutes=rng.randint(1, 120))
        game = store.open(game_id)
        if game.over:
            break
        op = rng.choice(OPS)
        try:
            _move(store, game_id, game, op, rng, clock, floors, out)
        except Refusal:
            out.refusals += 1
    return out


def _move(store: Any, game_id: str, game: Any, op: str, rng: random.Random, clock: datetime,
          floors: dict[str, int], out: Played) -> None:
    if op == "act":
        inputs = random_inputs(game, rng)
        if inputs:
            store.record(game_id, rng.choice(inputs), at=clock)
    elif op == "change":  # a player changes a use before its step settles (the page's 修改)
        inputs = [i for i in random_inputs(game, rng) if i["kind"] == "action"]
        if inputs:
            inp = rng.choice(inputs)
            earlier = store.earlier(game_id, "action", inp["by"], inp["skill"])
            if earlier is not None:
                at = next(i for i, r in enumerate(store.inputs(game_id)) if r.seq == earlier)
                store.record(game_id, inp, replaces=earlier, at=clock)
                out.probes = [p for p in out.probes if p[0] <= at]  # the log before them changed
    elif op == "pass":
        waiting = [(n, what) for n, whats in acting.waiting(game).items() for what in whats]
        if waiting:
            n, what = rng.choice(waiting)
            store.record(game_id, {"kind": "pass", "by": n, "skill": what}, at=clock)
    elif op == "settle":
        store.record(game_id, {"kind": "settle"}, at=clock)
    elif op == "tick":
        tick(store, game_id, now=clock)
    elif op == "undo" and rng.random() < 0.5:
        store.undo(game_id)
        kept = len(store.inputs(game_id))
        out.probes = [p for p in out.probes if p[0] <= kept]
    elif op == "paste" and game.kind == "day":
        thread = rng.choice(rulesets.get(game.ruleset.id).threads)
        posts = []
        for by in rng.sample(sorted(game.seats), rng.randint(1, 4)):
            floors[thread] = floors.get(thread, 1) + 1
            posts.append({"kind": "post", "thread": thread, "by": by, "text": _post_text(rng, game, by),
                          "floor": floors[thread], "time": _clock_text(clock - timedelta(minutes=rng.randint(0, 30)))})
        store.record_all(game_id, posts, at=clock)
    elif op == "words":
        owed = procedure.awaited_last_words(game)
        if owed:
            store.record(game_id, {"kind": "last_words", "by": rng.choice(owed)[0], "text": "我是好人，相信我"},
                         at=clock)
    elif op == "card" and rng.random() < 0.3:
        store.record(game_id, {"kind": "card", "to": rng.choice(sorted(game.seats)),
                               "card": rng.choice(["蓝牌", "黄牌"]), "reason": "测试判罚"}, at=clock)
    elif op == "close":
        store.record(game_id, {"kind": "close"}, at=clock)
    elif op == "probe":
        at = _clock_text(clock)  # the probe's moment: a row may have closed since the last input
        out.probes.append((len(store.inputs(game_id)), at, {str(n): v for n, v in acting.may_act(game, at).items()}))
