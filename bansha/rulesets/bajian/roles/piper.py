"""吹笛者 (吹笛者阵营): 吹笛 (two roles enter 吹笛状态 and are told; a piped 混血 supports the piper,
a piped other role is announced as 只能发言喵汪), 魔音 (修正: make role A use its skill, by name,
on B or on nobody; the seat's own checks decide whether it can; 验人/天眼/隼眼 answer both;
picking oneself first loses 魔音), 避险 (about to exit: release two piped roles instead)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.intake import intent_for_slot, slots_of
from bansha.engine.errors import Refusal
from bansha.engine.skills import RoleDef, SkillDef, 指定

from ..common import HYBRID, PIPER, PIPER_ROLE, label
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame

LOOKS = ("验人", "天眼", "隼眼")
# the night skills a role other than the piper may be made to use, in the seed's order
FORCEABLE = ("征召", "炎盾", "业炎", "雪隐", "暴风雪", "守护之盾", "报信", "捕猎", "杀人", "冲锋", "激励", "枪击", "救药", "毒药",
             "验人", "天眼", "隼眼")


def pipe(game: "BjGame", intent):
    st = game.state
    for t in intent.targets:
        if t not in st.piped:
            st.piped.append(t)
        st.released.discard(t)  # piped again after 避险: it supports the piper again
        game.notice(t, "你被吹笛，进入吹笛状态。")
        if game.seats[t].role != HYBRID and meow(game, t) not in st.news:
            st.news.append(meow(game, t))


def meow(game: "BjGame", t: int) -> str:
    """若不是混血儿，则公示该角色只能发言喵汪 (with the next 公示)."""
    return f"{label(game, t)} 只能发言喵汪。"


def bewitch(game: "BjGame", intent):
    """魔音: the bewitched role's use is made here and taken by its own step (game.inject)."""
    piper = intent.actor
    a = intent.targets[0]
    b = intent.targets[1] if len(intent.targets) > 1 else None
    if a == piper:
        game.seats[piper].lost.add("魔音")
        game.notice(piper, "<魔音>的第一目标选择了自己：失去<魔音>。")
        return
    seat = game.seats[a]
    name = intent.choice
    slots = slots_of(game, seat, name) if isinstance(name, str) else []
    why = None
    if not slots:
        why = f"{a}号 没有技能<{name}>"
    elif name == "杀人":
        if not seat.alive or b is None:
            why = "<杀人>需要选择1名角色"
        else:
            game.ledger.forced_kill = (a, b)
            game.trace(f"<魔音>：{a}号 被迷惑对{b}号使用<杀人>（与鹫狼、猎狼的<杀人>比较）")
            return
    else:
        game.ledger.bewitching = True  # its own checks, as they stand at step (1): before the role's own uses
        try:
            forced = intent_for_slot(game, seat, slots[0], {"targets": [b] if b is not None else []}, "night")
        except Refusal as r:
            why = r.reason
        else:
            if forced.slot.spent():
                why = f"{a}号 <{name}>已经没有可用次数"
            elif forced.slot.defn.step in game.settled:
                why = f"<{name}>所在的步骤{forced.slot.defn.step}已经结算"
            else:
                game.ledger.forced.add(id(forced))
                game.inject(forced)
                if name in LOOKS:
                    game.ledger.forced_looks[id(forced)] = piper
                what = f"对{label(game, b)}" if b is not None else "直接"
                game.notice(a, f"[你被吹笛迷惑，{what}使用了<{name}>技能]")
                return
        finally:
            game.ledger.bewitching = False
    game.trace(f"<魔音>→{a}号 <{name}>：无法根据此要求成功使用技能（{why}）")


def _bewitch_check(game: "BjGame", seat, intent) -> str | None:
    if not isinstance(intent.choice, str) or not intent.choice:
        return "<魔音>需要指定该角色使用的技能（按规则中的技能名）"
    return None


def release(game: "BjGame", intent):
    """避险: the two roles leave 吹笛状态 (a released 混血 becomes 无阵营, Q1); the exit is avoided. A role freed
    before its 公示 is not announced as 只能发言喵汪: that restriction is "吹笛状态下" (BJ-R41, R78)."""
    st = game.state
    for t in intent.targets:
        if t in st.piped:
            st.piped.remove(t)
        if game.seats[t].role == HYBRID:
            st.released.add(t)
        elif meow(game, t) in st.news:
            st.news.remove(meow(game, t))
    game.trace(f"{intent.actor}号 吹笛者<避险>：避免出局")
    game.notice(intent.actor, f"你发动<避险>，解除{label(game, intent.targets[0])}、{label(game, intent.targets[1])}的吹笛状态，避免出局。")


def release_problem(game: "BjGame", intent) -> str | None:
    if len(intent.targets) != 2 or len(set(intent.targets)) != 2:
        return "<避险>需要选择两个处于吹笛状态的角色"
    bad = [t for t in intent.targets if t not in game.state.piped]
    if bad:
        return f"<避险>只能解除处于吹笛状态的角色：{bad[0]}号不在吹笛状态"
    return None


吹笛 = night_skill("吹笛", "(1)", pipe, targets=2,
                 description="游戏日夜晚，选择两名角色进入吹笛状态，被吹笛的角色会收到通知。")
魔音 = night_skill("魔音", "(1)", bewitch, targets=1, max_targets=2, checks=(_bewitch_check,),
                 choice_help="该角色被迫使用的技能名（如“天眼”“救药”）", choices=FORCEABLE,
                 description="（修正）游戏日夜晚，选择一名角色对一名角色[可选择不填目标直接发动]使用第X个技能……"
                             "魔音若第一目标选择自己则失去该技能。")
避险 = SkillDef("避险", "reactive", frozenset({指定}), targets=2, effect=release,
              description="若吹笛者即将出局，吹笛者将收到通知，吹笛者可选择解除两个角色的吹笛状态以避免出局。")

ROLE = RoleDef(PIPER_ROLE, PIPER, (吹笛, 魔音, 避险))
