"""The days (flow 3, 5, 6). Each opens with its 公示 (the previous day's exits in exit order, last
words, the sheriff, the night's news such as [发生了暴风雪]); `day 1`'s vote is the 警长竞选 (最先
高票者), later days' the exile (one top seat exits; a tie goes to the sheriff's valid vote, else
nobody). 权威 and the sheriff's +1.5 weigh the ballots; a vote may be changed once. Right after the
vote: 最后一枪, 殉职, red cards (白天结束时红牌罚下的出局结算在投票结算之后执行)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import cards, life, triggers
from bansha.engine.order import Step
from bansha.engine.procedure import awaited_last_words, lapse_last_words, publish_last_words
from bansha.engine.record import Exile, Sheriff
from bansha.engine.votes import Ballot, as_record, tally, top

from . import camps, wins
from .common import label, labels
from .exits import RED, exit_seat
from .posts import Day, auto_accelerated, read_day, voters_so_far

if TYPE_CHECKING:
    from .state import BjGame


def opening(game: "BjGame") -> None:
    """每个游戏日白天开始时，公示前一天出局角色名单（按出局顺序排序）、遗言及当日警长; 「在次日讨论日开始前，有遗言
    权利的出局角色未提交遗言，视为放弃遗言」: the words given by then are in it, the rest forfeited."""
    st = game.state
    n = game.period.number
    out, st.night_exits = st.night_exits, []
    lines = [f"[078]八见 第{n}天"]
    if n > 1:
        lines.append(f"前一天出局角色（按出局顺序）：{labels(game, out)}")
    publish_last_words(game, game.inbox, lambda text: st.news.append(text))
    lapse_last_words(game)
    lines += st.news
    st.news = []
    lines.append(f"当日警长：{label(game, game.sheriff) if game.sheriff else '无'}")
    if auto_accelerated(game):
        lines.append(f"存活角色减少到{len(game.alive())}人：导演执行加速（不可改票，发言不足或未投票者不被判罚）。")
    game.announce("\n".join(lines))
    life.tell(game, out)
    if n == 3:
        wins.piper_day_three(game)
    wins.check(game)


def _ballots(game: "BjGame", kind: str) -> list[dict]:
    return [i for i in game.inbox if isinstance(i, dict) and i["kind"] == kind]


def awaits_votes(game: "BjGame"):
    voted = voters_so_far(game)
    return [(n, "投票") for n in game.alive() if n not in voted]


def weight(game: "BjGame", voter: int) -> float:
    base = float(game.ledger.authority.get(voter, 1))
    if game.sheriff == voter:
        return base + 1.5 if game.options["sheriff_weight"] == "多计1.5票" else 1.5
    return base


def final_ballots(game: "BjGame", day: Day) -> list[Ballot]:
    """Each living voter's standing vote (a 改票 replaces it), in first-vote order."""
    return [Ballot(v, c.target, weight(game, v)) for v, c in day.casts.items() if game.seats[v].alive]


def elect(game: "BjGame", day: Day) -> None:
    """第一天讨论日最先获得最多投票的角色将成为警长: replay the accepted casts in posting order; of the
    seats ending with the most votes, the one that reached that count first."""
    counts = tally(final_ballots(game, day))
    best = top(counts)
    game.trace("警长竞选计票：" + ("，".join(f"{label(game, s)}得{v:g}票" for s, v in counts.items()) or "无人得票"))
    if not best:
        game.emit(Sheriff(None))
        game.announce("警长竞选：无人得票，本局暂无警长。")
        return
    m = counts[best[0]]
    running: dict[int, float] = {}
    current: dict[int, int | None] = {}
    first_at: dict[int, int] = {}
    for k, (v, target) in enumerate(day.order):
        if not game.seats[v].alive:
            continue
        w = weight(game, v)
        before = current.get(v)
        if before is not None:
            running[before] -= w
        current[v] = target
        if target is not None:
            running[target] = running.get(target, 0.0) + w
            if target in best and running[target] >= m and target not in first_at:
                first_at[target] = k
    chosen = min(best, key=lambda s: first_at.get(s, 10 ** 9))
    game.sheriff = chosen
    game.emit(Sheriff(chosen))
    game.notice(chosen, "你当选警长。")
    shown = "，".join(f"{label(game, s)}得{v:g}票" for s, v in counts.items())
    game.announce(f"警长竞选结果：{shown}。{label(game, chosen)} 最先获得最多投票，当选警长。")


