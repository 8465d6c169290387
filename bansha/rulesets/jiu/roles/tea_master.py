"""茶艺师⑤: 茶艺服侍 [强制] — while its 电梯楼 neighbours share its [实际阵营], they hold [不死] and [秩序]
(JIU-R74). Continuous (JIU-A11): recomputed after every change of the 电梯楼 (an exit, a revival, a seat leaving or
coming back, JIU-A33) and of a faction, so the statuses come and go with the elevator; by default both neighbours
must match (option `tea_neighbours`: each matching neighbour). The effect ends with the 茶艺师's exit or [遗忘]."""
from typing import TYPE_CHECKING, Any

from bansha.engine.elevator import neighbours
from bansha.engine.events import on
from bansha.engine.skills import RoleDef
from ..events import ACQUIRED, CAMP_CHANGED, DEALT, DEATH, ELEVATOR, REVIVE, STATUS

from .. import acquire, statuses
from ..common import VILLAGE, judged_camp, seats_in_order
from ._kit import skill, 强制
from ..acquire import holds

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "茶艺服侍"
GIVES = ("不死", "秩序")


def _protected(game: "JiuGame", n) -> set[int]:
    if not holds(game, n, NAME):
        return set()
    mine = judged_camp(game, n)
    nb = neighbours(game, n)
    same = {m for m in nb if judged_camp(game, m) == mine}
    if game.options["tea_neighbours"] == "两邻都相同":
        return same if same == set(nb) else set()
    return same


def refresh(game: "JiuGame", *_: Any) -> None:
    for tea in acquire.bearers(game, "茶艺师"):
        keep = _protected(game, tea)
        for n, seat in seats_in_order(game):
            mine = [st for st in seat.statuses if st.data.get(NAME) == tea]
            if n not in keep:
                if mine:
                    seat.statuses = [st for st in seat.statuses if st not in mine]
                    game.trace(f"{n}号 不再受<茶艺服侍>：失去{'、'.join(st.name for st in mine)}")
                continue
            have = {st.name for st in mine}
            for name in GIVES:
                if name not in have:
                    marked: dict[str, Any] = {NAME: tea}  # the status's data key is a name, not a keyword
                    statuses.give(game, n, name, tea, tell=False, **marked)


def _forgetting(game: "JiuGame", seat, status):
    """[遗忘] on the 茶艺师 takes its 强制 skill, and the lasting effect with it."""
    if acquire.bears(game, game.seats[seat], "茶艺师") and "遗忘" in statuses.effects(status):
        refresh(game)


茶艺服侍 = skill(NAME, "晨曦", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
              description="若茶艺师的电梯楼邻居与茶艺师的实际阵营都相同，则茶艺师的邻居获得[不死][秩序]状态。")

ROLE = RoleDef("茶艺师", VILLAGE, (茶艺服侍,), listens=(on(DEALT, refresh), on(DEATH, refresh), on(REVIVE, refresh),
                                                on(ELEVATOR, refresh),  # a leaver, a held night exit (JIU-A33, A06)
                                                on(CAMP_CHANGED, refresh), on(ACQUIRED, refresh), on(STATUS, _forgetting)))
