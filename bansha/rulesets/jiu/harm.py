"""Damage and exits (出局, JIU-R197–R200, R172).

Four damage kinds: [指杀] (most protections cancel it), [穿透] (ignores [守护]), [致死伤害] (only [不死]
stops it) and [投票出局] (only [不死] and [霸道]). An exit settles in three steps:
1. a status able to cancel this kind does so, the shortest-lasting first ([守护] spends one count);
2. otherwise every exit-avoidance effect triggers (朱雀 涅槃), all of them;
3. otherwise the seat exits and what hangs on its exit follows.

At night a damage is kept with its entry of the exit list and settled in the list's order
("下列顺序统计出局名单") once 凌晨 is over; by day it settles at once."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from bansha.engine import exits, life
from bansha.engine.procedure import grant_last_words

from . import acquire, statuses, wins
from .events import CHAIN, DAMAGED, ELEVATOR, PUBLISHED, UNTOLD_EXIT, WOULD_EXIT
from .state import ExitSources, Hit
from .common import label

if TYPE_CHECKING:

    from . import Jiu
    from .state import JiuGame

RED = "红牌罚下"
CANCELS = {"守护": frozenset({"指杀"}), "坚韧": frozenset({"指杀", "穿透"}), "霸道": frozenset({"投票出局"}),
           "不死": frozenset({"指杀", "穿透", "致死伤害", "投票出局"})}
# 下列顺序统计出局名单 — the whole list as the seed writes it (out-of-scope identities keep their place)
EXIT_LIST = ("二次流血", "狼人杀人", "其余身份杀人", "狂戮大杀四方", "狼巫光明湮灭", "瘟神瘟疫爆发", "摄梦人双摄",
             "日月合击", "祈求者祈愿", "曼陀罗凋花结果", "潜行者潜行", "灾星血光之灾", "警犬撕咬", "赏金猎人捕杀",
             "民兵突击", "钢琴师鸣奏", "猎魔人猎杀", "圣裁者裁决辉耀", "裁决者裁决辉耀", "朱雀天火", "特工伏击",
             "范海辛追猎", "使徒长眠", "舞者共舞", "半兽人兽吞", "女巫毒药", "其他身份毒药", "病人自杀", "懦夫自杀",
             "黑商给狼暴毙")


def exit_rank(declared) -> dict[str, int]:
    """Each slot's place: the seed's list, then a slot a role declares that the list does not hold (奇迹商人透支),
    after all of them in the roster's order (`RoleDef.exit_slot`; the ruleset's `exit_rank`)."""
    rank = {name: k for k, name in enumerate(EXIT_LIST)}
    for slot in declared:
        if slot is not None and slot not in rank:
            rank[slot] = len(rank)
    return rank


def damage(game: "JiuGame", target: int, kind: str, source: int | None, cause: str, slot: str | None = None) -> bool | None:
    """One damage. At night with an exit-list entry it is kept for the list (None); otherwise it
    settles now: True when the seat exits."""
    L = game.ledger
    if game.kind == "night" and slot is not None and not getattr(L, "listing", False):
        L.hits.append(Hit(slot, kind, target, source, cause, len(L.hits)))
        game.trace(f"{cause}→{target}号 {kind}（计入出局名单：{slot}）")
        return None
    return settle(game, target, kind, source, cause)


def bled_twice(game: "JiuGame", seat: int, source: int | None) -> None:
    """二次流血 (JIU-R37): [流血] given to a seat already bleeding is a 致死伤害 (statuses.give fires it)."""
    damage(game, seat, "致死伤害", source, "二次流血", slot="二次流血")


def exit_list(game: "JiuGame") -> None:
    """下列顺序统计出局名单: tonight's damages in the list's order (then in the order they were
    dealt); a seat already out is not listed twice."""
    L = game.ledger
    L.listing = True
    rank = cast("Jiu", game.ruleset).exit_rank
    try:
        for h in sorted(L.hits, key=lambda h: (rank.get(h.slot, len(rank)), h.seq)):
            source, also = _joint(game, h)
            settle(game, h.target, h.kind, source, h.cause, also)
    finally:
        L.listing = False
    L.hits = []


# 日月合击: "所有持有该技能的角色对目标角色造成一次[致死伤害]" — one strike by all of them (JIU-A36)
JOINT = frozenset({"日月合击"})


def _joint(game: "JiuGame", h: Hit) -> tuple[int | None, tuple[int, ...]]:
    """The exit's source and its other sources: a joint strike's holders all put the target out (option
    `sun_moon_source` 全部持有者), or one of them drawn with the game's rng (随机一名)."""
    if h.slot not in JOINT or not game.seats[h.target].alive:
        return h.source, ()
    by = list(dict.fromkeys(x.source for x in sorted(game.ledger.hits, key=lambda x: x.seq)
                            if x.slot == h.slot and x.target == h.target and x.source is not None))
    if len(by) < 2:
        return h.source, ()
    if game.options.get("sun_moon_source") == "随机一名":
        return game.rng.choice(by), ()
    return by[0], tuple(by[1:])


