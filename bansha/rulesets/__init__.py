"""The rulesets bansha knows, by the ids the replay contract names."""
from __future__ import annotations

import sys
from importlib import import_module

from bansha.engine.ruleset import Ruleset

KNOWN = {"pvz": "bansha.rulesets.pvz", "hongloumeng": "bansha.rulesets.hongloumeng", "bajian": "bansha.rulesets.bajian",
         "jiu": "bansha.rulesets.jiu"}


def get(ruleset_id: str) -> Ruleset:
    if ruleset_id not in KNOWN:
        raise KeyError(ruleset_id)
    name = KNOWN[ruleset_id]
    # asked on every game and request: skip importlib once loaded. A module another thread is still
    # importing is in sys.modules without its RULESET yet: import_module then waits for that import
    rs = getattr(sys.modules.get(name), "RULESET", None)
    return rs if rs is not None else import_module(name).RULESET


def ids() -> list[str]:
    return list(KNOWN)
