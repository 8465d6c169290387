"""[宣言] (JIU-R27): 「游戏日正午可在专门的宣言贴中，发送指定宣言内容之后自动发动，若需要回应，回复那一层宣言贴才会有效，有[寡言]
状态时，不能发送宣言或发送回复，和[指定]一样同样分为两部分。宣言内容：发动者需要发送何种宣言内容，以及说明若需要回复的可回复角色和
格式。任何人均可进行宣言，但只有可以发动对应技能的情况下才会有效。」

A [宣言] skill is a SkillDef tagged 宣言 whose 宣言内容 is registered here (`register`). A post in the 宣言贴
(`"thread": "宣言"`) during 正午 whose text is that 宣言内容 uses the skill of its author — only when the author
holds it and could use it now (anyone may post a declaration; it is void otherwise) and holds no [寡言]. The use
is taken by the 正午 step as any 正午 skill; its effect reads the valid replies (`replies`): posts in the 宣言贴
replying to that floor, by living roles without [寡言] that the skill allows. A [宣言] skill is never used by a
plain action. No identity of the 245 pool has one (JIU-A41): this is the framework a gained or later skill uses.

As with [寡言], a post is read as it comes once the day has opened; posts taken before 开门 are read at 开门."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from bansha.engine.errors import Refusal
from bansha.engine.intake import build_intent, slots_of
from bansha.engine.skills import Intent
from bansha.forum.posts import fold

from . import statuses

if TYPE_CHECKING:
    from .state import JiuGame

TAG = "宣言"
THREAD = "宣言"


@dataclass(frozen=True)
class Declaration:
    text: str  # 宣言内容, as the user posts it
    may_reply: Callable[[Any, int], bool] | None = None  # 可回复角色 (None: nobody's reply is asked for)
    reply_form: str = ""  # 格式, as the skill writes it (shown to the director)


DECLARATIONS: dict[str, Declaration] = {}


def register(skill: str, text: str, may_reply: Callable[[Any, int], bool] | None = None, reply_form: str = "") -> None:
    DECLARATIONS[skill] = Declaration(text, may_reply, reply_form)


def _bare(text: str) -> str:
    return "".join(fold(text).split())


def in_noon(game: "JiuGame") -> bool:
    """游戏日正午: 开门 has settled and 正午 has not ended (a 自爆's [封锁投票] does not end it)."""
    return game.kind == "day" and "开门" in game.settled and "正午结束" not in game.settled


def read(game: "JiuGame", post: dict, index: int) -> None:
    """A post in the 宣言贴 during 正午: the declaration of each [宣言] skill its text names."""
    if post.get("thread") != THREAD or post.get("reply_to") is not None:
        return
    by, said = post["by"], _bare(post["text"])
    for name, decl in DECLARATIONS.items():
        if said != _bare(decl.text):
            continue
        seat = game.seats[by]
        if statuses.blocked(seat, statuses.WORDS):
            game.trace(f"{by}号 的宣言<{name}>无效：有[寡言]状态时，不能发送宣言")
            continue
        if not any(TAG in s.defn.tags for s in slots_of(game, seat, name)):
            game.trace(f"{by}号 的宣言<{name}>无效：只有可以发动对应技能的情况下宣言才会有效")
            continue
        try:
            intent = build_intent(game, {"kind": "action", "by": by, "skill": name, "choice": index}, "day")
        except Refusal as r:
            game.trace(f"{by}号 的宣言<{name}>无效：{r.reason}")
            continue
        game.used[id(intent.slot)] = game.used.get(id(intent.slot), 0) + 1
        game.inject(intent)
        game.trace(f"{by}号 在宣言贴发送宣言内容：自动发动<{name}>")


def _posts_before(game: "JiuGame") -> int:
    return sum(1 for i in game.inbox if isinstance(i, dict) and i["kind"] == "post")


def take(game: "JiuGame", post: dict) -> None:
    """At intake: read now in 正午; before 开门 the post waits for it; later it is void."""
    if post.get("thread") != THREAD or post.get("reply_to") is not None:
        return
    if in_noon(game):
        sweep(game)
        read(game, post, _posts_before(game))
        game.ledger.declared_upto = len(game.inbox) + 1
    elif game.kind == "day" and "开门" in game.settled:
        game.trace(f"{post['by']}号 的宣言贴发言不在正午：宣言只能在游戏日正午发送")


def sweep(game: "JiuGame") -> None:
    """Read the 宣言贴 posts taken before 正午 opened, in order (called as 开门 settles)."""
    L = game.ledger
    index = sum(1 for i in game.inbox[:L.declared_upto] if isinstance(i, dict) and i["kind"] == "post")
    for item in game.inbox[L.declared_upto:]:
        if isinstance(item, dict) and item["kind"] == "post":
            read(game, item, index)
            index += 1
    L.declared_upto = len(game.inbox)


def refuse_action(intent: Intent) -> None:
    """A [宣言] skill is used by its declaration, never by a plain action."""
    if TAG in intent.slot.defn.tags:
        raise Refusal(f"<{intent.skill}>为[宣言]技能：游戏日正午在宣言贴中发送宣言内容后自动发动")


def replies(game: "JiuGame", use) -> list[tuple[int, str]]:
    """The valid replies to the declaration `use` came from, in posting order: posts in the 宣言贴 that reply to
    that floor, by living roles the skill allows, without [寡言] (a holder may not reply)."""
    decl = DECLARATIONS.get(use.skill)
    posts = [i for i in game.inbox if isinstance(i, dict) and i["kind"] == "post"]
    out = []
    for p in posts:
        if p.get("thread") != THREAD or p.get("reply_to") != use.choice:
            continue
        seat = game.seats[p["by"]]
        if not seat.alive or statuses.blocked(seat, statuses.WORDS):
            continue
        if decl is not None and decl.may_reply is not None and not decl.may_reply(game, seat.no):
            continue
        out.append((seat.no, p["text"]))
    return out
