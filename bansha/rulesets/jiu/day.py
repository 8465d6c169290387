"""The days (JIU-R163–R164, R173–R175, R179–R191, R206–R207). `day 1` is the 竞选日: 开门, 正午, the
sheriff vote, then 黄昏. A later `day N`: 晨曦 (exit notices, 晨曦1 即时插入: 九尾/破伤风/shots; 晨曦2:
the 执警's 新月 draw, then the director's 新月), 开门 (the 公示: exits in exit order, 遗言, news),
正午 (day skills, each settled and any exit announced at once), the exile vote, 黄昏1 (the top
vote's [投票出局], then 二次流血 and what the vote triggers), 黄昏2 (ordered), and 黄昏's exit lists."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import life, triggers
from bansha.engine.order import Step
from bansha.engine.record import Exile
from bansha.engine.votes import Ballot, as_record, tally, top

from . import harm, knife, moons, penalties, picks, posts, sheriff, statuses, wins, words as last_words
from .casting import weight
from .common import label, labels
from . import events as ev
from .cover_sky import STEPS as COVER_STEPS, publish as publish_morning
from .morning import morning_text
from . import declarations, silence_words
from .order import by_speed, ordered
from .action_order import ACTION_ORDER

if TYPE_CHECKING:
    from .state import JiuGame


def _ballots(game: "JiuGame", kind: str) -> list[dict]:
    """The day's inputs of a kind; votes as the forum day reads them (entries and vote posts)."""
    if kind in ("vote", "sheriff_vote"):
        return posts.ballots(game, kind)
    return [i for i in game.inbox if isinstance(i, dict) and i["kind"] == kind]


def awaits_votes(kind: str):
    def awaits(game: "JiuGame"):
        if game.ledger.vote_locked:
            return []
        voted = posts.voters_so_far(game)  # pure: the day is read once, when the vote settles
        return [(n, "投票") for n in game.alive() if n not in voted]
    return awaits


def dawn(game: "JiuGame") -> None:
    """晨曦: the exit notices go out (发送出局通知); statuses due today begin."""
    game.ledger.phase = "晨曦"
    st = game.state
    for n in st.unpublished:
        if game.seats[n].life == life.UNAWARE:
            game.notice(n, "你已出局。")
    life.tell(game, st.unpublished)
    statuses.begin_scheduled(game)


def dawn1(game: "JiuGame"):
    """晨曦1, 即时插入结算: the 强制 exits of the dawn in the action order (九尾狐 九尾自杀 → 锈剑骑士
    破伤风出局) and the shots they trigger."""
    game.fire(ev.DAWN)  # its slots in order: the listeners' priorities (events.py)
    triggers.settle(game, wait=game.live and not game.forcing)
    return False if game.offers else None


def open_day(game: "JiuGame") -> None:
    """开门: 公示前一天出局角色名单（按出局顺序）及遗言, the news of the night and the dawn, 寡言 holders
    — or what 遮天 put in its place, and a 勘误 two days on (cover_sky.py)."""
    st = game.state
    statuses.expire(game, f"{game.period}/晨曦")  # 持续至…正午阶段开始
    game.ledger.phase = "正午"
    game.ledger.opened_alive = sorted(game.alive())
    game.fire(ev.DOOR_OPEN)  # what is judged "当天开门时" (祭品's 遗言已耗尽)
    out = st.unpublished
    words: list[str] = []
    last_words.publish(game, words.append)
    text = morning_text(game, words)
    st.unpublished, st.news = [], []
    publish_morning(game, text)
    moons.show_draws(game)  # 选择的代号和新月内容会被单独公开展示: in the day's thread, after its 公告
    silence_words.noon(game)
    silence_words.sweep(game)
    declarations.sweep(game)
    harm.published(game, out)
    knife.refresh(game)
    wins.check(game)


def elect(game: "JiuGame"):
    if not game.ledger.voted:
        game.ledger.voted = True
        sheriff.elect(game, weight, _ballots(game, "sheriff_vote"))
    triggers.settle(game, wait=game.live and not game.forcing)
    return False if game.offers else None


def exile(game: "JiuGame") -> None:
    """最高票 (JIU-R184): the unique most votes; on a tie the role the sheriff voted for; else none.
    Votes are public, counts hidden: only the top is announced (JIU-R183)."""
    L = game.ledger
    if L.vote_locked:
        game.emit(Exile(None, {}), "director")
        game.announce("今日[封锁投票]：没有放逐投票的最高票。")
        return
    last: dict[int, int | None] = {}
    for b in _ballots(game, "vote"):
        if game.seats[b["by"]].alive:
            last[b["by"]] = b["for"]
    # a vote whose role went out in 正午 and was not changed counts for nobody
    last = {v: t for v, t in last.items() if t is None or game.seats[t].alive}
    counts = tally([Ballot(v, t, weight(game, v)) for v, t in last.items()])
    best = top(counts)
    pick = best[0] if len(best) == 1 else None
    if len(best) > 1 and game.sheriff is not None and game.seats[game.sheriff].alive:
        pick = last.get(game.sheriff)
    game.emit(Exile(pick, as_record(counts)), "director")
    if pick is None:
        game.announce(f"第{game.period.number}天放逐投票：没有最高票。")
    else:
        game.announce(f"第{game.period.number}天放逐投票：{label(game, pick)} 为最高票。")
        if harm.damage(game, pick, "投票出局", None, "投票") is False and game.seats[pick].alive:
            game.announce("平安日")
        else:
            game.fire(ev.EXILED, seat=pick, voters=last)
    game.fire(ev.VOTE_SETTLED, voters=last)


