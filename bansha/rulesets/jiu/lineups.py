"""The line-up (JIU-R01–R10, R04): the 轮抽 draft itself is not in the seed (JIU-A01), so a game is
made from a drafted line-up — one identity of the pool per seat, each at most once, 随机好人 already
turned into the village identity it became — checked against the seed's presence rules:

- 有九天圣人必有帝尊魔皇 / 有帝尊魔皇必有九天圣人 (JIU-R07);
- 长老狼: 开局的[群内]人数不超过狼人开局总人数的1/3则必有长老狼，超过2/3则必没有 (JIU-R08);
- 狼巫: 本局存在2个及以上的验人系时，必有该身份 (JIU-R09).

A random deal (simulate, a game made without roles) drafts a legal line-up with the game's rng."""
from __future__ import annotations

import random
from collections import Counter

from bansha.engine.draws import Draws
from bansha.engine.errors import ScenarioError

from .common import BY_NAME, IN_GROUP, IDENTITIES, RANDOM_GOOD, SEER_KIND, VILLAGE, WOLF, round_half_up
from .roles.built import BUILT

ELDER = "长老狼"


def problems(roles: list[str]) -> list[str]:
    """Every presence rule the line-up breaks, in the seed's words with the identities concerned."""
    out = []
    have = set(roles)
    if ("九天圣人" in have) != ("帝尊魔皇" in have):
        there, missing = ("九天圣人", "帝尊魔皇") if "九天圣人" in have else ("帝尊魔皇", "九天圣人")
        out.append(f"有{there}必有{missing}（阵容有{there}而没有{missing}）")
    wolves = [r for r in roles if BY_NAME[r].faction == WOLF and r != ELDER]
    grouped = [r for r in wolves if IN_GROUP in BY_NAME[r].tags]
    if wolves and 3 * len(grouped) <= len(wolves) and ELDER not in have:
        out.append(f"若开局的[群内]人数不超过狼人开局总人数的1/3则必有长老狼（[群内]{len(grouped)}人："
                   f"{'、'.join(grouped) or '无'}；其余狼人{len(wolves)}人）")
    if 3 * len(grouped) > 2 * len(wolves) and ELDER in have:
        out.append(f"开局的[群内]人数超过狼人开局总人数的2/3则必没有长老狼（[群内]{len(grouped)}人："
                   f"{'、'.join(grouped)}；其余狼人{len(wolves)}人）")
    seers = [r for r in roles if SEER_KIND in BY_NAME[r].tags]
    if len(seers) >= 2 and "狼巫" not in have:
        out.append(f"本局存在2个及以上的验人系时，必有狼巫（验人系：{'、'.join(seers)}）")
    return out


def validate(roles: list[str]) -> None:
    for i, r in enumerate(roles):
        if r == RANDOM_GOOD:
            raise ScenarioError(f"seats[{i}].role", "随机好人是轮抽的位置：请写它抽成的村民阵营身份")
    twice = [r for r, k in Counter(roles).items() if k > 1]
    if twice:
        raise ScenarioError("seats", f"身份池中的每个身份只能抽取一次：{'、'.join(twice)}出现了两次")
    bad = problems(roles)
    if bad:
        raise ScenarioError("seats", "；".join(bad))
    for i, r in enumerate(roles):
        if r not in BUILT:
            raise ScenarioError(f"seats[{i}].role", f"{r}的技能尚未实现（已实现：{'、'.join(sorted(BUILT))}）")


def validate_genders(seats: list[dict]) -> None:
    """性别 (JIU-R17): optional on every seat; where given, 男 or 女 (rulings.md, JIU-A25)."""
    for i, s in enumerate(seats):
        g = s.get("gender")
        if g is not None and g not in ("男", "女"):
            raise ScenarioError(f"seats[{i}].gender", f"性别写男或女，而不是“{g}”")


def deal(n: int, rng: random.Random) -> list[str]:
    """A random legal line-up of `n` identities of the pool (the draft is not in the seed: JIU-A01), with
    the head-counts a 版杀 table of `n` has: round(n×0.3) wolves (the fewest that can still reach the
    wolves' own 0.3/0.35 loss thresholds), 0 to 2 of 三方/不定, the rest village."""
    by_side = {side: [i.name for i in IDENTITIES if i.name in BUILT and i.faction == side] for side in (VILLAGE, WOLF)}
    others = [i.name for i in IDENTITIES if i.name in BUILT and i.faction not in (VILLAGE, WOLF)]
    wolves = max(2, round_half_up(n * 0.3))
    if not 6 <= n <= len(by_side[VILLAGE]) + wolves + 2 or wolves > len(by_side[WOLF]):
        raise ScenarioError("seats", f"jiu 的随机阵容为 6 到 {len(by_side[VILLAGE]) + round_half_up(n * 0.3) + 2} 人，"
                                     f"不是 {n} 人；更多人数请手动填写轮抽结果")
    draws = Draws(rng)  # rng.sample and rng.shuffle, draw for draw, compiled (a deal may take several tries)
    for _ in range(10_000):
        extra = rng.randint(max(0, n - wolves - len(by_side[VILLAGE])), 2)
        village = n - wolves - extra
        roles = draws.sample(by_side[WOLF], wolves) + draws.sample(others, extra) + draws.sample(by_side[VILLAGE], village)
        draws.shuffle(roles)
        if not problems(roles):
            return roles
    raise ScenarioError("seats", f"no legal line-up of {n} found")
