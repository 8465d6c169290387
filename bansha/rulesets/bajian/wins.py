"""胜负判定 (BJ-R90–R95), judged after every settlement point and, for the piper's first win,
as day 3 opens.

狼/特 (each from its own side): win if (1) its leader is in play, the enemy leader and the
吹笛者 are out, and no 混血 is in play or all of them support it; (2) every 狼特 of the enemy side
is out (each of its four identities without a holder in play); (3) the 吹笛者阵营 and the other
of 狼/特 have lost. Lose once 6 or more of its own 狼特 have exited (heirs counted).

吹笛者阵营: win (1) at the opening of day 3 if every 混血 in play supports it; (2) if at least half
of the 狼特 in play are piped while 狼王 and 长老 are both out; (3) if 狼人 and 村民 have both lost.
Lose if, once the piper is out, fewer than 3 混血 in play support it; they become 无主人.

无阵营 混血 in play when the game ends win with it (一同获胜)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .common import ELDER, GODS, HYBRID, KING, NONE, PIPER, PIPER_ROLE, VILLAGE, WOLF, WOLVES

if TYPE_CHECKING:
    from .state import BjGame

RECRUITED = (*WOLVES, *GODS)  # the roles 征召 makes (a name: mypyc cannot compile the literal in a test)


class _Roles:
    """The identities held and those held in play, read once per check (judging changes neither)."""

    def __init__(self, game: "BjGame") -> None:
        self.held: set[str] = set()
        self.alive: set[str] = set()
        for s in game.seats.values():
            self.held.add(s.role)
            if s.alive:
                self.alive.add(s.role)

    def fallen(self, role: str) -> bool:
        """An identity is out: it was held and no holder is in play (one never conscripted is not)."""
        return role in self.held and role not in self.alive


def _hybrids(game: "BjGame") -> list[int]:
    return [n for n, s in game.seats.items() if s.alive and s.role == HYBRID]


def lose(game: "BjGame", faction: str, reason: str) -> None:
    if faction in game.lost or game.over:
        return
    game.lose(faction, reason)
    if faction == PIPER:
        st = game.state
        for n in _hybrids(game):
            if game.ruleset.camp_of(game, n) == PIPER:
                st.masterless.add(n)
                game.trace(f"{n}号 支持吹笛的混血变成无主人状态")


def piper_day_three(game: "BjGame") -> None:
    """第三天白天开始时，存活混血全部支持吹笛者阵营 (judged at this opening only, BJ-A13)."""
    hy = _hybrids(game)
    if PIPER not in game.lost and hy and all(game.ruleset.camp_of(game, n) == PIPER for n in hy):
        game.end(PIPER, "第三天白天开始时，存活混血全部支持吹笛者阵营")


def _side_wins(game: "BjGame", side: str, roles: _Roles) -> str | None:
    leader, enemy_leader = (KING, ELDER) if side == WOLF else (ELDER, KING)
    enemy_recruits = GODS if side == WOLF else WOLVES
    other = VILLAGE if side == WOLF else WOLF
    if side in game.lost:
        return None
    up = roles.alive
    if leader in up and enemy_leader not in up and PIPER_ROLE not in up:
        if all(game.ruleset.camp_of(game, n) == side for n in _hybrids(game)):
            return "我方首领存活，敌方首领与吹笛者出局，且场上不存在混血或存活混血都支持自己阵营"
    if all(roles.fallen(r) for r in enemy_recruits):
        return "敌方阵营的狼特全员出局"
    if PIPER in game.lost and other in game.lost:
        return "吹笛者阵营判负且狼/特之中的另一方判负"
    return None


def _piper_wins(game: "BjGame", roles: _Roles) -> str | None:
    if PIPER in game.lost:
        return None
    recruits = [n for n, s in game.seats.items() if s.alive and s.role in RECRUITED]
    piped = [n for n in recruits if n in game.state.piped]
    if recruits and 2 * len(piped) >= len(recruits) and KING not in roles.alive and ELDER not in roles.alive:
        return "存活狼特有50%的角色处于吹笛状态，且狼王与长老均出局"
    if WOLF in game.lost and VILLAGE in game.lost:
        return "狼人阵营和村民阵营判负"
    return None


def check(game: "BjGame") -> None:
    if game.over:
        return
    st = game.state
    for side in (WOLF, VILLAGE):
        if st.recruits_out.get(side, 0) >= 6:
            lose(game, side, "本方狼特出局了6个及以上")
    roles = _Roles(game)
    if PIPER_ROLE not in roles.alive and PIPER not in game.lost:
        backers = [n for n in _hybrids(game) if game.ruleset.camp_of(game, n) == PIPER]
        if len(backers) < 3:
            lose(game, PIPER, "吹笛者出局后，支持吹笛者的混血数量不足3")
    order = (WOLF, VILLAGE) if game.options["win_priority"] == WOLF else (VILLAGE, WOLF)
    for side in order:
        why = _side_wins(game, side, roles)
        if why:
            game.end(side, why)
            return
    why = _piper_wins(game, roles)
    if why:
        game.end(PIPER, why)


def check_red_cards(game: "BjGame") -> None:
    """同一阵营的角色累计获得两张或以上红牌时，阵营判负 (camps as they stand now)."""
    if sum(c.get("红牌", 0) for c in game.cards.values()) < 2:
        return  # fewer than two in the whole game: no camp holds two (and no camp is walked)
    for faction in (WOLF, VILLAGE, PIPER):
        seats = [n for n in game.seats if game.ruleset.camp_of(game, n) == faction]
        if sum(game.cards.get(n, {}).get("红牌", 0) for n in seats) >= 2:
            lose(game, faction, "同一阵营的角色累计获得两张或以上红牌")


def winning_seats(game: "BjGame", faction: str) -> list[int]:
    """The faction's seats (dead or alive), and every 无阵营 混血 still in play (一同获胜)."""
    camp_of = game.ruleset.camp_of
    out = [n for n in game.seats if camp_of(game, n) == faction]
    out += [n for n in _hybrids(game) if camp_of(game, n) == NONE]
    return sorted(set(out))
