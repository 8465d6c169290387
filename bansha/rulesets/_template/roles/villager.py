"""平民: no skill; the village's part in the win — no wolf left in play."""
from bansha.engine.skills import RoleDef

VILLAGE = "村民阵营"
WOLF = "狼人阵营"


def village_wins(camps: list[str]) -> tuple[str, str] | None:
    return (VILLAGE, "狼人全部出局") if WOLF not in camps else None


ROLE = RoleDef("平民", VILLAGE, (), win=village_wins)
