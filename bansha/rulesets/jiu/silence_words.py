"""[寡言] (JIU-R36, R194, R234, R240): 「每天开门以及正午阶段都会公示该状态的持有情况，在该状态下，角色只能从指定的
10种动物叫和标点符号组成的2字进行发言（标点可省略），若违反则立刻获得永久的[沉默][遗忘]状态。可用动物叫：喵，汪，咩，呱，嗷，
哞，哼，嘎，吱，吼。合规例子：喵~，汪！，咩%，呱……」

A speech post (讨论帖, 自由警长发言贴, 宣言贴; a vote in the vote thread is not 发言) by a living holder is
judged as it comes once the day has opened (开门), and the posts taken before 开门 are judged at 开门. The
"2字" are counted in marks: an animal sound, or a punctuation mark — 省略号 …… and 破折号 —— are one mark
written with two characters ("呱……" is legal). A legal post has one or two marks, at least one an
animal sound. Breaking it is a game effect (not a card): permanent [沉默] and [遗忘] at once."""
from __future__ import annotations

from typing import TYPE_CHECKING

import unicodedata

from . import statuses
from .common import labels, seats_in_order

if TYPE_CHECKING:
    from .state import JiuGame

SOUNDS = frozenset("喵汪咩呱嗷哞哼嘎吱吼")
LONG_MARKS = ("……", "——")  # one punctuation mark each, written with two characters
SPEECH = ("discussion", "自由", "宣言")  # the threads where a post is 发言
PENALTY = ("沉默", "遗忘")


def _is_punctuation(mark: str) -> bool:
    return all(unicodedata.category(c)[0] == "P" or unicodedata.category(c) in ("Sm", "Sc", "Sk") for c in mark)


def marks(text: str) -> list[str]:
    """The post's characters as marks, blanks left out; …… and —— count as one."""
    t = "".join(text.split())
    out, i = [], 0
    while i < len(t):
        step = 2 if t[i:i + 2] in LONG_MARKS else 1
        out.append(t[i:i + step])
        i += step
    return out


def legal(text: str) -> bool:
    """Two marks of animal sounds and punctuation, the punctuation optional ("喵~", "汪！", "咩%", "呱……",
    "喵"); "喵喵喵" is three and breaks it."""
    ms = marks(text)
    if not 1 <= len(ms) <= 2 or not any(m in SOUNDS for m in ms):
        return False
    return all(m in SOUNDS or _is_punctuation(m) for m in ms)


def opened(game: "JiuGame") -> bool:
    """Whether speech is judged as it comes: by day once 开门 has settled (earlier posts wait for it)."""
    return game.kind != "day" or "开门" in game.settled


def judge(game: "JiuGame", post: dict) -> None:
    """One post: a living [寡言] holder's illegal 发言 gives permanent [沉默][遗忘] at once."""
    if post.get("thread", "discussion") not in SPEECH:
        return
    seat = game.seats[post["by"]]
    if not seat.alive or not statuses.blocked(seat, statuses.WORDS) or legal(post["text"]):
        return
    game.trace(f"{seat.no}号 处于[寡言]状态，发言不合规（“{post['text'][:20]}”）：立刻获得永久的[沉默][遗忘]")
    for name in PENALTY:
        if not any(s.name == name and s.until is None for s in seat.statuses):
            statuses.give(game, seat.no, name)


def take(game: "JiuGame", post: dict) -> None:
    """At intake: judge the post now if the day is open, after any earlier post not judged yet."""
    if opened(game):
        sweep(game)
        judge(game, post)
        game.ledger.words_judged = len(game.inbox) + 1  # the post is appended next


def sweep(game: "JiuGame") -> None:
    """Judge the period's posts not judged yet (those taken before 开门), in order."""
    L = game.ledger
    for item in game.inbox[L.words_judged:]:
        if isinstance(item, dict) and item["kind"] == "post":
            judge(game, item)
    L.words_judged = len(game.inbox)


def noon(game: "JiuGame") -> None:
    """正午阶段公示 the holders (a 公示 of its own: what 遮天 puts in the 开门 公告 does not touch it)."""
    quiet = [n for n, s in seats_in_order(game) if s.alive and statuses.blocked(s, statuses.WORDS)]
    if quiet:
        game.announce(f"正午：[寡言]持有情况：{labels(game, quiet)}")
