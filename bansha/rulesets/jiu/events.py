"""245's own events, beside the engine's (`bansha.engine.events`): what its phases, its exits and its
identities' rules announce for others to react to. Each names its payload's fields; a listener is
`on(EVENT, fn, priority)` in the role's module."""
from __future__ import annotations

from typing import Any

from bansha.engine.events import ACCEPTED, DEATH, ENGINE_EVENTS, RED_CARD, REVIVE, STATUS, EventDef

DEALT = EventDef("dealt", (), "开局: the accounts are given out, every seat knows its identity")
ACQUIRED = EventDef("acquired", (("seat", int), ("identity", str), ("reset", bool)),
                    "a seat gained an identity's skills (获取技能), reset to their initial state or not")
REFRESHED = EventDef("刷新至初始", (("seat", int), ("identity", str)),
                     "a seat's skills were refreshed to their initial state (祝福): what they keep resets")
CAMP_CHANGED = EventDef("camp_changed", (("seat", int),), "a seat's [实际阵营] changed")
ELEVATOR = EventDef("elevator", (("seat", int),), "the 电梯楼 changed around a seat (it left, or came back)")
DAMAGED = EventDef("承受伤害", (("seat", int), ("kind", str), ("source", Any), ("cause", str)),
                   "a seat took damage of a kind (群情激奋 counts [投票出局])")
BLED_TWICE = EventDef("二次流血", (("seat", int), ("source", Any)),
                      "[流血] given to a seat already bleeding: a 致死伤害 instead (JIU-R37)")
UNTOLD_EXIT = EventDef("untold_exit", (("seat", int), ("cause", str)),
                       "exit step 3 at night (not a 红牌): a listener returning True keeps the exit untold (行尸走肉)")
WOULD_EXIT = EventDef("would_exit", (("seat", int), ("kind", str), ("source", Any), ("cause", str)),
                      "exit step 2: a landed hit would put the seat out; a listener returning True saves it")
TARGETED = EventDef("targeted", (("use", Any),), "a [指定] use reached its 结算目标 (凡有言必被知)")
PUBLISHED = EventDef("published", (("seats", list),), "exits were officially announced (宣布出局)")
EXILED = EventDef("exiled", (("seat", int), ("voters", Any)), "a vote's top seat took [投票出局]")
VOTE_SETTLED = EventDef("vote_settled", (("voters", Any),), "the exile vote was counted (黄昏1)")
CHAIN = EventDef("连带出局", (("seat", int), ("cause", str)),
                 "an exit sets off its chains, in 连带出局顺序 (JIU-R176): the priorities below")
# 连带出局顺序 as CHAIN's listener priorities: 情侣殉情, 穷奇连带, then 赶尸人连带 (the default)
LOVERS_SLOT, QIONGQI_SLOT, CORPSES_SLOT = -20, -10, 0
DAWN = EventDef("晨曦1", (), "晨曦1, 即时插入结算: its slots of the action order are the priorities below")
# 晨曦1's slots as DAWN's listener priorities: 九尾狐 九尾自杀, 锈剑骑士 破伤风出局, then the dawn's triggered
# shots and gifts (the default)
NINE_TAILS_SLOT, TETANUS_SLOT, SHOTS_SLOT = -20, -10, 0
DOOR_OPEN = EventDef("开门", (), "the day's 开门 公告 is out (what is judged 当天开门时)")
DUSK = EventDef("黄昏", (), "黄昏 begins")
EARLY_END = EventDef("早夜结束", (), "the end of 早夜: its notices go out")
MIDNIGHT_END = EventDef("午夜结束", (), "the end of 午夜")
DEEP_END = EventDef("深夜结束", (), "the end of 深夜")
DAWN_END = EventDef("凌晨结束", (), "the end of 凌晨")
NIGHT_END = EventDef("夜晚结束", (), "the end of the night (gifts told, thefts told)")

PHASE_END = {"早夜": EARLY_END, "午夜": MIDNIGHT_END, "深夜": DEEP_END, "凌晨": DAWN_END}

EVENTS: tuple[EventDef, ...] = ENGINE_EVENTS + (
    DEALT, ACQUIRED, REFRESHED, CAMP_CHANGED, ELEVATOR, DAMAGED, BLED_TWICE, WOULD_EXIT, UNTOLD_EXIT, TARGETED,
    PUBLISHED, EXILED, VOTE_SETTLED, CHAIN, DAWN, DOOR_OPEN, DUSK, EARLY_END, MIDNIGHT_END, DEEP_END, DAWN_END, NIGHT_END)

__all__ = ["EVENTS", "ACCEPTED", "DEATH", "RED_CARD", "REVIVE", "STATUS", *(e for e in globals() if e.isupper())]