def exit_sources(game: "JiuGame", seat_no: int) -> list[int]:
    """The roles whose skill put the seat out (its last exit): one, several for a joint strike, none for a vote."""
    return list(game.seats[seat_no].state_of(ExitSources).by)


def _works(game: "JiuGame", seat, st, cause: str) -> bool:
    """A status may exempt one cause (九尾狐's own [不死] "除了自己技能自杀": data `except`) and may hang
    on a <强制> skill that [遗忘] suspends ("持续生效的效果也会一并失去": data `forced`)."""
    if st.data.get("except") == cause:
        return False
    forced = st.data.get("forced")
    if forced is None:
        return True
    return acquire.holds(game, seat.no, forced)


def cancelling(seat, kind: str, cause: str = "", game: "JiuGame | None" = None) -> list:
    found = [s for s in seat.statuses if kind in CANCELS.get(s.name, ())
             and (game is None or _works(game, seat, s, cause))]
    return sorted(found, key=lambda s: statuses.until_rank(s.until))


def settle(game: "JiuGame", target: int, kind: str, source: int | None, cause: str, also: tuple[int, ...] = ()) -> bool:
    seat = game.seats[target]
    if not seat.alive or game.over:
        return False
    game.fire(DAMAGED, seat=target, kind=kind, source=source, cause=cause)  # 群情激奋: 承受[投票出局]
    found = cancelling(seat, kind, cause, game)
    if found:
        st = found[0]
        if st.name == "守护":
            st.data["count"] = st.data.get("count", 1) - 1
            if st.data["count"] <= 0:
                seat.statuses.remove(st)
        game.trace(f"{cause}→{target}号 {kind}被[{st.name}]抵消")
        return False
    if game.ask(WOULD_EXIT, seat=target, kind=kind, source=source, cause=cause):  # every avoidance triggers
        return False
    exit_seat(game, target, cause, source, also)
    return True


def exit_seat(game: "JiuGame", target: int, cause: str, source: int | None = None, also: tuple[int, ...] = ()) -> None:
    """Step 3: the seat is out. The death goes on the record. A night's exit while a valid
    行尸走肉 is held is not told and sets nothing off until the 赶尸人连带 (UNTOLD_EXIT's listener, walking.py)."""
    seat = game.seats[target]
    exits.record(game, target, cause)
    game.state.exits.append((target, cause, game.period))
    seat.state_of(ExitSources).by = [source, *also] if source is not None else []
    if not (game.kind == "night" and cause != RED and game.ask(UNTOLD_EXIT, seat=target, cause=cause)):
        carry_out(game, target, cause)
    game.fire(ELEVATOR, seat=target)  # the 电梯楼 changed (暗恋者's neighbour)
    wins.instant(game)


def carry_out(game: "JiuGame", target: int, cause: str) -> None:
    """The exit takes effect: announced by its phase (正午 at once, 黄昏 at its end, otherwise at
    the next 开门), the first exits take the 遗言 slots in order (JIU-R204), a night's exit is told
    at 晨曦, what hangs on it follows, then the chain exits in their order (JIU-R200, R176)."""
    st = game.state
    phase = game.ledger.phase if game.ledger is not None else ""
    at_once = game.kind == "day" and phase == "正午"
    if game.kind == "day" and phase == "黄昏":
        st.dusk_exits.append((target, cause))
    elif at_once:
        game.announce(f"{label(game, target)} 出局。")
    else:
        st.unpublished.append(target)
    if cause != RED and st.words_left > 0:
        st.words_left -= 1
        grant_last_words(game, target)
    exits.leave(game, target, cause, told=game.kind != "night", left=cause == RED)
    if game.kind != "night":
        game.notice(target, "你已出局。")
    if at_once:  # 宣布出局 once the exit's own hooks have run: what they arm waits for it (破伤风)
        published(game, [target])
    game.fire(CHAIN, seat=target, cause=cause)  # 连带出局顺序: its listeners' priorities (events.py)


def published(game: "JiuGame", seats: list[int]) -> None:
    """The exits are now officially announced (宣布出局): 正午's at once, 黄昏's at its end, the others
    at the next 开门 (JIU-R207). What the seed keys to the announcement hangs here (九尾狐, 锈剑骑士)."""
    if seats:
        game.fire(PUBLISHED, seats=list(seats))


def red_card(game: "JiuGame", target: int) -> None:
    if game.seats[target].alive:
        exit_seat(game, target, RED)


__all__ = ["damage", "exit_list", "exit_sources", "settle", "exit_seat", "carry_out", "RED", "life"]
