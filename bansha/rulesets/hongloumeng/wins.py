"""胜负判定 for three camps, checked at every time node (HLM-R88): wolves first, then the village,
then 魔女会 when several win at once; a camp that loses while the game goes on gets a
`faction_lost` event. Two red cards in a camp (or a director's ruling) and a unanimous surrender
also make a camp lose; its members then go out (option `lost_faction_exits`, ruling HLM-A12)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.cards import red_cards_of
from bansha.engine.game import DIRECTOR

from .common import COMMONER, COVEN, FACTIONS, GODS, VILLAGE, WOLF, exit_seat, members, post
from .publish import final

if TYPE_CHECKING:
    from .state import HlmGame


def wolf_win(game: "HlmGame") -> str | None:
    """全部神职出局 or 全部村民出局 (of a village that has any), read in one pass over the seats."""
    gods = commons = gods_alive = commons_alive = False
    for s in list(game.seats.values()):  # a list walks faster than a dict in compiled code
        if s.camp != VILLAGE:
            continue
        if s.role in GODS:
            gods = True
            gods_alive = gods_alive or s.alive
        elif s.role == COMMONER:
            commons = True
            commons_alive = commons_alive or s.alive
    why = ""
    if gods and not gods_alive:
        why = "村民阵营的全部神职出局"
    elif commons and not commons_alive:
        why = "村民阵营的全部村民出局"
    st = game.state
    if why and st.last_wolf_revenge is not None:
        why += "（黑狼王为最后一狼出局，<报复>的目标正好为最后一神或者最后一民）"
    return why or None


def village_win(wolves: int, coven: int) -> str | None:
    """From the living of each camp."""
    if not wolves and not coven:
        return "狼人阵营全员出局，且魔女会阵营全员出局"
    return None


def coven_win(game: "HlmGame", wolves: int, village: int, coven: int) -> str | None:
    """From the living of each camp."""
    if WOLF not in game.lost and wolves:
        return None
    if not coven:
        return None
    if coven >= village:
        return f"狼人阵营达成失败条件后，魔女会阵营剩余成员{coven}大于或等于村民阵营剩余成员{village}"
    st = game.state
    if st.quiet_days >= 2:
        return "狼人阵营达成失败条件后，连续两天无人出局"
    return None


def check(game: "HlmGame") -> None:
    """Win check of one time node. Held back while a 黑狼王's 报复 is still due, since its
    victim goes out together with it (黑狼王为最后一狼出局时 … 则狼人阵营胜利)."""
    if game.over:
        return
    st = game.state
    if st.revenge_due or st.revenge_live is not None:
        why = wolf_win(game) if WOLF not in game.lost else None
        if why:  # 报复 can only add to a wolf win, which comes first anyway: 游戏立即结束
            game.end(WOLF, why)
            final(game)
            return
        game.trace("胜负判定待黑狼王<报复>结算后进行")
        return
    # every condition reads who is in play (no one comes back in this seed), the lost camps, the
    # days without an exit and a last-wolf 报复: a node where none changed has nothing new to judge.
    # Each camp's living are counted only then; no rule below changes who is in play before the
    # last `lose`.
    seats = list(game.seats.values())  # a list walks faster than a dict in compiled code
    living = 0
    for s in seats:
        if s.alive:
            living += 1
    seen = (living, len(game.lost), st.quiet_days, st.last_wolf_revenge)
    if st.win_checked == seen:
        return
    st.win_checked = seen
    wolves = village = coven = 0
    for s in seats:
        if s.alive:
            camp = s.camp
            if camp == WOLF:
                wolves += 1
            elif camp == VILLAGE:
                village += 1
            elif camp == COVEN:
                coven += 1
    for faction in FACTIONS:  # wolves first, then the village, then 魔女会
        if faction in game.lost:
            continue
        if faction == WOLF:
            why = wolf_win(game)
        elif faction == VILLAGE:
            why = village_win(wolves, coven)
        else:
            why = coven_win(game, wolves, village, coven)
        if why:
            game.end(faction, why)
            final(game)  # 游戏立即结束: what is still to be posted goes out now
            return
    if not wolves and WOLF not in game.lost:
        lose(game, WOLF, "狼人阵营全员出局")
    if not coven and COVEN not in game.lost:
        lose(game, COVEN, "魔女会阵营全员出局")


def lose(game: "HlmGame", faction: str, reason: str, cause: str | None = None) -> None:
    """A camp is judged lost; with `cause` (投降, 阵营判负) its members still in play go out. The loss
    is the director's unless option `lost_camp_announce`: posting 「X判负」 beside the seats that
    go out with it would publish their camp (「以任何方式出局的角色均不公示其身份」, ruling HLM-A13)."""
    if faction in game.lost or game.over:
        return
    if cause and game.options["lost_camp_announce"]:
        game.lose(faction, reason)
        post(game, f"{faction}判负：{reason}。")
    else:
        game.lose(faction, reason, DIRECTOR)
    if faction == WOLF:
        st = game.state
        st.quiet_days = 0
    if cause and game.options["lost_faction_exits"]:
        for n in members(game, faction):
            exit_seat(game, n, cause)


def check_red_cards(game: "HlmGame") -> None:
    """同一阵营的角色累计获得两张或以上红牌时，阵营判负 (已出局角色仍可被判罚)."""
    reds = 0
    for held in game.cards.values():  # most games never see a red card: no camp to list
        reds += held.get("红牌", 0)
    if reds < 2:  # no camp can hold two
        return
    for faction in FACTIONS:
        if faction not in game.lost and red_cards_of(game, members(game, faction)) >= 2:
            lose(game, faction, "同一阵营的角色累计获得两张或以上红牌，阵营判负", "阵营判负")


def end_of_day(game: "HlmGame") -> None:
    """A 天 (a day and the night after it) ends: count it toward 连续两天无人出局."""
    st = game.state
    if st.exit_this_day:
        st.exit_this_day = False
        st.quiet_days = 0
    else:
        st.quiet_days += 1
        if game.record_traces:
            game.trace(f"本游戏日无人出局（连续{st.quiet_days}天）")
    check(game)
