"""One module per role; `ROLES` is the roster the ruleset knows — the one place a new role is added.
The exit list's slots and the win's parts are read from it, in this order."""
from . import elder, hunter, seer, villager, werewolf

ROLES = {m.ROLE.name: m.ROLE for m in (werewolf, seer, elder, hunter, villager)}
