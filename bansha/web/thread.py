"""The day's thread, pasted or uploaded: cut into posts, matched to seats, and settled on a trial
copy of the game so the director sees the tally, the exile, the invalid votes and the attendance
cards before anything is recorded."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from bansha import present
from bansha.engine.errors import Refusal
from bansha.engine import clock
from bansha.forum.paste import Paste, content_key, thread_inputs
from bansha.service.forms import BadInput
from bansha.service.wording import THREADS
from bansha.store.games import Store, open_log


MAX_BYTES = 2_000_000


def threads_of(ruleset) -> dict[str, str]:
    """The thread kinds the game's ruleset reads, as the form offers them."""
    return {k: v for k, v in THREADS.items() if k in ruleset.threads}


def vote_line(ruleset: Any, period: str, over: bool, alive: bool = True) -> str:
    """What a player's page says about voting on a day whose votes are posts the director pastes (the
    ruleset reads a 投票贴): the page takes no vote, so it says where to vote instead. A seat out of the
    game (as its page shows it) votes no more and is not asked to (issue 19)."""
    if over or not alive or "vote" not in ruleset.threads or not period.startswith("day"):
        return ""
    return "投票不在本页提交：请按规则的格式在论坛帖子里发帖投票，导演把帖子贴入后统计。"


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
    already: int = 0  # posts of the paste recorded before, left out
    warnings: list[str] = field(default_factory=list)  # what the director should look at before confirming


def decode(raw: bytes) -> str:
    if len(raw) > MAX_BYTES:
        raise BadInput("文件太大（最多 2 MB）")
    for enc in ("utf-8-sig", "gb18030"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            continue
    raise BadInput("无法识别文件编码：请保存为 UTF-8 文本")


def inputs_of(store: Store, game_id: str, text: str, thread: str, names: dict[int, str]) -> Paste:
    """The new posts of a pasted thread (those recorded before are left out: `forum.paste`)."""
    if thread not in THREADS:
        raise BadInput(f"请选择帖子类型：{'、'.join(THREADS.values())}")
    if not text.strip():
        raise BadInput("请粘贴帖子内容或上传文本文件")
    recorded = [r.payload for r in open_log(store.inputs(game_id)) if r.kind == "post"]
    return thread_inputs(text, thread, names, recorded)


STALE_HOURS = 6  # a post this long before its period opened belongs to an earlier day's thread


def stale(store: Store, game_id: str, game: Any, inputs: list[dict[str, Any]]) -> list[str]:
    """Warnings for a paste that looks like an earlier period's thread (issue 19: yesterday's thread pasted
    into today read as new posts): posts recorded in an earlier period word for word (author, minute,
    text), or most posts written long before this period opened."""
    if not inputs:
        return []
    out = []
    earlier = {content_key(r.payload) for r in store.inputs(game_id) if r.kind == "post" and r.period != game.period}
    again = sum(content_key(i) in earlier for i in inputs)
    if again:
        out.append(f"有 {again} 条发言与之前阶段已记录的发言相同（同一作者、时间和内容）：是否贴成了之前的帖子？")
    opened = clock.aware(game.opened_at)
    times = [clock.aware(str(i["time"])) for i in inputs if i.get("time")]
    if opened is not None and times:
        old = sum(t is not None and t < opened - timedelta(hours=STALE_HOURS) for t in times)
        if old * 2 > len(times):
            out.append(f"{old} 条发言的时间早于本阶段开始（{opened:%m-%d %H:%M}）{STALE_HOURS} 小时以上：请确认贴的是本阶段的帖子。")
    return out


def preview(store: Store, game_id: str, text: str, thread: str, names: dict[int, str]) -> Preview:
    paste = inputs_of(store, game_id, text, thread, names)
    inputs = paste.inputs
    trial = store.open(game_id)
    start = len(trial.events)  # the last vote in may settle its step at once (the election)
    out = Preview(trial.period, len(inputs), paste.unmatched, inputs, already=paste.already)
    out.warnings = stale(store, game_id, trial, inputs)
    if not inputs and not paste.already:
        out.problems.append("没有读到任何能对应到座位的发言（请检查楼层格式与昵称）")
    elif not inputs:
        out.problems.append(f"这些发言（{paste.already} 条）都已记录过，没有新的发言")
    for inp in inputs:
        try:
            trial.submit(inp)
        except Refusal as r:
            out.problems.append(f"{inp['by']}号 的发言无法记录：{r.reason}")
            break
    if out.problems:
        return out
    trial.live = False  # the preview closes through every step, what a close would stop for forfeited
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
