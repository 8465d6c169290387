"""One module per role; `ROLES` is every identity 078 knows (only 狼王, 长老, 吹笛者 and 混血儿 are
dealt; the other eight come through 征召)."""
from . import elder, guard, hunter, hunting_wolf, hybrid, piper, red_wolf, seer, snow_wolf, vulture, witch, wolf_king

ROLES = {m.ROLE.name: m.ROLE for m in (wolf_king, elder, piper, hybrid, vulture, hunting_wolf, red_wolf,
                                        snow_wolf, seer, witch, guard, hunter)}
