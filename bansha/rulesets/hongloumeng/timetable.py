"""[M162]红楼梦's timetable (行动时限, 讨论日长短, 投票规则) as `schedule` rows.

Calendar, with D0 the date night 1 begins: night 1 runs from 21:00 D0; day 1 (警长竞选日) is D1
and day 2 (first 讨论日) is D2, with no night between; night N (N ≥ 2) begins at day N's 关门 on
DN and day N+1 is D(N+1). The seed gives one clock time, the 18:00 request cut-off "三个小时前",
so 关门 is 21:00; when the day thread opens is not written, 09:00 is assumed (a parameter).

Deadlines from the seed: 关门 + 1 h for 预言家/女巫/荣光骑士/魔女会学徒/审判官/小红帽 and for the
wolves' kill (earlier if the witch needs it: event "witch_needs"); 黑狼王 and 狼巫 30 min after
the wolves act ("wolves_acted"); the witch 30 min after her 灵通 ("lingtong_sent"); a sheriff
exiled by vote or out on night 1 hands over within 30 min of 关门; last words before the next
game day starts; requests 3 h before the day ends; no 改票 or 代投 in the last hour. A successful
延时 moves 关门 to the time the director sets (event "delayed_end")."""
from __future__ import annotations

from datetime import date, datetime, timedelta, tzinfo

from bansha.engine.schedule import (GMT8, Clock, Deadline, Earliest, Entry, Event, First, Ref, Shift, Timetable,
                                   deadlines)

HALF_HOUR = timedelta(minutes=30)
ONE_HOUR = timedelta(hours=1)
THREE_HOURS = timedelta(hours=3)
NIGHT_ROLES = "预言家、女巫、荣光骑士、魔女会学徒、审判官、小红帽"


def hlm_timetable(opens: str = "09:00", closes: str = "21:00") -> Timetable:
    close = First(Event("closed"), Event("delayed_end"), Clock(0, closes))
    night_opens = First(Event("closed"), Clock(0, closes))
    return Timetable(
        name="hongloumeng",
        dates=(("start", 0, 0), ("night 1", 0, 0), ("day 1", 0, 1), ("day 2", 0, 2),
               ("night 2+", 1, 0), ("day 3+", 1, 0)),
        entries=(
            Entry("night_begins", "第一夜开始", "全体", "start", Clock(0, closes)),
            Entry("night", "夜晚", "全体", "night", Clock(1, opens), opens=night_opens,
                  note="夜间需要公示的内容全部在下一个白天开始时公布"),
            Entry("night_actions", "夜晚行动", NIGHT_ROLES, "night", Shift(night_opens, ONE_HOUR),
                  opens=night_opens, note="关门一个小时后未与导演取得联系，视为放弃夜晚行动；提前未说明在线情况者记一张黄牌"),
            Entry("kill", "杀人/狼魂祈礼/残暴/顶盾/窥探（狼队出刀）", "狼队", "night",
                  Earliest(Shift(night_opens, ONE_HOUR), Event("witch_needs")), opens=night_opens,
                  note="关门一个小时后仍未提交刀人目标，视为放弃出刀；这个时间也可能根据女巫的需求提前"),
            Entry("wolf_followers", "冲锋/黑暗侦测", "黑狼王、狼巫", "night",
                  First(Event("wolves_acted", HALF_HOUR), Ref("kill", HALF_HOUR)),
                  note="狼队行动后半小时内未与导演取得联系，视为放弃夜晚行动"),
            Entry("witch_answer", "救药/毒药", "女巫", "night",
                  First(Event("lingtong_sent", HALF_HOUR), Ref("kill", HALF_HOUR)),
                  note="女巫<灵通>收到反馈后半小时，仍未给导演答复，视为放弃技能行使"),
            Entry("election", "警长竞选（讨论与投票）", "存活角色（含首夜出局者，票权2票）", "day 1", close,
                  opens=Clock(0, opens), note="最高票当选警长，平票则无警长；第一夜公示在竞选完毕之后"),
            Entry("closed", "关门", "导演", "day", close, opens=Clock(0, opens), note="统计投票并公示"),
            Entry("first_night_handover", "殉职（首夜出局的警长）", "警长", "day 1", Ref("closed", HALF_HOUR),
                  opens=Ref("closed"), note="关门三十分钟后仍未与导演取得联系，视为放弃移交警长"),
            Entry("discussion", "讨论", "存活角色", "day 2+", Ref("closed"), opens=Clock(0, opens),
                  note="未执行加速的讨论日发言不足五帖、连续三日不足十帖、未投票：各记一张黄牌"),
            Entry("requests", "申请加速/延时", "存活角色", "day", Ref("closed", -THREE_HOURS), opens=Clock(0, opens),
                  note="当日申请人数大于等于存活人数的一半，即判定加速或延迟成功（一般为最后一个自然日的18:00）"),
            Entry("vote", "放逐投票", "存活角色", "day 2+", Ref("closed"), opens=Clock(0, opens),
                  note="投票对象：/投票理由：；改票只允许一次，须回复原投票楼层；执行加速时不允许改票"),
            Entry("no_change", "不允许改票或代投", "存活角色", "day", Ref("closed"), opens=Ref("closed", -ONE_HOUR),
                  note="关门前一小时不允许改票或代投"),
            Entry("handover", "殉职（被投票出局的警长）", "警长", "day 2+", Ref("closed", HALF_HOUR),
                  opens=Ref("closed"), note="关门三十分钟后仍未与导演取得联系，视为放弃移交警长"),
            Entry("last_words", "遗言", "白天出局的角色", "day", Clock(1, opens), opens=Ref("closed"),
                  note="在次日游戏日开始前未提交遗言，视为放弃遗言；遗言中禁止使用Discuz!代码"),
        ),
    )


HLM_TIMETABLE = hlm_timetable()


def hlm_deadlines(start_date: date, period: str, alive: int, events: dict[str, datetime] | None = None,
                  tz: tzinfo = GMT8, *, opens: str = "09:00", closes: str = "21:00") -> list[Deadline]:
    """The deadlines of one period. `events` are actual times: "closed" (the 关门 of the day
    before, for a night; of the day itself, for a day), "delayed_end", "witch_needs",
    "wolves_acted", "lingtong_sent"."""
    table = HLM_TIMETABLE if (opens, closes) == ("09:00", "21:00") else hlm_timetable(opens, closes)
    return deadlines(table, start_date, period, alive, events or {}, tz)
