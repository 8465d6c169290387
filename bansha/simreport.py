"""The report a director tuning a line-up reads after `bansha simulate`: each camp's win rate with
its 95% interval, each role's, how long games run and how they commonly end — as a dict (the
`--json` output), a Rich table, and a self-contained HTML page with a chart (`--html FILE`)."""
from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

from bansha.engine.period import Period
from bansha.present import label_zh

Z95 = 1.959964
NO_WINNER = "无人获胜"


def wilson(k: int, n: int) -> tuple[float, float]:
    """The Wilson score interval: sound at small counts and near 0 or 1, where the normal one is not."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + Z95 ** 2 / n
    mid = (p + Z95 ** 2 / (2 * n)) / d
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def _rate(name_key: str, name: str, k: int, n: int) -> dict[str, Any]:
    low, high = wilson(k, n)
    return {name_key: name, "wins": k, "games": n, "rate": round(k / n, 4) if n else 0.0,
            "low": round(low, 4), "high": round(high, 4)}


def result_key(winner: str | None) -> str:
    """A game that ended with no winner counts as its own outcome, not as unfinished."""
    return winner or NO_WINNER


READING = ("如何读区间：每个胜率旁是它的 95% 区间（Wilson），即这批随机对局与真实胜率相容的范围。"
           "两个区间不重叠，差别基本可信；重叠时不能据此断定两者不同（也不能断定相同），"
           "需要更多局数或直接比较两者之差。换一个 --seed 得到的是另一批独立的对局，可用来复核结论。")


def report(outcomes: Iterable[Any]) -> dict[str, Any]:
    outs = list(outcomes)
    n = len(outs)
    ended = [o for o in outs if o.reason]  # an ended game has its reason; its winner may be none (245: all lost)
    camp_wins = Counter(result_key(o.winner) for o in ended)
    factions = [_rate("faction", f, k, n) for f, k in camp_wins.most_common()]
    seen: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for o in outs:
        for seat, role in o.roles:
            seen[role] += 1
            won[role] += seat in o.winners
    roles = sorted((_rate("role", r, won[r], seen[r]) for r in seen), key=lambda x: (-x["rate"], x["role"]))
    days = [Period(o.period).number for o in ended]
    ends = Counter((result_key(o.winner), re.sub(r"\d+", "N", o.reason)) for o in ended)  # one end, any count
    return {
        "games": n,
        "unfinished": n - sum(camp_wins.values()),
        "factions": factions,
        "roles": roles,
        "length": {"mean_days": round(sum(days) / len(days), 2) if days else None,
                   "min_days": min(days, default=None), "max_days": max(days, default=None),
                   "ended_in": [{"period": p, "label": label_zh(p), "games": k} for p, k in
                                Counter(o.period for o in ended).most_common(5)]},
        "ends": [{"winner": w, "reason": r, "games": k} for (w, r), k in ends.most_common(5)],
        "reading": READING,
    }


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def print_report(rep: dict[str, Any], console: Any) -> None:
    """The report as Rich tables in the terminal."""
    from rich.table import Table  # lazy: only for a report
    r = rep["report"]
    console.print(f"{rep['ruleset']} · {rep['seats']} 座 · {rep['games']} 局 · {rep['seconds']:.2f}s · "
                  f"{rep['games_per_second']:.0f} 局/秒 · {rep['jobs']} 进程"
                  + (" · 编译版" if rep.get("build") == "compiled" else ""))
    t = Table(title="阵营胜率（95% 区间）")
    for c in ("阵营", "胜局", "胜率", "95% 区间"):
        t.add_column(c, justify="right" if c != "阵营" else "left")
    for f in r["factions"]:
        t.add_row(f["faction"], str(f["wins"]), pct(f["rate"]), f"{pct(f['low'])} – {pct(f['high'])}")
    if r["unfinished"]:
        t.add_row("未结束", str(r["unfinished"]), pct(r["unfinished"] / r["games"]), "")
    console.print(t)
    t = Table(title="身份胜率（该身份所在阵营获胜）")
    for c in ("身份", "出场", "胜局", "胜率", "95% 区间"):
        t.add_column(c, justify="right" if c != "身份" else "left")
    for x in r["roles"]:
        t.add_row(x["role"], str(x["games"]), str(x["wins"]), pct(x["rate"]), f"{pct(x['low'])} – {pct(x['high'])}")
    console.print(t)
    ln = r["length"]
    if ln["mean_days"] is not None:
        console.print(f"平均在第 {ln['mean_days']} 天（夜）结束，最短 {ln['min_days']}，最长 {ln['max_days']}")
    t = Table(title="最常见的结局")
    for c in ("胜方", "原因", "局数"):
        t.add_column(c)
    for e in r["ends"]:
        t.add_row(e["winner"], e["reason"], str(e["games"]))
    console.print(t)
    console.print(r["reading"])


def html(rep: dict[str, Any]) -> str:
    """A self-contained page (no script, no outside file), the same report the console shows."""
    from jinja2 import Environment, FileSystemLoader, select_autoescape  # lazy: only for a report
    env = Environment(loader=FileSystemLoader(Path(__file__).parent / "web" / "templates"),
                      autoescape=select_autoescape(["html"]))
    return env.get_template("simreport_page.html").render(rep=rep, r=rep["report"], pct=pct)
