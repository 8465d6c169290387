"""The night (JIU-R165–R172): 早夜1 (互不影响) → 早夜2 → 午夜 → 深夜1 (互不影响) → 深夜2 → 凌晨1 → 凌晨2,
each 有先后顺序 sub-phase settling its skills in the action order; notices made during a sub-phase
reach their seats when it ends (JIU-R178); then the exit list in the seed's statistics order
(JIU-R172), and the night's end (gifts told, 当晚 statuses over)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import triggers
from bansha.engine.order import Step
from bansha.engine.settlement import group_of, holders_awaited

from . import harm, knife, penalties, picks, statuses, wins, words
from .common import GROUP, WOLF, Source
from .events import NIGHT_END, PHASE_END
from .moons import seers_alive
from .moons.death_touch import touch_bar
from .moons.old_blade import blade_marks
from .notify import flush
from .order import by_speed, ordered
from .roles import phantom_thief
from .action_order import ACTION_ORDER
from .roles._kit import skill, 指定

if TYPE_CHECKING:
    from .state import JiuGame


def kill(game: "JiuGame", use):
    """杀人 [深夜][指定]: one [指杀] on the 结算目标 (狼人杀人 / 其余身份杀人 on the exit list)."""
    why = may_kill(game, game.seats[use.actor], use.intent) if use.intent is not None else None
    if why:  # a status that arrived after the kill was taken ([冰冻] at 午夜) still blocks it
        return game.reject(use.actor, "杀人", why)
    blade_marks(game, use.settled)  # 宝刀未老's added effect is no damage: 大杀四方 leaves it
    if game.ledger.kills_void:
        return game.trace("<大杀四方>：今晚发动的[杀人]不会造成伤害")
    source = knife.kill_source(game, use.actor)
    slot = "狼人杀人" if game.seats[use.actor].camp == WOLF else "其余身份杀人"
    for t in use.settled:
        harm.damage(game, t, "指杀", source, "杀人", slot=slot)


def may_kill(game: "JiuGame", seat, intent):
    members = game.groups.get(group_of(game, intent.slot) or GROUP, ())  # the wolves', or a 狼队 (满月)
    if intent.slot.source == Source.TEAM and any(statuses.has(game.seats[m], "缴械") for m in members):
        return "[缴械]：[群内]中有角色处于缴械状态，整个群内不能发动[杀人]"
    return touch_bar(game, seat, intent)


杀人 = skill("杀人", "深夜", kill, tags=(指定,), team=GROUP, checks=(may_kill,), description="对结算目标造成一次[指杀]。")


def night_begins(game: "JiuGame") -> None:
    game.state.seers_alive_at[str(game.period)] = seers_alive(game)
    statuses.begin_scheduled(game)  # statuses due from this night (神使's 净化)
    knife.refresh(game)


def end_of(phase: str):
    def run(game: "JiuGame") -> None:
        game.fire(PHASE_END[phase])
        flush(game)
        statuses.expire(game, f"{game.period}/{phase}")
    return run


def exit_list(game: "JiuGame"):
    harm.exit_list(game)
    triggers.settle(game, wait=game.live and not game.forcing)
    if game.offers:
        return False
    knife.refresh(game)
    return None


def night_end(game: "JiuGame") -> None:
    flush(game)
    game.fire(NIGHT_END)
    wins.check(game)


def night_close(game: "JiuGame") -> None:
    """关门: the night's cards (a 红牌 exits at the night's end) and 僵局, then 当晚 statuses end; the 遗言 given
    tonight wait for the next 开门, and the 晨曦 counts from the day's 关门 that opened this night."""
    if penalties.give_cards(game):
        wins.check(game)
    statuses.expire(game, str(game.period))
    words.stash(game)
    game.state.day_closed = game.opened_at


def _step(sid: str, title: str, at_once: bool = False) -> Step:
    names = ACTION_ORDER[sid]  # the seed's whole row; the ruleset keeps the skills it has (Jiu.__init__)
    made: list[Step] = []

    def awaits(game: "JiuGame"):
        """The holders of its skills, and the 怪盗 a stolen use of it waits for (偷盗改选, live play)."""
        return phantom_thief.awaited(game, sid) + holders_awaited(game, made[0]) + picks.awaited(game, sid)
    made.append(Step(sid, title, names, key=by_speed if at_once else ordered(names), at_once=at_once,
                     awaits=awaits))
    return made[0]


NIGHT_STEPS: tuple[Step, ...] = (
    Step("入夜", "", run=night_begins, needs=()),
    _step("早夜1", "早夜1，关门30分钟内，互不影响", at_once=True),
    _step("早夜2", "早夜2，关门40分钟内，有先后顺序"),
    Step("早夜结束", "早夜结束：通知早夜的结果"),
    Step("早夜通知", "", run=end_of("早夜")),
    _step("午夜", "午夜，关门60分钟内，有先后顺序"),
    Step("午夜结束", "", run=end_of("午夜")),
    _step("深夜1", "深夜1，关门70分钟内，互不影响", at_once=True),
    _step("深夜2", "深夜2，关门80分钟内，有先后顺序"),
    Step("深夜结束", "", run=end_of("深夜")),
    _step("凌晨1", "凌晨1，关门90分钟内，有先后顺序"),
    Step("凌晨2", "凌晨2，关门100分钟内，有先后顺序", run=end_of("凌晨")),
    # 摄魂's 结算目标, told once 早夜 is over, sends the text for tomorrow's 公示 in the rest of the night (JIU-R65)
    Step("摄魂内容", "摄魂的结算目标：明天公布的内容", ("摄魂",), key=by_speed, deadline="摄魂内容"),
    Step("出局统计", "按下列顺序统计出局名单", run=exit_list),
    Step("夜晚结束", "", run=night_end),
    Step("关门", "", run=night_close, at_close=True, always=True),
)
