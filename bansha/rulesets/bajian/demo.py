"""`bansha demo --ruleset bajian`: a short scripted 078 game — the deal of the worked example
(bajian-01), both letter lists, the 节气, the election, a night with 炎盾, 业炎, a guard, a save and
a kill, then an exile with 权威 and the sheriff's weight."""
from __future__ import annotations

from typing import Any

from bansha.demo import action as _act

TITLE = "[078]八见 演示局"
TERMS = ["小满", "白露", "冬至", "清明", "大暑", "立冬", "雨水", "芒种", "秋分", "小寒", "谷雨", "立秋", "小雪", "惊蛰", "夏至",
         "寒露", "大寒", "立夏", "处暑", "大雪", "春分", "小暑", "霜降", "立春"]
LETTERS = "HCQA NFKTBU ELGSDMVJPIOR"
NAMES = ["渐强", "雪雪", "阿青", "小鹿", "老王", "木木", "小七", "石头", "九九", "阿十", "墨墨", "长风", "傻树", "不见", "吉祥猪",
         "月亮", "山茶", "竹子", "笛声", "白鹭", "云朵", "松鼠", "枫叶", "黄昏"]
ROLES = {5: "狼王", 12: "长老", 19: "吹笛者"}


def seats() -> list[dict[str, Any]]:
    out, k = [], 0
    letters = LETTERS.replace(" ", "")
    for i, name in enumerate(NAMES, 1):
        s = {"seat": i, "name": name, "role": ROLES.get(i, "混血儿"), "term": TERMS[i - 1]}
        if i not in (5, 12):
            s["letter"] = letters[k]
            k += 1
        out.append(s)
    return out


SUPPORT = {1: "大暑", 3: "立秋", 7: "处暑", 9: "清明", 11: "芒种", 13: "大暑", 15: "立秋", 16: "处暑", 20: "立秋",
           21: "大暑", 22: "惊蛰", 23: "立秋", 24: "白露"}
SCRIPT: list[dict[str, Any]] = [
    _act(5, "征召", choice=list("CKALDBEFGH")),
    _act(12, "征召", choice=list("CKLAMNOPQRS")),
    *[_act(n, "支持", choice=t) for n, t in SUPPORT.items()],
    {"kind": "close"},
    *[{"kind": "sheriff_vote", "by": n, "for": 11} for n in range(1, 17) if n != 12],
    *[{"kind": "sheriff_vote", "by": n, "for": 3} for n in range(17, 25)],
    {"kind": "close"},
    _act(19, "吹笛", [7, 20]),
    _act(17, "炎盾", [1]),
    _act(17, "业炎", [3]),
    _act(18, "守护之盾", [1]),
    _act(2, "报信", choice="今晚刀15"),
    _act(4, "杀人", [15]),
    _act(5, "冲锋", [1]),
    _act(6, "枪击", [3]),
    _act(14, "救药", [15]),
    _act(8, "验人", [7]),
    _act(2, "隼眼", [4]),
    {"kind": "close"},
    _act(12, "权威", choice=3),
    *[{"kind": "vote", "by": n, "for": 17} for n in (1, 11, 12, 14, 15)],
    *[{"kind": "vote", "by": n, "for": 20} for n in (2, 4, 5, 9, 10, 13, 17, 21)],
    {"kind": "close"},
]
