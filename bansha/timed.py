"""The timed form of a scenario (spec/live.md): a `log` of time-stamped entries, each with exactly
one kind, checked here field by field so an invalid file is exit 2 with the entry named."""
from __future__ import annotations

import difflib
import re
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bansha.engine.errors import ScenarioError

from .entries import ActionIn, CardIn, LastWordsIn, MoonPickIn, StalemateIn, SurrenderIn


class _Value(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class PassIn(_Value):
    by: int
    skill: str
    time: str | None = None


class VoteEntryIn(_Value):
    by: int
    for_: int | None = Field(default=None, alias="for")
    sheriff: bool = False
    change: bool = False
    time: str | None = None


class PostEntryIn(_Value):
    thread: str = "discussion"
    by: int
    text: str
    floor: int | None = None
    reply_to: int | None = None  # the floor it replies to
    reply_index: int | None = None  # the period's post it replies to, by position (a post without a floor)
    time: str | None = None
    proxy: bool = False


class TimedCardIn(CardIn):
    time: str | None = None


class TimedWordsIn(LastWordsIn):
    time: str | None = None


class SettleIn(_Value):
    step: str | None = None
    due: bool = False  # moved on by its deadline (the server's tick)
    time: str | None = None


class MomentIn(_Value):
    """`close`, `tick`, `probe`: the director's moves, with at most the moment they stand for."""
    time: str | None = None


VALUES: dict[str, type[BaseModel]] = {
    "act": ActionIn, "pass": PassIn, "vote": VoteEntryIn, "post": PostEntryIn, "card": TimedCardIn,
    "words": TimedWordsIn, "surrender": SurrenderIn, "settle": SettleIn, "close": MomentIn, "tick": MomentIn,
    "probe": MomentIn, "moon_pick": MoonPickIn, "stalemate": StalemateIn}
_TIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?")


class Entry:
    """One checked entry: its key, its value as given, and its time (`YYYY-MM-DDTHH:MM:SS`)."""
    __slots__ = ("key", "value", "time")

    def __init__(self, key: str, value: dict[str, Any], time: str):
        self.key, self.value, self.time = key, value, time


def _time(i: int, raw: Any) -> str:
    if not isinstance(raw, str) or not _TIME.fullmatch(raw):
        raise ScenarioError(f"log[{i}].time", f"must be YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, not {raw!r}")
    try:
        return datetime.fromisoformat(raw).isoformat(timespec="seconds")
    except ValueError:
        raise ScenarioError(f"log[{i}].time", f"{raw} is no real time") from None


def load_log(raw: Any, rs: Any, seats: int) -> list[Entry]:
    """Check every entry: a list of objects, each with `time` and exactly one kind; times never
    decrease; skill names and seats exist; values have the fields their kind takes."""
    if not isinstance(raw, list):
        raise ScenarioError("log", "must be a list of entries")
    skills = rs.skill_names()
    out: list[Entry] = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or "time" not in item:
            raise ScenarioError(f"log[{i}]", "an entry is an object with `time` and one kind")
        at = _time(i, item["time"])
        kinds = [k for k in item if k != "time"]
        if len(kinds) != 1:
            raise ScenarioError(f"log[{i}]", f"needs exactly one kind besides `time`, has {kinds or 'none'}")
        key = kinds[0]
        value = item[key]
        if not isinstance(value, dict):
            raise ScenarioError(f"log[{i}].{key}", "must be an object")
        model = VALUES.get(key)
        if model is None and not (key.isidentifier() and rs.accepts(key)):
            near = difflib.get_close_matches(key, sorted(VALUES), n=1, cutoff=0.5)
            hint = f"; did you mean {near[0]}?" if near else ""
            raise ScenarioError(f"log[{i}]", f"no entry kind {key!r}{hint}")
        if model is not None:
            try:
                model.model_validate(value)
            except ValidationError as e:
                err = e.errors()[0]
                loc = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err["loc"])
                raise ScenarioError(f"log[{i}].{key}{loc}", err["msg"]) from None
        if out and at < out[-1].time:
            raise ScenarioError(f"log[{i}].time", f"{item['time']} is earlier than log[{i - 1}]")
        if key == "post" and value.get("thread", "discussion") not in rs.threads:
            raise ScenarioError(f"log[{i}].post.thread", f"no thread {value.get('thread')!r} in {rs.id}; "
                                f"threads: {', '.join(rs.threads)}")
        if key == "act":
            if value["skill"] not in skills:
                near = difflib.get_close_matches(value["skill"], sorted(skills), n=1, cutoff=0.3)
                hint = f"; did you mean {near[0]}?" if near else ""
                raise ScenarioError(f"log[{i}].act.skill", f"no skill {value['skill']} in {rs.id}{hint}")
            for seat_no in [value["by"], *value.get("targets", [])]:
                if not 1 <= seat_no <= seats:
                    raise ScenarioError(f"log[{i}].act", f"no seat {seat_no}")
        out.append(Entry(key, value, at))
    return out
