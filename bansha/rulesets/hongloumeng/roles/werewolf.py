"""狼人: only the pack's shared skills (长夜将至 is flavour text)."""
from bansha.engine.skills import RoleDef

from ..common import PACK, WOLF
from .wolf_pack import SHARED

ROLE = RoleDef("狼人", WOLF, SHARED, groups=(PACK,), description="长夜将至。")
