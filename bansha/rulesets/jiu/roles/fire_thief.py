"""盗火者⑨ (狼人阵营). 启蒙 [黄昏][指定] (黄昏2, JIU-R108): any other role and a 狼人阵营 identity, each role
and each identity once a game. A 结算目标 not of 狼人阵营 (as skills judge it: a dog 狼狗 is not, JIU-A15) gives
the user 4 exposure [暴露计数]; a 狼人阵营 one, when the identity is absent or has no living holder, gains that
identity's skills (获取技能, not reset, no tags: acquire.py) and the user exposure equal to its strength. The
gained skills do nothing while the user is out and return when it revives (JIU-R211, R250).
代偿 [强制] (JIU-R109–R111): on gaining it, 5 accounts as the pending list; when exposure first reaches 6, 10,
14, 18 and 22, one account leaves the list (chosen in the same 黄昏2, after 启蒙); every 晨曦 "[名单]正在试图盗取
火种" (the list plus its own account, in seat order); on its exit the wolves need round(exposure×0.2−1) fewer
exits to lose (wins.py). Readings: JIU-A17 in rulings.md."""
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import DAWN, DEATH, SHOTS_SLOT

from .. import acquire, statuses
from ..common import IDENTITIES, WOLF, judged_camp, labels, round_half_up, score, seats_in_order
from ..notify import tell
from ._kit import skill, 强制, 指定
from ..acquire import holds

if TYPE_CHECKING:
    from ..state import JiuGame

ENLIGHTEN, PAY = "启蒙", "代偿"
MARKS = (6, 10, 14, 18, 22)
LIST_SIZE = 5
WOLF_IDS = tuple(i.name for i in IDENTITIES if i.faction == WOLF)


@dataclass
class Fire:
    """盗火者's state: its 暴露计数, the 代偿 removals owed, its 待公告名单, and whom and what 启蒙 has chosen."""
    exposure: int = 0
    due: int = 0
    pending: list[int] | None = None  # once 代偿 is gained
    seats_used: list[int] = field(default_factory=list)
    ids_used: list[str] = field(default_factory=list)


def check_enlighten(game: "JiuGame", seat, intent):
    ident = intent.choice
    if ident not in WOLF_IDS:
        return f"<{ENLIGHTEN}>：需要选择一个狼人阵营的身份（{'、'.join(WOLF_IDS)}）"
    if ident in seat.state_of(Fire).ids_used:
        return f"<{ENLIGHTEN}>：每个身份只能选择一次（{ident}已经选择过）"
    used = [t for t in intent.targets if t in seat.state_of(Fire).seats_used]
    if used:
        return f"<{ENLIGHTEN}>：每个角色只能选择一次（{used[0]}号已经选择过）"
    return None


def alive_holder(game: "JiuGame", ident: str) -> bool:
    """选择的身份本局游戏中存在且存活: a role in play whose [实际身份] it is."""
    return any(s.role == ident and s.alive for s in game.seats.values())


def enlighten(game: "JiuGame", use):
    n, ident = use.actor, use.choice
    seat = game.seats[n]
    fire = seat.state_of(Fire)
    fire.ids_used.append(ident)
    fire.seats_used.extend(use.chosen)
    for t in use.settled:
        if judged_camp(game, t) != WOLF:
            game.trace(f"{n}号 <{ENLIGHTEN}>：{t}号 不是狼人阵营")
            expose(game, n, 4)
        elif alive_holder(game, ident):
            game.trace(f"{n}号 <{ENLIGHTEN}>：{ident}本局存在且存活，没有效果")
        else:
            slots = acquire.grant(game, t, ident, reset=False, via=n)
            tell(game, t, f"你获得了{ident}的技能：{'、'.join(f'<{s.defn.name}>' for s in slots)}。")
            expose(game, n, score(ident))


def expose(game: "JiuGame", n: int, points: int) -> None:
    """暴露计数 grows; each of 6/10/14/18/22 it reaches for the first time owes one removal (代偿 held)."""
    fire = game.seats[n].state_of(Fire)
    before = fire.exposure
    after = fire.exposure = before + points
    reached = [m for m in MARKS if before < m <= after]
    game.trace(f"{n}号 暴露计数 {before}→{after}" + (f"（第一次达到{'、'.join(map(str, reached))}）" if reached else ""))
    if reached and holds(game, n, PAY):
        fire.due += len(reached)
        for m in reached:  # 需选择: the holder is asked (its choice, sent with 启蒙, is taken right after)
            tell(game, n, f"<{PAY}>：暴露计数第一次达到{m}点，待公告名单需选择1个马甲移除。")


def _as_seats(intent) -> list:
    raw = list(intent.targets) or (intent.choice if isinstance(intent.choice, list) else [])
    return [t for t in raw if isinstance(t, int) and not isinstance(t, bool)]


def check_list(game: "JiuGame", seat, intent):
    picked = _as_seats(intent)
    if not intent.targets and intent.choice is None:
        return None
    if len(picked) != LIST_SIZE or len(set(picked)) != LIST_SIZE or any(t not in game.seats for t in picked):
        return f"<{PAY}>：选择{LIST_SIZE}个不同的马甲作为待公告名单"
    if seat.no in picked:
        return f"<{PAY}>：待公告名单之外会加上技能持有者自己的马甲，请选择{LIST_SIZE}个其他马甲"
    return None


