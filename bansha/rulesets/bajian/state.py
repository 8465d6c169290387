"""What 078 remembers across the game (`BjState`) and within one period (`BjPeriod`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bansha.engine.votes import BallotsSeen

if TYPE_CHECKING:
    from bansha.engine.game import Game


@dataclass
class BjState:
    term: dict[int, str] = field(default_factory=dict)  # seat → its 节气
    letter: dict[int, str] = field(default_factory=dict)  # seat → its 征召 letter
    lists: dict[str, list[str]] = field(default_factory=dict)  # leader role → its letter list
    support: dict[int, int] = field(default_factory=dict)  # 混血 → the seat of the 节气 it supports
    piped: list[int] = field(default_factory=list)  # seats in 吹笛状态, in piping order
    released: set[int] = field(default_factory=set)  # 混血 freed by 避险 (无阵营, Q1)
    masterless: set[int] = field(default_factory=set)  # 混血 left 无主人 by the piper's loss
    camp_told: dict[int, str] = field(default_factory=dict)  # 感知: the camp each 混血 knows
    vacant: dict[str, list[Any]] = field(default_factory=dict)  # a wolf identity out → its slots
    recruits_out: dict[str, int] = field(default_factory=dict)  # faction → 狼特 exits (6 lose)
    exits: list[tuple[int, str, str]] = field(default_factory=list)  # (seat, cause, period), in order
    news: list[str] = field(default_factory=list)  # what the next day's opening 公示 lists
    night_exits: list[int] = field(default_factory=list)  # exits since the last opening 公示
    guarded: dict[int, int] = field(default_factory=dict)  # seat → last night it may not be guarded
    storm_night: int | None = None  # the night 暴风雪 binds
    elder_hit: bool = False  # 长寿之命 spent (视为被有效指杀)
    king_spared: bool = False  # 统领: the first exit has been absorbed
    sheriff_votes: dict[int, Any] = field(default_factory=dict)
    red_out: list[int] = field(default_factory=list)  # red-carded seats whose exit is due
    words_left: int = 5  # 前5个出局的角色可以留下遗言


@dataclass
class BjPeriod:
    """One night's (or day's) choices, in the order they settled."""
    kills: list[tuple[int, int, str]] = field(default_factory=list)  # (actor, target, cause) 指杀
    poisons: list[tuple[int, int]] = field(default_factory=list)  # (witch, target)
    shots: list[tuple[int, int]] = field(default_factory=list)  # (hunter, target) 枪击
    team_kill: tuple[int, int] | None = None  # (wolf who sent it, target)
    hunted: list = field(default_factory=list)  # wolf 指杀 turned 毒药 by 捕猎
    kills_done: bool = False
    poisons_done: bool = False
    shots_done: bool = False
    forced_kill: tuple[int, int] | None = None  # 魔音: (wolf made to kill, target)
    hunt: bool = False  # 捕猎: tonight's wolf 指杀 are 毒药
    shield: int | None = None  # 炎盾 target
    karma: int | None = None  # 业炎 target
    hidden: dict[int, Any] = field(default_factory=dict)  # 雪隐 target → the rewrite (or None)
    guards: list[int] = field(default_factory=list)  # 守护之盾 targets tonight
    saves: list[int] = field(default_factory=list)  # 救药 targets, one entry per potion
    looks: list[tuple[int, int, str, int]] = field(default_factory=list)  # (seer/鹫狼, target, skill) 60分
    ballots: BallotsSeen = field(default_factory=BallotsSeen)  # each seat's votes so far (take_vote: 改票只允许一次)
    forced_looks: dict[int, int] = field(default_factory=dict)  # id(intent) of a 魔音 look → piper
    forced: set[int] = field(default_factory=set)  # id(intent) of every use 魔音 made
    offered_at: dict[tuple[int, str], str | None] = field(default_factory=dict)  # (seat, skill) → its notice's time
    bewitching: bool = False  # 魔音 is judging whether its role can use the skill now (its step (1))
    burned_now: list[int] = field(default_factory=list)
    # id(slot) → uses settled tonight (read against its 每晚 count and its 限定 uses left); ("forced",
    # id(slot)) → 1 once a 魔音 forced use spent the night's
    settled_uses: dict[int | tuple[str, int], int] = field(default_factory=dict)
    authority: dict[int, int] = field(default_factory=dict)  # 权威: elder → weight
    promised: dict[int, str] = field(default_factory=dict)  # a refill's heir-to-be → the identity
    promised_slots: dict[int, list] = field(default_factory=dict)  # … and the slots it will get
    voted: bool = False  # the day's vote has been counted
    elder_hit: bool = False  # 长寿之命 spent tonight (option long_life = 每晚一次, E4)
    day: Any = None  # the day's votes and posts as read at the count (posts.Day)
    voters: list[int] = field(default_factory=list)  # the living at the count (潜水 is judged on them)
    carded: bool = False  # the vote's end judged the day's 潜水 and cards (day.count)
    attended: bool = False  # 潜水 judged


if TYPE_CHECKING:
    BjGame = Game[BjState, BjPeriod]  # an 078 game: its `state` and `ledger` read typed
