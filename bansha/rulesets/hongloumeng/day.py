"""The days, step by step (flow steps 4–7), each 公示 posted when its step settles.

`day 1` is the 警长竞选日: the election (night-1 victims vote with weight 2 and can be elected), then
night 1's 公示 (第一个夜晚需要公示的信息以及出局名单在警长竞选完毕之后公布) and the 正午 报复 of a 黑狼王
out at 凌晨 of night 1, then 黄昏 (报复, the handover of an elected night-1 victim), after which the
night-1 victims leave (首夜出局保护). `day N` (N ≥ 2) is a 讨论日: its opening list when the day opens
(夜晚期间需要公示的内容全部在下一个白天开始时公布), the handovers of night exits, a red card before the
vote, the 正午 报复 of a 黑狼王 out at 凌晨, the 放逐投票 at 正午 (sheriff 2 votes; a tie goes to the
sheriff's pick, none without a sheriff; a top seat under 顶盾 means nobody goes), posted at once
(白天因投票出局的所有角色将立即公示), then 黄昏 (报复 需立即决定, 殉职), then the 潜水 cards at the close.

A step that offers a choice waits for its answer in live play (`offers`), and runs again when it
comes: `once` keeps each part of it to one run. The vote settles by itself only once it is final
(`posts.awaits`); else at 关门 (the timetable row), by the director, or at the close."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine import cards, damage
from bansha.engine.order import Step
from bansha.engine.procedure import publish_last_words
from bansha.engine.record import Exile
from bansha.engine.votes import as_record, tally, top

from . import harm, offers, posts, sheriff, wins
from .common import DUSK, NOON, TITLE, count_text, news, number, seat_label
from .posts import Day, read_day
from .publish import final, morning
from .roles.black_wolf_king import offer_revenge
from .state import HlmDay, once, today

if TYPE_CHECKING:
    from .state import HlmGame


def judge(game: "HlmGame") -> None:
    """投降 and the director's cards not judged yet, in the order they came (every 投降 first), then
    the red-card and win checks; the whole opening's and night's at their close."""
    led = game.ledger
    inbox = game.inbox
    start = 0
    if isinstance(led, HlmDay):
        start, led.judged = led.judged, len(inbox)
    director(game, [item for item in inbox[start:] if isinstance(item, dict) and item["kind"] in JUDGED])


JUDGED = ("surrender", "card")


def director(game: "HlmGame", given: list[dict[str, Any]]) -> None:
    """投降 and the director's cards, before the night's actions or the day's vote."""
    surrenders: list[dict[str, Any]] = []
    given_cards: list[dict[str, Any]] = []
    for g in given:  # one pass sorts them: every 投降 comes before every card
        kind = g["kind"]
        if kind == "surrender":
            surrenders.append(g)
        elif kind == "card":
            given_cards.append(g)
    for s in surrenders:
        wins.lose(game, s["faction"], f"{s['faction']}投降：所有被询问的角色（包括已出局角色）同意投降", "投降")
    for c in given_cards:
        cards.give(game, c["to"], c["card"], c["reason"] or "导演判罚")
        if c["faction_loses"] and c["card"] == "红牌":
            camp = game.seats[c["to"]].camp
            wins.lose(game, camp, "判罚红牌时，导演判负该玩家所在阵营", "阵营判负")
    wins.check_red_cards(game)
    wins.check(game)


def unjudged(game: "HlmGame") -> bool:
    """Whether a card or a 投降 came in since the director's inputs were last judged today."""
    led = today(game)
    return any(isinstance(item, dict) and item["kind"] in JUDGED for item in game.inbox[led.judged:])


# --- the steps -------------------------------------------------------------------------------

def day_opens(game: "HlmGame") -> bool:
    """A 讨论日 opens with its list (每个游戏日白天开始时…公示: in live play the moment the night closes),
    then the handovers of night exits, the director's cards and 投降 so far, and the 正午 报复 of a
    黑狼王 out at 凌晨 (before the vote)."""
    led = today(game)
    if once(led.done, "公示"):
        st = game.state
        st.node = NOON
        n = number(game)
        morning(game, f"{TITLE} 第{n}天", night=n > 2)
        sheriff.offer_handovers(game)
    if not offers.settle(game):
        return False
    if once(led.done, "导演"):
        judge(game)
        offer_revenge(game, NOON)
    return offers.settle(game)


def election_opens(game: "HlmGame") -> None:
    """The 警长竞选日 opens at 正午's node; the director's cards and 投降 so far."""
    st = game.state
    st.node = NOON
    judge(game)


def election(game: "HlmGame") -> None:
    """竞岗<强制>: 最高票当选警长，平票则无警长; the night-1 victims vote with weight 2."""
    led = today(game)
    if unjudged(game):
        judge(game)
    st = game.state
    led.voters = sorted(n for n, s in game.seats.items() if s.alive or n in st.first_night_out)
    day = led.day = read_day(game, game.inbox, election=True)
    sheriff.elect(game, day.ballots(set(st.first_night_out), 2))


