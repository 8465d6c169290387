"""What PVZ remembers, typed: `PvzState` for the whole game, `PvzPeriod` for the open period
(the night's kills and poisons, the day's forum reading). The engine holds them as `game.state`
and `game.ledger`; nothing of PVZ lives in string-keyed flags."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class PvzState:
    pending_exit: list[int] = field(default_factory=list)  # night-1 exits waiting for the election
    night_exits: list[int] | None = None  # the exits the next morning announcement lists
    unannounced: list[int] = field(default_factory=list)  # day 1: a night-1 crush's 殉情, after the list
    red_out: list[int] = field(default_factory=list)  # red-carded seats that leave at the settlement
    win_checked: tuple[int, int | None] | None = None  # (seats in play, sheriff) last judged
    no_sheriff: bool = False
    exploded: int | None = None  # today's 自爆
    exiled: dict[int, int | None] = field(default_factory=dict)  # day → the seat exiled by vote
    shielded: dict[int, set[int]] = field(default_factory=dict)  # night → 守护之盾 targets


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class PvzPeriod:
    exits: list[int] = field(default_factory=list)  # every exit of this period, in order
    kills: list[tuple[int, int]] = field(default_factory=list)  # (2) (actor, target)
    poisons: list[tuple[int, int, int, int]] = field(default_factory=list)  # (order, index, actor, target)
    trade_failed: list[int] = field(default_factory=list)  # (7) merchants whose 交易 hit a wolf
    election: Any = None  # the 警长竞选帖 as read (posts.DayPosts)
    forum: Any = None  # the discussion and vote threads as read
    present: list[int] | None = None  # the living roles of this discussion day (7.2.4)
    inputs: dict[str, list[dict]] = field(default_factory=dict)  # the inbox by kind (day.py's cache)
    vote_carded: set[int] = field(default_factory=set)  # carded today for not voting (7.2.4 (2))
    inputs_at: int = -1  # the inbox size `inputs` was sorted at
