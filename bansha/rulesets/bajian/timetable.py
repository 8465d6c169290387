"""[078]八见's timetable (行动时限, 讨论日时长, 投票规则) as `schedule` rows, so a game with a calendar
forfeits what comes late (该时间内未与导演取得联系，视为放弃发动该技能) by the clock.

Calendar (BJ-A24, rulings.md): the game's start date D0 is the date day 1 (the first 讨论日) opens;
a 讨论日 opens at 09:00 on its first date and 关门 is 21:00 on its last — 「一般讨论日持续两天，每逢周末
时讨论日延长一天」 (two dates, three when those two take in a Saturday or a Sunday; one when the director
accelerates: alive ≤ `auto_accelerate_alive`, or the players' request succeeded). The 18:00 in
「讨论日结束前三小时（一般为最后一个自然日18:00）」 puts 关门 at 21:00. Night N runs from day N's 关门
(its actual time when known: event "opened") and day N+1 opens at 09:00 the next date.

Night rows count from 关门 (T): T+15 征召; T+30 吹笛/魔音, 炎盾/业炎, 雪隐/暴风雪, 守护之盾, 报信/捕猎;
T+45 杀人, 冲锋/激励; T+60 枪击, 预言/天眼, 隼眼; the witch 30 min after her 通灵 (event
"tongling", else T+75); 避险 and 最后一枪 30 min after the exit notice that offers them (events
"hour_done", "kills_done", "poisons_done": the steps whose settling makes the offers; the rows
show once those are known). Day rows:
requests 3 h before 关门, no 改票/代投 in the last hour, the vote at 关门, a voted-out 吹笛/猎人/警长
within 10 min of 关门, 遗言 before the next 讨论日 opens."""
from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING, Any

from bansha.engine import discussion_days
from bansha.engine.discussion_days import period_deadlines, vote_rule_rows
from bansha.engine.clock import aware as clock_time
from bansha.engine.schedule import GMT8, Clock, Deadline, Earliest, Entry, Event, First, Ref, Shift, Timetable

if TYPE_CHECKING:
    from .state import BjGame

MIN = timedelta(minutes=1)
OPENS, CLOSES = "09:00", "21:00"


def _rows(length: int) -> tuple[Entry, ...]:
    last = length - 1
    close = Earliest(Event("accelerated_end"), Clock(last, CLOSES))
    T = First(Event("opened"), Clock(0, CLOSES))
    after = lambda minutes: Shift(T, minutes * MIN)  # noqa: E731
    offer = lambda event: Event(event, 30 * MIN)  # noqa: E731  (shown once the step that offers has run)
    return (
        # --- start: 游戏开始前 -------------------------------------------------------------------
        Entry("game_start", "征召（递交字母）/支持（选择节气）", "狼王、长老、混血儿", "start", Clock(0, OPENS),
              note="游戏开始前递交；未递交字母的首领不征召，混血儿<支持>【强制】，未选择的随机决定"),
        # --- days ---------------------------------------------------------------------------------
        Entry("公示", "白天开始：公示前一天出局角色名单、遗言及当日警长", "有遗言权利的出局角色", "day 2+", Clock(0, OPENS),
              note="在次日讨论日开始前，有遗言权利的出局角色未提交遗言，视为放弃遗言"),
        Entry("discussion", "讨论", "存活角色", "day", close, opens=Clock(0, OPENS),
              note="未执行加速的讨论日发言不足五帖、未投票：各记一张黄牌（连续三日不足十帖本次不罚）"),
        Entry("vote", "警长竞选投票", "存活角色", "day 1", close, opens=Clock(0, OPENS),
              note="最先获得最多投票的角色成为警长；改票只允许一次，须回复原投票楼层"),
        Entry("vote", "放逐投票", "存活角色", "day 2+", close, opens=Clock(0, OPENS),
              note="投票对象：/投票理由：；改票对象：回复原投票楼层，只允许一次；执行加速时不允许改票"),
        *vote_rule_rows(close, Clock(0, OPENS)),
        Entry("exit_contact", "避险/最后一枪/殉职（被投票出局）", "吹笛者、猎人、警长", "day",
              Ref("closed", 10 * MIN), opens=Ref("closed"),
              note="关门十分钟内仍未与导演取得联系，吹笛、猎人视为放弃发动技能，警长<殉职>对象随机决定"),
        Entry("last_words", "遗言", "有遗言权利的出局角色", "day", Clock(length, OPENS), opens=Ref("closed"),
              note="在次日讨论日开始前未提交遗言，视为放弃遗言；遗言中禁止使用Discuz!代码"),
        # --- nights: 关门后 -----------------------------------------------------------------------
        Entry("recruit", "征召", "狼王、长老", "night", after(15), opens=T,
              note="关门后15分钟内；在15分告知被征召的混血"),
        Entry("first_half", "吹笛/魔音、炎盾/业炎、雪隐/暴风雪、守护之盾、报信/捕猎",
              "吹笛者、赤狼、雪狼、守护、鹫狼、猎狼", "night", after(30), opens=T,
              note="关门后30分钟内；在30分告知被成功魔音的非团队角色、被烧伤的守卫及报信"),
        Entry("kill", "杀人、冲锋/激励", "鹫狼、猎狼、狼王", "night", after(45), opens=T,
              note="关门后45分钟内；在45分告知被成功魔音的团队角色、被激励的狼，并告知女巫刀法"),
        Entry("hour", "枪击、预言/天眼、隼眼", "猎人、预言家、鹫狼", "night", after(60), opens=T,
              note="关门后一个小时内；45分后<验人>立即反馈；在60分告知<天眼><隼眼>及被烧伤的猎人、预言、女巫"),
        Entry("witch", "救药/毒药", "女巫", "night", First(Event("tongling", 30 * MIN), after(75)),
              opens=First(Event("tongling"), after(45)), note="收到反馈后半小时内，仍未给导演答复视为放弃夜晚行动"),
        Entry("kills_offer", "避险/最后一枪（指杀结算时出局）", "吹笛者、猎人", "night", offer("hour_done"),
              note="收到通知后半小时内，仍未给导演答复视为放弃", optional=True),
        Entry("poisons_offer", "避险/最后一枪（毒药结算时出局）", "吹笛者、猎人", "night", offer("kills_done"),
              note="收到通知后半小时内，仍未给导演答复视为放弃", optional=True),
        Entry("shots_offer", "避险/最后一枪（枪击出局时）", "吹笛者、猎人", "night", offer("poisons_done"),
              note="收到通知后半小时内，仍未给导演答复视为放弃", optional=True),
        Entry("night_last_words", "遗言", "有遗言权利的出局角色", "night", Clock(1, OPENS), opens=T,
              note="在次日讨论日开始前未提交遗言，视为放弃遗言"),
    )


