"""One module per [M162]红楼梦 role; `ROLES` is the roster, in the seed's order."""
from . import (apprentice, black_wolf_king, dreamer, glory_knight, judge, red_hood, seer, villager, werewolf, witch,
               wolf_witch)

ROLES = {m.ROLE.name: m.ROLE for m in (black_wolf_king, wolf_witch, werewolf, seer, glory_knight, judge, red_hood,
                                       villager, witch, dreamer, apprentice)}
