"""One module per PVZ role; `ROLES` is the roster the ruleset knows."""
from . import (admirer, gargoyle, gravekeeper, guard, hunter, merchant, seer, villager, werewolf,
               witch, wolf_king)

ROLES = {m.ROLE.name: m.ROLE for m in (werewolf, wolf_king, gargoyle, seer, witch, hunter,
                                       gravekeeper, guard, merchant, villager, admirer)}
