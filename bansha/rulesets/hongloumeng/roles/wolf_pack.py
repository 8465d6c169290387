"""狼人阵营共通技能: 杀人, and 狼魂祈礼<强制> on night 1, which makes one of 残暴/窥探/顶盾 the
pack's shared skill for the rest of the game. The pack is one group (狼人阵营全员群内) and a wolf
that goes out stays in it (已经出局的狼群中的角色仍然留在狼群)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from bansha.engine.draws import Draws
from bansha.engine.period import Period
from bansha.engine.model import Status
from bansha.engine.skills import Intent, SkillDef, SkillSlot, 团队, 强制, 指定, 限定

from ..common import COMMONER, COVEN, GODS, PACK, VILLAGE, WOLF, number
from ..harm import Harm, immune_to_all
from ..state import tonight

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import HlmGame


PICKS: Final = ("残暴", "窥探", "顶盾")


def pointed(game: "HlmGame", actor: int, target: int, cause: str) -> None:
    """A 指杀: one damage, and the witch's 灵通 sees it."""
    night = tonight(game)
    night.harms12.append(Harm("指杀", cause, actor, target))
    night.pointed.append((cause, target))


def kill(game: "HlmGame", intent: Intent) -> None:
    target = intent.targets[0]
    pointed(game, intent.actor, target, "杀人")
    if game.record_traces:
        game.trace(f"(3′) {intent.actor}号 代表狼群指杀 {target}号")


def first_night(game: "HlmGame", seat: "Seat", defn: SkillDef) -> str | None:
    """首夜 only: a condition on the moment (`SkillDef.when`), so no later night offers it or waits for it."""
    return "<狼魂祈礼>只能在首夜选择" if game.period != "night 1" else None


