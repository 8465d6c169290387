"""The wolf group's skill chosen at the opening (开局群内4选1, JIU-R89–R93; rulings JIU-A05, A12, A13):
窥天 asks about 3 village identity cards at the opening; 变天 lets each [群内] wolf trade its own skills
for 自爆; 控天 names skills whose later uses by village roles fail. Each is offered only when it is
the group's choice. 遮天 (rewriting the 公告) is cover_sky.py."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.order import Step
from bansha.engine.skills import IDENTITY, SKILLS, Ask, SkillDef, SkillSlot, 强制, 翻牌

from . import harm, moons, sheriff
from .common import BY_NAME, GROUP, VILLAGE, WOLF, Source, judged_camp, label, seats_in_order
from .notify import tell
from .roles._kit import reveal, skill, 限定
from .roles import gifts

if TYPE_CHECKING:
    from .state import JiuGame

VILLAGE_CARDS = tuple(sorted(i.name for i in BY_NAME.values() if i.faction == VILLAGE))
KONGTIAN_FAILED = "你的技能因为控天导致使用失败"


def chosen(name: str):
    """A `when`: the skill is offered only when it is the group's choice (the choice made in the same
    opening step counts before it settles)."""
    def when(game: "JiuGame", seat, defn):
        pick = game.state.group_skill or next(
            (i.choice for i in game.inbox if getattr(i, "skill", None) == "群内可选技能"), None)
        if pick != name:
            return f"<{name}>：[群内]选择的群内可选技能不是{name}"
        return None
    return when


# --- 窥天 [开局][强制] -----------------------------------------------------------------------------
def check_peek(game: "JiuGame", seat, intent):
    cards = intent.choice if isinstance(intent.choice, list) else [intent.choice]
    bad = [c for c in cards if c not in VILLAGE_CARDS]
    if len(set(cards)) != 3 or bad:
        return "<窥天>：询问3张不同的村民阵营的身份牌" + (f"（{'、'.join(map(str, bad))}不是村民阵营的身份）" if bad else "")
    return None


def peek(game: "JiuGame", intent) -> None:
    _answer(game, list(intent.choice))


def _answer(game: "JiuGame", cards: list[str]) -> None:
    game.state.peeked = cards
    present = {s.role for s in game.seats.values()}
    game.group_message(GROUP, "窥天：" + "；".join(f"{c}{'存在' if c in present else '不存在'}" for c in cards))


def peek_default(game: "JiuGame") -> None:
    """窥天 is <强制>: a group that named no cards gets 3 village cards drawn at random (JIU-A05)."""
    if game.state.group_skill == "窥天" and game.state.peeked is None and game.groups.get(GROUP):
        cards = sorted(game.rng.sample(VILLAGE_CARDS, 3))
        game.trace(f"[群内]未发动<窥天>：随机询问{'、'.join(cards)}")
        _answer(game, cards)


窥天 = SkillDef("窥天", "start", frozenset({"开局", 强制}), targets=0, team=GROUP, step="窥天", checks=(check_peek,),
              effect=peek, ask=Ask(IDENTITY, "询问的村民阵营身份牌", count=3, among=VILLAGE), when=chosen("窥天"),
              description="游戏开局，进群的群内狼可以如同上帝使徒一般询问3张村民阵营的身份牌是否存在。")


# --- 变天 [开局] and 自爆 [正午][翻牌] ------------------------------------------------------------
def in_group(game: "JiuGame", seat, defn):
    return chosen("变天")(game, seat, defn) or (
        None if seat.camp == WOLF and (seat.no in game.groups.get(GROUP, []) or _going_home(game, seat))
        else "<变天>：只有狼人阵营的[群内]可以发动")


def _going_home(game: "JiuGame", seat) -> bool:
    """A 大天狗 whose 家国抉择 (回家: [群内]) is sent but not settled yet: it is judged again when 变天 settles."""
    return "家国抉择" not in game.settled and any(
        getattr(i, "actor", None) == seat.no and getattr(i, "skill", None) == "家国抉择" and i.choice == "回家"
        for i in game.inbox)


def turn(game: "JiuGame", intent) -> None:
    """失去自己的所有技能 — its identity's skills, those its identity gave it in the opening too (回家's 吞食);
    the [群内] tag and the shared [杀人] are the group's, not its own (JIU-A13)."""
    seat = game.seats[intent.actor]
    if seat.no not in game.groups.get(GROUP, []):
        return game.reject(seat.no, "变天", "<变天>：只有狼人阵营的[群内]可以发动")
    seat.lost |= {d.name for d in game.ruleset.roles[seat.role].skills} | {
        s.defn.name for s in seat.skills if s.source == Source.IDENTITY}
    seat.skills.append(SkillSlot.of(自爆, Source.TURNED))
    game.notice(seat.no, "<变天>：你失去了自己的所有技能，获得<自爆>。")


