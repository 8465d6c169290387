"""Words and times for the pages and the bot's messages alike: period labels in Chinese, events
described the way the CLI describes them, and times in the game's time zone (GMT+8 unless the game
says otherwise). Plain text only: the pages add their own escaping and template filters."""
from __future__ import annotations

import json
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from bansha import choices, present
from bansha.engine.procedure import WORDS

THREADS = {"discussion": "讨论贴", "vote": "投票贴", "sheriff": "警长竞选贴", "自由": "自由警长发言贴", "宣言": "宣言贴"}
KINDS = {"action": "技能", "vote": "放逐投票", "sheriff_vote": "警长竞选投票", "post": "发言",
         "card": "判牌", "surrender": "投降", "stalemate": "僵局", "last_words": "遗言", "close": "结算",
         "moon_pick": "新月目标"}
OUTCOMES = {"recorded": "已记录", "changed": "已更改", "refused": "被拒绝", "withdrawn": "已撤回"}


def period_label(period: str) -> str:
    try:
        return present.label_zh(period)
    except (ValueError, IndexError):
        return period


def describe(e: dict[str, Any]) -> str:
    return present.describe(e)


def zone(tz: str | None) -> ZoneInfo:
    """A game's time zone; an unknown or empty one is GMT+8, where the games are played."""
    try:
        return ZoneInfo(tz or "Asia/Shanghai")
    except (KeyError, ValueError):
        return ZoneInfo("Asia/Shanghai")


def when(stamp: Any, tz: Any = None, fmt: str = "%m-%d %H:%M:%S") -> str:
    """A stored UTC stamp (or an aware datetime) shown in the game's time zone."""
    if not stamp:
        return ""
    at = stamp if isinstance(stamp, datetime) else datetime.fromisoformat(str(stamp))
    if tz is not None:
        at = at.astimezone(tz if isinstance(tz, ZoneInfo) else ZoneInfo(str(tz)))
    return at.strftime(fmt)


def seats_text(targets: Any) -> str:
    if not targets:
        return ""
    return "、".join(f"{t}号" for t in targets)


def choice_text(choice: Any) -> str:
    """A choice as the pages show it: a list of plain values in its order (078's 征召 letters: A、B、C), a structured
    one (a meeting's result) as the JSON a director would type."""
    if isinstance(choice, str):
        return choice
    if isinstance(choice, (list, tuple)) and choice and all(isinstance(c, (str, int)) for c in choice):
        return "、".join(str(c) for c in choice)
    return json.dumps(choice, ensure_ascii=False)


def _short(text: Any, limit: int = 60) -> str:
    text = str(text or "").replace("\n", " ")
    return text[:limit] + ("…" if len(text) > limit else "")


def input_text(p: dict[str, Any]) -> str:
    """One logged input in a line a director can read."""
    kind = p.get("kind")
    if kind == "action":
        extra = f"（{choice_text(p['choice'])}）" if p.get("choice") not in (None, "") else ""
        phase = f" [{p['phase']}]" if p.get("phase") else ""
        to = f" → {seats_text(p.get('targets'))}" if p.get("targets") else ""
        return f"{p.get('by')}号 <{p.get('skill')}>{extra}{to}{phase}"
    if kind in ("vote", "sheriff_vote"):
        to = f"{p['for']}号" if p.get("for") is not None else "弃票"
        return f"{KINDS[kind]}：{p.get('by')}号 → {to}"
    if kind == "post":
        kind = p.get("thread", "discussion")
        return f"发言（{THREADS.get(kind, kind)}）{p.get('by')}号：{_short(p.get('text'))}"
    if kind == "last_words":
        return f"遗言：{p.get('by')}号：{_short(p.get('text'))}"
    if kind == "stalemate":
        return "僵局：游戏无法正常进行" + (f"（{p['reason']}）" if p.get("reason") else "")
    if kind == "moon_pick":
        return f"新月目标：<{p.get('moon')}> " + "、".join(f"{t}号" for t in p.get("targets") or [])
    if kind == "card":
        return f"判牌：{p.get('to')}号 {p.get('card')}（{p.get('reason') or '导演判罚'}）"
    if kind == "close":
        return "结算本阶段"
    if kind == "settle":
        return f"推进结算：{p.get('step') or '下一步骤'}" + ("（已过时限）" if p.get("due") else "")
    if kind == "withdraw":  # a player's 撤回 over QQ, kept in the audit
        return f"{p.get('by')}号 撤回<{p.get('skill')}>（第 {p.get('seq')} 条）"
    if kind == "pass" and p.get("skill") == WORDS:
        return f"{p.get('by')}号 放弃遗言"
    if kind == "pass":
        return f"{p.get('by')}号 放弃<{p.get('skill')}>"
    return json.dumps(p, ensure_ascii=False)


def choice_value(choice: Any, structured: bool = False) -> str:
    """A listed choice as a form sends it: as it is, or — in a form listing a structured one (a side
    and an identity) — as JSON, which the field read by `forms.choice_text` turns back into the value (a text
    it would not read as JSON goes as it is)."""
    if isinstance(choice, str) and not (structured and choices.JSONISH.match(choice)):
        return choice
    return json.dumps(choice, ensure_ascii=False)


def choice_label(choice: Any) -> str:
    """A listed choice as a player reads it: [a, b] → a（b）."""
    if isinstance(choice, (list, tuple)) and choice:
        rest = "、".join(str(c) for c in choice[1:])
        return f"{choice[0]}（{rest}）" if rest else str(choice[0])
    return str(choice)
