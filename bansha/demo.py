"""`bansha demo`: a director's first game, played step by step through the same store and
commands a real game uses, so a fresh checkout shows the whole loop working."""
from __future__ import annotations

import time
from importlib import import_module
from importlib.util import find_spec
from typing import Any

from bansha import present, rulesets
from bansha.engine.errors import Refusal


def action(by: int, skill: str, targets: list[int] | None = None, choice: Any = None) -> dict[str, Any]:
    """One scripted action input, as a ruleset's demo (bansha/rulesets/<id>/demo.py) writes them."""
    a: dict[str, Any] = {"kind": "action", "by": by, "skill": skill}
    if targets is not None:
        a["targets"] = targets
    if choice is not None:
        a["choice"] = choice
    return a


NAMES = ["渐强", "雪雪", "阿青", "小鹿", "老王", "木木", "猎户", "石头", "九九", "十一", "墓园", "十二"]
ROLES = ["预言家", "狼人", "平民", "女巫", "狼王", "平民", "猎人", "石像鬼", "平民", "狼人", "守墓人", "平民"]

SCRIPT: list[dict[str, Any]] = [
    {"kind": "close"},
    {"kind": "action", "by": 1, "skill": "预言", "targets": [2]},
    {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]},
    {"kind": "action", "by": 8, "skill": "查验", "targets": [1]},
    {"kind": "action", "by": 4, "skill": "毒药", "targets": [4]},
    {"kind": "close"},
    *[{"kind": "sheriff_vote", "by": s, "for": 1} for s in (1, 3, 4, 6, 7, 9, 11, 12)],
    *[{"kind": "sheriff_vote", "by": s, "for": 2} for s in (2, 5, 8, 10)],
    {"kind": "action", "by": 7, "skill": "最后一枪", "targets": [2]},
    *[{"kind": "vote", "by": s, "for": 10} for s in (1, 3, 6, 9, 11, 12)],
    *[{"kind": "vote", "by": s, "for": 1} for s in (5, 8, 10)],
    {"kind": "close"},
]


def with_demo() -> list[str]:
    """The rulesets `bansha demo` can play: PVZ's (above) and each that ships a `demo` module."""
    return ["pvz"] + [r for r in rulesets.ids() if r != "pvz" and find_spec(f"{rulesets.KNOWN[r]}.demo") is not None]


def run_demo(store, out, data: str | None = None, ruleset: str = "pvz") -> str:
    game_id = f"demo-{int(time.time())}"
    script = SCRIPT
    if ruleset == "pvz":
        seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
        store.create(game_id, "pvz", seats, {}, 7, "演示局")
        out.print(f"创建演示局 {game_id}（PVZ 标准规则，12人）。")
    else:  # a ruleset's own scripted demo (bansha/rulesets/<id>/demo.py: seats(), SCRIPT, TITLE)

        if ruleset not in rulesets.KNOWN:
            raise Refusal(f"没有规则 {ruleset}；已有：{', '.join(rulesets.ids())}")
        try:
            mod = import_module(f"{rulesets.KNOWN[ruleset]}.demo")
        except ModuleNotFoundError:
            raise Refusal(f"规则 {ruleset} 没有演示局；有演示局的规则：{'、'.join(with_demo())}") from None
        seats, script = mod.seats(), mod.SCRIPT
        store.create(game_id, ruleset, seats, {}, 7, mod.TITLE)
        out.print(f"创建演示局 {game_id}（{mod.TITLE}，{len(seats)}人）。")
    for inp in script:
        played = store.open(game_id).period  # the period this input belongs to
        try:
            game = store.record(game_id, inp)
        except Refusal as r:
            out.print(f"  拒绝：{r.reason}（{inp}）")
            continue
        if inp["kind"] == "close":
            out.rule(f"{present.label_zh(played)} 结算")
            out.print(present.announcement(game, played), markup=False)
            for seat, msgs in present.private_messages(game, played).items():
                for m in msgs:
                    out.print(f"  → {seat}号：" + m.replace("\n", "\n      "), markup=False)
    b = f"bansha --data {data}" if data else "bansha"
    out.print(f"演示结束。用 `{b} status {game_id}`、`{b} view {game_id} 1`、`{b} export {game_id}` 继续查看。",
              markup=False)
    return game_id
