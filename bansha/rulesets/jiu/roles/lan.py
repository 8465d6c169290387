"""岚⑩: 无尽追猎 [正午][早夜] asks whether an identity is alive; on [存活] it is announced, its holder
gets [漏洞] and from then on one extra [流血] whenever it gets [流血] (JIU-R117); 雷击 [深夜][4], once a
day: a permanent [流血] (JIU-R118)."""
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bansha.engine.intake import seems_alive
from bansha.engine.skills import IDENTITY, Ask, RoleDef
from bansha.engine.events import on
from ..events import STATUS

from .. import statuses
from ..common import WOLF, BY_NAME, seats_in_order
from ._kit import publish, skill

if TYPE_CHECKING:
    from ..state import JiuGame


@dataclass
class Hunt:
    """岚's 无尽追猎, per seat: the identity it found alive, the sitting it last hunted in (day number, kind),
    and whether the seat is one it found (被追猎: each [流血] brings one more)."""
    quarry: str | None = None
    sitting: tuple[int, str] | None = None
    hunted: bool = False


def _quarry_gone(game: "JiuGame", seat) -> bool:
    q = seat.state_of(Hunt).quarry
    return q is None or not any(seems_alive(game, n) and s.role == q for n, s in game.seats.items())


def _hunted_today(game: "JiuGame", seat) -> str | None:
    """"一天只能发动一次" (a 游戏日 is its day and its night): the asks of one sitting ("没有存活" → "可以立刻再次发动")
    are one use; a sitting at 正午 spends the day's 早夜, and the other way round does not arise (正午 comes first)."""
    last = seat.state_of(Hunt).sitting
    if last and last[0] == game.period.number and last[1] != game.kind:
        return "<无尽追猎>：一天只能发动一次（今天已在正午发动）"
    return None


def may_hunt(game: "JiuGame", seat, defn) -> str | None:
    """「若没有追猎目标或追猎反馈为[存活]的身份已出局，岚会得知可以发动此技能」 (JIU-R117): a condition on the holder and
    the moment (`when`), so it is neither offered nor awaited while the hunted identity lives, nor a second time
    in a 游戏日 it already hunted."""
    if not _quarry_gone(game, seat):
        return "<无尽追猎>：追猎目标仍存活，不能发动"
    return _hunted_today(game, seat)


def asks(game: "JiuGame", seat, intent):
    if not isinstance(intent.choice, str) or not intent.choice:
        return "<无尽追猎>需要询问一个身份"
    return None


def hunt(game: "JiuGame", intent):
    seat = game.seats[intent.actor]
    why = may_hunt(game, seat, intent.slot.defn)  # settled later than sent (an answer [存活] in between)
    if why:
        return game.reject(intent.actor, "无尽追猎", why)
    seat.state_of(Hunt).sitting = (game.period.number, game.kind)
    ident = intent.choice
    holders = [n for n, s in seats_in_order(game) if seems_alive(game, n) and s.role == ident]
    game.feedback(intent.actor, "无尽追猎", "存活" if holders else "没有存活")
    if not holders:
        return
    seat.state_of(Hunt).quarry = ident
    publish(game, f"{ident}被岚追猎")  # 夜晚期间需要公示的内容全部在下一个白天开始时公布 (JIU-R207)
    for n in holders:
        game.seats[n].state_of(Hunt).hunted = True
        statuses.give(game, n, "漏洞", intent.actor)


def extra_bleed(game: "JiuGame", seat, status):
    """被追猎的角色…受到[流血]状态时，会再额外获得一次[流血]状态."""
    if status.name == "流血" and game.seats[seat].state_of(Hunt).hunted and not status.data.get("extra"):
        statuses.give(game, seat, "流血", status.source, extra=True)


def strike(game: "JiuGame", intent):
    statuses.give(game, intent.target, "流血", intent.actor)


_hunt: dict[str, Any] = dict(targets=0, when=may_hunt, checks=(asks,), ask=Ask(IDENTITY, "询问的身份"), per_period=99, effect=hunt,
             description="询问一个身份是否存活；没有存活可立刻再次发动，存活则公告并使其获得[漏洞]。")
无尽追猎_正午 = skill("无尽追猎", "正午", **_hunt)
无尽追猎_早夜 = skill("无尽追猎", "早夜", **_hunt)
雷击 = skill("雷击", "深夜", None, effect=strike, uses=4, description="每天只能发动一次：选择一名角色，该角色永久获得[流血]状态。")

ROLE = RoleDef("岚", WOLF, (无尽追猎_正午, 无尽追猎_早夜, 雷击), listens=(on(STATUS, extra_bleed),))
assert "岚" in BY_NAME
