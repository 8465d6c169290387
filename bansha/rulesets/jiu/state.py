"""What 245 remembers across the game (`JiuState`) and within one period (`JiuPeriod`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from bansha.engine.period import Period
from bansha.engine.votes import BallotsSeen

if TYPE_CHECKING:
    from bansha.engine.game import Game

T = TypeVar("T")


@dataclass
class Hit:
    """One damage decided at night, kept for the exit list (下列顺序统计出局名单, JIU-R172)."""
    slot: str  # the statistics entry (二次流血, 狼人杀人, …)
    kind: str  # 指杀, 穿透, 致死伤害, 投票出局
    target: int
    source: int | None
    cause: str  # the death's cause on the record
    seq: int = 0


@dataclass
class Sides:
    """A seat's state: the factions rules keep beside `seat.camp` (which the wins count)."""
    judged: str | None = None  # the [实际阵营] every skill judges instead, where a rule says so (狼狗, JIU-R94, A15)
    lover_base: str | None = None  # a 真爱 lover's own faction, without love (维纳斯, JIU-A27)
    lover_given: str | None = None  # the faction love gave it


@dataclass
class ExitSources:
    """A seat's state: who put it out at its last exit — one role, several for a joint strike, none for a vote
    (read by 锈剑骑士's 破伤风, 穷奇's 亲手击杀, 太平's 默哀: harm.exit_sources)."""
    by: list[int] = field(default_factory=list)


@dataclass
class JiuState:
    total: int = 0  # 开局总人数 (空想家's extra seat included, JIU-R16)
    start_count: dict[str, int] = field(default_factory=dict)  # faction → members at the start
    group_skill: str | None = None  # 群内可选技能: 窥天/遮天/控天/变天
    peeked: list[str] | None = None  # the 3 cards 窥天 asked about
    sky_control: list[str] = field(default_factory=list)  # 控天's named skills
    sky_control_at: str = ""  # the day 控天 was used ("day N")
    low_post_days: dict[int, int] = field(default_factory=dict)  # 讨论日 in a row under ten posts (潜水 (2))
    exits: list[tuple[int, str, str]] = field(default_factory=list)  # (seat, cause, period) in order
    unpublished: list[int] = field(default_factory=list)  # exits the next 开门 公示 lists
    dusk_exits: list[tuple[int, str]] = field(default_factory=list)  # this 黄昏's exits (seat, cause)
    news: list[str] = field(default_factory=list)  # what the next 开门 公示 adds
    words_left: int = 0  # 遗言 slots still unused (JIU-R18, R204)
    deputy: int | None = None  # 执警
    moons: list[str] = field(default_factory=list)  # 新月 drawn, in draw order
    moon_spent: set[str] = field(default_factory=set)  # <限定> 新月 already cast
    moon_drawn: Period | None = None  # the 晨曦 the 执警 last drew at (the director draws only at one he did not)
    scheduled: list[tuple[str, int, Any]] = field(default_factory=list)  # (period, seat, Status) due then
    # faction → how many fewer exits its loss needs, as a role's rule says (朱雀 涅槃: 村民; 盗火者 代偿: 狼人)
    relief: dict[str, int] = field(default_factory=dict)
    looked_at: dict[str, list[int]] = field(default_factory=dict)  # night → seats 验人系 got surface info on
    seers_alive_at: dict[str, int] = field(default_factory=dict)  # night → 验人系 alive when it began
    red_out: list[int] = field(default_factory=list)
    gifts_due: list[tuple[int, str, str]] = field(default_factory=list)  # (seat, skill, giver) at the night's end
    shots_due: list[int] = field(default_factory=list)  # night exits holding a gifted 最后一枪: shot in 晨曦1
    covered: list[tuple[int, str]] = field(default_factory=list)  # 遮天: (day, the true 开门 公告), 勘误 2 days on
    words_due: list[dict[str, Any]] = field(default_factory=list)  # 遗言 given since the last 开门, published at the next
    moon_posts: list[str] = field(default_factory=list)  # the 新月 drawn at this 晨曦, shown on their own after the 开门 公告
    day_closed: str | None = None  # when the day before the open one closed (关门, the game's clock): 晨曦 counts from it
    # a role's or a 新月's game-wide typed state, by its class (`of`): each module declares its own
    kinds: dict[Any, Any] = field(default_factory=dict)
    # the identities some seat may bear (acquire.may_bear): those granted (acquire.grant), and those of the seats,
    # read when the seat count was `dealt_count` (a seat's identity never changes; seats are only added: 空想具现)
    granted: set[str] = field(default_factory=set)
    left: bool = False  # some seat ever left the game (leaving.leave): until then no input is refused for it
    knife_taken: bool = False  # a [接刀] was ever given a [杀人] of its own (knife.refresh): until then none holds one
    held_untold: bool = False  # some exit was ever held untold (walking.hold): until then nobody is walking
    dealt: set[str] = field(default_factory=set)
    dealt_count: int = 0
    order: list[tuple[int, Any]] = field(default_factory=list)  # the seats in seat order (common.seats_in_order)

    def of(self, cls: type[T]) -> T:
        """The game's state of one role's or 新月's kind (瘟神's tally, 群情激奋's thread): made fresh on first use,
        then kept."""
        st = self.kinds.get(cls)
        if st is None:
            st = self.kinds[cls] = cls()
        return st


@dataclass
class JiuPeriod:
    hits: list[Hit] = field(default_factory=list)
    guarded: dict[int, int] = field(default_factory=dict)  # 黑暗/光明守护 effects received tonight
    held: list[tuple[int, str]] = field(default_factory=list)  # notices due at the sub-phase's end
    kills_void: bool = False  # 狂戮 大杀四方: tonight's [杀人] deal no damage
    thefts: list[Any] = field(default_factory=list)  # 偷盗 settled tonight (roles/phantom_thief.py)
    stealing: tuple[int, int] | None = None  # a stolen use taking effect: (its user, the 怪盗) for its feedback
    vote_locked: bool = False  # [封锁投票] today
    forum: Any = None  # the day's ballots and posts as read when its vote settles (posts.forum_day)
    present: list[int] = field(default_factory=list)  # the living when it was read: 潜水 is judged for them
    opened_alive: list[int] = field(default_factory=list)  # the living at 开门 (a vote for one out since stands)
    voted: bool = False
    listing: bool = False  # the exit list is being settled: damage from it settles at once
    phase: str = ""  # the phase being settled (晨曦, 正午, 黄昏 …): where an exit is announced
    cover: str | None = None  # 遮天: the group's text for today's 开门 公告
    words_judged: int = 0  # posts of the inbox judged for [寡言] so far (silence_words.py)
    declared_upto: int = 0  # inbox items read for a declaration so far (declarations.py)
    cards_read: int = 0  # inbox items read for a card to give so far (penalties.give_cards)
    picks_shown: list[tuple[int, str]] = field(default_factory=list)  # 黄昏 picks a close made due and held (picks.hold)
    ballots: BallotsSeen = field(default_factory=BallotsSeen)  # each seat's votes so far (take_vote: 改票只允许一次)
    stalemate: Any = None  # the last 僵局 of the inbox read up to `stalemates_read` (stalemate.called)
    stalemates_read: int = 0


if TYPE_CHECKING:
    JiuGame = Game[JiuState, JiuPeriod]  # a 245 game: its `state` and `ledger` read typed
