"""Order inside a sub-phase (JIU-R161, R162). 互不影响: 手速 order (submission). 有先后顺序: the action
order's slot first; within it, a real identity using its own skill, then other identities' skills
(gifts, borrowed), then 小号; in the same class the identity listed later in the rules first."""
from __future__ import annotations

from .common import RULE_ORDER, Source


def by_speed(intent):
    return intent.index


def ordered(step_skills: tuple[str, ...]):
    rank = {name: k for k, name in enumerate(step_skills)}

    def key(intent):
        slot = intent.slot
        own = 0 if slot.source in (Source.IDENTITY, Source.TEAM, Source.TAKES_KNIFE) else 1
        return (rank.get(slot.defn.name, 99), own, -RULE_ORDER.get(slot.data.get("role", ""), -1), intent.index)
    return key
