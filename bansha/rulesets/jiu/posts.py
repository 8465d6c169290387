"""A 245 day's votes and posts as the forum has them (投票规则, 讨论日长短, 潜水; JIU-R181–R182, R226): the
forum day of the seeds that share M162's voting words (`bansha.forum.day`, 245's text is the same), with
245's request cut-off (3 h before 关门) and 「连续三个未执行加速的讨论日发言均不足十帖」 enforced. The day is
read once, when its vote settles; what it rejects (a wrong format, a second 改票, a vote after 关门) is
in the record then."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.forum.day import Day, read_day, requests_by_cutoff, voters_so_far

from .threads import free_speaker
from .timetable import jiu_deadlines

if TYPE_CHECKING:
    from .state import JiuGame

__all__ = ["ballots", "day_requests", "forum_day", "voters_so_far"]


def day_requests(game: "JiuGame") -> tuple[Any, bool]:
    """The day's 加速/延时 requests until 3 h before the planned 关门 (every one without a calendar)."""
    return requests_by_cutoff(game, jiu_deadlines)


def voted_for_the_fallen(game: "JiuGame", target: int | None) -> bool:
    """JIU-R188: 「如果投票的角色在正午就已出局，即使在禁止改票的时间内也可以进行一次改票」 — the day is
    read when its vote settles, so a target out by then went out during this 正午."""
    return target is not None and not game.seats[target].alive and target in game.ledger.opened_alive


def forum_day(game: "JiuGame") -> Day:
    """The day's ballots and posts, read once per day (its refusals go into the record once)."""
    L = game.ledger
    if L.forum is None:
        L.present = sorted(game.alive())  # who the day's 潜水 is judged for
        L.forum = read_day(game, day_requests(game), late_change=voted_for_the_fallen,
                           opened_with=frozenset(L.opened_alive), free_speaker=free_speaker)
    return L.forum


def ballots(game: "JiuGame", kind: str) -> list[dict[str, Any]]:
    """The day's accepted casts in posting order, a 改票 as a later cast by the same seat."""
    return [{"kind": kind, "by": by, "for": target} for by, target in forum_day(game).order]
