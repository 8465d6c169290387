"""怪盗⑨ [群内]: 偷盗 [早夜][指定]<限定> (早夜1, 互不影响) on any 2 roles (JIU-R114, R165). For the rest of the
night, each use of a non-<强制> skill by a 结算目标 is stolen: the target is told at once that its skill was stolen;
the 怪盗 is told the skill's name and its 选择目标, and may choose new targets for it or cancel it (偷盗改选); any
feedback of the use goes to the 怪盗, never to the target. At the night's end both 结算目标 are told <你被偷盗了>,
whether anything was stolen or not. Readings: 偷盗 in rulings.md."""
from __future__ import annotations

import json
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from bansha.engine.errors import Refusal
from bansha.engine.intake import intent_for_slot, seems_alive
from bansha.engine.skills import Intent, RoleDef
from bansha.engine.events import on
from ..events import ACCEPTED, NIGHT_END

from .. import leaving
from ..common import WOLF, labels
from ._kit import settled_before, skill, 强制, 指定, 限定

if TYPE_CHECKING:
    from ..state import JiuGame

NAME: Final = "偷盗"
RECHOOSE: Final = "偷盗改选"
CANCEL, KEEP = "放弃", "照常"
STEP = "早夜1"  # 偷盗's own slot: its 互不影响 uses are not affected (JIU-R165)
HELP = ('[座位号, 技能名, 新目标列表]，或 [座位号, 技能名, "放弃"]/"照常"；文字：7 预言 3 / 7 预言 放弃')


@dataclass
class Theft:
    thief: int
    targets: list[int]
    told: list[Any] = field(default_factory=list)  # uses the target and the 怪盗 were told of


def thefts(game: "JiuGame") -> list[Theft]:
    return game.ledger.thefts


def thief_of(game: "JiuGame", seat: int) -> Theft | None:
    return next((t for t in thefts(game) if seat in t.targets), None)


def steal(game: "JiuGame", use):
    """结算效果: the 结算目标 are stolen from for the rest of the night."""
    if use.settled:
        thefts(game).append(Theft(use.actor, list(use.settled)))
        game.trace(f"<{NAME}>：{labels(game, use.settled)} 今晚发动的非强制技能将被偷")


def stealable(intent: Intent) -> bool:
    d = intent.slot.defn
    return 强制 not in d.tags and d.step != STEP and d.name != RECHOOSE and d.phase != "reactive"


def _tell(game: "JiuGame", theft: Theft, intent: Intent) -> None:
    if any(intent is i for i in theft.told):
        return
    theft.told.append(intent)
    game.notice(intent.actor, f"你的<{intent.skill}>已被偷。")
    to = "、".join(f"{t}号" for t in intent.targets) or "无"
    game.notice(theft.thief, f"<{NAME}>：{intent.actor}号 发动了<{intent.skill}>，选择目标：{to}。")


def on_accepted(game: "JiuGame", intent):
    """目标将立刻知晓技能已被偷: a use taken after the theft has settled is told as it is taken."""
    if isinstance(intent, Intent) and game.kind == "night" and game.ledger is not None and stealable(intent):
        theft = thief_of(game, intent.actor)
        if theft is not None:
            _tell(game, theft, intent)


