"""PVZ.Killer's timetable (seed 6.2, 6.2.3, 6.2.4, 6.4, 6.5 as "3楼内容补档及更新" has them).

Calendar, with D0 the date night 1 begins ("第一个游戏日为21:00到第三日21:00", PVZ-R59):
night 1 is 21:00 D0 → 09:00 D1; day 1 holds the election on D1 and its discussion ends
20:00 on D2; night N (N >= 2) starts 21:00 on D{N}; day N (N >= 2) runs 09:00–21:00 on D{N+1}.

Readings taken here: acceleration moves the 自爆 window and the early-vote hour with the
discussion end (PVZ-A12); night actions open at 关门, since after a 自爆 the game "直接进入夜晚";
later-night exits get no last-words row, the seed gives none (PVZ-A10).
"""
from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, timedelta, tzinfo

from bansha.engine.schedule import (
    GMT8,
    ByAlive,
    Clock,
    Deadline,
    Earliest,
    Entry,
    Event,
    First,
    Ref,
    Shift,
    Timetable,
    deadlines,
    parse_period,
)

HALF_HOUR = timedelta(minutes=30)
ONE_HOUR = timedelta(hours=1)
TWO_HOURS = timedelta(hours=2)

NIGHT_ROLES = "石像鬼、预言家、女巫、守卫、奇迹商人、幸运儿"
SHOOTERS = "猎人、狼王、警长"


def _accelerated(day: int, normal: str, six: str, four: str) -> ByAlive:
    """PVZ-R82: ≤6 alive and ≤4 alive move a clock time earlier."""
    return ByAlive(Clock(day, normal), ((6, Clock(day, six)), (4, Clock(day, four))))


def _discussion_day(
    selector: str, day: int, opens: Ref | Clock, what: str, note: str
) -> tuple[Entry, ...]:
    """Discussion, 自爆, early vote, exile vote, 关门 and the day exits' deadlines.

    The 自爆 window opens two hours before the planned (accelerated) discussion end; on a 自爆
    day the discussion and the window stop at the explosion and the vote rows drop out.
    """
    planned_end = _accelerated(day, "20:00", "18:00", "16:00")
    return (
        Entry("discussion", what, "存活角色", selector, Earliest(Event("exploded"), planned_end),
              opens=opens, note=note),
        Entry("self_explode", "自爆", "狼人、狼王（石像鬼除外）", selector,
              Earliest(Event("exploded"), planned_end), opens=Shift(planned_end, -TWO_HOURS),
              note="讨论结束前两小时内；讨论结束后不可自爆；自爆后跳过放逐投票，直接进入夜晚"),
        Entry("early_vote", "提前投票", "存活角色", selector,
              planned_end, opens=Shift(planned_end, -ONE_HOUR), unless=("exploded",),
              note="讨论阶段的最后一小时可提前投票，投票后不得再发言"),
        Entry("exile_vote", "放逐投票", "存活角色", selector,
              _accelerated(day, "21:00", "19:00", "17:00"), opens=Ref("discussion"),
              note="到时或所有人均已投票即结束；投票结束时未投票者黄牌", unless=("exploded",)),
        Entry("closed", "关门", "裁判", selector,
              First(Event("exploded"), Event("closed"), Ref("exile_vote")),
              note="“关门”指放逐投票结束，或狼人自爆时；统计结果并公布"),
        Entry("day_exit_skills", "最后一枪/殉职（白天出局）", SHOOTERS, selector,
              First(Event("announced", HALF_HOUR), Ref("closed", HALF_HOUR)),
              opens=First(Event("announced"), Ref("closed")),
              note="公示出局信息30分钟内未选择目标，视为放弃发动技能"),
        Entry("day_last_words", "遗言（白天出局）", "白天出局的角色（含自爆者）", selector,
              Ref("closed", TWO_HOURS), opens=Ref("closed"),
              note="关门后两小时内未提交遗言，视为放弃遗言"),
    )


