"""九天圣人⑤ (有九天圣人必有帝尊魔皇): the guards of guards.py (JIU-R67–R70)."""
from bansha.engine.skills import RoleDef

from ..common import VILLAGE
from .guards import SKILLS, SLOT

ROLE = RoleDef("九天圣人", VILLAGE, SKILLS, exit_slot=SLOT)
