"""The PVZ night, 6.1 step 2, in the seed's order. Steps (1)–(4) take the choices; (5)–(7)
settle them through the action queue, where protections act on each 指杀.

Steps settle one at a time as their inputs come in (bansha.engine.settlement). The seed's
timetable closes the wolves' kill (23:00 on night 1) before step (1) (24:00), and the witch's
<通灵> reports only the kill, so (2) needs nothing before it and 通灵 needs only (2): the witch
hears the kill as soon as it is in, then chooses her potions (PVZ-R22, rulings R-STEPS). The
uses of (1) and of (4) do not bear on one another: each answers as soon as it is taken."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine import damage
from bansha.engine.order import Step
from bansha.engine.resolution import Action, Resolver, Tables, with_tables

from .common import exit_seat

if TYPE_CHECKING:
    from .state import PvzGame


def _block_by_protection(game: "PvzGame", action: Action) -> None:
    target = action.target
    assert target is not None  # every night action here names its seat
    if not damage.hit(game, target, "指杀", action.cause):
        action.cancel("被保护")


def _out(game: "PvzGame", action: Action) -> None:
    target = action.target
    assert target is not None  # every night action here names its seat
    exit_seat(game, target, action.cause)


def _tables() -> Tables:
    r = Resolver()
    r.on_before("指杀", _block_by_protection)
    for kind in ("指杀", "毒药", "交易失败"):
        r.handle(kind, _out)
    return r.tables()


_TABLES: Final = _tables()  # the night's protections and effects, the same in every game


def resolver() -> Resolver:
    """A fresh queue for one settlement, with the night's hooks: no action is shared between games or periods."""
    return with_tables(_TABLES)


def settle_kills(game: "PvzGame") -> None:
    """(5) 1. 守护之盾 and not 救药: stays. 2. 救药 and not 守护之盾: stays. 3. otherwise exits."""
    ledger = game.ledger
    if ledger.kills:  # no kill: an empty queue settles nothing
        resolver().run(game, [Action("指杀", actor, target, "杀人") for actor, target in ledger.kills])


def settle_poisons(game: "PvzGame") -> None:
    """(6) 多瓶毒药则按照女巫，幸运儿的顺序结算."""
    ledger = game.ledger
    poisons = sorted(ledger.poisons)
    if poisons:
        resolver().run(game, [Action("毒药", actor, target, "毒药") for _, _, actor, target in poisons])


def settle_trades(game: "PvzGame") -> None:
    """(7) 交易失败结算：<交易>的目标为狼人阵营，奇迹商人出局."""
    ledger = game.ledger
    failed = ledger.trade_failed
    if failed:
        resolver().run(game, [Action("交易失败", m, m, "交易") for m in failed])


NIGHT_ORDER: tuple[Step, ...] = (
    Step("1.", "暗恋者选择<一见钟情>的目标", ("一见钟情",), needs=()),
    Step("(1)", "石像鬼<查验>；预言家<预言>；守墓人<验尸>；守卫<守护之盾>；奇迹商人<交易>",
         ("查验", "预言", "验尸", "守护之盾", "交易"), needs=(), at_once=True, deadline="night_actions"),
    Step("(2)", "狼人/石像鬼<杀人>", ("杀人",), needs=(), deadline="kill"),
    Step("(3)通灵", "女巫<通灵>：反馈被指杀的角色", ("通灵",), needs=("(2)",)),
    Step("(3)", "女巫<救药><毒药>", ("救药", "毒药"), needs=("(3)通灵",), deadline="night_actions"),
    Step("(4)", "幸运儿发动幸运儿技能", ("预言", "守护之盾", "毒药"), needs=("(1)",), at_once=True,
         deadline="night_actions"),
    Step("(5)", "指杀结算", run=settle_kills),
    Step("(6)", "毒药结算", run=settle_poisons),
    Step("(7)", "交易失败结算", run=settle_trades),
)
