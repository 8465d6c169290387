"""The night, flow step 3, in the seed's order. Steps (1)–(10) gather choices and place the
immunities; (11)–(14) settle the 夜间 time node through the damage model; then the 凌晨 node
(审判会议的投票出局, 黑狼王<报复>). The seed numbers both 小红帽 and the pack "(3)"; they are
(3) and (3′) here, in the order written (HLM-A15)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from bansha.engine import settlement
from bansha.engine.order import Step
from bansha.engine.skills import Intent

from . import harm, offers, wins
from .common import DAWN, NIGHT
from .roles.apprentice import POTION, potion_slot
from .roles.black_wolf_king import offer_revenge
from .roles.dreamer import dream_at_random
from .roles.villager import consume
from .roles.wolf_pack import forced
from .state import HlmNight, once, tonight

if TYPE_CHECKING:
    from bansha.engine.game import Game

    from .state import HlmGame


def settle_help(game: "HlmGame") -> None:
    """(11) 求助结算: damage aimed at 小红帽 moves to her 求助 target(s)."""
    night = tonight(game)
    night.harms12 = harm.transfer(game, night.harms12)
    night.harms13 = harm.transfer(game, night.harms13)


def settle_pointed(game: "HlmGame") -> None:
    """(12) 指杀、荣光审判、审判 (with 残暴 and the 摄梦 double damage, HLM-A07): 救药, 摄梦, 顶盾
    stop them (免疫夜间伤害/免疫所有伤害); what is left is counted."""
    night = tonight(game)
    night.landed += harm.block(game, night.harms12)


def settle_poison(game: "HlmGame") -> None:
    """(13) 毒药: 摄梦 and 顶盾 stop it; 救药 does not."""
    night = tonight(game)
    night.landed += harm.block(game, night.harms13)


def last_guard(game: "HlmGame") -> bool:
    """(14) 最后的守护: 祝福 and 荣光庇护 offset counted damages; whoever has damage left goes out,
    then what those exits cause at the same node, and a 报复 due at 夜间 (a 黑狼王 out at the
    黄昏 before), waited for in live play; then the win check of 夜间."""
    night = tonight(game)
    if once(night.done, "(14)"):
        harm.put_out(game, harm.offset(game, night.landed))
        harm.follow_ups(game)
        offer_revenge(game, NIGHT)
    if not offers.settle(game):
        return False
    wins.check(game)
    return True


def dawn(game: "HlmGame") -> bool:
    """凌晨: 审判会议的投票出局 and the 报复 of a 黑狼王 that went out at 夜间 (需立即决定: in live play
    the night waits for its answer); then the win check."""
    night = tonight(game)
    if once(night.done, "凌晨"):
        st = game.state
        st.node = DAWN
        harm.settle(game, night.dawn)
        offer_revenge(game, DAWN)
    if not offers.settle(game):
        return False
    wins.check(game)
    return True


def _with_potions(step_id: str, skills: tuple[str, ...]) -> Callable[["Game"], list[tuple[int, str]]]:
    """What an input step awaits: its holders, and a 特制药剂 recipient's extra use of one of
    its skills (HLM-R37: 在自己的行动阶段)."""
    def awaits(game: "HlmGame") -> list[tuple[int, str]]:
        step = next(s for s in NIGHT_ORDER if s.id == step_id)
        out = settlement.holders_awaited(game, step)
        for n in game.alive():
            for name in skills:
                if (n, name) not in out and potion_slot(game, game.seats[n], name) is not None:
                    out.append((n, name))
        return out
    return awaits


def _input(step_id: str, title: str, skills: tuple[str, ...], needs: tuple[str, ...],
           opens: tuple[str, ...] = (), deadline: str | None = "night_actions") -> Step:
    """An input step: its uses come in any time in the night (`opens`: after what it must have
    heard first), and settle in the seed's order, after the 特制药剂 (`needs`); past its 行动时限
    (HLM-R95, the timetable row `deadline`) what it awaited is forfeited."""
    return Step(step_id, title, skills, needs=needs, opens=opens, awaits=_with_potions(step_id, skills),
                deadline=deadline)


AFTER_POTION = ("(1)",)
AFTER_PACK = ("(3″)",)

NIGHT_ORDER: tuple[Step, ...] = (
    _input("(1)", "魔女会学徒<特制药剂>", ("特制药剂",), ()),
    _input("(2)", "摄梦人<摄梦>", ("摄梦",), AFTER_POTION, deadline=None),  # no 时限 written: random
    Step("(2′)", "摄梦人若不选择将会随机选择", run=dream_at_random, needs=("(2)",)),
    _input("(3)", "小红帽<求助>", ("求助",), AFTER_POTION),
    _input("(3′)", "狼群<杀人>；首夜<狼魂祈礼>；<残暴><顶盾>；<窥探>（首夜先刀后验）",
           ("杀人", "狼魂祈礼", "残暴", "顶盾", "窥探"), AFTER_POTION, deadline="kill"),
    Step("(3″)", "狼魂祈礼<强制>、窥探<强制>", run=forced, needs=("(3′)",)),
    _input("(4)", "黑狼王<冲锋>", ("冲锋",), AFTER_PACK, AFTER_PACK, deadline="wolf_followers"),
    _input("(5)", "预言家<预言>", ("预言",), AFTER_POTION),
    Step("(6)灵通", "女巫<灵通>：反馈被指杀的角色", ("灵通",), needs=("(3″)", "(4)")),
    _input("(6)", "女巫<救药><毒药>", ("救药", "毒药"), ("(6)灵通",), ("(6)灵通",), deadline="witch_answer"),
    _input("(7)", "荣光骑士<荣光庇护>，随后<荣光审判>", ("荣光庇护", "荣光审判"), AFTER_POTION),
    _input("(8)", "狼巫<黑暗侦测>（恶魔之眼）", ("黑暗侦测",), AFTER_PACK, AFTER_PACK, deadline="wolf_followers"),
    _input("(9)", "审判官<审判>", ("审判",), AFTER_POTION),
    _input("(10)", "村民<祝福>", ("祝福",), AFTER_POTION, deadline=None),  # no 时限 written
    Step("(10′)", "祝福计数为2及其以上：结算免疫一次伤害", run=consume, needs=("(10)",)),
    Step("(11)", "求助结算", run=settle_help),
    Step("(12)", "指杀、荣光审判、审判结算", run=settle_pointed),
    Step("(13)", "毒药结算", run=settle_poison),
    Step("(14)", "最后的守护结算", run=last_guard, awaits=offers.awaits),
    Step("凌晨", "审判会议投票出局；黑狼王<报复>", run=dawn, awaits=offers.awaits),
)


def team_heir(game: "HlmGame", intent: Intent) -> int | None:
    """A living member who carries a team skill the pack chose together (共同指杀) when the member
    who submitted it went out before the night was settled; None for a seat's own uses."""
    team = intent.slot.defn.team
    if not team or intent.slot.source == POTION:
        return None
    return next((w for w in game.members(team) if game.seats[w].alive), None)


