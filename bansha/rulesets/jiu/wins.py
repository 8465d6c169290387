"""胜负判定 (JIU-R213–R223). Loss first: a faction meeting one of its loss conditions is judged lost
(not announced, its roles stay in) and can never win; then a faction not lost wins by one of its win
conditions or by being the only one not lost. Judged once the current phase has settled, except 屠城
(only one faction not lost, or only one faction with living roles), judged after every exit.

All counts read actual factions over the starting total (空想家's seat included) and are rounded
half up: 狼人 lose with no wolf alive, with every [群内]/[接刀] out and total×0.3 wolves out, or with
total×0.35 wolves out; 村民 with no villager alive or total×0.5 villagers out (a role's relief, 朱雀 涅槃
and 盗火者 代偿, lowers the count: `JiuState.relief`); 三方 when all its members are out. A role's own win is
its module's (`RoleDef.win`: 瘟神 when the living without [漏洞] are no more than the exits through 瘟疫爆发);
不定 wins when 4 or fewer live, one of them 不定 (JIU-A29). Any faction whose roles
hold two 红牌 loses (JIU-R225); the director's 僵局 gives the win to the sheriff's faction (stalemate.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.cards import red_cards_of

from . import stalemate
from .knife import held
from .presence import TEMPORARY, peek
from .state import JiuState
from .common import FACTIONS, IN_GROUP, LOVERS, TAKES_KNIFE, THIRD, UNDECIDED, VILLAGE, WOLF, round_half_up

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from .state import JiuGame

KNIFE_TAGS = frozenset({IN_GROUP, TAKES_KNIFE})


def _members(game: "JiuGame", faction: str) -> list["Seat"]:
    return [s for s in game.seats.values() if s.camp == faction]


def _by_camp(game: "JiuGame") -> dict[str, list["Seat"]]:
    """Every faction's seats in seat order, in one pass (a check asks for each faction's)."""
    out: dict[str, list["Seat"]] = {}
    for s in game.seats.values():
        out.setdefault(s.camp, []).append(s)
    return out


def in_play(seat: "Seat") -> bool:
    """Alive for the win checks: 暂时离开游戏 counts as alive (JIU-R210)."""
    if seat.alive:
        return True
    st = peek(seat)
    return st is not None and st.away == TEMPORARY


def factions(game: "JiuGame") -> list[str]:
    """The factions of this game: those dealt, and any a role has joined since; a faction left with no
    member (a 不定 identity that joined another faction) is no longer one (spec/jiu.md §6)."""
    camps = {s.camp for s in game.seats.values()}
    out = [f for f in game.state.start_count if f in camps]
    for s in game.seats.values():  # a loop: a faction two seats joined is one faction, listed once
        if s.camp not in out:
            out.append(s.camp)
    return out


def loss_reason(game: "JiuGame", faction: str, members: list["Seat"] | None = None) -> str | None:
    """`members`: the faction's seats, when the caller has them (_by_camp)."""
    st: JiuState = game.state  # (typed: compiled, its fields are read natively)
    if members is None:
        members = _members(game, faction)
    left = st.left  # 暂时离开游戏 counts as alive: only once some seat ever left
    alive = [s for s in members if s.alive or (left and in_play(s))]
    out = len(members) - len(alive)
    if game.cards and red_cards_of(game, [s.no for s in members]) >= 2:
        return "同一阵营的角色累计获得两张或以上红牌"
    if faction == WOLF:
        if not alive:
            return "不存在存活的狼人阵营角色"
        need = round_half_up(st.total * 0.3) - st.relief.get(WOLF, 0)
        if out >= need and all(not (s.alive or (left and in_play(s))) for s in members if held(s) & KNIFE_TAGS):
            return f"狼人阵营所有[群内]和[接刀]的角色均出局，且狼人阵营的角色出局了{out}个（≥全场总人数*0.3={need}）"
        need = round_half_up(st.total * 0.35) - st.relief.get(WOLF, 0)
        if out >= need:
            return f"狼人阵营的角色出局了{out}个（≥全场总人数*0.35={need}）"
    elif faction == VILLAGE:
        if not alive:
            return "不存在存活的村民阵营角色"
        need = round_half_up(st.total * 0.5) - st.relief.get(VILLAGE, 0)
        if out >= need:
            return f"村民阵营的角色出局了{out}个（≥全场总人数*0.5={need}）"
    elif faction in (THIRD, UNDECIDED, LOVERS):  # 不定 too: once all are out it cannot live to 4 (JIU-A29); 黑情侣 is a 三方 (JIU-A27)
        if members and not alive:
            return "所属阵营的全部角色均出局"
    return None


