"""The rulesets bansha knows, by the ids the replay contract names."""
from __future__ import annotations

from importlib import import_module

from bansha.engine.ruleset import Ruleset

KNOWN = {"pvz": "bansha.rulesets.pvz", "hongloumeng": "bansha.rulesets.hongloumeng", "bajian": "bansha.rulesets.bajian"}


def get(ruleset_id: str) -> Ruleset:
    if ruleset_id not in KNOWN:
        raise KeyError(ruleset_id)
    return import_module(KNOWN[ruleset_id]).RULESET


def ids() -> list[str]:
    return list(KNOWN)