def playable(game: "HlmGame", intents: list[Intent]) -> list[Intent]:
    """Drop the uses of seats that went out before their step settled (红牌, 投降), and the
    extra uses of a 特制药剂 that was dropped with them (the night's potions, whatever step
    settles now). A pack skill stands while a member of the pack is in play."""
    keep: list[Intent] = []
    seats = game.seats
    for i in intents:
        heir = None if seats[i.actor].alive else team_heir(game, i)
        if heir is not None:
            if game.record_traces:
                game.trace(f"{i.actor}号 已出局：狼群共同选择的<{i.skill}>由{heir}号 代为执行")
            i.actor = heir
        if not seats[i.actor].alive:
            i.consumed = True
            game.reject(i.actor, i.skill, f"{i.actor}号 已出局，不能继续行使特权")
        else:
            keep.append(i)
    if not any(i.slot.source == POTION for i in keep):
        return keep
    potions = {i.target for i in game.inbox if isinstance(i, Intent) and i.skill == POTION
               and game.seats[i.actor].alive}
    out: list[Intent] = []
    for i in keep:
        if i.slot.source == POTION and i.actor not in potions:
            i.consumed = True
            game.reject(i.actor, i.skill, "没有得到特制药剂")
        else:
            out.append(i)
    return out


def begin_night(game: "HlmGame") -> HlmNight:
    """A night opens at its 夜间 node, with nothing yet chosen."""
    st = game.state
    st.node = NIGHT
    return HlmNight()

