"""维纳斯 (不定阵营): 红杏出墙 [开局][指定] — the opening's 连情侣 (JIU-R134–R138). Of three roles A, B, C, A and B get
[无爱情侣] (A is told it is [真爱情侣]) and B and C [真爱情侣]; B and C's faction is judged as 丘比特's lovers (one faction:
they stay in it; two: both become 黑情侣阵营) and 维纳斯 joins and follows it; the tags of the wolves among them change
(JIU-R136). An unfit B (or both A and C) voids the link and 维纳斯 joins the village; one unfit of A/C links B with
the other as 丘比特 would. Each pair shares a group. A lover's exit is the chain slot 情侣殉情: the 真爱 partner dies
with it, and the 无爱 partner (one without [真爱情侣]) takes [致死伤害] unless the exit was 真爱情侣殉情. Copying 维纳斯
gives 丘比特's 连情侣 (虚情情侣, JIU-R133). 丘比特's undefined rules are read in rulings.md (JIU-A27)."""
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bansha.engine.model import Status
from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import CAMP_CHANGED, CHAIN, LOVERS_SLOT

from .. import harm, knife, statuses
from ..common import IN_GROUP, LOVERS, TAKES_KNIFE, UNDECIDED, VILLAGE, WOLF, judged_camp, labels, seats_in_order
from ..directed import directed
from ..notify import tell
from ..state import Sides
from ._kit import skill, 指定

if TYPE_CHECKING:
    from ..state import JiuGame

NAME, CUPID = "红杏出墙", "连情侣"
TRUE, NO_LOVE = "真爱情侣", "无爱情侣"
TRUE_DEATH, NO_LOVE_DEATH = "真爱情侣殉情", "无爱情侣殉情"
UNFIT = ("炸弹", "上帝使徒", "双子星", "证婚人", "小号")  # named by the seed, none in the pool
LAST = "维纳斯"  # knife_as: ranked after every other [接刀] holder; knife_rank orders these (A before C)


@dataclass
class Linked:
    """维纳斯's state: the 真爱 pair it linked, whose faction it follows."""
    pair: tuple[int, int] | None = None


def partners(seat, name: str) -> list[int]:
    return [s.data["partner"] for s in seat.statuses if s.name == name]


def unfit(game: "JiuGame", n: int) -> bool:
    """炸弹，上帝使徒，双子星，证婚人，小号或持有[隐身][真爱情侣]状态."""
    seat = game.seats[n]
    return seat.role in UNFIT or statuses.has(seat, "隐身") or seat.has_status(TRUE)


def _wolf(game: "JiuGame", n: int | None) -> bool:
    """"狼": 狼人阵营 as skills judge it when 红杏出墙 settles (before 大天狗 and 狼狗 choose, JIU-A27)."""
    return n is not None and judged_camp(game, n) == WOLF


def _bond(game: "JiuGame", source: int, name: str, n: int, partner: int, told_as: str | None = None) -> None:
    data = {"partner": partner} | ({"told_as": told_as} if told_as else {})
    game.seats[n].statuses.append(Status(name, source, None, (n,), data))
    game.trace(f"{n}号 获得[{name}]（情侣{partner}号）" + (f"，得知为[{told_as}]" if told_as else ""))


def _group(game: "JiuGame", a: int, b: int) -> None:
    """与另外一位情侣共群: the group's name tells nothing of its kind."""
    name = f"情侣{min(a, b)}-{max(a, b)}"
    game.groups[name] = sorted((a, b))
    game.group_message(name, f"情侣：{labels(game, sorted((a, b)))}。")


def _last_knife(game: "JiuGame", n: int, rank: int, bar: bool) -> None:
    """[接刀] ranked after every other holder (`bar`: and never [群内] again, JIU-A27)."""
    knife.tags(game, n)
    have = knife.kept(game, n)
    st = game.seats[n].state_of(knife.Tags)
    if bar:
        have.discard(IN_GROUP)
        st.no_group = True
    have.add(TAKES_KNIFE)
    st.knife_as, st.knife_rank = LAST, rank
    game.trace(f"{n}号 获得[接刀]标签，接刀顺序在其他所有[接刀]之后" + ("，不会获得[群内]标签" if bar else ""))


