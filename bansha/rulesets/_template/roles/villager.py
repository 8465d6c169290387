"""平民: no skill."""
from bansha.engine.skills import RoleDef

VILLAGE = "村民阵营"

ROLE = RoleDef("平民", VILLAGE, ())
