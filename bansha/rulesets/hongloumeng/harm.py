"""The damage-counting model (身份描述上的造成一次伤害，免疫夜间伤害，免疫一次伤害，免疫所有伤害，
角色出局判定), on the core's `Protection` and `damage.hit`.

A hit's kind is "<time node>·<source>", so each immunity names exactly what it stops:
- 免疫夜间伤害 (救药, 摄梦): every source at 夜间, minus what the seed exempts (毒药 is not stopped by
  救药, step (13); 摄梦's own damages are not stopped by 摄梦, ruling HLM-A04);
- 免疫所有伤害 (顶盾): kinds None, count None;
- 免疫一次伤害 (荣光庇护, 祝福): the pseudo-kind 最后的守护 with count 1, used only in step (14),
  after the blocking immunities, to offset the damages still counted (ruling HLM-A03).
A seat with any damage left after the offset goes out (拥有任意一次造成伤害效果的结算，角色出局)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from mypy_extensions import mypyc_attr

from bansha.engine import damage

from .common import DAWN, NIGHT, exit_seat, is_night, node
from .state import tonight

if TYPE_CHECKING:
    from .state import HlmGame


GUARD: Final = "最后的守护"
SOURCES: Final = ("指杀", "荣光审判", "审判", "毒药", "残暴", "摄梦", "报复", "投票")
# (exempt sources, 凌晨's 审判 too) → the kinds 免疫夜间伤害 stops, made once: a frozenset is a value
NIGHT_KINDS: dict[tuple[tuple[str, ...], bool], frozenset[str]] = {}


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class Harm:
    """One 造成一次伤害: its `source` (what immunities look at) and `cause` (the death cause). The
    `__init__` is written out: the one a compiled dataclass generates runs interpreted."""

    source: str
    cause: str
    actor: int | None
    target: int
    moved_from: int | None = None

    def __init__(self, source: str, cause: str, actor: int | None, target: int,
                 moved_from: int | None = None) -> None:
        self.source = source
        self.cause = cause
        self.actor = actor
        self.target = target
        self.moved_from = moved_from


def kind(at: str, source: str) -> str:
    return f"{at}·{source}"


def immune_at_night(game: "HlmGame", seat: int, name: str, actor: int | None, but: tuple[str, ...] = ()) -> None:
    """免疫夜间伤害 (救药, 摄梦). Step (12) names the 审判's target among those they protect, so by
    default they also stop the 审判 executed at 凌晨 (ruling HLM-A05, option trial_immunity)."""
    dawn_too = game.options["trial_immunity"] == "第(12)步" and "审判" not in but
    kinds = NIGHT_KINDS.get((but, dawn_too))
    if kinds is None:
        made = {kind(NIGHT, s) for s in SOURCES if s not in but}
        if dawn_too:
            made.add(kind(DAWN, "审判"))
        kinds = NIGHT_KINDS[(but, dawn_too)] = frozenset(made)
    damage.protect(game, seat, name, actor, kinds)


def immune_to_all(game: "HlmGame", seat: int, name: str, actor: int | None, until: str) -> None:
    damage.protect(game, seat, name, actor, None, None, until)


def immune_once(game: "HlmGame", seat: int, name: str, actor: int | None) -> None:
    damage.protect(game, seat, name, actor, frozenset({GUARD}), 1)


def transfer(game: "HlmGame", harms: list[Harm]) -> list[Harm]:
    """求助: damage of any kind aimed at 小红帽 tonight goes to her 求助 target(s) instead."""
    if not is_night(game):
        return list(harms)
    night = tonight(game)
    helps = night.help
    if not helps:
        return list(harms)
    out: list[Harm] = []
    for h in harms:
        helpers = helps.get(h.target)
        if not helpers:
            out.append(h)
            continue
        for t in helpers:
            if game.record_traces:
                game.trace(f"(11) 求助：{h.cause}对{h.target}号的伤害转移给{t}号")
            out.append(Harm(h.source, h.cause, h.actor, t, h.target))
    return out


def block(game: "HlmGame", harms: list[Harm]) -> list[Harm]:
    """The immunities that stop damage at this time node; returns the damages that count."""
    landed: list[Harm] = []
    seats = game.seats
    here = node(game)
    for h in harms:
        if not seats[h.target].alive:
            if game.record_traces:
                game.trace(f"{h.cause}→{h.target}号：该角色已出局，无效果")
            continue
        if damage.hit(game, h.target, f"{here}·{h.source}", h.cause):
            if game.record_traces:
                game.trace(f"{h.cause}→{h.target}号：造成一次伤害")
            landed.append(h)
    return landed


def offset(game: "HlmGame", landed: list[Harm]) -> dict[int, list[Harm]]:
    """Step (14) 最后的守护: 免疫一次伤害 offsets counted damages one for one (option
    `last_guard` = 整体: one such immunity saves the seat whatever it took)."""
    per: dict[int, list[Harm]] = {}
    for h in landed:
        per.setdefault(h.target, []).append(h)
    left: dict[int, list[Harm]] = {}
    whole = game.options["last_guard"] == "整体" if per else False
    for seat, hs in per.items():
        if whole:
            if not damage.hit(game, seat, GUARD, "、".join(h.cause for h in hs)):
                hs = []
        else:
            hs = [h for h in hs if damage.hit(game, seat, GUARD, h.cause)]
        if hs:
            left[seat] = hs
            if game.record_traces:
                game.trace(f"{seat}号 伤害{len(hs)}次未被抵消：出局")
    return left


def cause_of(hs: list[Harm]) -> str:
    return "毒药" if any(h.source == "毒药" for h in hs) else hs[-1].cause


def put_out(game: "HlmGame", left: dict[int, list[Harm]]) -> list[int]:
    """Exits of one time node: simultaneous, recorded in seat order."""
    out: list[int] = []
    for seat in sorted(left):
        if exit_seat(game, seat, cause_of(left[seat])):
            out.append(seat)
    return out


def follow_ups(game: "HlmGame") -> None:
    """Damage caused by an exit at the same node (摄梦人出局, 结算目标承受一次伤害)."""
    st = game.state
    while st.follow:
        harms, st.follow = st.follow, []
        put_out(game, offset(game, block(game, transfer(game, harms))))


def settle(game: "HlmGame", harms: list[Harm]) -> None:
    """Settle damages at the current time node, then what the exits cause."""
    put_out(game, offset(game, block(game, transfer(game, harms))))
    follow_ups(game)
