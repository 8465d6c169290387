"""混血儿 (×21): 支持【强制】 (choose a 节气 before the game; take the camp of the seat holding it;
never one's own: 需要重新选择) and 感知【强制】 (camps.tell_changes)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillDef, 强制

from ..common import HYBRID, NONE, TERMS, label

if TYPE_CHECKING:
    from ..state import BjGame


def _check(game: "BjGame", seat, intent) -> str | None:
    term = intent.choice
    if intent.targets:
        return "<支持>选择一种节气，而非角色"
    if term not in TERMS:
        return f"<支持>需要从二十四节气中选择一种节气：{term}不是节气"
    if game.state.term.get(seat.no) == term:
        return "若支持了自己，将需要重新选择"
    return None


def support(game: "BjGame", intent):
    st = game.state
    seat = game.seats[intent.actor]
    if seat.role != HYBRID:
        game.reject(intent.actor, "支持", f"{intent.actor}号 已不是混血儿（已被征召），不能<支持>")
        return
    if intent.actor in st.support:
        game.reject(intent.actor, "支持", f"{intent.actor}号 已经支持了一种节气")
        return
    target = next(n for n, t in st.term.items() if t == intent.choice)
    st.support[intent.actor] = target
    shown = label(game, target)
    if game.options["support_reveals"] == "身份":
        shown += f"（{game.seats[target].role}）"
    game.feedback(intent.actor, "支持", shown)


支持 = SkillDef("支持", "start", frozenset({强制}), targets=0, step="支持", checks=(_check,), effect=support,
              choice_help="一种节气，如“清明”", choices=TERMS,
              description="游戏开始前，混血儿需要从二十四节气中选择一种节气进行支持，混血儿将知晓该节气对应的角色，"
                          "混血儿的阵营变为与该角色相同的阵营。若支持了自己，将需要重新选择。")
感知 = SkillDef("感知", "start|night|day", frozenset({强制}), targets=0, auto=True,
              description="混血儿会知道自己所属的阵营。每个游戏日夜晚所有行动结束后，若混血儿的阵营有所改变，会被告知。")

ROLE = RoleDef(HYBRID, NONE, (支持, 感知))
