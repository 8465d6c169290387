"""245's threads besides the discussion and vote threads: the 自由警长发言贴 (JIU-R46, R195) and the 宣言贴
(JIU-R27, declarations.py). Posts come in as the replay's `posts` (`thread`: "自由" / "宣言"), pasted from the
CLI's `thread --thread` or the console's thread page like the other threads.

[自由]：「任何时候都可以在一个专门的自由警长发言贴中发言或者讨论贴正常发言（寡言状态依然适用且共用当天讨论数）」, and
「自由警长即使出局，只要还尚未公布新一任警长是谁，自由警长依然可以发言」: the holder of [自由] posts there at any time, by
night too, and out as long as it still holds it (a new sheriff takes it: sheriff.make_sheriff). By day its posts
there count with its discussion posts toward the day's count (潜水); anyone else's are not counted. [寡言] judges
them as any speech (silence_words.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import procedure
from bansha.engine.errors import Refusal

from . import declarations, silence_words, statuses

if TYPE_CHECKING:
    from .state import JiuGame

FREE, DECLARE = "自由", "宣言"
THREADS = ("discussion", "vote", "sheriff", FREE, DECLARE)
NAMES = {"discussion": "讨论帖", "vote": "投票帖", "sheriff": "警长竞选帖", FREE: "自由警长发言贴", DECLARE: "宣言贴"}


def free_speaker(game: "JiuGame", seat_no: int) -> bool:
    """Whether a post in the 自由警长发言贴 counts: its author holds [自由] (out, until a new sheriff)."""
    return statuses.has(game.seats[seat_no], "自由")


def take_post(game: "JiuGame", inp: dict, base) -> dict:
    """A post as copied (`base`: the engine's, which refuses posts by night): the 自由 thread's by its
    holder at any time; every post judged for [寡言] (and read for a declaration) as it comes."""
    thread = inp.get("thread", "discussion")
    if thread not in THREADS:
        raise Refusal(f"没有“{thread}”帖：帖子类型为{'、'.join(NAMES.values())}")
    if thread == FREE and game.kind == "night":
        item = procedure.post(game, inp)
        if not free_speaker(game, item["by"]):
            raise Refusal(f"{item['by']}号 没有[自由]状态：夜晚不得发言（只有[自由]可以任何时候在自由警长发言贴中发言）")
    else:
        item = base(game, inp)
    silence_words.take(game, item)
    declarations.take(game, item)
    return item