def pick_list(game: "JiuGame", intent):
    """获得此技能时: the 5 accounts chosen; none (or a wrong list) — <强制> — 5 other accounts at random."""
    n = intent.actor
    picked = _as_seats(intent)
    if check_list(game, game.seats[n], intent) or not picked:
        others = [m for m in sorted(game.seats) if m != n]
        picked = sorted(game.rng.sample(others, min(LIST_SIZE, len(others))))
        game.trace(f"{n}号 <{PAY}>未选择待公告名单：随机为{labels(game, picked)}")
    game.seats[n].state_of(Fire).pending = sorted(picked)
    game.notice(n, f"<{PAY}>：待公告名单为{labels(game, sorted(picked))}。")


def awaited_lists(game: "JiuGame") -> list[tuple[int, str]]:
    """The opening waits for each 盗火者's list in live play (a <强制> with a choice is not awaited by itself)."""
    sent = {i.actor for i in game.inbox if getattr(i, "skill", None) == PAY}
    return [(n, PAY) for n, s in seats_in_order(game)
            if s.alive and n not in sent and any(x.defn is 代偿_开局 for x in s.skills)]


def check_removal(game: "JiuGame", seat, intent):
    if not intent.targets:
        return None
    off = [t for t in intent.targets if t not in (seat.state_of(Fire).pending or ())]
    if off:
        return f"<{PAY}>：{off[0]}号 不在待公告名单中"
    return None


def remove(game: "JiuGame", intent):
    """暴露计数第一次达到6,10,14,18,22点时：待公告名单需选择1个马甲移除 — the ones named, in order; any
    removal not named (<强制>) at random."""
    n = intent.actor
    fire = game.seats[n].state_of(Fire)
    due, fire.due = fire.due, 0
    pending = fire.pending or []
    if not due:  # told once 黄昏2 settles, not refused when sent: a refusal then would tell whether 启蒙's
        if intent.targets:  # target is judged wolf before the step settles (and 启蒙 may still be changed)
            game.notice(n, f"<{PAY}>：暴露计数没有第一次达到6、10、14、18、22点，无需移除")
        return
    chosen: list[int] = []
    for t in intent.targets:
        if t in pending and t not in chosen and len(chosen) < due:
            chosen.append(t)
    rest = [t for t in pending if t not in chosen]
    if len(chosen) < due and rest:
        extra = sorted(game.rng.sample(rest, min(due - len(chosen), len(rest))))
        game.trace(f"{n}号 <{PAY}>未选择移除的马甲：随机为{labels(game, extra)}")
        chosen += extra
    fire.pending = [t for t in pending if t not in chosen]
    game.notice(n, f"<{PAY}>：从待公告名单移除{labels(game, chosen)}；待公告名单为{labels(game, fire.pending)}。")


def announce(game: "JiuGame"):
    """每个晨曦阶段：公告[马甲名单正在试图盗取火种] — with the 晨曦's other news in the 开门 公示 (which 遮天 may cover)."""
    for n, s in seats_in_order(game):
        st = s.states.get(Fire)  # (peeked at, never made: asked of every seat at every 晨曦)
        pending = st.pending if st is not None else None
        if pending is not None and holds(game, n, PAY):
            names = sorted(set(pending) | {n})
            game.state.news.append(f"{'、'.join(game.seats[m].name for m in names)}正在试图盗取火种")


def relief(exposure: int) -> int:
    """round(暴露点数×0.2−1), half up, in whole numbers: (exposure − 5) / 5."""
    return round_half_up((exposure - 5) / 5)


def on_exit(game: "JiuGame", seat, cause):
    """盗火者出局时：狼人判负所需出局人数减少（暴露点数*0.2-1，四舍五入）个 (option thief_relief)."""
    s = game.seats[seat]
    if PAY in s.lost or statuses.blocked(s, statuses.FORCED) or not any(
            x.defn.name == PAY and not acquire.dormant(game, s, x) for x in s.skills):
        return
    exposure = s.state_of(Fire).exposure
    k = relief(exposure)
    if game.options.get("thief_relief") == "不为负":
        k = max(k, 0)
    game.state.relief[WOLF] = game.state.relief.get(WOLF, 0) + k
    game.trace(f"{seat}号 <{PAY}>：出局，暴露计数{exposure}，狼人判负所需出局人数减少{k}个")


启蒙 = skill(ENLIGHTEN, "黄昏", enlighten, tags=(指定,), checks=(check_enlighten,), allow_self=False, choices=WOLF_IDS,
           description="选择范围：任意一名其他角色，并选择一个狼人阵营的身份，每个角色和每个身份均只能选择一次。若结算目标不是狼人阵营，"
                       "暴露计数+4；若是狼人阵营且该身份本局不存在或没有存活，结算目标获得该身份技能（发动者出局时无效），暴露计数+身份强度。")
代偿_开局 = skill(PAY, "开局", targets=0, tags=(强制,), effect=pick_list, auto=True, checks=(check_list,), step=PAY,
              choice_help="5个马甲的座位号（targets）",
              description="获得此技能时：选择5个任意马甲作为待公告名单；暴露计数第一次达到6,10,14,18,22点时待公告名单移除1个马甲；"
                          "每个晨曦公告[马甲名单正在试图盗取火种]；出局时狼人判负所需出局人数减少（暴露点数*0.2-1，四舍五入）个。")
代偿_黄昏 = skill(PAY, "黄昏", targets=0, tags=(强制,), effect=remove, auto=True, checks=(check_removal,),
              choice_help="从待公告名单移除的马甲（targets）",
              description="暴露计数第一次达到6,10,14,18,22点时：从待公告名单选择1个马甲移除。")

ROLE = RoleDef("盗火者", WOLF, (启蒙, 代偿_开局, 代偿_黄昏), listens=(on(DAWN, announce, SHOTS_SLOT), on(DEATH, on_exit)))