def blow_up(game: "JiuGame", intent) -> None:
    reveal(game, intent.actor)
    if harm.damage(game, intent.actor, "致死伤害", intent.actor, "自爆"):
        game.ledger.vote_locked = True
        game.announce("今日[封锁投票]：所有放逐投票贴关闭，已经进行的放逐投票无效。")


变天 = SkillDef("变天", "start", frozenset({"开局"}), targets=0, step="变天", effect=turn, when=in_group,
              description="游戏开局，所有属于狼人阵营的群内可以分别选择是否立刻失去自己的所有技能，并获得<自爆>。")
自爆 = skill("自爆", "正午", blow_up, targets=0, tags=(翻牌,), description="发动者承受[致死伤害]，若发动者因此出局，则当天[封锁投票]。")


# --- 控天 [正午][限定] ----------------------------------------------------------------------------
def _skill_tags(game: "JiuGame") -> dict[str, frozenset]:
    defs = [d for r in game.ruleset.roles.values() for d in r.skills]
    defs += [v for m in (gifts, sheriff, moons) for v in vars(m).values() if isinstance(v, SkillDef)]
    return {d.name: d.tags for d in defs}


def check_control(game: "JiuGame", seat, intent):
    names = intent.choice if isinstance(intent.choice, list) else [intent.choice]
    tags = _skill_tags(game)
    if not names or not all(isinstance(n, str) for n in names):
        return "<控天>：选择任意个非强制技能"
    unknown = [n for n in names if n not in tags]
    if unknown:
        return f"<控天>：没有技能{'、'.join(unknown)}"
    forced = [n for n in names if 强制 in tags[n]]
    if forced:
        return f"<控天>：只能选择非强制技能（{'、'.join(forced)}是强制技能）"
    return None


def control(game: "JiuGame", use) -> None:
    game.state.sky_control = sorted(set(use.choice if isinstance(use.choice, list) else [use.choice]))
    game.state.sky_control_at = str(game.period)
    game.group_message(GROUP, f"<控天>：选择了{'、'.join(game.state.sky_control)}")


控天 = skill("控天", "正午", control, targets=0, tags=(限定,), uses=1, team=GROUP, checks=(check_control,), when=chosen("控天"),
           ask=Ask(SKILLS, "非强制技能"),
           description="选择任意个非强制技能，本次游戏中只有一次：[实际阵营]为村民阵营的角色发动其一则发动无效。")


def controlled(game: "JiuGame", intent) -> bool:
    st = game.state
    if not st.sky_control or intent.skill not in st.sky_control or intent.slot.source == Source.TEAM:
        return False
    if game.options["control_sky"] == "当天" and str(game.period) != st.sky_control_at:
        return False
    return judged_camp(game, intent.actor) == VILLAGE


def fails(game: "JiuGame", i) -> bool:
    """控天 at the moment a use settles (its count already spent): a village role's use of a named skill
    fails, a [翻牌] skill is lost; it is told, with X random living 狼人阵营 roles ([群内] first), X = the
    skills named — by night when the sub-phase ends, as every private notice (JIU-R178)."""
    if not controlled(game, i):
        return False
    seat = game.seats[i.actor]
    if 翻牌 in i.slot.defn.tags:
        seat.lost.add(i.skill)
    game.reject(i.actor, i.skill, f"<{i.skill}>发动无效（控天）")
    group = [n for n in game.groups.get(GROUP, []) if game.seats[n].alive and n != i.actor]
    others = [n for n, s in seats_in_order(game) if s.alive and n not in group and n != i.actor
              and judged_camp(game, n) == WOLF]
    x = len(game.state.sky_control)
    told = game.rng.sample(group, min(x, len(group)))
    told += game.rng.sample(others, min(x - len(told), len(others)))
    tell(game, i.actor, f"{KONGTIAN_FAILED}。狼人阵营角色：{'、'.join(label(game, n) for n in sorted(told)) or '无'}")
    return True


START_STEPS: tuple[Step, ...] = (Step("窥天", "群内狼 窥天", ("窥天",)), Step("窥天补问", "窥天（强制）", run=peek_default),
               Step("变天", "群内狼 变天", ("变天",)))
