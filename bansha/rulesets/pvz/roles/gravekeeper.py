"""守墓人 (4.2.4): 验尸<强制> reads the camp of the previous day's exile, by itself."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 强制

from ..common import VILLAGE, night_no

if TYPE_CHECKING:
    from ..state import PvzGame


def autopsy(game: "PvzGame", intent: Intent) -> None:
    st = game.state
    exiled = st.exiled.get(night_no(game) - 1)
    if exiled is not None:
        game.feedback(intent.actor, "验尸", game.seats[exiled].surface_camp, exiled)
    else:
        game.trace(f"(1) {intent.actor}号 验尸：前一日无人因放逐投票出局，无反馈")


验尸 = SkillDef("验尸", "night", frozenset({强制}), targets=0, step="(1)", auto=True, effect=autopsy,
              description="游戏日夜晚，反馈前一日因放逐投票出局的角色所属阵营。")

ROLE = RoleDef("守墓人", VILLAGE, (验尸,))
