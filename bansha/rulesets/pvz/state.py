"""What PVZ remembers, typed: `PvzState` for the whole game, `PvzPeriod` for the open period
(the night's kills and poisons, the day's forum reading). The engine holds them as `game.state`
and `game.ledger`; nothing of PVZ lives in string-keyed flags."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from .posts import DayPosts

if TYPE_CHECKING:
    from bansha.engine.game import Game


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class PvzState:
    pending_exit: list[int]  # night-1 exits waiting for the election
    night_exits: list[int] | None  # the exits the next morning announcement lists
    unannounced: list[int]  # day 1: a night-1 crush's 殉情, after the list
    red_out: list[int]  # red-carded seats that leave at the settlement
    win_checked: tuple[int, int | None] | None  # (seats in play, sheriff) last judged
    no_sheriff: bool
    exploded: int | None  # today's 自爆
    exiled: dict[int, int | None]  # day → the seat exiled by vote
    shielded: dict[int, set[int]]  # night → 守护之盾 targets

    def __init__(self) -> None:
        self.pending_exit = []
        self.night_exits = None
        self.unannounced = []
        self.red_out = []
        self.win_checked = None
        self.no_sheriff = False
        self.exploded = None
        self.exiled = {}
        self.shielded = {}


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class PvzPeriod:
    exits: list[int]  # every exit of this period, in order
    kills: list[tuple[int, int]]  # (2) (actor, target)
    poisons: list[tuple[int, int, int, int]]  # (order, index, actor, target)
    trade_failed: list[int]  # (7) merchants whose 交易 hit a wolf
    election: DayPosts | None  # the 警长竞选帖 as read
    forum: DayPosts | None  # the discussion and vote threads as read
    present: list[int] | None  # the living roles of this discussion day (7.2.4)
    inputs: dict[str, list[dict[str, Any]]]  # the inbox by kind (day.py's cache)
    vote_carded: set[int]  # carded today for not voting (7.2.4 (2))
    inputs_at: int  # the inbox size `inputs` was sorted at
    cast_reads: list[int | None]  # each day post in order: its author if it reads as a vote (casting.py)

    def __init__(self) -> None:
        self.exits = []
        self.kills = []
        self.poisons = []
        self.trade_failed = []
        self.election = None
        self.forum = None
        self.present = None
        self.inputs = {}
        self.vote_carded = set()
        self.inputs_at = -1
        self.cast_reads = []


if TYPE_CHECKING:
    PvzGame = Game[PvzState, PvzPeriod]  # a PVZ game: its `state` and `ledger` read typed
