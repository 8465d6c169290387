"""狂戮⑩: 大杀四方 [深夜][指定] — any number of roles, a guessed identity each; every [杀人] tonight deals
no damage; then, only if every 结算目标's [实际身份] matches its guess, each takes an [指杀] (JIU-R124,
R266)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import IDENTITY, Ask, RoleDef

from .. import harm
from ..common import WOLF, BY_NAME
from ._kit import skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame

SLOT = "狂戮大杀四方"  # its entry of the exit list (下列顺序统计出局名单)


def guesses(game: "JiuGame", seat, intent):
    g = intent.choice
    if not isinstance(g, list) or len(g) != len(intent.targets) or any(x not in BY_NAME for x in g):
        return "<大杀四方>需要为每个选择目标猜测一个身份（按目标顺序）"
    return None


def slaughter(game: "JiuGame", use):
    L = game.ledger
    L.kills_void = True
    dropped = [h for h in L.hits if h.cause == "杀人"]
    L.hits = [h for h in L.hits if h.cause != "杀人"]
    for h in dropped:
        game.trace(f"<大杀四方>：今晚发动的[杀人]不会造成伤害（{h.target}号）")
    if use.pairs and all(game.seats[t].role == use.choice[i] for i, t in use.pairs):
        for t in use.settled:
            harm.damage(game, t, "指杀", use.actor, "大杀四方", slot=SLOT)
    else:
        game.trace("<大杀四方>：猜测不完全正确，无人受到指杀")


大杀四方 = skill("大杀四方", "深夜", slaughter, tags=(指定,), max_targets=99, checks=(guesses,), ask=Ask(IDENTITY, "猜测的身份", count=0),
             choice_help="按目标座位号从小到大，为每个目标猜一个身份，如 [\"预言家\", \"狼巫\"]",
             description="任意数量名角色并各猜测一个身份：今晚的[杀人]不造成伤害；全部猜对则所有结算目标受到[指杀]。")

ROLE = RoleDef("狂戮", WOLF, (大杀四方,), exit_slot=SLOT)
