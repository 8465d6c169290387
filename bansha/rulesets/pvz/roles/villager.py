"""平民 (4.2.7): 没有技能."""
from bansha.engine.skills import RoleDef

from ..common import VILLAGE

ROLE = RoleDef("平民", VILLAGE, ())
