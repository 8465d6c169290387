"""大天狗⑦: 家国抉择 [开局] (JIU-R100) — 回家: [群内] and 吞食 [深夜][指定] (each role once a game → [霸道]
until the next night begins, JIU-R101); 远征: [接刀], 不归 (never [群内], JIU-R103) and 天狗吞月
<强制>[指定][深夜]: every 深夜 exactly floor(living/3) roles not on the list announced today get [霸道]
until the next night begins; those who got it are announced; several users' lists merge and
none of them may be picked the next night (JIU-R102, R249, R259). Choices not made: rulings.md."""
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from bansha.engine.period import Period
from bansha.engine.skills import RoleDef, SkillSlot

from .. import knife, statuses
from ..common import IN_GROUP, TAKES_KNIFE, WOLF, Source, labels
from ..directed import directed
from ._kit import skill, 指定, 强制

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "家国抉择"
HOME, AWAY = "回家", "远征"


def check_road(game: "JiuGame", seat, intent):
    if intent.choice is not None and intent.choice not in (HOME, AWAY):
        return "<家国抉择>：选择回家还是远征"
    return None


def choose(game: "JiuGame", intent):
    n = intent.actor
    road = intent.choice
    if road not in (HOME, AWAY):
        road = game.rng.choice((HOME, AWAY))
        game.trace(f"{n}号 大天狗未作选择：{road}")
    seat = game.seats[n]
    knife.tags(game, n)
    seat.state_of(Road).chosen = road
    knife.kept(game, n).add(IN_GROUP if road == HOME else TAKES_KNIFE)
    seat.skills += [SkillSlot.of(s, Source.IDENTITY) for s in (HOME_SKILLS if road == HOME else AWAY_SKILLS)]
    for slot in seat.skills:
        slot.data.setdefault("role", seat.role)
    game.notice(n, f"<家国抉择>：你选择{road}，获得" + ("[群内]标签与<吞食>。" if road == HOME else "[接刀]标签与<天狗吞月><不归>。"))
    knife.refresh(game)


def until_next_night(game: "JiuGame") -> str:
    """持续至下一个夜晚开始: to the end of the next day."""
    return str(Period.of("day", game.period.number + 1))


@dataclass
class Eaten:
    """The seats a seat's 吞食 has chosen: each only once."""
    chosen: set[int] = field(default_factory=set)


def check_eat(game: "JiuGame", seat, intent):
    if intent.target in seat.state_of(Eaten).chosen:
        return f"<吞食>：每个角色只能被选择一次（{intent.target}号 已被选择过）"
    return None


def eat(game: "JiuGame", use):
    game.seats[use.actor].state_of(Eaten).chosen.update(use.chosen)
    for t in use.settled:
        statuses.give(game, t, "霸道", use.actor, until=until_next_night(game))


@dataclass
class Road:
    """The road a 大天狗 chose at the opening (家国抉择): 归家 or 远征 (不归)."""
    chosen: str | None = None


@dataclass
class MoonEaten:
    """The game's 天狗吞月 lists, one merged list per night (多个[天狗吞月]发动时，名单将整合成一个名单)."""
    lists: dict[str, list[int]] = field(default_factory=dict)


def _count(game: "JiuGame") -> int:
    return len(game.alive()) // 3


def _barred(game: "JiuGame") -> set[int]:
    """当天不在[天狗吞月]公示的名单内: last night's merged list as announced today — the roles that got [霸道]
    (a 结算目标 that did not, e.g. one holding [漏洞], is not on it)."""
    if game.period.number <= 1:
        return set()
    return set(game.state.of(MoonEaten).lists.get(str(Period.of("night", game.period.number - 1)), ()))


def check_moon(game: "JiuGame", seat, intent):
    if not intent.targets:
        return None  # left to the director (强制: chosen at random when the step settles)
    k = _count(game)
    if len(intent.targets) != k or len(set(intent.targets)) != k:
        return f"<天狗吞月>：须选择当夜存活人数的1/3（向下取整）={k}名角色"
    bad = sorted(set(intent.targets) & _barred(game))
    if bad:
        return f"<天狗吞月>：{labels(game, bad)} 在当天[天狗吞月]公示的名单内，不能选择"
    dead = [t for t in intent.targets if not game.seats[t].alive]
    if dead:
        return f"<天狗吞月>：{labels(game, dead)} 已出局"
    return None


def moon(game: "JiuGame", intent):
    """<强制>: a use not submitted, or no longer legal, is chosen at random by the director."""
    targets = list(intent.targets)
    if not targets or check_moon(game, game.seats[intent.actor], intent):
        pool = [n for n in game.alive() if n not in _barred(game)]
        targets = sorted(game.rng.sample(pool, min(_count(game), len(pool))))
        game.trace(f"{intent.actor}号 <天狗吞月> 未选择：随机为{labels(game, targets)}")
    directed(_eat_moon)(game, replace(intent, targets=tuple(targets), choice=None))


def _eat_moon(game: "JiuGame", use):
    """结算效果 (through the [指定] pipeline, so a 空想家 among the 结算目标 hears it too, JIU-R122)."""
    got = [t for t in use.settled if statuses.give(game, t, "霸道", use.actor, until=until_next_night(game))]
    merged = game.state.of(MoonEaten).lists.setdefault(str(game.period), [])
    before = _announced(game, merged)
    merged += [t for t in got if t not in merged]
    if before in game.state.news:  # 多个[天狗吞月]发动时，名单将整合成一个名单
        game.state.news[game.state.news.index(before)] = _announced(game, merged)
    elif merged:
        game.state.news.append(_announced(game, merged))


def _announced(game: "JiuGame", seats) -> str:
    """公示[所有成功获得了[霸道]状态的结算目标获得了霸道状态]: the night's one list, the next 开门."""
    return f"{labels(game, sorted(seats))} 获得了霸道状态"


def may_gain_group(game: "JiuGame", n) -> bool:
    """不归<强制>: 大天狗远征不会归来，无法获得[群内]标签."""
    return game.seats[n].state_of(Road).chosen != AWAY


家国抉择 = skill(NAME, "开局", targets=0, effect=choose, auto=True, checks=(check_road,), choices=(HOME, AWAY), step=NAME,
              description="游戏开局选择回家（获得[群内]与吞食）还是远征（获得[接刀]与天狗吞月、不归）。")
吞食 = skill("吞食", "深夜", eat, tags=(指定,), checks=(check_eat,),
           description="选择范围：任意一名角色，每个角色只能被选择一次。结算效果：结算目标获得[霸道]状态，持续至下一个夜晚开始。")
天狗吞月 = skill("天狗吞月", "深夜", None, targets=0, tags=(强制, 指定), effect=moon, auto=True, checks=(check_moon,),
             description="每个深夜：选择当天不在天狗吞月公示名单内的、当夜存活人数1/3（向下取整）名角色，结算目标获得[霸道]状态至下一个夜晚开始，并公示。")
不归 = skill("不归", "开局", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
           description="大天狗远征不会归来，无法获得[群内]标签。")
HOME_SKILLS = (吞食,)
AWAY_SKILLS = (天狗吞月, 不归)

ROLE = RoleDef("大天狗", WOLF, (家国抉择,))
