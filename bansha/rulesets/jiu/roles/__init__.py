"""One module per identity of the draft pool. `ROLES` knows every identity of the pool (so a
drafted line-up names them); `BUILT` are those whose skills are written — the roster refuses the
rest by name until they are (see the checklist test's not-yet list)."""
from bansha.engine.skills import RoleDef

from ..common import IDENTITIES
from . import (black_merchant, corpse_driver, demon_emperor, detective, duck, elder, kuanglu, lan, lightning,
               miracle_merchant, nine_tails, plague, qiongqi, rust_knight, sage, saintess, secret_admirer, seer, soul,
               taiping, tea_master, tengu, wolf_dog, wolf_witch, zhuque)
from . import fire_thief, sacrifice
from . import invoker, phantom_thief

_BUILT = {m.ROLE.name: m.ROLE for m in (seer, soul, black_merchant, sage, detective, lightning, zhuque, saintess,
                                         demon_emperor, wolf_witch, lan, duck, kuanglu, plague, nine_tails, rust_knight,
                                         tea_master, wolf_dog, tengu, elder, corpse_driver, qiongqi,
                                         miracle_merchant, secret_admirer, taiping)}
_BUILT.update({m.ROLE.name: m.ROLE for m in (fire_thief, sacrifice)})
_BUILT.update({m.ROLE.name: m.ROLE for m in (invoker, phantom_thief)})
from . import venus  # noqa: E402
_BUILT[venus.ROLE.name] = venus.ROLE
COPIED_AS = {venus.ROLE.name: venus.COPIED}  # 身份属性: what a copy of the identity gets (JIU-R133)
from . import dreamer  # noqa: E402
_BUILT[dreamer.ROLE.name] = dreamer.ROLE
COPIED_AS[dreamer.ROLE.name] = dreamer.COPIED  # JIU-R119
BUILT = frozenset(_BUILT)
ROLES = {i.name: _BUILT.get(i.name) or RoleDef(i.name, i.faction) for i in IDENTITIES}
