"""狼狗⑤: 做狼还是做狗 [开局][黄昏][强制] (JIU-R94–R96). Before the game it picks a side: 做狼 — [群内],
surface 狼人阵营/狼狗, every skill judges it wolf; 做狗 — no [群内], surface 村民阵营 and a village
identity of its choosing, every skill judges it village. At every 黄昏 (黄昏2) it must switch. Its
[实际阵营] stays 狼人阵营 for wins and losses (JIU-A15). Losing the skill ([遗忘], 出局) leaves a
群外白板: no [群内], judged and seen as what it is. A choice not made: JIU-A15 in rulings.md."""
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import CAMP_CHANGED, STATUS

from .. import acquire, knife, statuses
from ..common import GROUP, IDENTITIES, IN_GROUP, VILLAGE, WOLF, labels
from ..notify import tell
from ..state import Sides
from ._kit import skill, 强制

if TYPE_CHECKING:
    from ..state import JiuGame

NAME: str = "做狼还是做狗"  # annotated: modules in 245's import circle read it before it is inferred
WOLF_SIDE, DOG_SIDE = "做狼", "做狗"
VILLAGE_IDS = tuple(i.name for i in IDENTITIES if i.faction == VILLAGE)


@dataclass
class DogFace:
    """The 村民阵营 identity a 狼狗 shows as a dog, drawn once and kept, and the side it is on now."""
    face: str | None = None
    side: str | None = None  # 做狼 or 做狗; None before the choice, or once a 群外白板 (JIU-R96)


def _side(choice):
    if choice == WOLF_SIDE:
        return WOLF_SIDE, None
    if isinstance(choice, (list, tuple)) and len(choice) == 2 and choice[0] == DOG_SIDE:
        return DOG_SIDE, choice[1]
    if choice == DOG_SIDE:
        return DOG_SIDE, None
    return None, None


def check(game: "JiuGame", seat, intent):
    side, face = _side(intent.choice)
    if intent.choice is not None and side is None:
        return '<做狼还是做狗>：选择"做狼"，或["做狗", 一个村民阵营的身份]'
    if face is not None and face not in VILLAGE_IDS:
        return f"<做狼还是做狗>：做狗时的表面身份须为一个村民阵营的身份（{face}不是）"
    now = seat.state_of(DogFace).side
    if game.kind == "day" and side is not None and side == now:
        return f"<做狼还是做狗>：游戏日黄昏，狼狗必须切换到另外一个身份（现在已是{now}）"
    return None


def become(game: "JiuGame", n: int, side: str, face: str | None) -> None:
    seat = game.seats[n]
    seat.state_of(DogFace).side = side
    knife.tags(game, n)
    have = knife.kept(game, n)
    if side == WOLF_SIDE:
        have.add(IN_GROUP)
        seat.surface_camp, seat.surface_role = WOLF, "狼狗"
        seat.state_of(Sides).judged = WOLF
    else:
        have.discard(IN_GROUP)
        dog = seat.state_of(DogFace)
        face = face or dog.face or game.rng.choice(VILLAGE_IDS)
        dog.face = face
        seat.surface_camp, seat.surface_role = VILLAGE, face
        seat.state_of(Sides).judged = VILLAGE
    game.trace(f"{n}号 狼狗<{NAME}>：{side}" + (f"（表面身份{seat.surface_role}）" if side == DOG_SIDE else ""))
    tell(game, n, f"<{NAME}>：你现在{side}" + (f"，表面身份为{seat.surface_role}。" if side == DOG_SIDE else "，获得[群内]标签。"))
    before = set(game.groups.get(GROUP, ()))
    knife.refresh(game)
    if side == WOLF_SIDE and n not in before and n in game.groups.get(GROUP, ()):
        game.group_message(GROUP, f"狼狗{labels(game, [n])} 加入狼人[群内]。")
    game.fire(CAMP_CHANGED, seat=n)


def choose(game: "JiuGame", intent):
    """The side chosen, or the switch at 黄昏; a choice not given: at the start one side at random,
    at 黄昏 the other side (a dog keeps its last surface identity)."""
    seat = game.seats[intent.actor]
    side, face = _side(intent.choice)
    now = seat.state_of(DogFace).side
    if side is None or (game.kind == "day" and side == now):
        side = (game.rng.choice((WOLF_SIDE, DOG_SIDE)) if now is None
                else DOG_SIDE if now == WOLF_SIDE else WOLF_SIDE)
        game.trace(f"{intent.actor}号 狼狗未作选择：{side}")
    become(game, intent.actor, side, face)


def blank(game: "JiuGame", seat, status):
    """此技能丢失，失效或条件不符会导致狼狗失去此技能的全部效果，变成群外白板."""
    s = game.seats[seat]
    if acquire.bears(game, s, "狼狗") and "遗忘" in statuses.effects(status) and s.state_of(DogFace).side:
        s.state_of(DogFace).side = None
        knife.held(s).discard(IN_GROUP)
        s.state_of(Sides).judged = None
        s.surface_camp, s.surface_role = s.camp, s.role  # seen as what it is (a 狼狗: 狼人阵营/狼狗)
        game.trace(f"{seat}号 狼狗失去<{NAME}>：变成群外白板")
        knife.refresh(game)
        game.fire(CAMP_CHANGED, seat=seat)


_kw: dict[str, Any] = dict(targets=0, tags=(强制,), effect=choose, auto=True, checks=(check,), choices=(WOLF_SIDE, DOG_SIDE),
           choice_help='"做狼" 或 ["做狗", 村民阵营身份]',
           description="选择做狼（[群内]，表面狼人阵营/狼狗）还是做狗（无[群内]，表面村民阵营与自选的村民阵营身份）；游戏日黄昏必须切换。")
做狼还是做狗_开局 = skill(NAME, "开局", step=NAME, **_kw)
做狼还是做狗_黄昏 = skill(NAME, "黄昏", **_kw)

ROLE = RoleDef("狼狗", WOLF, (做狼还是做狗_开局, 做狼还是做狗_黄昏), listens=(on(STATUS, blank),))
