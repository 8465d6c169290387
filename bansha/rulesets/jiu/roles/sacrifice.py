"""祭品 (不定阵营): 献祭唤醒 [黄昏][强制] (黄昏2, JIU-R128, R129). If at that day's 开门 the 遗言 slots were used up,
then on its turn in 黄昏2: the exited roles of 村民阵营 and of 狼人阵营 (as skills judge them, JIU-A15) over each
faction's opening head-count; its [实际阵营] becomes the side with the larger share (a tie: 狼人阵营), and it is
told. Then, its choice: (1) an exited role — of its new faction, it gains that identity's skills, reset; of
another, nothing; or (2) a random exited role of its new faction, the same. A [群内]/[接刀] tag of the gained
identity comes too, with its effects (acquire.py). Readings: JIU-A46 in rulings.md — it wakes once."""
from typing import TYPE_CHECKING

from dataclasses import dataclass
from fractions import Fraction

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import CAMP_CHANGED, DOOR_OPEN

from .. import acquire
from ..common import UNDECIDED, VILLAGE, WOLF, judged_camp, labels, seats_in_order
from ._kit import skill, 强制

if TYPE_CHECKING:
    from ..state import JiuGame

NAME: str = "献祭唤醒"  # annotated: modules in 245's import circle read it before it is inferred


@dataclass
class Exhausted:
    """当天开门时公布遗言已耗尽: the day whose 开门 found the 遗言 slots used up (game-wide)."""
    day: str | None = None


@dataclass
class Woken:
    """The day a seat's 献祭唤醒 went off: it wakes once (JIU-A46)."""
    day: int | None = None


def at_open(game: "JiuGame"):
    """当天开门时公布遗言已耗尽: the slots left when the 开门 公示 goes out."""
    if game.state.words_left <= 0:
        game.state.of(Exhausted).day = str(game.period)


def due(game: "JiuGame", n: int) -> bool:
    """献祭唤醒 is set off today for seat `n`: the 开门 found the slots used up, and it has not woken."""
    seat = game.seats[n]
    return seat.alive and seat.state_of(Woken).day is None and game.state.of(Exhausted).day == str(game.period)


def shares(game: "JiuGame") -> dict[str, Fraction]:
    """当前已出局好人阵营角色/狼人阵营角色占比开局双方对应阵营人数的百分比."""
    start = game.state.start_count
    out = {}
    for f in (VILLAGE, WOLF):
        gone = sum(1 for n, s in game.seats.items() if not s.alive and judged_camp(game, n) == f)
        out[f] = Fraction(gone, start[f]) if start.get(f) else Fraction(0)
    return out


def side(game: "JiuGame") -> str:
    """已出局百分比较多的阵营（平局则算作狼人阵营）."""
    s = shares(game)
    return VILLAGE if s[VILLAGE] > s[WOLF] else WOLF


def _option(choice):
    """`1`, `2`, or `[1|2, the [开局] choice of the identity gained]`."""
    opening = None
    if isinstance(choice, list) and len(choice) == 2:
        choice, opening = choice
    if isinstance(choice, str) and choice in ("1", "2"):
        choice = int(choice)
    return (choice if choice in (1, 2) and not isinstance(choice, bool) else None), opening


def check(game: "JiuGame", seat, intent):
    if intent.choice is None and not intent.targets:
        return None
    option, _ = _option(intent.choice)
    if option is None:
        return f"<{NAME}>：选择1（选择一个已出局角色）或2（从对应阵营的已出局角色随机选择一个）"
    if option == 1:
        if len(intent.targets) != 1:
            return f"<{NAME}>：选项1需要选择一个已出局角色"
        if game.seats[intent.targets[0]].alive or intent.targets[0] == seat.no:
            return f"<{NAME}>：选项1需要选择一个已出局角色（{intent.targets[0]}号未出局）"
    elif intent.targets:
        return f"<{NAME}>：选项2从对应阵营的已出局角色中随机选择，不需要选择目标"
    return None


def wake(game: "JiuGame", intent):
    n = intent.actor
    seat = game.seats[n]
    given = intent.choice is not None or bool(intent.targets)
    woken = seat.state_of(Woken)
    if woken.day is not None or game.state.of(Exhausted).day != str(game.period):
        if given:
            why = "已经触发过" if woken.day is not None else "当天开门时公布遗言尚未耗尽，没有触发"
            game.reject(n, NAME, f"<{NAME}>：{why}")
        return
    woken.day = game.period.number
    joined = side(game)
    game.trace(f"{n}号 <{NAME}>：已出局比例 " + "，".join(f"{f}{v}" for f, v in shares(game).items()) + f" → {joined}")
    if seat.surface_camp == seat.camp:  # no disguise: the surface follows the actual faction (JIU-R12)
        seat.surface_camp = joined
    seat.camp = joined
    game.notice(n, f"<{NAME}>：你加入了{joined}。你的阵营转变为{joined}。")
    game.fire(CAMP_CHANGED, seat=n)
    option, opening = _option(intent.choice)
    pool = [m for m, s in seats_in_order(game) if not s.alive and m != n and judged_camp(game, m) == joined]
    if option == 1 and not check(game, seat, intent):
        source = intent.targets[0]
        if source not in pool:
            game.notice(n, f"<{NAME}>：{labels(game, [source])} 与你不同阵营，没有获得技能。")
            return
    else:
        if option is None:
            game.trace(f"{n}号 <{NAME}>未作选择：从{joined}的已出局角色中随机选择")
        if not pool:
            game.notice(n, f"<{NAME}>：{joined}没有已出局的角色，没有获得技能。")
            return
        source = game.rng.choice(pool)
    ident = game.seats[source].role
    slots = acquire.grant(game, n, ident, reset=True, tags=True, opening=opening)
    game.notice(n, f"<{NAME}>：你获得了{ident}的技能并刷新至初始：{'、'.join(f'<{s.defn.name}>' for s in slots) or '无'}。")


献祭唤醒 = skill(NAME, "黄昏", targets=0, tags=(强制,), effect=wake, auto=True, checks=(check,),
              choice_help="1（targets：一个已出局角色）或 2；获得的身份有[开局]技能时 [1或2, 其选择]",
              description="若当天开门时公布遗言已耗尽：黄昏时按已出局好人/狼人占开局人数的百分比加入较多的阵营（平局为狼人阵营），"
                          "然后选择一个同阵营的已出局角色（1）或随机一个（2），获得其身份技能并刷新至初始（含[群内][接刀]标签）。")

ROLE = RoleDef("祭品", UNDECIDED, (献祭唤醒,), listens=(on(DOOR_OPEN, at_open),))
