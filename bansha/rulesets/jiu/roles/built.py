"""The roles of the draft pool, read from their modules (one per identity, each named by the roster, roster.py).
`ROLES` knows every identity of the pool (so a drafted line-up names them); `BUILT` are those whose module is
written — the roster refuses the rest by name until they are (see the checklist test's not-yet list). Every
table a role has a part in is read here from the modules, never written by hand (docs/new-role.md). Here, not
in the package's `__init__`, so that importing one module of the package (the kit, the gifts) loads no role."""
from __future__ import annotations

from importlib import import_module
from typing import Any

from bansha.engine.skills import RoleDef, SkillDef

from ..common import IDENTITIES

# the role modules, in the roster's order (listeners of one priority run in it)
MODULES: dict[str, Any] = {i.name: import_module(f".{i.module}", __package__) for i in IDENTITIES if i.module}
_BUILT: dict[str, RoleDef] = {name: m.ROLE for name, m in MODULES.items()}
BUILT = frozenset(_BUILT)
ROLES = {i.name: _BUILT.get(i.name) or RoleDef(i.name, i.faction) for i in IDENTITIES}
# every skill a module defines (its identity's, those it grants later, its copies'), by name, in the roster's order
SKILL_NAMES: tuple[str, ...] = tuple(dict.fromkeys(
    d.name for m in MODULES.values() for v in vars(m).values()
    for d in (v if isinstance(v, (tuple, list)) else (v,)) if isinstance(d, SkillDef)))
# 身份属性: what a copy of the identity gets (JIU-R119, R133), where its module says (`COPIED`)
COPIED_AS = {name: m.COPIED for name, m in MODULES.items() if hasattr(m, "COPIED")}
