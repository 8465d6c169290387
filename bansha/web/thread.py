"""The day's thread, pasted or uploaded: cut into posts, matched to seats, and settled on a trial
copy of the game so the director sees the tally, the exile, the invalid votes and the attendance
cards before anything is recorded."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bansha import present
from bansha.engine.errors import Refusal
from bansha.forum.posts import split_thread
from bansha.store.games import Store

from .context import BadInput

THREADS = {"discussion": "讨论贴", "vote": "投票贴", "sheriff": "警长竞选贴"}
MAX_BYTES = 2_000_000


@dataclass
class Preview:
    period: str
    posts: int
    unmatched: list[str]
    inputs: list[dict[str, Any]]
    problems: list[str] = field(default_factory=list)
    exile: list[str] = field(default_factory=list)
    invalid: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    other: list[str] = field(default_factory=list)
    announcement: str = ""


def decode(raw: bytes) -> str:
    if len(raw) > MAX_BYTES:
        raise BadInput("文件太大（最多 2 MB）")
    for enc in ("utf-8-sig", "gb18030"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            continue
    raise BadInput("无法识别文件编码：请保存为 UTF-8 文本")


def inputs_of(text: str, thread: str, names: dict[int, str]) -> tuple[list[dict[str, Any]], list[str]]:
    if thread not in THREADS:
        raise BadInput("请选择帖子类型：讨论贴、投票贴或警长竞选贴")
    if not text.strip():
        raise BadInput("请粘贴帖子内容或上传文本文件")
    posts = split_thread(text, thread, names)
    inputs = [{"kind": "post", **p.to_input()} for p in posts if p.by is not None]
    unmatched = [p.text.splitlines()[0][:40] if p.text else "（空）" for p in posts if p.by is None]
    return inputs, unmatched


def preview(store: Store, game_id: str, text: str, thread: str, names: dict[int, str]) -> Preview:
    inputs, unmatched = inputs_of(text, thread, names)
    trial = store.open(game_id)
    out = Preview(trial.period, len(inputs), unmatched, inputs)
    if not inputs:
        out.problems.append("没有读到任何能对应到座位的发言（请检查楼层格式与昵称）")
    for inp in inputs:
        try:
            trial.submit(inp)
        except Refusal as r:
            out.problems.append(f"{inp['by']}号 的发言无法记录：{r.reason}")
            break
    if out.problems:
        return out
    start = len(trial.events)
    try:
        trial.close()
    except Refusal as r:
        out.problems.append(r.reason)
        return out
    for e in trial.events[start:]:
        t = e["type"]
        if t == "exile":
            out.exile.append(present.describe(e))
        elif t == "rejected" and "vote" in e:
            out.invalid.append(present.describe(e))
        elif t == "card":
            out.cards.append(present.describe(e))
        elif t in ("sheriff", "death", "game_over", "faction_lost"):
            out.other.append(present.describe(e))
    out.announcement = present.announcement(trial, out.period)
    return out
