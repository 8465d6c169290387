"""245's statuses (常见负面状态特效 / 非负面状态特效, JIU-R29–R49): what each one does, who is told,
how long it lasts, the immunities of [秩序] and [漏洞], and 流血 twice turning into 致死伤害.

A status is an engine `Status`. Composite statuses keep their own name and carry their parts:
[业炎]/[净化] = [沉默]+[超度]+[遗忘], [冰冻]/[恐惧] = [沉默]+[缴械] (JIU-R39). `until` is when it ends:
a period label (`night 2`: at that period's end) or a phase of one (`day 3/黄昏`: when that 黄昏
ends); None = permanent."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from bansha.engine.model import Status
from bansha.engine.period import Period

from .events import BLED_TWICE, STATUS
from .notify import tell as tell_seat
from .presence import away, carries_knife

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from .state import JiuGame

# what a status bars (`blocked`), with the words a refused use gives (Final: compiled, a read of `statuses.KILL`
# elsewhere is the constant itself, not a module attribute lookup at every skill question)
SKILLS: Final = "技能"
KILL: Final = "杀人"
FORCED: Final = "强制"
VOTE: Final = "票权"
WORDS: Final = "发言"
BARS: Final = {SKILLS: "不能发动[强制]技能以外的技能", KILL: "不能发动[杀人]", FORCED: "失去所有[强制]技能",
        VOTE: "票权为0", WORDS: "发言受限"}
# who learns a status is given (JIU-R29, R40): its holder; nobody (该状态不予通知); a holder of a <强制> skill
# only; a holder 带刀 only; or, for a non-negative one, only where a skill says so (`give(tell=…)`)
HOLDER, NOBODY, FORCED_HOLDER, KNIFE_HOLDER, BY_SKILL = "holder", "nobody", "forced", "knife", "skill"


@dataclass(frozen=True)
class Kind:
    """A status of 245 as the seed defines it, declared once: negative or not, its parts (a composite's
    effects, JIU-R39), what it bars and who is told."""
    name: str
    negative: bool = False
    parts: tuple[str, ...] = ()
    bars: frozenset[str] = frozenset()
    told: str = HOLDER


# the negative statuses in the seed's order (常见负面状态特效); a composite stands for its parts
KINDS: tuple[Kind, ...] = (
    Kind("沉默", True, bars=frozenset({SKILLS})),
    Kind("缴械", True, bars=frozenset({KILL})),  # any [群内] holder bars the group's [杀人] (night.py)
    Kind("遗忘", True, bars=frozenset({FORCED}), told=FORCED_HOLDER),
    Kind("超度", True, bars=frozenset({KILL}), told=KNIFE_HOLDER),  # and 不带刀 (knife.py)
    Kind("迷魂", True, bars=frozenset({VOTE})),
    Kind("寡言", True, bars=frozenset({WORDS})),
    Kind("流血", True, told=NOBODY),  # twice: 二次流血 (give)
    Kind("漏洞", True),  # immune to non-negative statuses (immune)
    Kind("破伤风", True, told=NOBODY),
    Kind("业炎", True, ("沉默", "超度", "遗忘")), Kind("净化", True, ("沉默", "超度", "遗忘")),
    Kind("冰冻", True, ("沉默", "缴械")), Kind("恐惧", True, ("沉默", "缴械")),
)
KIND = {k.name: k for k in KINDS}
# for each thing a status may bar, the statuses that bar it, in the seed's order (`blocked`)
BARRING: dict[str, tuple[str, ...]] = {w: tuple(k.name for k in KINDS if w in k.bars) for k in KINDS for w in k.bars}
# non-negative statuses (隐身, 守护, 坚韧, 霸道, 不死, 自由, 独裁, 秩序, the lovers' …) are everything else: no
# parts, nothing barred at intake, told only where a skill says so
OTHER = Kind("", told=BY_SKILL)
PARTS = {k.name: k.parts for k in KINDS if k.parts}
NEGATIVE = frozenset(k.name for k in KINDS if k.negative)
PHASES = {"day": ("晨曦", "正午", "黄昏"), "night": ("早夜", "午夜", "深夜", "凌晨")}
DEPUTY_IMMUNE = frozenset({"迷魂", "寡言"})  # 执警 <兢兢业业>


def kind(name: str) -> Kind:
    return KIND.get(name, OTHER)


def negative(name: str) -> bool:
    return name in NEGATIVE


def effects(st: Status) -> tuple[str, ...]:
    return (st.name, *PARTS.get(st.name, ()))


def has(seat: "Seat", effect: str) -> bool:
    """Whether a seat is under an effect, directly or through a composite status."""
    for st in seat.statuses:
        if st.name == effect or effect in PARTS.get(st.name, ()):
            return True
    return False


def blocked(seat: "Seat", what: str) -> str | None:
    """The effect that bars `what` (SKILLS, KILL, FORCED, VOTE, WORDS) for the seat, the first in the seed's
    order, or None."""
    if not seat.statuses:
        return None
    for name in BARRING.get(what, ()):
        if has(seat, name):
            return name
    return None


def until_rank(until: str | None) -> tuple[int, int]:
    """Order of end times, for 时限较短的优先 (JIU-R42, R198): permanent last."""
    if until is None:
        return (10 ** 6, 0)
    base, _, phase = until.partition("/")
    p = Period(base)
    pos = 0 if p.kind == "start" else p.number * 2 + (1 if p.kind == "night" else 0)
    sub = PHASES.get(p.kind, ())
    return (pos, sub.index(phase) if phase in sub else 99)


def immune(game: "JiuGame", seat: "Seat", name: str) -> str | None:
    """Why a seat cannot receive a status now, or None: [秩序] is immune to negative statuses and
    [漏洞] to non-negative ones, so whichever of the two comes later is void (JIU-R38, R48, A04);
    the 执警 to [迷魂] and [寡言] (JIU-R144)."""
    if negative(name) and has(seat, "秩序"):
        return "秩序"
    if not negative(name) and has(seat, "漏洞"):
        return "漏洞"
    if name in DEPUTY_IMMUNE and game.state.deputy == seat.no:
        return "兢兢业业"
    return None


def told(game: "JiuGame", seat: "Seat", name: str) -> bool:
    """Who learns of a negative status (JIU-R29, R40): 流血/破伤风 never; 遗忘 only a holder of a
    <强制> skill; 超度 only one that is 带刀; non-negative ones only where a skill says so."""
    who = kind(name).told
    if who == FORCED_HOLDER:  # the 警长/执警 slots every seat carries count only on their holder (Ruleset.holds)
        return any("强制" in s.defn.tags and game.ruleset.holds(game, seat, s) for s in seat.skills)
    if who == KNIFE_HOLDER:
        return carries_knife(game, seat.no)
    return who == HOLDER


def when(until: str | None) -> str:
    if until is None:
        return "永久"
    base, _, phase = until.partition("/")
    p = Period(base)
    name = f"第{p.number}{'天' if p.kind == 'day' else '夜'}"
    return f"持续至{name}{phase}结束" if phase else f"持续至{name}结束"


def give(game: "JiuGame", seat_no: int, name: str, source: int | None = None, until: str | None = None,
         tell: bool | None = None, **data) -> bool:
    """Give a status (whatever the source: skill, status, 新月). Returns whether it took hold.

    [流血] on a seat already bleeding becomes 致死伤害 instead (二次流血, JIU-R37). [秩序] clears every
    negative status and [漏洞] every non-negative one as they arrive (JIU-R38, R48)."""
    seat = game.seats[seat_no]
    why = "离开游戏" if away(game, seat_no) else immune(game, seat, name)
    if why:
        game.trace(f"{seat_no}号 免疫[{name}]（{why}）")
        return False
    if name == "流血" and has(seat, "流血"):
        game.trace(f"{seat_no}号 再次获得[流血]：改为造成致死伤害")
        game.fire(BLED_TWICE, seat=seat_no, source=source)  # a 致死伤害 (harm.bled_twice)
        return True
    if name == "秩序":
        clear(game, seat, negative)
    elif name == "漏洞":
        clear(game, seat, lambda n: not negative(n))
    st = Status(name, source, until, (seat_no,) if (tell if tell is not None else told(game, seat, name)) else None,
                dict(data))
    seat.statuses.append(st)
    if game.record_traces:  # (no period's name is read for a trace nobody records)
        game.trace(f"{seat_no}号 获得[{name}]" + (f"（来自{source}号）" if source else "") + f"，{when(until)}")
    if st.audience:
        tell_seat(game, seat_no, f"你获得了[{name}]状态，{when(until)}。")
    game.fire(STATUS, seat=seat_no, status=st)
    return True


def clear(game: "JiuGame", seat: "Seat", which) -> list[str]:
    """Remove the statuses `which(name)` selects (never the lovers' [无爱情侣] "无法消除", nor [真爱情侣], a bond
    like it: JIU-A27)."""
    gone = [s for s in seat.statuses if which(s.name) and s.name not in ("无爱情侣", "真爱情侣")]
    if gone:
        seat.statuses = [s for s in seat.statuses if s not in gone]
        game.trace(f"{seat.no}号 的状态被清除：{'、'.join(s.name for s in gone)}")
    return [s.name for s in gone]


def expire(game: "JiuGame", point: str) -> None:
    """Drop every status whose time ends at `point` (a period's end, or one of its phases')."""
    for seat in game.seats.values():
        for s in seat.statuses:  # a loop, not any(…): every seat, at every phase's end
            if s.until == point:
                seat.statuses = [x for x in seat.statuses if x.until != point]
                break


def schedule(game: "JiuGame", start: str, seat_no: int, name: str, source: int | None, until: str | None) -> None:
    """A status that begins later (光明守护: 在下一个白天获得[不死]); given when `start` opens."""
    game.state.scheduled.append((start, seat_no, (name, source, until)))


def begin_scheduled(game: "JiuGame") -> None:
    due = [x for x in game.state.scheduled if x[0] == game.period]
    game.state.scheduled = [x for x in game.state.scheduled if x[0] != game.period]
    for _, seat_no, (name, source, until) in due:
        give(game, seat_no, name, source, until)