def win_reason(game: "JiuGame", faction: str, members: list["Seat"] | None = None) -> str | None:
    """A role's own win (`RoleDef.win`, 瘟神's), for a faction one of its members holds, in the roster's order;
    then the faction's common win."""
    winners = game.ruleset.win_roles
    if winners:
        held = {s.role for s in (_members(game, faction) if members is None else members)}
        for role in winners:
            if role.name in held and role.win is not None:
                why = role.win(game, faction)
                if why:
                    return why
    if faction == UNDECIDED:  # 共通获胜条件：存活至场存4人 (JIU-A29)
        left = game.state.left
        living = [s for s in game.seats.values() if s.alive or (left and in_play(s))]
        if len(living) <= 4 and any(s.camp == UNDECIDED for s in living):
            return f"不定阵营的角色存活至场存4人（场上存活{len(living)}人）"
    return None


def _judge_losses(game: "JiuGame", camps: dict[str, list["Seat"]] | None = None,
                  order: list[str] | None = None) -> None:
    """`order`: the game's factions (`factions`), when the caller has them: judging changes no seat's faction."""
    if camps is None:
        camps = _by_camp(game)
    for f in factions(game) if order is None else order:
        if f not in game.lost:
            why = loss_reason(game, f, camps.get(f, []))
            if why:
                game.lose(f, why, audience="director")


def instant(game: "JiuGame") -> None:
    """屠城 (即时判定): only one faction not lost, or only one faction with living roles."""
    if game.over or game.kind == "start":
        return
    order = factions(game)
    _judge_losses(game, None, order)
    _slaughter(game, order)


def _slaughter(game: "JiuGame", order: list[str] | None = None) -> None:
    """屠城 on losses already judged."""
    standing = [f for f in (factions(game) if order is None else order) if f not in game.lost]
    left = game.state.left
    living = {s.camp for s in game.seats.values() if s.alive or (left and in_play(s))}
    if not standing:
        _all_lost(game)
    elif len(standing) == 1:
        game.end(standing[0], "屠城：场上仅有一个阵营尚未判负")
    elif len(living) == 1 and next(iter(living)) not in game.lost:
        game.end(next(iter(living)), "屠城：场上仅有一个阵营的角色存活")


def _all_lost(game: "JiuGame") -> None:
    """Every faction judged lost (the last villager and the last wolf out at once, a lone survivor of a lost
    faction): no faction can win any more, so the game ends — with no winner, or, by option, the sheriff's
    faction as in a game that cannot go on (rulings.md: 所有阵营均判负)."""
    why = "所有阵营均已判负"
    if game.options["all_lost"] == "警长阵营获胜" and game.sheriff is not None:
        return game.end(game.seats[game.sheriff].camp, f"{why}，游戏无法正常进行：警长所属的阵营获胜")
    game.end(None, why)


def _ranked(order: list[str]) -> list[str]:
    """The factions in 胜负判定's order (FACTIONS), any other after them as they came: what a stable sort by
    FACTIONS' index gives, without a key call per faction at every check."""
    return [f for r in FACTIONS for f in order if f == r] + [f for f in order if f not in FACTIONS]


def check(game: "JiuGame") -> None:
    """The phase has settled: losses, then wins (JIU-R213–R216)."""
    if game.over or game.kind == "start":
        return
    if stalemate.called(game):  # the director's 僵局 (JIU-R196)
        return
    camps = _by_camp(game)  # judging changes no seat's faction
    order = factions(game)
    _judge_losses(game, camps, order)
    # 只有一个阵营能获得胜利: two wins met at once go to the first in 胜负判定's order (JIU-A32)
    for f in _ranked(order):
        if f not in game.lost:
            why = win_reason(game, f, camps.get(f, []))
            if why:
                return game.end(f, why)
    _slaughter(game, order)  # instant's 屠城, on the losses judged above (a win reason judges nothing)


def special_win(game: "JiuGame", faction: str, reason: str) -> None:
    """A written special win (暗恋者, 祈愿 96%): it stands even if a loss is met at the same moment."""
    game.end(faction, reason)
