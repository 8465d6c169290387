"""One module per role; `ROLES` is the roster the ruleset knows."""
from . import seer, villager, werewolf

ROLES = {m.ROLE.name: m.ROLE for m in (werewolf, seer, villager)}