def tag_rules(game: "JiuGame", venus: int, a: int | None, b: int, c: int) -> None:
    """群内/接刀情形变化 (JIU-R136), with the wolves of the moment."""
    wa, wb, wc = _wolf(game, a), _wolf(game, b), _wolf(game, c)
    if wb and wc:
        _last_knife(game, venus, 1, bar=False)
    if wb and (wa or wc):
        if wa and not wc and not knife.kept(game, b) & {IN_GROUP, TAKES_KNIFE}:
            _last_knife(game, b, 1, bar=False)
    elif wa or wb or wc:
        wolves = [b] if wb else [x for x in (a, c) if x is not None and _wolf(game, x)]
        for rank, n in enumerate(wolves, 1):
            _last_knife(game, n, rank, bar=True)


def link(game: "JiuGame", use) -> None:
    venus = use.actor
    chosen = dict(use.pairs)
    a, b, c = (chosen.get(k) if chosen.get(k) is not None and not unfit(game, chosen[k]) else None for k in range(3))
    for n in sorted(set(chosen.values()) | {venus}):
        knife.tags(game, n)
    if b is None or (a is None and c is None):
        game.trace(f"<{NAME}>：{'B' if b is None else 'A、C'}不能成为情侣，链接情侣无效")
        tell(game, venus, f"<{NAME}>：链接情侣无效。")
        return _set_camp(game, venus, VILLAGE)
    mate = c if c is not None else a
    assert mate is not None  # A and C both unfit returned above
    if a is not None and c is not None:
        _bond(game, venus, NO_LOVE, a, b, told_as=TRUE)
        _bond(game, venus, NO_LOVE, b, a)
        tell(game, a, f"你获得了[{TRUE}]状态，你的情侣是{labels(game, [b])}。")
        tell(game, b, f"你获得了[{NO_LOVE}]状态（情侣{labels(game, [a])}）和[{TRUE}]状态（情侣{labels(game, [c])}）。")
        _group(game, a, b)
    else:
        game.trace(f"<{NAME}>：{'A' if a is None else 'C'}不能成为情侣，视为链接了{b}号和{mate}号")
        tell(game, b, f"你获得了[{TRUE}]状态，你的情侣是{labels(game, [mate])}。")
    _bond(game, venus, TRUE, b, mate)
    _bond(game, venus, TRUE, mate, b)
    tell(game, mate, f"你获得了[{TRUE}]状态，你的情侣是{labels(game, [b])}。")
    _group(game, b, mate)
    for n in (b, mate):
        game.seats[n].state_of(Sides).lover_base = game.seats[n].camp
    game.seats[venus].state_of(Linked).pair = (b, mate)
    tell(game, venus, f"<{NAME}>：{labels(game, [x for x in (a, b, c) if x is not None])} 结算成功。")
    tag_rules(game, venus, a if c is not None else None, b, mate)
    rejudge(game)
    knife.refresh(game)


def check_cupid(game: "JiuGame", seat, intent):
    """Gained at once with 刷新至初始 (祭品), the two come as the gain's choice: two different living roles."""
    pick = intent.choice
    if intent.targets or pick is None:
        return None
    if (not isinstance(pick, (list, tuple)) or len(pick) != 2 or any(type(p) is not int for p in pick)
            or pick[0] == pick[1] or any(p not in game.seats or not game.seats[p].alive for p in pick)):
        return f"<{CUPID}>：选择两名存活的角色"
    return None


def cupid_use(game: "JiuGame", intent) -> None:
    if not intent.targets and isinstance(intent.choice, (list, tuple)):
        intent = replace(intent, targets=tuple(intent.choice))
    directed(cupid)(game, intent)


