"""黑狼王: 冲锋<限定> is a 指杀 (one damage) that is never announced; 报复 when it goes out other
than by 毒药 while 冲锋 is unused, at the next time node, always announced as「X被Y带走」.

Rulings: 报复 is refused after 投降 or 阵营判负 exits, and after 红牌罚下 under option
`red_card_revenge`; a 黑狼王 that used 冲锋 (even through 特制药剂) has no 报复 (HLM-A09)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine import life, triggers
from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定, 限定
from bansha.engine.events import DEATH, on

from ..common import COMMONER, GODS, PACK, WOLF, is_night, news, next_node, seat_label
from ..harm import Harm, settle
from .wolf_pack import SHARED, pointed

if TYPE_CHECKING:
    from ..state import HlmGame


NO_REVENGE: Final = ("毒药", "投降", "阵营判负")


def charge(game: "HlmGame", intent: Intent) -> None:
    target = intent.targets[0]
    pointed(game, intent.actor, target, "冲锋")
    if game.record_traces:
        game.trace(f"(4) 冲锋：{target}号（冲锋不公示）")


def charge_unused(game: "HlmGame", seat_no: int) -> bool:
    return any(s.name == "冲锋" and s.source == "身份" and not s.spent() for s in game.seats[seat_no].skills)


def on_death(game: "HlmGame", seat: int, cause: str) -> None:
    if game.seats[seat].role != "黑狼王" or not charge_unused(game, seat):
        return
    if cause in NO_REVENGE or (cause == "红牌罚下" and not game.options["red_card_revenge"]):
        if game.record_traces:
            game.trace(f"{seat}号 因{cause}出局：不能发动<报复>")
        return
    due = next_node(game)
    st = game.state
    st.revenge_due.append((seat, due))
    if game.record_traces:
        game.trace(f"{seat}号 可以在下一个时间节点（{due}）发动<报复>")


def offer_revenge(game: "HlmGame", at: str) -> None:
    """Offer every 报复 due at this time node; the step that offers settles it (`offers.settle`: the
    victim goes out after the 黑狼王). A 黑狼王 out at 夜间 is told now: 黑狼王需立即决定<报复>."""
    st = game.state
    if not st.revenge_due:
        return
    due = [king for king, node in st.revenge_due if node == at]
    if not due:
        return
    st.revenge_due = [r for r in st.revenge_due if r[1] != at]
    for king in due:
        st.revenge_live = king
        life.tell(game, [king])
        triggers.offer(game, king, "报复", 0)


def revenge(game: "HlmGame", intent: Intent) -> None:
    target, king = intent.targets[0], intent.actor
    wolves_out = not any(s.alive and s.camp == WOLF for s in game.seats.values())
    settle(game, [Harm("报复", "报复", king, target)])
    if game.seats[target].alive:
        if game.record_traces:
            game.trace(f"报复：{target}号 未出局")
        return
    text = f"{seat_label(game, target)}被{seat_label(game, king)}带走。"
    if is_night(game):
        news(game, "revenge", text)
    else:
        game.announce(text)
    role = game.seats[target].role
    if wolves_out and (role in GODS or role == COMMONER):
        st = game.state
        st.last_wolf_revenge = target


冲锋 = SkillDef("冲锋", "night", frozenset({限定, 指定}), uses=1, step="(4)", effect=charge,
              description="选择任意一名角色对结算目标造成一次指杀，造成一次伤害。")
报复 = SkillDef("报复", "reactive", frozenset({指定}), effect=revenge,
              description="不是因为<毒药>出局的情况下，若冲锋可用，则黑狼王出局后，在下一个时间节点，可以选择任意一名角色，对该角色造成一次伤害。")

ROLE = RoleDef("黑狼王", WOLF, (*SHARED, 冲锋, 报复), groups=(PACK,), listens=(on(DEATH, on_death),),
               description="黑狼王发动技能的公示：除黑狼王<冲锋>不公示以外，黑狼王<报复>发动必定会公示：XXX被XXX带走。")
