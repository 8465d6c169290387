"""闪电战士⑦: 轰雷斩 [强制] — once the exile vote is settled, the role it voted for gets [流血], and
one more when that role is of 狼人阵营 with no 狼 in its [实际身份] (JIU-R81; JIU-A10: the warrior's
own vote target). A second bleed is the 二次流血 of 黄昏1."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import VOTE_SETTLED

from .. import acquire, statuses
from ..common import VILLAGE, WOLF, judged_camp, seats_in_order
from ._kit import skill, 强制

if TYPE_CHECKING:
    from ..state import JiuGame


def thunder(game: "JiuGame", voters):
    if not acquire.may_bear(game, "闪电战士"):
        return
    for n, s in seats_in_order(game):
        if not acquire.bears(game, s, "闪电战士") or not s.alive or "轰雷斩" in s.lost or statuses.blocked(s, statuses.FORCED):
            continue
        t = voters.get(n)
        if t is None:
            continue
        statuses.give(game, t, "流血", n)
        target = game.seats[t]
        if judged_camp(game, t) == WOLF and "狼" not in target.role:  # 狼狗 by its side (JIU-A15)
            statuses.give(game, t, "流血", n)


轰雷斩 = skill("轰雷斩", "黄昏", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
            description="放逐投票结算后：投票目标获得[流血]，若其为狼人阵营且实际身份没有狼字，再额外获得[流血]。")

ROLE = RoleDef("闪电战士", VILLAGE, (轰雷斩,), listens=(on(VOTE_SETTLED, thunder),))