def parse(choice) -> tuple[int, str, Any]:
    """(seat, skill, decision): the decision is 放弃, 照常, or the new 选择目标 (a list of seats)."""
    if isinstance(choice, str) and choice.strip().startswith("["):
        try:
            choice = json.loads(choice)
        except ValueError:
            raise ValueError("选择看起来是 JSON，但无法解析") from None
    if isinstance(choice, str):
        parts = [p for p in re.split(r"[\s,，、]+", choice.strip()) if p]
        if len(parts) < 3:
            raise ValueError("需要写明被偷的座位号、技能名，以及新目标或“放弃”")
        rest = parts[2:]
        choice = [parts[0].rstrip("号"), parts[1], rest[0] if rest[0] in (CANCEL, KEEP) else rest]
    if not isinstance(choice, list) or len(choice) != 3:
        raise ValueError("需要写明被偷的座位号、技能名，以及新目标或“放弃”")
    seat, name, decision = choice
    if isinstance(seat, str) and seat.isdecimal():
        seat = int(seat)
    if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(name, str):
        raise ValueError("需要写明被偷的座位号和技能名")
    if isinstance(decision, int) and not isinstance(decision, bool):
        decision = [decision]
    if isinstance(decision, list):
        if not all(isinstance(t, (int, str)) and str(t).rstrip("号").isdecimal() for t in decision):
            raise ValueError("新目标应为座位号")
        decision = [int(str(t).rstrip("号")) for t in decision]
    elif decision not in (CANCEL, KEEP):
        raise ValueError("应重新选择目标，或“放弃”/“照常”")
    return seat, name, decision


def _pending(game: "JiuGame", thief: int) -> list[Intent]:
    """The stolen uses not settled yet whose 怪盗 is `thief`."""
    out = []
    for i in game.inbox:
        if isinstance(i, Intent) and not i.consumed and stealable(i):
            theft = thief_of(game, i.actor)
            if theft is not None and theft.thief == thief:
                out.append(i)
    return out


def _retarget_refusal(game: "JiuGame", use: Intent, targets: list[int]) -> str | None:
    try:
        intent_for_slot(game, game.seats[use.actor], use.slot, {"targets": targets, "choice": use.choice}, game.kind)
    except Refusal as r:
        return r.reason
    return None


def check_rechoose(game: "JiuGame", seat, intent):
    try:
        target, name, decision = parse(intent.choice)
    except ValueError as e:
        return f"<{RECHOOSE}>：{e}"
    if not settled_before(game, STEP):
        return None  # the theft settles later: the decision is judged when the stolen use settles
    use = next((i for i in _pending(game, seat.no) if i.actor == target and i.skill == name), None)
    if use is None:
        return f"<{RECHOOSE}>：{target}号 今晚没有待结算的被偷技能<{name}>"
    if isinstance(decision, list):
        why = _retarget_refusal(game, use, decision)
        if why:
            return f"<{RECHOOSE}>：{why}"
    return None


def _answers(game: "JiuGame", thief: int) -> bool:
    """The 怪盗 can still answer: in play, not gone from the game (离开游戏: all its skills stop)."""
    return seems_alive(game, thief) and not leaving.away(game, thief)


def may_rechoose(game: "JiuGame", seat, defn):
    """Offered while a stolen use waits, or (before 偷盗 settles) once the 怪盗 has sent its 偷盗."""
    if leaving.away(game, seat.no):
        return leaving.acting_refusal(game, seat.no)
    if settled_before(game, STEP):
        return None if _pending(game, seat.no) else f"<{RECHOOSE}>：今晚没有待结算的被偷技能"
    if any(isinstance(i, Intent) and i.actor == seat.no and i.skill == NAME for i in game.inbox):
        return None
    return f"<{RECHOOSE}>：今晚没有待结算的被偷技能"


def _decision(game: "JiuGame", thief: int, use: Intent) -> Intent | None:
    """The 怪盗's latest 偷盗改选 for this use, unconsumed."""
    found = None
    for i in game.inbox:
        if isinstance(i, Intent) and i.actor == thief and i.skill == RECHOOSE and not i.consumed:
            try:
                target, name, _ = parse(i.choice)
            except ValueError:
                continue
            if target == use.actor and name == use.skill:
                found = i
    return found


