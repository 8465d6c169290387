"""Ruleset `hongloumeng`: [M162]红楼梦 as written (seeds/m162-hongloumeng.txt): 14 seats, three
camps, the damage-counting model, four time nodes. Unclear points: rulings.md beside this file."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Final

from bansha.engine import lateness, procedure
from bansha.engine.clock import aware as clock_time
from bansha.engine.errors import Refusal
from bansha.engine.events import DEATH, RED_CARD, Listener, on
from bansha.engine.intake import build_intent, intent_for_slot
from bansha.engine.model import Seat
from bansha.engine.options import Option
from bansha.engine.order import Step
from bansha.engine.period import Period
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import Intent, SkillSlot
from bansha.forum.votes import by_number_option

from . import lineups, posts, sheriff, wins
from .common import COVEN, FACTIONS, PACK, WOLF, exit_seat, in_play, is_night, members, number, seat_label
from .day import DISCUSSION_DAY, ELECTION_DAY, FINISH, WORDS, finish, judge
from .night import NIGHT_ORDER, begin_night, playable
from .roles import ROLES
from .roles.apprentice import potion_slot, tell_coven
from .state import HlmDay, HlmNight, HlmState
from .timetable import hlm_deadlines

if TYPE_CHECKING:
    from .state import HlmGame

ALIASES: Final = {"通灵": "灵通", "恶魔之眼": "黑暗侦测"}
SURRENDER: Final = (WOLF, COVEN)


DISCUZ_CODE = re.compile(r"\[/?[a-zA-Z]+(=[^\]]*)?\]")  # 遗言中禁止使用Discuz!代码


class Hongloumeng(Ruleset):
    id = "hongloumeng"
    title = "[M162]红楼梦"
    forced_rule = "标明<强制>的技能不允许放弃发动，必须执行其技能效果"
    factions = FACTIONS
    roles = ROLES
    lineups: ClassVar[Any] = lineups
    positional_hooks = {"death": ("seat", "cause"), "red_card": ("seat", "reason")}
    extra_skills = ("殉职", "残暴", "窥探", "顶盾", *ALIASES)
    default_seats = 14  # 本场版杀为14人
    skill_blackouts = {"改票": "no_change"}  # 关门前一小时不允许改票或代投
    skill_deadlines = {"殉职": ("handover", "first_night_handover")}  # 关门三十分钟后…视为放弃移交警长
    option_defs = (
        Option("last_guard", "抵消", ("抵消", "整体"),
               "步骤(14)最后的守护：默认按“造成伤害的次数和免疫伤害的次数进行抵消”；“整体”则一次免疫使出局角色不出局。", label="最后的守护的结算方式"),
        Option("trial_node", "凌晨", ("凌晨", "夜间"),
               "审判会议的<投票出局>：默认在凌晨结算（救药、摄梦只免疫夜间伤害）；“夜间”则随步骤(12)结算。", label="审判会议的出局时间节点"),
        Option("trial_immunity", "第(12)步", ("第(12)步", "仅夜间"),
               "第(12)步：被审判的角色如果是<救药>、<摄梦>的目标不会出局，即使处决在凌晨（默认）；仅夜间：救药、摄梦只免疫夜间伤害，"
               "挡不住凌晨的处决。", label="救药、摄梦能否挡住凌晨的审判处决"),
        Option("trial_target", "任意角色", ("任意角色", "参会者"),
               "审判会议可处决的角色：默认任意在场角色；或仅限被选择参加会议的两名角色。", label="审判会议可选的目标"),
        Option("lingtong_sees_charge", True, (True, False), "女巫<灵通>是否看见黑狼王<冲锋>的指杀。", label="灵通显示冲锋的指杀"),
        Option("potion_revives_spent", True, (True, False),
               "特制药剂“无视<限定>”：默认已用完的限定技能也可再发动一次；否则仅限当晚第二次发动。", label="特制药剂可再次发动已用完的限定技"),
        Option("tie_pick_outside", "警长所投角色出局", ("警长所投角色出局", "无人出局"),
               "放逐投票平票而警长投给平票者以外的角色时：默认按字面该角色出局；或无人出局。", label="平票且警长所投不在平票者中"),
        Option("red_card_revenge", True, (True, False), "红牌罚下的黑狼王能否<报复>（种子只排除<毒药>）。", label="红牌罚下的黑狼王可以报复"),
        Option("lost_faction_exits", True, (True, False), "投降或红牌判负的阵营，其在场角色是否随之出局。", label="判负阵营的在场角色随之出局"),
        Option("lost_camp_announce", False, (False, True),
               "投降或红牌判负时是否在场上公示「X阵营判负」（默认不公示：出局者的阵营即其身份，均不公示）。",
               label="公示阵营判负"),
        Option("election_attendance", False, (False, True), "警长竞选日是否按讨论日判罚潜水。", label="警长竞选日判罚潜水"),
        Option("auto_accelerate_alive", 6, (0, 4, 5, 6, 7, 8),
               "存活角色不多于此数时导演自动执行加速（种子未给人数；0 = 不自动加速）。", label="存活人数不超过此数时自动加速（0为不自动）"),
        by_number_option("“投票对象：7号”", "“7号傻树”"),
    )

    def listeners(self) -> list[Listener]:
        return [on(DEATH, sheriff.on_death), on(RED_CARD, _red_card)]

    # --- roster -----------------------------------------------------------------------------
    def make_seat(self, no: int, name: str, role: str) -> Seat:
        seat = super().make_seat(no, name, role)
        seat.skills.append(SkillSlot.of(sheriff.殉职, "警长"))
        return seat

    def setup(self, game: "HlmGame") -> None:
        lineups.validate([s.role for s in game.seats.values()])
        super().setup(game)
        for seat in game.seats.values():
            game.notice(seat.no, f"你的身份是{seat.role}（{seat.camp}）。")
        game.group_message(PACK, "狼人共群：" + "、".join(f"{n}号" for n in game.members(PACK)))
        tell_coven(game)

    def next_period(self, label: str) -> Period:
        """start, night 1, day 1 (the election), day 2, night 2, day 3 … (flow steps 3–8)."""
        p = Period(label)
        if p.kind == "start":
            return Period.of("night", 1)
        if p.number == 1:
            return Period.of("day", 1 if p.kind == "night" else 2)
        return Period.of("day", p.number + 1) if p.kind == "night" else Period.of("night", p.number)

    def deadlines(self, start_date, period, alive, events=None, game: "HlmGame | None" = None):
        """A night from the second on counts from the day's actual 关门 where the game's clock knows it (the close that
        opened the night), as its rows say (「关门一个小时后」)."""
        ev = dict(events or {})
        if game is not None and str(game.period) == str(period) and game.kind == "night" and game.period.number > 1:
            opened = clock_time(game.opened_at)
            if opened is not None and "closed" not in ev:
                ev["closed"] = opened
        return hlm_deadlines(start_date, period, alive, ev or None)

    # --- inputs -----------------------------------------------------------------------------
    def take_action(self, game: "HlmGame", inp: dict[str, Any]) -> Intent:
        if inp.get("skill") in ALIASES:
            inp = dict(inp, skill=ALIASES[inp["skill"]])
        pk = game.kind
        try:
            return build_intent(game, inp, pk)
        except Refusal as r:
            by, skill = inp.get("by"), inp.get("skill")
            seat = game.seats.get(by) if isinstance(by, int) else None
            if seat is None or pk != "night" or not isinstance(skill, str):
                raise
            slot = potion_slot(game, seat, skill)
            if slot is None:
                raise r
            return intent_for_slot(game, seat, slot, inp, pk)

    def take_vote(self, game: "HlmGame", inp: dict[str, Any]) -> dict[str, Any]:
        """A vote the director enters (console, CLI, bot): refused at entry, in the rules' words,
        from a seat out of play (角色出局结算结束后，不能继续参与讨论、投票) — the night-1 victims vote in
        the election (首夜出局保护) — and one cast after 关门, when its time is given."""
        item = Ruleset.take_vote(self, game, inp)  # not super(): every vote passes here
        kind: str = inp["kind"]
        day_one = game.period == "day 1"
        if kind == "sheriff_vote" and not day_one:
            raise Refusal("警长竞选只在警长竞选日（第一天）进行")
        if kind == "vote" and day_one:
            raise Refusal("警长竞选日只进行警长竞选投票，不进行放逐投票")
        by = item["by"]
        if not game.seats[by].alive and not in_play(game, by):
            raise Refusal(posts.out_of_play(by, day_one))
        when = inp.get("time")  # when the player cast it, where the director gives it
        if when:
            late = lateness.passed(game, when, "closed")
            if late:  # HLM-R71, R98: 讨论结束时 … the vote is counted at 关门
                raise Refusal(f"讨论已于{late.at:%m-%d %H:%M}结束（关门）：此票不计")
            item["time"] = str(when)
        return item

    def take_post(self, game: "HlmGame", inp: dict[str, Any]) -> dict[str, Any]:
        """A post as copied. Its vote, if a seat out of play posted it, is refused as it comes in
        (the post stays: speech, 诈尸, for the director to card)."""
        item = procedure.post(game, inp)
        if game.kind != "day":
            raise Refusal("夜晚不得在讨论帖、投票帖中发言")
        refused = posts.refused_vote(game, item)
        if refused:
            game.reject(item["by"], None, refused, vote=None)
            item["void"] = True
        return item

    def take_request(self, game: "HlmGame", inp: dict[str, Any]) -> dict[str, Any]:
        """加速/延时申请 (HLM-R72, R73)."""
        game.seat(inp.get("by"))
        if game.kind != "day" or inp.get("what") not in ("加速", "延时"):
            raise Refusal("只能在讨论日申请加速或延时")
        return {"kind": "request", "by": inp["by"], "what": inp["what"]}

    def take_last_words(self, game: "HlmGame", inp: dict[str, Any]) -> dict[str, Any]:
        if DISCUZ_CODE.search(str(inp.get("text", ""))):
            raise Refusal("遗言中禁止使用Discuz!代码")
        return procedure.last_words(game, inp)

    def take_surrender(self, game: "HlmGame", inp: dict[str, Any]) -> dict[str, Any]:
        return self._surrender(game, inp)

    def _surrender(self, game: "HlmGame", inp: dict[str, Any]) -> dict[str, Any]:
        faction = inp.get("faction")
        if faction not in SURRENDER:
            raise Refusal("只有狼人阵营和魔女会阵营可以投降")
        if faction in game.lost:
            raise Refusal(f"{faction}已经判负")
        by = inp.get("by")
        agreed = {by} if isinstance(by, int) else set(by or ())
        everyone = set(members(game, faction))
        if agreed != everyone:
            missing = "、".join(f"{n}号" for n in sorted(everyone - agreed)) or "无"
            raise Refusal(f"投降需要询问{faction}所有角色（包括已出局角色），所有被询问的角色同意才有效；未同意：{missing}")
        return {"kind": "surrender", "faction": faction, "by": sorted(agreed)}

    def check_reactive(self, game: "HlmGame", intent: Intent) -> str | None:
        if intent.slot.defn.name == "殉职":
            return sheriff.check(game, intent)
        if len(intent.targets) != 1:
            return f"<{intent.skill}>需要选择1名角色"
        if not game.seats[intent.targets[0]].alive:
            return f"<{intent.skill}>的目标{intent.targets[0]}号已出局"
        return None

    # --- settlement -------------------------------------------------------------------------
    def steps(self, game: "HlmGame") -> tuple[Step, ...]:
        """Every period step by step, in the seed's order: the night in flow step 3's (the witch's
        灵通 once the pack and the 黑狼王 have acted), the 警长竞选日 (flow step 4), a 讨论日 (flow steps
        5–7) and the opening (its director's inputs, at the close)."""
        return self.steps_of(game.kind, game.period.number)

    def steps_of(self, kind: str, number: int) -> tuple[Step, ...]:
        if kind == "night":
            return NIGHT_STEPS
        if kind == "day":
            return ELECTION_DAY if number == 1 else DISCUSSION_DAY
        return OPENING

    step_events = {"wolves_acted": "(3″)", "lingtong_sent": "(6)灵通"}

    def new_state(self, game: "HlmGame") -> HlmState:
        return HlmState()

    def new_ledger(self, game: "HlmGame") -> HlmNight | HlmDay | None:
        """A night's choices and damages; a day's votes as read and what of it has been judged."""
        kind = game.kind
        if kind == "night":
            return begin_night(game)
        return HlmDay() if kind == "day" else None

    def settling(self, game: "HlmGame", intents: list[Intent]) -> list[Intent]:
        return playable(game, [i for i in intents if i.slot.defn.phase != "reactive"])


def director_inputs(game: "HlmGame") -> None:
    """投降 and the director's cards of the opening or a night (at its close)."""
    judge(game)


def dawn_post(game: "HlmGame") -> None:
    """The night is over: from night 2 the 天 it ends is counted (连续两天无人出局); the next day's list
    is posted when that day opens."""
    if number(game) >= 2 and not game.over:
        wins.end_of_day(game)
    finish(game)


NIGHT_STEPS: tuple[Step, ...] = (WORDS,
               Step("导演", "", run=director_inputs, at_close=True),
               *NIGHT_ORDER,
               Step("天亮", "", run=dawn_post, at_close=True, always=True))

OPENING = (WORDS, Step("导演", "", run=director_inputs, at_close=True), FINISH)


def _red_card(game: "HlmGame", seat: int, reason: str) -> None:
    """红牌罚下: out at once (白天红牌罚下在被投票出局之前), no last words, no 殉职."""
    if not game.over and exit_seat(game, seat, "红牌罚下") and not is_night(game):
        game.announce(f"{seat_label(game, seat)} 被红牌罚下。")


RULESET = Hongloumeng()
