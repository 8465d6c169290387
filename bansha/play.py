"""One game, one semantics: a game is its log of timed entries, applied one at a time.

The store rebuilds a live game from its log with `apply`, the console and the CLI record an input
with `apply(..., strict=True)`, and `bansha replay` plays a timed scenario (spec/live.md) with the
same `apply`, entry by entry — so a live game and the replay of its export are one record, event
for event. An entry is the store's input payload (`{"kind": "action", …}`) and the time it
arrived; `entry_of`/`payload_of` translate between that and the timed scenario's
`{"time": …, "act": {…}}`."""
from __future__ import annotations

from typing import Any

from bansha.engine import acting
from bansha.engine.clock import stamp
from bansha.engine.errors import Refusal
from bansha.engine.game import DIRECTOR, Game
from bansha.engine.record import OMIT, Openings, Rejected
from bansha.forum.paste import Known

# a timed entry's key → the payload kind the engine takes (a ruleset's own kinds keep their name)
PAYLOAD_KIND = {"act": "action", "words": "last_words"}
ENTRY_KEY = {"action": "act", "last_words": "words", "sheriff_vote": "vote"}
# inputs judged by when they were sent, which is the entry's time unless they carry their own (a post's is
# the forum's, known only from its header: without one, it is not judged by the moment it was pasted)
SENT = ("action", "vote", "sheriff_vote")


def payload_of(key: str, value: dict[str, Any]) -> dict[str, Any]:
    """A timed entry (`key`, `value`) as the engine's input payload."""
    value = dict(value)
    if key == "vote":
        sheriff = value.pop("sheriff", False)
        value.pop("change", None)  # a 改票 is a later vote by the same seat; the rules judge it
        return {"kind": "sheriff_vote" if sheriff else "vote", **value}
    if key == "post":  # in the log, `reply_to` is a place in the period's posts; in an entry, a floor
        floor, index = value.pop("reply_to", None), value.pop("reply_index", None)
        if index is not None:
            value["reply_to"] = index
        elif floor is not None:
            value["reply_floor"] = floor
    return {"kind": PAYLOAD_KIND.get(key, key), **value}


def entry_of(payload: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A payload as a timed entry's key and value (`payload_of` reversed)."""
    value = dict(payload)
    kind = value.pop("kind")
    if kind == "sheriff_vote":
        return "vote", {**value, "sheriff": True}
    if kind == "settle" and value.pop("close", False):  # a close that waited for an offer it made
        return "close", value
    return ENTRY_KEY.get(kind, kind), value


def entry_time(game: Game, recorded_at: Any) -> str:
    """The time an entry of the store's log was applied: when it was recorded, to the second, in
    the game's zone — never before the entry ahead of it (a clock that stepped back)."""
    at = stamp(recorded_at)
    return game.now if game.now is not None and at < game.now else at


def apply(game: Game, payload: dict[str, Any], at: str | None = None, strict: bool = False,
          by_seat: bool = False) -> Any:
    """Apply one entry at `at`: the engine judges it at once and every step it completes settles.
    A refusal raises with `strict` (the console's and the CLI's answer); otherwise it is a
    `rejected` event (a scenario's refused entry). A skill use or a vote is judged by its own
    time — the `time` it carries (sent earlier, entered later) or else the entry's. `by_seat`: the
    seat sends it itself, judged also for whether it may send it now (`Game.submit`)."""
    if at is not None:
        game.now = at
    kind = payload.get("kind")
    try:
        if kind == "probe":
            game.emit(Openings(may_act(game)), DIRECTOR)
            return None
        if kind == "close":
            return game.close(payload.get("time"))
        if kind in SENT and at is not None and not payload.get("time"):
            payload = {**payload, "time": at}
        elif kind == "post":
            if "reply_floor" in payload:
                payload = replying(game, payload)
            if Known(_posts(game)).find(payload) is not None:
                return None  # the same post given again (a paste and a watched thread): recorded once
        return game.submit(payload, by_seat)
    except Refusal as r:
        if strict:
            raise
        rejected(game, payload, r.reason)
        return None


def _posts(game: Game) -> list[dict[str, Any]]:
    """The open period's posts, in order (each as the engine keeps it: thread, floor, time, text)."""
    return [i for i in game.inbox if isinstance(i, dict) and i.get("kind") == "post"]


def replying(game: Game, payload: dict[str, Any]) -> dict[str, Any]:
    """A post replying to a floor, as the log keeps it: replying to that post's place among the
    period's posts (none if the floor is not among them)."""
    out = dict(payload)
    floor = out.pop("reply_floor")
    thread = out.get("thread", "discussion")
    posts = _posts(game)
    out["reply_to"] = next((k for k, p in enumerate(posts)
                            if p.get("floor") == floor and p.get("thread", "discussion") == thread), None)
    return out


def rejected(game: Game, payload: dict[str, Any], reason: str) -> None:
    """A refused entry in the record: `input` names the entry's kind as the timed form writes it."""
    key, _ = entry_of(payload)
    skill = payload.get("skill") if key in ("act", "pass") else OMIT
    vote = payload.get("for") if key == "vote" else OMIT
    game.emit(Rejected(payload.get("by", payload.get("to")), reason, skill=skill, vote=vote, input=key), DIRECTOR)


def may_act(game: Game) -> dict[str, list[str]]:
    """Every seat that may use a skill now, with those skills (sorted): the engine's one answer (`acting.may_act`,
    at the game's clock) that the pages, the bot and `bansha status` give."""
    return {str(n): v for n, v in acting.may_act(game, game.now).items()}
