"""[245]酒's timetable (行动时段, 讨论日长短, 投票规则) as `schedule` rows: each phase of the flow
with its deadline, so a game with a calendar shows what is due by when, `tick` moves on a phase
whose time is up and an input sent after it is refused.

Calendar (rulings JIU-T1): the start date D0 is the date day 1 (竞选日) opens. 「一般讨论日持续两天，
每逢周末时讨论日延长一天」 (`discussion_days`); 「讨论日结束三个小时前（一般为最后一个自然日的18:00）」 puts
关门 at 21:00 on a day's last date; a day opens at 09:00 (not written: a parameter). 「正午类技能只能在每天的
9：00至21:00（若当天关门则为20:00）发动」: on the last date 正午 ends at 20:00. Every phase after the vote
counts from 关门 (T): 黄昏1 T+10, 黄昏2 T+20, 早夜1 T+30, 早夜2 T+40, 午夜 T+60, 深夜1 T+70, 深夜2 T+80,
凌晨1 T+90, 凌晨2 T+100, and the next day's 晨曦1 T+110, 晨曦2 T+120 (「关门N分钟内」). The night counts
from the day's actual 关门 when the log has it (event "opened"); the next day's 晨曦 from that same 关门
(event "day_closed") or else the planned one, but never sooner after the night's actual close than 凌晨2's
end is (a night closed late keeps its 10 and 20 minutes of 晨曦). 遗言 before the next 开门 (「第二天开门前，通知
出局玩家，留下遗言」: row 开门, 09:00); requests 3 h before 关门; no 改票 or 代投 in the last hour. Each row's key is
the flow step it times, so the step settles by it. The opening has no clock time of its own (「开局——游戏一开
始」): it lasts until the director opens the 竞选日, so a game made after 09:00 of its start date still opens
(rulings JIU-T1)."""
from __future__ import annotations

from datetime import date, datetime, timedelta, tzinfo
from functools import lru_cache

from bansha.engine import discussion_days
from bansha.engine.discussion_days import period_deadlines, vote_rule_rows
from bansha.engine.schedule import GMT8, Clock, Deadline, Earliest, Entry, Event, First, Latest, Shift, Timetable

from bansha import rulesets

from .action_order import in_scope

MIN = timedelta(minutes=1)
OPENS, CLOSES, NOON_LAST = "09:00", "21:00", "20:00"
NIGHT = (("早夜1", 30, "互不影响"), ("早夜2", 40, "有先后顺序"), ("午夜", 60, "有先后顺序"), ("深夜1", 70, "互不影响"),
         ("深夜2", 80, "有先后顺序"), ("凌晨1", 90, "有先后顺序"), ("凌晨2", 100, "有先后顺序"))
DAWN = (("晨曦1", 110, "即时插入结算"), ("晨曦2", 120, "互不影响：执警抽取新月，导演发动新月事件"))
DUSK = (("黄昏1", 10, "统计最高票，随后统计二次流血，即时插入结算"), ("黄昏2", 20, "公告出局名单和警长情况，有先后顺序"))


ALSO = {"晨曦2": ("遮天",)}  # [晨曦] skills of a step of the ruleset's own after the phase (遮天 after the 新月)


@lru_cache(maxsize=None)
def _what(step: str) -> str:
    """The phase and the skills the flow lists in it (those the ruleset has, read once it is loaded), so a
    page finds a skill's deadline by name."""
    skills = "、".join((*in_scope(step, rulesets.get("jiu").skill_names()), *ALSO.get(step, ())))
    return f"{step}（{skills}）" if skills else step


def _rows(length: int) -> tuple[Entry, ...]:
    last = length - 1
    close = Earliest(Event("accelerated_end"), Clock(last, CLOSES))
    T = First(Event("opened"), Clock(0, CLOSES))  # a night: the day's 关门
    # a later day's 晨曦: the 关门 of the day before (as the night counted from it), else as planned
    before = First(Event("day_closed"), Clock(-1, CLOSES))
    rows = [
        *[Entry(sid, _what(sid), "存活角色", "day 2+",
                Latest(Shift(before, minutes * MIN), Event("opened", (minutes - 100) * MIN)),
                opens=before, note=f"关门{minutes}分钟内，{how}") for sid, minutes, how in DAWN],
        Entry("开门", "开门（公示出局名单与遗言）", "出局角色", "day 2+", Clock(0, OPENS), opens=before,
              note="第二天开门前，通知出局玩家，留下遗言；开门时未提交视为放弃遗言"),
        Entry("正午", _what("正午"), "存活角色", "day", Clock(last, NOON_LAST), opens=Clock(0, OPENS),
              note="正午类技能只能在每天的9:00至21:00（若当天关门则为20:00）发动；竞选日不可发动的技能除外"),
        Entry("竞选", "警长竞选投票", "存活角色", "day 1", close, opens=Clock(0, OPENS),
              note="竞选日获得最多投票的角色当选警长（同票时最先获得该票数者）"),
        Entry("竞岗", "新警长：任职宣言、辅政", "警长", "day", Shift(close, 20 * MIN), opens=Clock(0, OPENS),
              note="当选警长或被移交警长的角色立刻选择任职宣言与执警，于白天或黄昏公示警长的选择"),
        Entry("投票", "放逐投票", "存活角色", "day 2+", close, opens=Clock(0, OPENS),
              note="投票对象：/投票理由：；改票只允许一次，须回复原投票楼层；执行加速时不允许改票"),
        *vote_rule_rows(close, Clock(0, OPENS)),
        *[Entry(sid, _what(sid), "存活角色", "day", Shift(close, minutes * MIN), opens=close,
                note=f"关门{minutes}分钟内，{how}") for sid, minutes, how in DUSK],
        *[Entry(sid, _what(sid), "存活角色", "night", Shift(T, minutes * MIN), opens=T,
                note=f"关门{minutes}分钟内，{how}") for sid, minutes, how in NIGHT],
        Entry("摄魂内容", "摄魂内容（明天公布的内容）", "摄魂的结算目标", "night", Shift(T, 100 * MIN), opens=T,
              note="于早夜结束后收到通知，在夜晚结束前提交明天公布的内容（不超过50字）"),
        Entry("last_words", "遗言", "出局角色", "night", Clock(1, OPENS), opens=T,
              note="第二天开门前，通知出局玩家，留下遗言"),
    ]
    return tuple(rows)


def table(length: int) -> Timetable:
    """The rows for a 讨论日 of `length` dates (nights and the start do not depend on it)."""
    return discussion_days.table("jiu", _rows, length)


def jiu_deadlines(start: date, period: str, alive: int, events: dict | None = None, tz: tzinfo = GMT8,
                  **kw) -> list[Deadline]:
    """The deadlines of one period; `events`: "opened" (the close that opened it), "accelerated_end"."""
    return period_deadlines(table, start, period, alive, events, tz, **kw)


def closes_at(start: date, period: str, events: dict | None = None) -> datetime:
    """A day's 关门 as planned."""
    return next(d.at for d in jiu_deadlines(start, period, 99, events) if d.key == "closed")
