"""新月 匹夫一怒，血溅五步 (JIU-R150, R253, ⑤ [指定][限定]) and the skill it gives, 崩塌狙击, which the seed
never defines (JIU-A05: rulings.md). The 选择范围 is the living role(s) of the lowest-scored village identity,
whatever their faction; 结算效果 first, then the 发动效果 (JIU-A03): everyone's [寡言] to that 黄昏's end."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import SkillDef, SkillSlot

from .. import directed, harm, statuses
from ..roles._kit import skill, 指定, 限定
from .grants import SOURCE, grant, in_play, lowest_village, pick

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "匹夫一怒，血溅五步"
SNIPE = "崩塌狙击"


def promise(game: "JiuGame") -> None:
    """Drawn by the 执警: each role of the 选择范围 may already send a 崩塌狙击 for this 正午 (a promise until the
    新月 settles; only the 结算目标's is kept), as a 正午 skill must be taken before the day settles."""
    for n in lowest_village(game):
        slot = SkillSlot.of(崩塌狙击, SOURCE)
        slot.data["day"] = str(game.period)
        game.promises.append((n, slot))


def cast(game: "JiuGame") -> bool:
    pool = lowest_village(game)
    if not pool:
        game.trace(f"<{NAME}>：没有存活的村民身份角色")
        return False
    day = str(game.period)

    def settle(g, use):
        for t in use.settled:
            promised = [s for n, s in g.promises if n == t and s.defn is 崩塌狙击]
            grant(g, t, 崩塌狙击, slot=promised[0] if promised else None, day=day)
            g.notice(t, f"新月<{NAME}>：你获得[{SNIPE}]技能，持续至今天正午结束。")
    directed.cast(game, NAME, pick(game, pool, moon=NAME), settle)
    for n in in_play(game):  # 发动效果: 所有角色获得[寡言]状态，持续至当天黄昏结束
        statuses.give(game, n, "寡言", None, until=f"{game.period}/黄昏")
    return True


def today(game: "JiuGame", seat, intent) -> str | None:
    if intent.slot.data.get("day") != str(game.period):
        return f"<{SNIPE}>：技能只持续至获得当天的正午结束"
    return None


def shoot(game: "JiuGame", use) -> None:
    for t in use.settled:
        harm.damage(game, t, game.options["collapse_snipe"], use.actor, SNIPE)


_shoot = directed.directed(shoot)


def effect(game: "JiuGame", intent) -> None:
    """Only the 结算目标 of the 新月 holds it: a promised seat the director did not choose has nothing to send."""
    if all(s is not intent.slot for s in game.seats[intent.actor].skills):
        return game.reject(intent.actor, SNIPE, f"<{SNIPE}>：你不是新月<{NAME}>的结算目标，没有此技能")
    _shoot(game, intent)


崩塌狙击: SkillDef = skill(SNIPE, "正午", tags=(指定, 限定), uses=1, effect=effect, checks=(today,), step="正午",
             description="（新月<匹夫一怒，血溅五步>，持续至当天正午结束）对结算目标造成一次伤害（默认[致死伤害]）。")
