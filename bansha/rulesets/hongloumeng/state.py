"""What [M162]红楼梦 remembers, typed: `HlmState` for the whole game (time node, 公示 queue, 报复
due, the running 潜水 and 无人出局 counts, the nights' past targets), `HlmNight` for the open night
(the damages of steps (11)–(14) and 凌晨, 求助, 摄梦, 指杀 seen by 灵通), `HlmDay` for the open day
(the votes as read when the vote settled, the director's inputs judged so far). The engine holds
them as `game.state` and `game.ledger`; nothing of the ruleset lives in string-keyed flags.

A step that offers a choice (报复, 殉职) may wait for the answer and run again: `done` holds the
parts of the period's steps that have run, so each runs once (`once`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from .common import NIGHT

if TYPE_CHECKING:
    from bansha.engine.game import Game
    from bansha.engine.period import Period

    from .harm import Harm
    from .posts import Day


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class HlmState:
    node: str = NIGHT  # the current time node (夜间, 凌晨, 正午, 黄昏)
    news: list[tuple[str, str, "Period"]] = field(default_factory=list)  # (kind, text, period) for the next 公示
    first_night_out: list[int] = field(default_factory=list)  # night-1 exits by play (首夜出局保护)
    exit_this_day: bool = False  # some seat went out in this 天 (day and the night after it)
    quiet_days: int = 0  # 连续无人出局的天数 (counted once the wolves have lost)
    狼魂祈礼: str | None = None  # the pack's pick: 残暴, 窥探 or 顶盾; None before it is made
    revenge_due: list[tuple[int, str]] = field(default_factory=list)  # (黑狼王, time node) of a 报复 owed
    revenge_live: int | None = None  # the 黑狼王 whose 报复 is being offered now
    last_wolf_revenge: int | None = None  # the last god/commoner a last-wolf 报复 took
    win_checked: tuple | None = None  # what the last full win check saw (wins.check skips a repeat)
    follow: list["Harm"] = field(default_factory=list)  # damages an exit causes at the same node
    handover_due: list[int] = field(default_factory=list)  # sheriffs out whose 殉职 waits to be offered
    low_post_days: dict[int, int] = field(default_factory=dict)  # seat → run of days under ten posts
    exile: dict[int, int | None] = field(default_factory=dict)  # day → the seat exiled by vote
    求助: dict[int, set[int]] = field(default_factory=dict)  # night → the 小红帽 who used 求助
    荣光庇护: dict[int, set[int]] = field(default_factory=dict)  # night → the 荣光庇护 targets
    摄梦: dict[int, dict[int, list[int]]] = field(default_factory=dict)  # night → 摄梦人 → targets

    def __init__(self) -> None:
        """Written out: the `__init__` a compiled dataclass generates runs interpreted (once a game)."""
        self.node = NIGHT
        self.news = []
        self.first_night_out = []
        self.exit_this_day = False
        self.quiet_days = 0
        self.狼魂祈礼 = None
        self.revenge_due = []
        self.revenge_live = None
        self.last_wolf_revenge = None
        self.win_checked = None
        self.follow = []
        self.handover_due = []
        self.low_post_days = {}
        self.exile = {}
        self.求助 = {}
        self.荣光庇护 = {}
        self.摄梦 = {}


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class HlmNight:
    harms12: list["Harm"] = field(default_factory=list)  # step (12): 指杀, 荣光审判, 审判, 残暴, 摄梦
    harms13: list["Harm"] = field(default_factory=list)  # step (13): 毒药
    dawn: list["Harm"] = field(default_factory=list)  # 凌晨: 审判会议的投票出局
    help: dict[int, list[int]] = field(default_factory=dict)  # 小红帽 → her 求助 targets
    dreams: dict[int, list[int]] = field(default_factory=dict)  # 摄梦人 → tonight's targets
    pointed: list[tuple[str, int]] = field(default_factory=list)  # (cause, target) of each 指杀, for 灵通
    landed: list["Harm"] = field(default_factory=list)  # damages counted in (12)–(13), offset in (14)
    peeked: bool = False  # the pack chose its first-night 窥探 targets
    meetings: int = 0  # 审判会议 held tonight (names their groups)
    done: set[str] = field(default_factory=set)  # the parts of tonight's waiting steps that have run

    def __init__(self) -> None:
        """Written out: the `__init__` a compiled dataclass generates runs interpreted (once a night)."""
        self.harms12 = []
        self.harms13 = []
        self.dawn = []
        self.help = {}
        self.dreams = {}
        self.pointed = []
        self.landed = []
        self.peeked = False
        self.meetings = 0
        self.done = set()


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class HlmDay:
    done: set[str] = field(default_factory=set)  # the parts of today's waiting steps that have run
    judged: int = 0  # the cards and 投降 among the first `judged` inputs have been judged
    day: "Day | None" = None  # the votes, posts and requests as read when the vote settled
    voters: list[int] = field(default_factory=list)  # who was in play at the vote (潜水)
    # the votes so far, read without a word to the record, for what the vote waits for (`posts.peek`),
    # and the (inputs, events) it was read at
    peeked: "Day | None" = None
    peeked_at: tuple[int, int] = (-1, -1)

    def __init__(self) -> None:
        """Written out: the `__init__` a compiled dataclass generates runs interpreted (once a day)."""
        self.done = set()
        self.judged = 0
        self.day = None
        self.voters = []
        self.peeked = None
        self.peeked_at = (-1, -1)


def tonight(game: "HlmGame") -> HlmNight:
    """The open night's ledger, for a night's step (the ledger is a night's while a night is open)."""
    led = game.ledger
    assert isinstance(led, HlmNight), "a night's step ran outside a night"
    return led


def today(game: "HlmGame") -> HlmDay:
    """The open day's ledger, for a day's step."""
    led = game.ledger
    assert isinstance(led, HlmDay), "a day's step ran outside a day"
    return led


def once(done: set[str], part: str) -> bool:
    """True the first time `part` of a step runs in this period (a waiting step runs again)."""
    if part in done:
        return False
    done.add(part)
    return True


if TYPE_CHECKING:
    # a 红楼梦 game: its `state` and `ledger` read typed (the ledger is a night's, a day's, or none)
    HlmGame = Game[HlmState, HlmNight | HlmDay | None]