def one_of_three(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    return "<狼魂祈礼>须在<残暴><窥探><顶盾>里面选择一个" if intent.choice not in PICKS else None


def granted(intent: Intent) -> SkillSlot:
    """The skill 狼魂祈礼 picks, as one slot shared by the pack (made once, installed at step (3))."""
    slot = intent.slot.data.get("granted")
    if slot is None:
        slot = intent.slot.data["granted"] = SkillSlot.of(GRANTS[intent.choice], "狼魂祈礼")
    return slot


def pray(game: "HlmGame", intent: Intent) -> None:
    slot = granted(intent)
    game.group_skills.setdefault(PACK, []).append(slot)
    st = game.state
    st.狼魂祈礼 = intent.choice
    game.group_message(PACK, f"狼魂祈礼：本局狼人阵营共通技能为<{intent.choice}>。")
    if game.record_traces:
        game.trace(f"(3′) 狼魂祈礼：{intent.choice}")


def promise_grant(game: "HlmGame", intent: Intent) -> None:
    """窥探/顶盾 chosen by 狼魂祈礼 tonight are usable at once, in the same step: promise the
    pack's shared slot to every member when the pick is taken."""
    if intent.choice in GRANTS:
        slot = granted(intent)
        game.promises.extend((m, slot) for m in game.members(PACK))


def from_night_two(game: "HlmGame", seat: "Seat", defn: SkillDef) -> str | None:
    """从第二晚开始可以发动: a condition on the moment (`SkillDef.when`), so night 1 does not offer it."""
    return "<残暴>从第二晚开始可以发动" if number(game) < 2 else None


def cruelty(game: "HlmGame", intent: Intent) -> None:
    night = tonight(game)
    target = intent.targets[0]
    night.harms12.append(Harm("残暴", "残暴", intent.actor, target))
    if game.record_traces:
        game.trace(f"(3′) 残暴：{target}号（女巫<灵通>看不见残暴）")


def peek_night(game: "HlmGame", seat: "Seat", defn: SkillDef) -> str | None:
    """The two roles are chosen on night 1 only (`SkillDef.when`); later nights tell the counts by themselves."""
    return "<窥探>的两名角色只在首夜选择；之后每晚自动得知剩余存活人数" if game.period != "night 1" else None


def non_wolves(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    if any(game.seats[t].camp == WOLF for t in intent.targets):
        return "<窥探>需选择两名非狼人阵营角色"
    return None


def tell_pack(game: "HlmGame", skill: str, result: Any, target: int | None = None) -> None:
    """Information for the pack reaches every member, the exited ones too (they stay in the group)."""
    for w in game.members(PACK):
        game.feedback(w, skill, result, target)


def peek(game: "HlmGame", intent: Intent) -> None:
    """首夜先刀后验: the two actual roles, after the kill is submitted."""
    night = tonight(game)
    night.peeked = True
    for t in intent.targets:
        tell_pack(game, "窥探", game.seats[t].role, t)


def peek_counts(game: "HlmGame") -> None:
    """从第二晚夜间阶段开始后的每个游戏日夜晚: 神职、村民、魔女会的剩余存活人数."""
    alive = [s for s in game.seats.values() if s.alive]
    gods = sum(1 for s in alive if s.camp == VILLAGE and s.role in GODS)
    commons = sum(1 for s in alive if s.camp == VILLAGE and s.role == COMMONER)
    coven = sum(1 for s in alive if s.camp == COVEN)
    tell_pack(game, "窥探", f"神职{gods}，村民{commons}，魔女会{coven}")


def forced(game: "HlmGame") -> None:
    """<强制>: a 狼魂祈礼 or a first-night 窥探 the pack did not submit is chosen at random;
    from night 2 a pack holding 窥探 learns the counts by itself."""
    pack = [w for w in game.members(PACK) if game.seats[w].alive]
    if not pack:
        return
    st = game.state
    if game.period == "night 1":
        if st.狼魂祈礼 is None:
            pick = Draws(game.rng).choice(PICKS)  # rng.choice, draw for draw, compiled
            game.group_skills.setdefault(PACK, []).append(SkillSlot.of(GRANTS[pick], "狼魂祈礼"))
            st.狼魂祈礼 = pick
            game.group_message(PACK, f"狼魂祈礼<强制>未选择，随机确定为<{pick}>。")
            if game.record_traces:
                game.trace(f"(3″) 狼魂祈礼未选择：随机确定为{pick}")
        night = tonight(game)
        if st.狼魂祈礼 == "窥探" and not night.peeked:
            others = [n for n in sorted(game.seats) if game.seats[n].alive and game.seats[n].camp != WOLF]
            picked = sorted(game.rng.sample(others, min(2, len(others))))
            if game.record_traces:
                game.trace(f"(3″) 窥探<强制>未选择目标：随机选择{picked}")
            peek(game, Intent(pack[0], SkillSlot.of(窥探, "狼魂祈礼"), tuple(picked)))
    elif st.狼魂祈礼 == "窥探":
        peek_counts(game)


def one_wolf(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    if game.seats[intent.targets[0]].camp != WOLF:
        return "<顶盾>需选择一名狼人"
    return None


def until_next_night(game: "HlmGame") -> str:
    """持续至下一日夜晚到来前: the last period before the next night."""
    label = game.period
    while True:
        nxt = game.ruleset.next_period(label)
        if Period(nxt).kind == "night":
            return label
        label = nxt


def shield(game: "HlmGame", intent: Intent) -> None:
    until = until_next_night(game)
    target = intent.targets[0]
    immune_to_all(game, target, "顶盾", intent.actor, until)
    game.seats[target].statuses.append(Status("顶盾", intent.actor, until))
    if game.record_traces:
        game.trace(f"(3′) 顶盾：{target}号 免疫所有伤害至{until}结束，被预言时视为村民阵营")


杀人 = SkillDef("杀人", "night", frozenset({团队, 指定}), step="(3′)", team=PACK, effect=kill,
              description="游戏日夜晚，该阵营共群的角色可以共同指杀一名角色，造成一次伤害。")
狼魂祈礼 = SkillDef("狼魂祈礼", "night", frozenset({团队, 强制}), targets=0, step="(3′)", team=PACK,
                when=first_night, checks=(one_of_three,), effect=pray, choices=PICKS, on_accept=promise_grant,
                description="首夜，该阵营共群的角色可在<残暴><窥探><顶盾>里面选择一个作为本局的狼魂祈礼技能，该技能为狼人阵营共通技能。")
残暴 = SkillDef("残暴", "night", frozenset({团队, 限定, 指定}), uses=1, step="(3′)", team=PACK,
              when=from_night_two, effect=cruelty,
              description="从第二晚开始可以发动，选择一名角色，对其造成一次伤害。（女巫<通灵>看不见残暴）")
窥探 = SkillDef("窥探", "night", frozenset({团队, 强制, 指定}), targets=2, step="(3′)", team=PACK,
              allow_self=False, when=peek_night, checks=(non_wolves,), effect=peek,
              description="首夜，狼人阵营需选择两名非狼人阵营角色，得知其[实际身份]；从第二晚夜间阶段开始后的每个游戏日夜晚，"
                          "狼人阵营得知村民阵营神职、村民、魔女会的剩余存活人数。注：首夜先刀后验。")
顶盾 = SkillDef("顶盾", "night", frozenset({团队, 限定, 指定}), uses=1, step="(3′)", team=PACK,
              checks=(one_wolf,), effect=shield,
              description="游戏日夜晚选择一名狼人，该名狼人将获得持续至下一日夜晚到来前的免疫所有伤害效果，被预言时视为村民阵营。")

GRANTS = {"残暴": 残暴, "窥探": 窥探, "顶盾": 顶盾}
SHARED = (杀人, 狼魂祈礼)