def first_night_post(game: "HlmGame") -> bool:
    """Night 1's 公示 after the election, then the 正午 报复 of a 黑狼王 out at 凌晨 of night 1 (its
    「X被Y带走」 tells of a night-1 exit, so it comes after the list); an elected night-1 victim then
    leaves and hands over."""
    led = today(game)
    if once(led.done, "公示"):
        morning(game, f"{TITLE} 第一个夜晚公示", first=True)
        offer_revenge(game, NOON)
    if not offers.settle(game):
        return False
    st = game.state
    chief = game.sheriff
    if chief is not None and chief in st.first_night_out:
        sheriff.on_death(game, chief, "首夜出局")
    return True


def exile_vote(game: "HlmGame") -> None:
    """正午 放逐投票, after the cards given since the day opened (白天红牌罚下在被投票出局之前)."""
    led = today(game)
    if unjudged(game):
        judge(game)
    day = led.day = read_day(game, game.inbox, election=False)
    # the living at the vote, for 潜水: read only on a day given a thread (Day.attendance)
    led.voters = sorted(game.alive()) if day.has_speech or day.has_ballots else []
    exile(game, day, number(game))
    wins.check(game)


def dusk(game: "HlmGame") -> bool:
    """黄昏: the 报复 due now (需立即决定), then the handovers of the day's exits, then the win check."""
    led = today(game)
    if once(led.done, "黄昏"):
        st = game.state
        st.node = DUSK
        offer_revenge(game, DUSK)
    if not offers.settle(game):
        return False
    if once(led.done, "黄昏殉职"):
        sheriff.offer_handovers(game)
    if not offers.settle(game):
        return False
    wins.check(game)
    return True


def election_penalties(game: "HlmGame") -> None:
    """After the election: the cards given since, 潜水 (option `election_attendance`), and the end of
    this 天 (the 警长竞选日 has no night after it), counted once the election was held."""
    led = today(game)
    if unjudged(game) and not game.over:
        judge(game)
    day = led.day
    if day is None:
        return
    if game.options["election_attendance"] and not game.over:
        day.attendance(game, led.voters)
        wins.check_red_cards(game)
        wins.check(game)
    wins.end_of_day(game)


def penalties(game: "HlmGame") -> None:
    """After the vote: the cards given since, then 潜水 (one 黄牌 each)."""
    led = today(game)
    if unjudged(game):
        judge(game)
    day = led.day
    if day is None or game.over:
        return
    day.attendance(game, led.voters)
    wins.check_red_cards(game)
    wins.check(game)


def finish(game: "HlmGame") -> None:
    """The close: what is still to be posted when the game is over, and the statuses that end now."""
    final(game)
    damage.expire(game, game.period)


def publish_words(game: "HlmGame") -> None:
    """遗言在下一个游戏日白天开始时公示: the period's last words wait for the next list."""
    publish_last_words(game, game.inbox, lambda text: news(game, "note", text))


# --- the vote --------------------------------------------------------------------------------

def exile(game: "HlmGame", day: Day, n: int) -> None:
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
    game.emit(Exile(exiled, as_record(counts)))
    st = game.state
    st.exile[n] = exiled
    order = sorted([(-v, s) for s, v in counts.items()])  # most votes first, then by seat
    detail = "，".join(f"{seat_label(game, s)}{count_text(-v)}票" for v, s in order)
    result = f"{seat_label(game, exiled)} 被投票出局。" if exiled else f"{why + '，' if why else ''}无人出局。"
    game.announce(f"{TITLE} 第{n}天放逐投票结果：{detail or '无人得票'}。{result}")
    if pick is not None:
        harm.settle(game, [harm.Harm("投票", "投票", None, pick)])


WORDS = Step("遗言", "", run=publish_words, at_close=True)
FINISH = Step("结束", "", run=finish, at_close=True, always=True)

ELECTION_DAY: tuple[Step, ...] = (
    WORDS,
    Step("开门", "", run=election_opens, needs=()),
    Step("警长竞选", "警长竞选投票结束：最高票当选警长，平票则无警长（首夜出局者票权为2票）", ("警长竞选投票",),
         run=election, awaits=posts.awaits, deadline="election"),
    Step("第一夜公示", "警长竞选完毕之后公布第一个夜晚的公示；首夜凌晨出局的黑狼王<报复>（正午）", ("报复",),
         run=first_night_post, awaits=offers.awaits, deadline="first_night_handover"),
    Step("黄昏", "黄昏：黑狼王<报复>（需立即决定）；首夜出局的警长<殉职>（关门三十分钟内）", ("报复", "殉职"),
         run=dusk, awaits=offers.awaits, deadline="first_night_handover"),
    Step("判罚", "", run=election_penalties, at_close=True, always=True),
    FINISH,
)

DISCUSSION_DAY: tuple[Step, ...] = (
    WORDS,
    Step("开门", "白天开始时公示出局名单与当日警长；夜晚出局的警长<殉职>；凌晨出局的黑狼王<报复>（正午，在投票前）",
         ("殉职", "报复"),
         run=day_opens, needs=(), awaits=offers.awaits, deadline="vote"),  # answered by 关门 at the latest
    Step("放逐投票", "讨论、投票结束（关门）：统计投票结果并立即公示", ("放逐投票",),
         run=exile_vote, awaits=posts.awaits, deadline="vote"),
    Step("黄昏", "黄昏：被投票出局的黑狼王<报复>（需立即决定）；警长<殉职>（关门三十分钟内）", ("报复", "殉职"),
         run=dusk, awaits=offers.awaits, deadline="handover"),
    Step("判罚", "", run=penalties, at_close=True),
    FINISH,
)