def cupid(game: "JiuGame", use) -> None:
    """丘比特's link as a copy of 维纳斯 gives it: the two become 虚情情侣, read as 无爱 (JIU-R133, A27)."""
    if len(use.settled) != 2:
        return game.trace(f"<{CUPID}>：结算目标不足两人，链接情侣无效")
    x, y = use.settled
    for n, p in ((x, y), (y, x)):
        _bond(game, use.actor, NO_LOVE, n, p, told_as=TRUE)
        tell(game, n, f"你获得了[{TRUE}]状态，你的情侣是{labels(game, [p])}。")
    _group(game, x, y)


def _side(game: "JiuGame", n: int) -> str:
    seat = game.seats[n]
    sides = seat.state_of(Sides)
    return sides.judged or sides.lover_base or seat.camp


def _set_camp(game: "JiuGame", n: int, faction: str) -> None:
    seat = game.seats[n]
    sides = seat.state_of(Sides)
    if sides.lover_base is not None:
        sides.lover_given = faction
    if seat.camp != faction:
        seat.camp = faction
        tell(game, n, f"你的阵营转变为{faction}。")
        game.trace(f"{n}号 阵营转变为{faction}（情侣）")
        game.fire(CAMP_CHANGED, seat=n)


def rejudge(game: "JiuGame") -> None:
    """B、C情侣阵营的判定方式同丘比特: one faction between them → theirs; two → 黑情侣阵营 (JIU-R244, A27)."""
    for v, seat in seats_in_order(game):
        pair = seat.state_of(Linked).pair
        if seat.role != "维纳斯" or not pair:
            continue
        sides = {_side(game, n) for n in pair} - {UNDECIDED}
        faction = sides.pop() if len(sides) == 1 else LOVERS if sides else UNDECIDED
        for n in pair:
            _set_camp(game, n, faction)
        _set_camp(game, v, faction)


def changed(game: "JiuGame", seat) -> None:
    """A lover's faction changed by another rule becomes its own; the pair is judged again."""
    s = game.seats[seat]
    sides = s.state_of(Sides)
    if sides.lover_base is None:
        return
    if s.camp != sides.lover_given:
        sides.lover_base = s.camp
    rejudge(game)


def die_for_love(game: "JiuGame", seat, cause) -> None:
    """情侣殉情 (first of the chain exits, JIU-R138, R176): the 真爱 partner, then the 无爱 one."""
    s = game.seats[seat]
    for p in partners(s, TRUE):
        if game.seats[p].alive:
            if game.options["true_love_death"] == "直接出局":
                harm.exit_seat(game, p, TRUE_DEATH, p)
            else:
                harm.damage(game, p, "致死伤害", p, TRUE_DEATH)
    if cause == TRUE_DEATH:
        return
    for p in partners(s, NO_LOVE):
        mate = game.seats[p]
        if mate.alive and not mate.has_status(TRUE):
            harm.damage(game, p, "致死伤害", p, NO_LOVE_DEATH)


红杏出墙 = skill(NAME, "开局", link, targets=3, tags=(指定,), step="连情侣",
              description="选择任意三名角色并指定为A、B、C：A和B获得[无爱情侣]，B和C获得[真爱情侣]；B、C情侣阵营的判定方式同丘比特，"
                          "维纳斯的阵营变更为与真爱情侣相同并跟随情侣变动。")
连情侣 = skill(CUPID, "开局", targets=2, tags=(指定,), effect=cupid_use, checks=(check_cupid,), step="连情侣",
            choice_help="获取时立刻决定：[座位, 座位]",
            description="丘比特的技能（获取维纳斯的身份技能时）：连两人成为虚情情侣。")
COPIED = (连情侣,)  # 获取维纳斯的身份技能时，视为获取丘比特的技能 (JIU-R133)

ROLE = RoleDef("维纳斯", UNDECIDED, (红杏出墙,), listens=(on(CAMP_CHANGED, changed), on(CHAIN, die_for_love, LOVERS_SLOT)))