def dusk1(game: "JiuGame"):
    """黄昏1, 即时插入结算: 统计最高票，随后统计二次流血, then the triggers (JIU-R163)."""
    L = game.ledger
    if L.phase != "黄昏":  # 黄昏 begins (a rerun waiting for a shot is not a new one)
        L.phase = "黄昏"
        game.fire(ev.DUSK)
    if not L.voted and game.period.number > 1:
        L.voted = True
        exile(game)
    triggers.settle(game, wait=game.live and not game.forcing)
    return False if game.offers else None


def dusk_cards(game: "JiuGame"):
    """The day's cards, right after the vote (白天红牌罚下导致的出局结算在投票结算之后执行, JIU-R203): 潜水
    (JIU-R226, the day read at the vote) and the director's cards so far; a 红牌 (given, or three 黄牌 merged) exits
    in 黄昏, so the 黄昏's [其他原因] list names it (JIU-R207), and what it sets off settles here."""
    L = game.ledger
    day = posts.forum_day(game)
    if L.vote_locked:  # [封锁投票]: nobody could vote today
        day.has_ballots = False
    day.attendance(game, L.present or sorted(game.alive()), game.state.low_post_days)
    penalties.give_cards(game)
    triggers.settle(game, wait=game.live and not game.forcing)
    if game.offers:
        return False
    wins.check(game)
    return None


def dusk_end(game: "JiuGame") -> None:
    """黄昏结束: the 黄昏's exits, [投票出局] and [其他原因] apart, in exit order (JIU-R207). What goes out after
    this list (a card entered later, settled at the close) is published at the next 开门."""
    st = game.state
    if st.dusk_exits:
        gone, st.dusk_exits = st.dusk_exits, []
        voted = [n for n, c in gone if c == "投票"]
        other = [n for n, c in gone if c != "投票"]
        game.announce(f"黄昏出局：[投票出局]{labels(game, voted)}；[其他原因]{labels(game, other)}")
        harm.published(game, [n for n, _ in gone])
    game.ledger.phase = AFTER_DUSK
    statuses.expire(game, f"{game.period}/黄昏")
    knife.refresh(game)
    wins.check(game)


AFTER_DUSK = "黄昏结束后"  # 正式天黑前, the 黄昏 list posted: an exit now is published at the next 开门


def day_end(game: "JiuGame") -> None:
    """The close: a card entered after the 黄昏 list (its 红牌 out at once, listed at the next 开门), expiries;
    the 遗言 given today wait for the next 开门."""
    game.ledger.phase = AFTER_DUSK
    last_words.stash(game)
    penalties.give_cards(game)
    statuses.expire(game, str(game.period))
    wins.check(game)


def noon_end(game: "JiuGame") -> None:
    statuses.expire(game, f"{game.period}/正午")
    wins.check(game)


def nobody(game: "JiuGame") -> list[tuple[int, str]]:
    """正午's skills are each holder's to use or not: the phase waits for no one, only for its time."""
    return []


_NOON = ACTION_ORDER["正午"]
_DUSK = ACTION_ORDER["黄昏2"]
# 正午——讨论日，正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动; 在白天结束时，统计投票结果并公布:
# 正午 and the vote stay open (held) until their timetable rows (正午, 竞选/投票: 关门), the director or the close,
# however early every seat has voted — a 改票 may still come (JIU-R180, R182, R185; rulings JIU-T3)
NOON = Step("正午", "正午：技能即时结算", _NOON, key=by_speed, at_once=True, held=True,
            awaits=nobody)
DUSK: tuple[Step, ...] = (
    Step("正午结束", "", run=noon_end),
    Step("黄昏1", "黄昏1，关门10分钟内，即时插入结算", run=dusk1),
    Step("判罚", "白天的判罚：潜水与导演的判牌（红牌罚下的出局在投票结算之后结算）", run=dusk_cards),
    Step("黄昏待选", "", run=picks.hold("黄昏2")),  # a close that makes a pick due stops for it (picks.hold)
    # it takes its inputs once 黄昏 has begun, though a close stopped before it (its picks are then offered)
    Step("黄昏2", "黄昏2，关门20分钟内，有先后顺序", _DUSK, key=ordered(_DUSK), awaits=picks.awaits("黄昏2"),
         opens=("判罚",)),
    Step("黄昏结束", "", run=dusk_end),
    Step("白天结束", "", run=day_end, at_close=True, always=True),
)
DAY_ONE: tuple[Step, ...] = (
    Step("开门", "竞选日开门", run=open_day, needs=()),
    NOON,
    Step("竞选", "竞选日：警长投票", held=True, opens=("开门",), awaits=awaits_votes("sheriff_vote")),
    Step("竞岗", "竞岗：最先获得投票数最多的角色当选警长；任职宣言、辅政", run=elect),
    *DUSK,
)
DAY_N: tuple[Step, ...] = (
    Step("晨曦", "晨曦：发送出局通知", run=dawn, needs=()),
    Step("晨曦1", "晨曦1，关门110分钟内，即时插入结算", run=dawn1),
    Step("晨曦2", "晨曦2，关门120分钟内，互不影响：执警抽取新月", ("代理",), key=by_speed, at_once=True),
    Step("新月", "导演发动新月事件", run=moons.cast_all),
    *COVER_STEPS,
    # 第二天开门前，通知出局玩家，留下遗言: the 公告 waits for the words, up to 09:00 (timetable row 开门)
    Step("开门", "开门：公示出局名单与遗言", run=open_day, awaits=last_words.awaited),
    NOON,
    Step("投票", "放逐投票", held=True, opens=("开门",), awaits=awaits_votes("vote")),
    *DUSK,
)
