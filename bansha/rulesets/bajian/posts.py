"""A 078 day's votes and posts as the forum has them (投票规则, 讨论日时长, 潜水; BJ-R71–R76, R101):
the forum day of the seeds that share M162's voting words (`bansha.forum.day`), with 078's request
cut-off; 078 does not enforce 「连续三个…不足十帖（本次没做惩罚）」."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.forum.day import Day, auto_accelerated, requests_by_cutoff, requests_outcome, voters_so_far
from bansha.forum.day import read_day as _read_day
from .timetable import bj_deadlines

if TYPE_CHECKING:
    from .state import BjGame

__all__ = ["Day", "auto_accelerated", "day_requests", "read_day", "requests_outcome", "voters_so_far"]


def read_day(game: "BjGame") -> Day:
    return _read_day(game, day_requests(game))


def day_requests(game: "BjGame") -> tuple[Any, bool]:
    """The day's 加速/延时 requests until 3 h before the planned 关门 (every one without a calendar)."""
    return requests_by_cutoff(game, bj_deadlines)
