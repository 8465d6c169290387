"""新月 奇迹 (JIU-R160, R255, ④ [指定][限定])."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import life
from bansha.engine.procedure import OPEN

from .. import directed, statuses

if TYPE_CHECKING:
    from ..state import JiuGame


def cast(game: "JiuGame") -> bool:
    """奇迹④ [指定][限定]: the last role to exit through [杀人] is revived, gets a permanent [净化] and is
    told. One whose exit is not yet published leaves the unpublished list and gives its 遗言 slot back,
    nobody else told (PS, JIU-R255). With no such role out, nothing can be cast: the 新月 waits (rulings.md, 奇迹)."""
    st = game.state
    last = next((n for n, cause, _ in reversed(st.exits) if cause == "杀人"), None)
    if last is None or game.seats[last].alive or game.seats[last].life == life.LEFT:
        game.trace("<奇迹>：没有可复活的因[杀人]出局的角色")
        return False

    def settle(g, use):
        for t in use.settled:
            seat = g.seats[t]
            if t in st.unpublished:
                st.unpublished.remove(t)
                if seat.data.get("遗言") == OPEN:  # its slot not yet used by words
                    seat.data.pop("遗言")
                    st.words_left += 1
            life.revive(g, t, "奇迹")
            statuses.give(g, t, "净化", None, tell=False)
            g.notice(t, "新月<奇迹>：你复活了，并永久获得[净化]状态。")
    directed.cast(game, "奇迹", [last], settle)
    return True