def settling(game: "JiuGame", intents: list) -> list:
    """Each stolen use: the 怪盗's decision is applied (a cancel keeps the use unspent); with none yet, in live
    play before the step is forced, the use waits for it while the 怪盗 can still answer."""
    if game.kind != "night" or game.ledger is None or not thefts(game):
        return intents
    out = []
    for i in intents:
        theft = thief_of(game, i.actor) if stealable(i) else None
        if theft is None:
            out.append(i)
            continue
        _tell(game, theft, i)
        choice = _decision(game, theft.thief, i)
        if choice is None:
            if game.live and not game.forcing and _answers(game, theft.thief):
                continue  # held: the step awaits the 怪盗 (awaited)
            out.append(i)
            continue
        choice.consumed = True
        game.log_use(choice, i.slot.defn.step)
        _, _, decision = parse(choice.choice)
        if decision == CANCEL:
            i.consumed = True
            game.trace(f"<{NAME}>：怪盗放弃发动 {i.actor}号 的<{i.skill}>")
            continue
        if isinstance(decision, list):
            why = _retarget_refusal(game, i, decision)
            if why:
                game.reject(theft.thief, RECHOOSE, f"<{RECHOOSE}>：{why}")
            else:
                game.trace(f"<{NAME}>：怪盗将 {i.actor}号 <{i.skill}>的目标改为 {labels(game, decision)}")
                i.targets = tuple(decision)
        out.append(i)
    return out


def awaited(game: "JiuGame", step_id: str) -> list[tuple[int, str]]:
    """Live play: a step holding a stolen use waits for its 怪盗's 偷盗改选 (or its pass)."""
    if game.kind != "night" or game.ledger is None or not thefts(game):
        return []
    out = []
    for i in game.inbox:
        if isinstance(i, Intent) and not i.consumed and i.slot.defn.step == step_id and stealable(i):
            theft = thief_of(game, i.actor)
            if (theft is not None and _answers(game, theft.thief) and _decision(game, theft.thief, i) is None
                    and (theft.thief, RECHOOSE) not in out):
                out.append((theft.thief, RECHOOSE))
    return out


def stolen(game: "JiuGame", intent: Intent) -> Theft | None:
    """The theft whose 怪盗 learns this use's feedback as it takes effect, if any."""
    if game.kind == "night" and game.ledger is not None and thefts(game) and stealable(intent):
        return thief_of(game, intent.actor)
    return None


@contextmanager
def feedback_to_thief(game: "JiuGame", intent: Intent, theft: Theft):
    """若该技能有反馈，将由怪盗得知反馈: while a stolen use (`stolen`) takes effect, its user's feedback goes to the 怪盗."""
    was, game.ledger.stealing = game.ledger.stealing, (intent.actor, theft.thief)
    try:
        yield
    finally:
        game.ledger.stealing = was


def filter_feedback(game: "JiuGame", to: int, skill: str, result, target):
    stealing = getattr(game.ledger, "stealing", None) if game.ledger is not None else None
    if stealing is not None and stealing[0] == to:
        game.trace(f"<{NAME}>：{to}号 <{skill}>的反馈由怪盗{stealing[1]}号得知")
        return stealing[1], result
    return to, result


def night_end(game: "JiuGame"):
    """无论是否偷取成功，夜晚结束时目标都会得知<你被偷盗了>."""
    for theft in thefts(game):
        for t in theft.targets:
            game.notice(t, "你被偷盗了")


偷盗 = skill(NAME, "早夜", steal, targets=2, tags=(指定, 限定), uses=1,
           description="选择范围：任意2个角色。结算效果：当晚结算目标发动非强制技能时，目标立刻知晓技能已被偷，怪盗获知其技能名称与选择目标，"
                       "并可重新选择目标或放弃发动，反馈由怪盗得知；夜晚结束时目标都会得知<你被偷盗了>。")
偷盗改选 = skill(RECHOOSE, "早夜", None, targets=0, effect=lambda g, i: None, step=None, per_period=99,
             checks=(check_rechoose,), when=may_rechoose, choice_help=HELP,
             description="偷盗成功后：为被偷的技能重新选择目标，或放弃发动（“照常”则按原目标结算）。")

ROLE = RoleDef("怪盗", WOLF, (偷盗, 偷盗改选), listens=(on(ACCEPTED, on_accepted), on(NIGHT_END, night_end)))
