"""长老 (村民阵营 leader, the seed's 村长): 征召 (conscription.py), 权威 (the elder's vote counts as
1 to X votes, X = living 特权, told privately before the count; usable from day 1), 长寿之命【强制】
(the first valid 指杀 does not put it out unless it is burned: night.py check 5)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import NUMBER, Ask, RoleDef, SkillDef, 强制

from ..common import ELDER, GODS, VILLAGE
from ..conscription import 征召

if TYPE_CHECKING:
    from ..state import BjGame


def living_gods(game: "BjGame") -> int:
    return sum(1 for s in game.seats.values() if s.alive and s.role in GODS)


def _authority_check(game: "BjGame", seat, intent) -> str | None:
    x = living_gods(game)
    if x == 0:
        return "<权威>：当前没有存活的特权（X为当前存活特权数量），无法发动"
    k = intent.choice
    if type(k) is not int or not 1 <= k <= x:
        return f"<权威>：长老投出的票可当做1至{x}票计算（X为当前存活特权数量），不能当做{k}票"
    if game.kind != "day":
        return "<权威>只能在白天投票时发动"
    return None


def authority(game: "BjGame", intent):
    game.ledger.authority[intent.actor] = intent.choice


权威 = SkillDef("权威", "day", frozenset(), targets=0, step="投票", checks=(_authority_check,), effect=authority,
              ask=Ask(NUMBER, "长老的票当做几票（1至X，X为当前存活特权数量）", limit=24),
              description="长老投出的票可暗记当做1至X票计算，X为当前存活特权数量，当做几票由长老私聊导演决定。第一天可以发动权威。")
长寿之命 = SkillDef("长寿之命", "start|night|day", frozenset({强制}), targets=0, auto=True,
                description="长老第一次被有效指杀时，若长老未被烧伤，则不会出局。")

ROLE = RoleDef(ELDER, VILLAGE, (征召, 权威, 长寿之命))