def exile(game: "BjGame", day: Day) -> None:
    ballots = final_ballots(game, day)
    counts = tally(ballots)
    best = top(counts)
    pick, why = (best[0], "") if len(best) == 1 else (None, "")
    if len(best) > 1:
        mine = next((b.target for b in ballots if b.voter == game.sheriff), None)
        if game.sheriff is None or not game.seats[game.sheriff].alive:
            why = "平票，无警长"
        elif mine is None:
            why = "平票，警长投票无效（未投票或弃权）"
        elif mine in best or game.options["tie_pick_outside"] == "警长投票对象出局":
            pick = mine
        else:
            why = "平票，警长投票对象不在平票者中"
    game.emit(Exile(pick, as_record(counts)))
    shown = "，".join(f"{label(game, s)}得{v:g}票" for s, v in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    result = f"{label(game, pick)} 出局。" if pick else f"{why + '，' if why else ''}无人出局。"
    game.announce(f"第{game.period.number}天投票结果：{shown or '无人得票'}。{result}")
    if pick is not None and exit_seat(game, pick, "投票") is False:
        game.announce(f"{label(game, pick)} 未出局。")


def count(game: "BjGame"):
    """投票结算: the election on day 1, the exile later; then what the vote triggers; then, 「讨论结束时」, 潜水 and
    the day's cards so far, whose 红牌罚下 exit now (「白天结束时红牌罚下的出局结算在投票结算之后执行」) and is published
    at once (「投票结束后，立即公示…红牌罚下」, BJ-R83)."""
    L = game.ledger
    if not L.voted:
        L.voted = True
        day = L.day = read_day(game)
        L.voters = sorted(game.alive())
        if game.period.number == 1:
            elect(game, day)
        else:
            exile(game, day)
    triggers.settle(game, wait=game.live and not game.forcing)
    if game.offers:
        return False
    if not L.carded:
        L.carded = True
        if day_judged(game):
            return False  # a red card's exit offered a choice (避险) the seat has not answered yet
    wins.check(game)
    return None


def day_judged(game: "BjGame") -> bool:
    """潜水 (once, at the vote's end) and the cards given so far, then the red-card exits; True while an exit
    waits for an answer."""
    if game.kind == "day" and game.ledger.day is not None and not game.ledger.attended:
        game.ledger.attended = True
        game.ledger.day.attendance(game, [n for n in game.ledger.voters if n in game.seats])
    cards_given(game)
    red_card_exits(game)
    wins.check_red_cards(game)
    return bool(game.offers)


def give_card(game: "BjGame", c: dict) -> None:
    """One card of the director's (判罚红牌时，导演视情况决定是否判负该玩家所在阵营), given once."""
    if c.get("given"):
        return
    c["given"] = True
    cards.give(game, c["to"], c["card"], c["reason"] or "导演判罚")
    if c["faction_loses"] and c["card"] == "红牌":
        wins.lose(game, game.ruleset.camp_of(game, c["to"]), "判罚红牌时，导演判负该玩家所在阵营")


def cards_given(game: "BjGame") -> None:
    """The director's cards not given yet (in live play a card by day is given as it comes: Bajian.take_card)."""
    for c in _ballots(game, "card"):
        give_card(game, c)


def day_end(game: "BjGame") -> None:
    """The close: 潜水 and the director's cards not yet given, then red-card exits (after the vote), 遗言, wins."""
    day_judged(game)
    publish_last_words(game, game.inbox, lambda text: game.state.news.append(text))
    camps.tell_changes(game)
    wins.check(game)


def red_card_exits(game: "BjGame") -> None:
    due, game.state.red_out = game.state.red_out, []
    for n in due:
        if exit_seat(game, n, RED) is True:
            game.announce(f"{label(game, n)} 被红牌罚下。")
    triggers.settle(game)


def awaits_words(game: "BjGame") -> list[tuple[int, str]]:
    """「在次日讨论日开始前…提交遗言」: the opening 公示 waits for the words of the roles out since, up to 09:00 (row 公示)."""
    return awaited_last_words(game) if game.period.number > 1 else []


DAY_STEPS: tuple[Step, ...] = (
    Step("公示", "白天开始：公示前一天出局角色名单、遗言及当日警长", run=opening, needs=(), awaits=awaits_words),
    # 在白天结束时，统计投票结果并公布 (day 1: 第一天讨论日结束时): the vote stays open to 关门, however early every
    # seat has voted — a 改票 may still come (BJ-R68, R71; rulings BJ-T1)
    Step("投票", "投票（长老<权威>在统计记票数之前）", ("权威",), awaits=awaits_votes, deadline="vote", held=True,
         opens=("公示",)),
    Step("计票", "统计投票结果并公布；随后结算触发的技能", run=count, deadline="exit_contact"),
    Step("白天结束", "红牌罚下（在投票结算之后）、遗言", run=day_end, at_close=True),
)