PVZ_TIMETABLE = Timetable(
    name="pvz",
    dates=(("start", 0, 0), ("night 1", 0, 0), ("day 1", 0, 1),
           ("night 2+", 1, 0), ("day 2+", 1, 1)),
    entries=(
        Entry("night_begins", "第一夜开始", "全体", "start", Clock(0, "21:00")),
        Entry("crush", "一见钟情", "暗恋者", "start", Clock(1, "09:00"),
              note="第一夜结束前未选择目标，则由裁判随机选择"),
        Entry("night", "夜晚", "全体", "night", Clock(1, "09:00"), opens=Clock(0, "21:00"),
              note="每天21:00到次日9:00为夜晚；自爆当晚也在次日9:00结束"),
        Entry("kill", "杀人", "狼队", "night 1", Clock(0, "23:00"), opens=Clock(0, "21:00"),
              note="第一夜23:00前仍未提交杀人目标，视为放弃杀人"),
        Entry("kill", "杀人", "狼队（接刀后为石像鬼）", "night 2+",
              First(Event("exploded", TWO_HOURS), Event("closed", TWO_HOURS)),
              opens=First(Event("exploded"), Event("closed")),
              note="关门两个小时后仍未提交杀人目标，视为放弃杀人"),
        Entry("night_actions", "夜晚行动", NIGHT_ROLES, "night 1", Clock(0, "24:00"),
              opens=Clock(0, "21:00"),
              note="截止24:00未与裁判取得联系，视为放弃夜晚行动（时差党可视情况延长）"),
        Entry("night_actions", "夜晚行动", NIGHT_ROLES, "night 2+", Clock(0, "24:00"),
              opens=First(Event("exploded"), Event("closed")),
              note="截止24:00未与裁判取得联系，视为放弃夜晚行动（时差党可视情况延长）"),
        Entry("crush", "一见钟情", "暗恋者", "night 1", Clock(1, "09:00"),
              note="第一夜结束前未选择目标，则由裁判随机选择"),
        Entry("night_exit_skills", "最后一枪/殉职（非首夜夜间出局）", SHOOTERS, "night 2+",
              Clock(1, "09:00"),
              note="公布出局信息前仍未选择目标，视为放弃发动技能；须在早上公示前私下通知"),
        Entry("election_thread", "发布警长竞选贴", "裁判", "day 1", Clock(0, "09:00"),
              note="【PVZ.Killer】第X场警长竞选贴"),
        Entry("election_talk", "警上讨论", "存活角色（含第一夜出局者）", "day 1", Clock(0, "20:00"),
              opens=Clock(0, "09:00"), note="警长竞选阶段不可自爆"),
        Entry("election_vote", "警长竞选投票", "存活角色（含第一夜出局者）", "day 1", Clock(0, "21:00"),
              opens=Clock(0, "20:00"), note="21:00或所有人均已投票即结束；统计结果并公布"),
        Entry("night1_announced", "公示第一夜出局", "裁判", "day 1",
              First(Event("election_closed"), Ref("election_vote")),
              note="警长投票结束后公布；第一夜出局的角色此时才出局"),
        Entry("night1_exit_skills", "最后一枪/殉职（首夜出局）", SHOOTERS, "day 1",
              Ref("night1_announced", HALF_HOUR), opens=Ref("night1_announced"),
              note="公示出局信息30分钟内未选择目标，视为放弃发动技能"),
        Entry("night1_last_words", "遗言（首夜出局）", "第一夜出局的角色", "day 1", Clock(0, "24:00"),
              opens=Ref("night1_announced"), note="截止24:00仍未提交遗言，视为放弃遗言"),
        Entry("discussion_thread", "发布第一天讨论贴", "裁判", "day 1", Ref("night1_last_words"),
              opens=Ref("night1_announced"),
              note="所有出局玩家均已发动技能并提交遗言后立即发布"),
        *_discussion_day("day 1", 1, Ref("night1_announced"), "警下讨论",
                         "讨论贴发布后开始，次日20:00结束"),
        Entry("discussion_thread", "发布讨论贴", "裁判", "day 2+", Clock(0, "09:00"),
              note="【PVZ.Killer】第X场第Y天讨论贴，公布夜晚出局信息"),
        *_discussion_day("day 2+", 0, Clock(0, "09:00"), "讨论", "9:00开始"),
    ),
)


def pvz_deadlines(start_date: date, period: str, alive: int, closed_at: datetime | None = None,
                  exploded_at: datetime | None = None, tz: tzinfo = GMT8, *,
                  announced_at: datetime | None = None,
                  election_closed_at: datetime | None = None) -> list[Deadline]:
    """PVZ deadlines of one period ("start", "night 1", "day 1", "night 2", …).

    `alive` is the living count the day runs with (acceleration). `closed_at`/`exploded_at`
    are the actual 关门 (vote end) or 自爆 time: on a day, of that day; on a night N >= 2, of
    day N-1. Without them a night assumes day N-1 closed on schedule with `alive` living.
    `announced_at` is when a day's exits were 公示 (default 关门); `election_closed_at` is
    when day 1's election ended early (default 21:00).
    """
    if closed_at is not None and exploded_at is not None and closed_at != exploded_at:
        raise ValueError("自爆后跳过放逐投票：closed_at 与 exploded_at 只能给一个")
    kind, n = parse_period(period)
    events = {"closed": closed_at, "exploded": exploded_at, "announced": announced_at,
              "election_closed": election_closed_at}
    assumed = kind == "night" and n >= 2 and closed_at is None and exploded_at is None
    if assumed:
        day_before = deadlines(PVZ_TIMETABLE, start_date, f"day {n - 1}", alive, tz=tz)
        events["closed"] = next(d.at for d in day_before if d.key == "closed")
    result = deadlines(PVZ_TIMETABLE, start_date, period, alive,
                       {k: v for k, v in events.items() if v is not None}, tz)
    if not assumed:
        return result
    note = f"（未给关门时间，按前一天计划关门{events['closed']:%H:%M}推算）"
    return [replace(d, note=d.note + note) if d.key == "kill" else d for d in result]
