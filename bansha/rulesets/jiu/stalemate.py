"""僵局 (JIU-R196, R223, A45): "若因为非违规的特殊情况导致游戏无法正常进行…则警长在谁手里，那个角色所属的阵营就获胜" —
whether the game can go on is the director's judgement, so it is the director's command, settled where wins
are judged (the current phase's end, wins.check): the sheriff's [实际阵营] wins."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine.errors import Refusal

if TYPE_CHECKING:
    from .state import JiuGame


def take(game: "JiuGame", inp: dict[str, Any]) -> dict[str, Any]:
    """僵局: refused with no sheriff (the rule names no other winner, JIU-A45) or a lost sheriff's faction."""
    n = game.sheriff
    if n is None:
        raise Refusal("场上没有警长：无法按“警长在谁手里，那个角色所属的阵营就获胜”判定胜负")
    camp = game.seats[n].camp
    if camp in game.lost:
        raise Refusal(f"警长所属的{camp}已被判负：已经判负的阵营无法再次获得胜利")
    return {"kind": "stalemate", "reason": str(inp.get("reason") or "")}


def called(game: "JiuGame") -> bool:
    """The director's 僵局, judged with the phase's wins: the sheriff's [实际阵营] wins."""
    last = last_call(game)
    if last is None or game.over or game.sheriff is None:
        return False
    camp = game.seats[game.sheriff].camp
    why = last["reason"]
    game.end(camp, "游戏无法正常进行" + (f"（{why}）" if why else "") + "：警长所属的阵营获胜")
    return True


def last_call(game: "JiuGame") -> Any:
    """The period's last 僵局 input, read on from where the last check left the inbox (it only grows in a period,
    and the period's ledger is new with it)."""
    L = game.ledger
    inbox = game.inbox
    if L.stalemates_read > len(inbox):  # a new inbox under the same ledger (a game's last close keeps its ledger)
        L.stalemate, L.stalemates_read = None, 0
    for i in range(L.stalemates_read, len(inbox)):
        item = inbox[i]
        if isinstance(item, dict) and item["kind"] == "stalemate":
            L.stalemate = item
    L.stalemates_read = len(inbox)
    return L.stalemate