HALF_HOUR = 30 * MIN
OFFER_ROWS = (("(10)", "kills_offer"), ("(11)", "poisons_offer"), ("枪击", "shots_offer"))
REACTIVE_RULE = "收到反馈后半小时，仍未给导演答复，视为放弃夜晚行动"


def _time(at: Any) -> datetime | None:
    """A time as the game's clock or an input has it (a wall-clock one is the forum's, GMT+8)."""
    return clock_time(str(at)) if at else None


def _due(game: "BjGame", seat: int, skill: str) -> datetime | None:
    """When a night offer still open (避险, 最后一枪) lapses: 30 minutes after its notice went out, where the game's
    clock knew that moment."""
    if game.kind != "night" or not any(o.seat == seat and o.skill == skill for o in game.offers):
        return None
    sent = game.ledger.offered_at.get((seat, skill))
    when = _time(sent) if sent else None
    return when + HALF_HOUR if when is not None else None


def offer_refusal(game: "BjGame", intent: Any, at: Any) -> str | None:
    """收到反馈后半小时内…吹笛发动<避险>，猎人发动<最后一枪> (BJ-R97): an answer sent (`at`) later than half an hour after
    the notice that offered it is refused; each offer counts from its own notice (a 避险 the hunter's shot set off)."""
    if not game.start_date or intent.slot.defn.phase != "reactive":
        return None
    due, when = _due(game, intent.actor, intent.skill), _time(at)
    if due is None or when is None or when <= due:
        return None
    return f"<{intent.skill}>须在{due.astimezone(GMT8):%m-%d %H:%M}前提交（收到通知后半小时内）：{REACTIVE_RULE}"


def offer_rows(game: "BjGame | None", rows: list[Deadline]) -> list[Deadline]:
    """The row of the night step waiting on its offers runs to the last one's half hour (the tick forfeits it then),
    where the game's clock knew when they went out; otherwise as the step's settling made it (timetable rows)."""
    if game is None or game.kind != "night" or not game.offers or game.ledger is None:
        return rows
    dues = [d for d in (_due(game, o.seat, o.skill) for o in game.offers) if d is not None]
    step = next((key for sid, key in OFFER_ROWS if sid not in game.settled), None)
    if not dues or step is None:
        return rows
    return [replace(r, at=max(dues)) if r.key == step else r for r in rows]


def table(length: int) -> Timetable:
    """The rows for a 讨论日 of `length` dates (nights and the start do not depend on it)."""
    return discussion_days.table("bajian", _rows, length)


def bj_deadlines(start: date, period: str, alive: int, events: dict | None = None, tz: tzinfo = GMT8,
                 **kw) -> list[Deadline]:
    """The deadlines of one period. `events`: "opened" (the close that opened it: 关门 for a night),
    "tongling", "hour_done", "kills_done", "poisons_done" (steps settled), "accelerated_end"."""
    return period_deadlines(table, start, period, alive, events, tz, **kw)
