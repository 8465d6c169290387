"""The days. `day 1` is the 警长竞选日: the election (night-1 victims vote with weight 2 and can
be elected), then night 1's 公示, then those victims leave (首夜出局保护). `day N` (N ≥ 2) is a
讨论日: the handovers of night exits, a red card before the vote, the 放逐投票
at 正午 (sheriff 2 votes; a tie goes to the sheriff's pick, none without a sheriff; a top seat
under 顶盾 means nobody goes), then 黄昏 (报复, 殉职), then the 潜水 cards."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine import damage
from bansha.engine.votes import as_record, tally, top

from . import harm, sheriff, wins
from .common import DUSK, NOON, TITLE, count_text, labels, number, seat_label
from .posts import Day, read_day
from .roles.black_wolf_king import settle_revenge

if TYPE_CHECKING:
    from bansha.engine.game import Game

    from .state import HlmState


def morning(game: "Game", heading: str, first: bool = False, night: bool = True) -> None:
    """每个游戏日白天开始时 … 公示前一天因投票出局角色名单、其他原因出局角色名单、夜晚出局角色名单、当日警长
    (lists in 电梯楼 order; identities never). Posted when the period before the day closes, so
    the director has it as the day opens; day 2 follows day 1 with no night (`night=False`)."""
    st: HlmState = game.state
    items, st.news = st.news, []
    if first:  # night 1's 公示: what night 1 left; the election day's own news waits for day 2's post
        st.news = [i for i in items if i[2] != "night 1"]
        items = [i for i in items if i[2] == "night 1"]
    seats: dict[str, list[int]] = {"vote": [], "other": [], "night": []}
    notes: list[str] = []  # trial, revenge and note lines, in the order they came
    for kind, text, _ in items:  # one pass sorts the news
        if kind in seats:
            seats[kind].append(int(text))
        elif kind in ("trial", "revenge", "note"):
            notes.append(text)
    lines = [heading]
    if not first:
        lines.append(f"前一天因投票出局：{labels(game, seats['vote'])}")
    if not first or seats["other"]:
        lines.append(f"其他原因出局：{labels(game, seats['other'])}")
    if night or seats["night"]:
        lines.append(f"{'第一夜' if first else '昨夜'}出局：{labels(game, seats['night'])}")
    lines += notes
    chief = game.sheriff
    if chief is None:
        lines.append("当日警长：无")
    elif game.seats[chief].alive:
        lines.append(f"当日警长：{seat_label(game, chief)}")
    else:
        lines.append(f"当日警长：待{seat_label(game, chief)}移交警徽")
    game.announce("\n".join(lines))


def dusk(game: "Game") -> None:
    """黄昏: the 报复 due now, then the handovers of the day's exits, then the win check."""
    st: HlmState = game.state
    st.node = DUSK
    settle_revenge(game, DUSK)
    sheriff.settle_handovers(game)
    wins.check(game)


def election_day(game: "Game", inbox: list[Any]) -> None:
    """警长竞选日: the election, then night 1's 公示 (第一个夜晚需要公示的信息以及出局名单在警长竞选完毕之后公布),
    then the 正午 报复 of a 黑狼王 out at 凌晨 of night 1 (its 「X被Y带走」 would tell of a night-1
    exit, so it comes after the 公示), then the night-1 victims leave."""
    st: HlmState = game.state
    electors = sorted(n for n, s in game.seats.items() if s.alive or n in st.first_night_out)
    day = read_day(game, inbox, election=True)
    victims = set(st.first_night_out)
    sheriff.elect(game, day.ballots(victims, 2))
    morning(game, f"{TITLE} 第一个夜晚公示", first=True)
    settle_revenge(game, NOON)
    chief = game.sheriff
    if chief is not None and chief in victims:
        sheriff.on_death(game, chief, "首夜出局")
    dusk(game)
    if game.options["election_attendance"] and not game.over:
        day.attendance(game, electors)
        wins.check_red_cards(game)
        wins.check(game)


def exile(game: "Game", day: Day, n: int) -> None:
    """正午 放逐投票: 高票者结算是否有<顶盾>，有<顶盾>则无人出局；平票则结算警长投票的对象按照高票者结算，若平票无警长则无人出局."""
    chief = game.sheriff
    ballots = day.ballots(set() if chief is None else {chief}, sheriff.WEIGHT)
    counts = tally(ballots)
    best = top(counts)
    pick, why = (best[0], "") if len(best) == 1 else (None, "")
    if len(best) > 1:
        mine = next((b.target for b in ballots if b.voter == game.sheriff), None)
        if game.sheriff is None:
            why = "平票，无警长"
        elif mine is None:
            why = "平票，警长未投票或弃权"
        elif mine in best or game.options["tie_pick_outside"] == "警长所投角色出局":
            pick = mine
        else:
            why = "平票，警长所投角色不在平票者中"
    blocked = pick is not None and bool(damage.applicable(game, pick, harm.kind(NOON, "投票")))
    if blocked:
        if game.record_traces:
            game.trace(f"{pick}号 有<顶盾>：无人出局")
    exiled = None if pick is None or blocked else pick
    game.emit("exile", seat=exiled, tally=as_record(counts))
    st: HlmState = game.state
    st.exile[n] = exiled
    order = sorted([(-v, s) for s, v in counts.items()])  # most votes first, then by seat
    detail = "，".join(f"{seat_label(game, s)}{count_text(-v)}票" for v, s in order)
    result = f"{seat_label(game, exiled)} 被投票出局。" if exiled else f"{why + '，' if why else ''}无人出局。"
    game.announce(f"{TITLE} 第{n}天放逐投票结果：{detail or '无人得票'}。{result}")
    if pick is not None:
        harm.settle(game, [harm.Harm("投票", "投票", None, pick)])


def discussion_day(game: "Game", inbox: list[Any]) -> None:
    n = number(game)
    settle_revenge(game, NOON)
    day = read_day(game, inbox, election=False)
    # the living at the vote, for 潜水: read only on a day given a thread (Day.attendance)
    voters = sorted(game.alive()) if day.has_speech or day.has_ballots else []
    exile(game, day, n)
    wins.check(game)
    if not game.over:
        dusk(game)
    if not game.over:
        day.attendance(game, voters)
        wins.check_red_cards(game)
        wins.check(game)

