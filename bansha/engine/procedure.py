"""The inputs every seed shares besides skills — votes, posts, cards and last words — checked
for their shape here; each ruleset adds when they are allowed.

遗言 (last words): who may leave them is the ruleset's (it calls `grant_last_words` at the exits
that carry them); the engine takes them once per seat and publishes them in the 公示 of the
period they arrive in."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final, Iterable

from .cards import CARDS
from .errors import Refusal

if TYPE_CHECKING:
    from .game import Game

WORDS = "遗言"  # what a seat's `pass` names to leave none (放弃遗言)
WORDS_KIND: Final = "last_words"  # the input kind of a seat's 遗言
OPEN, GIVEN = "open", "given"
LAPSED = "lapsed"  # not given before the 公示 that was to publish it (078, 245: 开门前未提交，视为放弃遗言)
DECLINED = "declined"  # the seat said it leaves none (放弃遗言): nothing left to wait for


def vote(game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
    by, to = inp.get("by"), inp.get("for")
    if by not in game.seats:
        game.seat(by)
    if to is not None and to not in game.seats:
        game.seat(to)
    if to is not None and len(inp) == 3:  # kind, by and for, nothing else (a vote as sent): a copy, cheaper than a build
        return inp.copy()
    return {"kind": inp["kind"], "by": by, "for": to}


def post(game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
    game.seat(inp.get("by"))
    if inp.get("thread", "discussion") not in game.ruleset.threads:
        raise Refusal(f"本规则没有“{inp.get('thread')}”帖")
    out = {"kind": "post", "by": inp["by"], "thread": inp.get("thread", "discussion"),
           "text": str(inp.get("text", "")), "reply_to": inp.get("reply_to")}
    if inp.get("time"):
        out["time"] = str(inp["time"])  # when it was posted, for the seed's timed rules
    if inp.get("floor") is not None:
        out["floor"] = inp["floor"]  # its Discuz floor: a pasted thread is recorded once
    return out


def card(game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
    game.seat(inp.get("to"))
    if inp.get("card") not in CARDS:
        raise Refusal(f"没有{inp.get('card')}，只有{'、'.join(CARDS)}")
    if inp.get("faction_loses") and inp.get("card") != "红牌":
        raise Refusal("只有判罚红牌时，导演才可以判负该玩家所在阵营")
    return {"kind": "card", "to": inp["to"], "card": inp["card"], "reason": inp.get("reason", ""),
            "faction_loses": bool(inp.get("faction_loses"))}


def grant_last_words(game: "Game", seat_no: int) -> None:
    """This exit carries last words (the ruleset says which exits do)."""
    data = game.seats[seat_no].data
    if data.get("遗言") != GIVEN:
        data["遗言"] = OPEN


def last_words(game: "Game", inp: dict[str, Any], waiting: Iterable[Any] = (), post: str = "公示") -> dict[str, Any]:
    """A seat's 遗言, refused unless its exit gave it words still open. `waiting`: words given in earlier
    periods and not yet published (245's, held for the next 开门); `post`: the 公示 that publishes them."""
    seat = game.seat(inp.get("by"))
    text = str(inp.get("text") or "").strip()
    if not text:
        raise Refusal("遗言不能为空")
    why = _words_closed(game, seat.no, waiting, post)
    if why:
        raise Refusal(why)
    return {"kind": "last_words", "by": seat.no, "text": text}


def decline_last_words(game: "Game", seat_no: int, waiting: Iterable[Any] = (), post: str = "公示") -> dict[str, Any]:
    """放弃遗言: the seat leaves no words, so the step that publishes them need not wait for its deadline
    (what 「截止…未提交遗言，视为放弃遗言」 makes of silence, said at once). Refused as words would be."""
    why = _words_closed(game, seat_no, waiting, post)
    if why:
        raise Refusal(why)
    game.seats[seat_no].data["遗言"] = DECLINED
    return {"kind": "pass", "by": seat_no, "skill": WORDS}


def _words_closed(game: "Game", seat_no: int, waiting: Iterable[Any], post: str) -> str | None:
    """Why the seat can leave no words now (given already, declined, forfeited, never granted), or None."""
    state = game.seats[seat_no].data.get("遗言")
    if state == GIVEN or any(isinstance(i, dict) and i["kind"] == "last_words" and i["by"] == seat_no
                             for i in (*waiting, *game.inbox)):
        return f"{seat_no}号 已经提交过遗言"
    if state == DECLINED:
        return f"{seat_no}号 已放弃遗言"
    if state == LAPSED:
        shown = "公示" if post == "公示" else f"{post}公示"
        return f"{seat_no}号 的遗言须在{post}前提交：已{shown}，视为放弃遗言"
    if state != OPEN:
        return f"{seat_no}号 没有遗言：只有规则给予遗言的出局角色可以提交遗言"
    return None


def kind_of(item: Any) -> str:
    """An input's (or an inbox entry's) kind, "" where it has none that is a string: typed, so that compiled,
    the compares the engine dispatches by are string compares, not Python's == (six of them a vote)."""
    kind = item.get("kind") if isinstance(item, dict) else None
    return kind if isinstance(kind, str) else ""


def awaited_last_words(game: "Game") -> list[tuple[int, str]]:
    """The seats out of play whose exit carries last words not yet given (a step that publishes
    them waits for these, up to its deadline)."""
    given = {i["by"] for i in game.inbox if kind_of(i) == WORDS_KIND}
    return [(s.no, "遗言") for s in game.seat_list
            if not s.alive and s.data.get("遗言") == OPEN and s.no not in given]


def lapse_last_words(game: "Game") -> None:
    """The 公示 that publishes the words has gone out: the last words still open are forfeited."""
    for s in game.seat_list:
        if not s.alive and s.data.get("遗言") == OPEN:
            s.data["遗言"] = LAPSED


def publish_last_words(game: "Game", inbox: list[Any], post: Callable[[str], None] | None = None) -> None:
    """Publish the period's last words: at once, or through `post` where the seed times them
    (M162: 遗言在下一个游戏日白天开始时公示)."""
    for item in inbox:
        if kind_of(item) == WORDS_KIND:
            seat = game.seats[item["by"]]
            if seat.data.get("遗言") == GIVEN:  # published already, by an earlier step of the period
                continue
            seat.data["遗言"] = GIVEN
            (post or game.announce)(f"{seat.no}号{seat.name} 的遗言：{item['text']}")
