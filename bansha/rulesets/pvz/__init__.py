"""Ruleset `pvz`: PVZ.Killer standard rules (seeds/pvz-standard.txt; section 6 as updated)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from bansha.engine import damage, lateness, procedure
from bansha.engine.errors import Refusal
from bansha.engine.events import DEATH, RED_CARD, Listener, on
from bansha.engine.intake import intent_for_slot, intent_or_refusal, slots_of
from bansha.engine.options import Option
from bansha.engine.order import Step
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import Intent, SkillSlot
from bansha.forum.votes import by_number_option

from . import lineups, sheriff, wins
from .casting import void_dead_vote, vote_refusal
from .common import NIGHT1_NOTE, VILLAGE, WOLF
from .day import DAY_ONE, LAST_WORDS, LATER_DAY, director_card, red_card_exits, red_card_now
from .night import NIGHT_ORDER
from .roles import ROLES
from .roles.admirer import pick_for_the_undecided
from .state import PvzPeriod, PvzState
from .timetable import pvz_deadlines

if TYPE_CHECKING:
    from .state import PvzGame


_ROLE_NOTICES: dict[str, str] = {}  # a role → the notice that deals it to a seat


class Pvz(Ruleset):
    id = "pvz"
    title = "PVZ.Killer 标准规则"
    factions = (WOLF, VILLAGE)
    roles = ROLES
    lineups: ClassVar[Any] = lineups
    extra_skills = ("殉职",)
    resubmit_rule = "所有夜间技能经裁判确认有效后，均不可更改技能目标"
    substitutes_per_seat = 1  # 6.6 (PVZ-R111)
    positional_hooks = {"death": ("seat", "cause"), "red_card": ("seat", "reason")}
    made_roles = {"幸运儿": "奇迹商人"}  # 4.2.6 交易: 其成为幸运儿
    substitute_rule = "每名角色仅限更换一次替补；无法继续进行游戏的角色无法更换替补时红牌罚下"
    skill_windows = {"自爆": "self_explode"}  # 6.2.3: 讨论结束前两小时内
    # 「公示出局信息30分钟内」 counts from the moment the exits went out: the day-1 election's close (the first
    # night's list follows it) and the exile vote's result, when the game's clock knows them (R-DEADLINES)
    step_events = {"election_closed_at": "警长竞选", "announced_at": "放逐投票"}
    option_defs = (
        Option("exile_tie", "无人出局", ("无人出局", "随机出局"),
               "放逐投票平票：种子未规定。默认无人出局；或由裁判在平票者中随机选出一名出局。", label="放逐投票平票时"),
        Option("vote_cards", "每日一张", ("每日一张", "每次一张"),
               "7.2.4 (2) 在任何一个讨论日（包括警长竞选阶段）未投票：默认每个讨论日至多一张黄牌（第一天的警长竞选与放逐投票"
               "都未投也只记一张）；或每次未投票各记一张。", label="未投票的潜水黄牌"),
        Option("red_card_exit", "判罚时", ("判罚时", "投票结算后"),
               "7.1 玩家受到红牌判罚时出局：默认判罚时立即出局；或如078/245所写，白天的红牌在放逐投票结算之后出局。",
               label="红牌罚下的出局时间"),
        Option("win_priority", VILLAGE, (VILLAGE, WOLF),
               "双方胜利条件同时满足时优先判定的阵营。", label="双方同时获胜时优先判定"),
        by_number_option("“【04.雪雪】投票给【07】”", "“【07.渐强】”"),
    )

    def listeners(self) -> list[Listener]:
        return [on(DEATH, sheriff.on_death), on(RED_CARD, _red_card)]

    def setup(self, game: "PvzGame") -> None:
        super().setup(game)
        roles = self.roles
        for seat in game.seat_list:
            text = _ROLE_NOTICES.get(seat.role)
            if text is None:  # written once per role, not once per seat of every game
                text = _ROLE_NOTICES[seat.role] = f"你的身份是{seat.role}（{roles[seat.role].camp}）。"
            game.notice(seat.no, text)
        wolves = game.members("狼人")
        if wolves:
            game.group_message("狼人", "狼人共群：" + "、".join(f"{n}号" for n in wolves))

    def deadlines(self, start_date, period, alive, events=None, game: "PvzGame | None" = None):
        ev = events or {}
        rows = pvz_deadlines(start_date, period, alive, closed_at=ev.get("closed_at"),
                             exploded_at=ev.get("exploded_at"), announced_at=ev.get("announced_at"),
                             election_closed_at=ev.get("election_closed_at"))
        if game is not None and not any(s.role == "暗恋者" for s in game.seats.values()):
            rows = [d for d in rows if d.key != "crush"]
        return rows

    # --- inputs -----------------------------------------------------------------------------
    def take_vote(self, game: "PvzGame", inp: dict[str, Any]) -> dict[str, Any]:
        item = Ruleset.take_vote(self, game, inp)  # not super(): every vote passes here
        kind: str = item["kind"]  # (typed: compiled, a string compare)
        election = kind == "sheriff_vote"
        if election and game.period != "day 1":
            raise Refusal("警长竞选只在第一天进行")
        why = vote_refusal(game, item["by"], election, inp.get("time"))
        if why:
            raise Refusal(why)
        return item

    def take_card(self, game: "PvzGame", inp: dict[str, Any]) -> dict[str, Any]:
        """7.1 「玩家受到红牌判罚时出局」: in live play a card given by day takes effect as it is given
        (its event, merges and a red card's exit come now); a replay's step gives its cards after the vote."""
        item = Ruleset.take_card(self, game, inp)  # not super(): every card passes here
        if game.live and game.kind == "day":
            item["given"] = True
            director_card(game, item)
        return item

    def take_post(self, game: "PvzGame", inp: dict[str, Any]) -> dict[str, Any]:
        item = Ruleset.take_post(self, game, inp)  # not super(): every post passes here
        void_dead_vote(game, item)
        return item

    def take_action(self, game: "PvzGame", inp: dict[str, Any]) -> Intent:
        pk = game.kind
        try:
            got = intent_or_refusal(game, inp, pk)
        except Refusal as r:
            got = r.reason
        if isinstance(got, str):
            by: Any = inp.get("by")  # any value: a seat number is checked here, not assumed
            seat = game.seats.get(by)
            if not (seat and pk == "day" and inp.get("skill") == "殉职" and not slots_of(game, seat, "殉职")):
                raise Refusal(got)
            # the badge may reach this seat later today (the day-1 election, a handover)
            return intent_for_slot(game, seat, SkillSlot.of(sheriff.殉职, "警长"), inp, pk)
        intent = got
        at = inp.get("time")
        late = lateness.window_refusal(game, intent.skill, at) if at else None
        if late:
            raise Refusal(late)
        if inp.get("phase") == "警长竞选" and intent.skill == "自爆":
            raise Refusal("警长竞选阶段不可自爆")
        if intent.slot.defn.phase == "reactive":  # entered ahead of its trigger: judged as it will settle
            why = self.check_reactive(game, intent, ahead=True)
            if why:
                raise Refusal(why)
        return intent

    def check_reactive(self, game: "PvzGame", intent: Intent, ahead: bool = False) -> str | None:
        """`ahead`: judged as it is entered, before its trigger — a night-1 victim still voting in the
        election is out by the time any shot is taken (6.1 step 3), so no shot may name it."""
        st = game.state
        for t in intent.targets:
            if not game.seats[t].alive or (ahead and t in st.pending_exit):
                return f"<{intent.skill}>的目标{t}号已出局"
            if t == intent.actor:
                return f"<{intent.skill}>只能选择一名其他角色"
        if len(intent.targets) != 1:
            return f"<{intent.skill}>需要选择1名角色"
        return None

    # --- settlement -------------------------------------------------------------------------
    def new_state(self, game: "PvzGame") -> PvzState:
        return PvzState()

    def new_ledger(self, game: "PvzGame") -> PvzPeriod:
        return PvzPeriod()

    def steps(self, game: "PvzGame") -> tuple[Step, ...]:
        """The open period's steps: the night's numbered list (6.1 step 2), the day's flow
        (6.1 steps 3–6), each closed by the settlement the seed puts at the period's end."""
        kind = game.kind
        return NIGHT_STEPS if kind == "night" else self.steps_of(kind, game.period.number)

    def steps_of(self, kind: str, number: int) -> tuple[Step, ...]:
        if kind == "night":
            return NIGHT_STEPS
        if kind == "day":
            return DAY_ONE if number == 1 else LATER_DAY
        return START_STEPS

    def combine_protections(self, game: "PvzGame", seat: int, kind: str, found: list[Any]) -> list[Any]:
        names = {p.name for p in found}
        if kind == "指杀" and "守护之盾" in names and "救药" in names:
            game.trace(f"{seat}号 同时是<守护之盾>和<救药>的目标：同守同救，两者均无效")
            return []
        return found

    def winning_seats(self, game: "PvzGame", faction: str) -> list[int]:
        return wins.winning_seats(game, faction)

    def director_note(self, game: "PvzGame", seat_no: int) -> str | None:
        """R-NIGHT1-VICTIMS: a night-1 victim votes and may be elected on day 1, so it shows as in play; the
        director sees why it will leave. The seat itself learns it from the morning list, after the election."""
        return NIGHT1_NOTE if seat_no in game.state.pending_exit else None

    def camp_of(self, game: "PvzGame", seat_no: int) -> str:
        return wins.camp_of(game, seat_no) or game.seats[seat_no].camp

    def camp_known(self, game: "PvzGame", seat_no: int) -> str:
        """4.3.1: the 暗恋者 never learns its crush's camp; it knows it is 暗恋者."""
        return game.seats[seat_no].camp


def _red_card(game: "PvzGame", seat: int, reason: str) -> None:
    """7.1 「玩家受到红牌判罚时出局」: out when the card is given (default), or, as the sister seeds
    have it, after the day's vote (option red_card_exit); the shots wait for their step."""
    st = game.state
    st.red_out.append(seat)
    if game.options["red_card_exit"] == "判罚时" and not game.over:  # once over, nothing leaves play
        red_card_now(game)


def start_effects(game: "PvzGame") -> None:
    """开局: the skills chosen before night 1 (一见钟情 may be chosen now)."""
    for i in game.inbox:
        if isinstance(i, Intent) and "start" in i.slot.defn.phases and not i.consumed:
            i.consumed = True
            i.slot.defn.take_effect(game, i)


def night_end(game: "PvzGame") -> None:
    """The night's end: the 暗恋者 still undecided gets a crush, the director's cards, red-card
    exits (their offers wait for the day), the list the morning will publish, the win check."""
    if game.period == "night 1":
        pick_for_the_undecided(game)
    for c in game.inbox:
        if isinstance(c, dict) and c["kind"] == "card":
            director_card(game, c)
    if not game.over:  # (over: nothing left to judge)
        red_card_exits(game, settle_offers=False)  # ends with the win check
    st = game.state
    ledger = game.ledger
    st.night_exits = list(ledger.exits)  # 殉情 after a red card too
    damage.expire(game, game.period)


NIGHT_END = Step("夜晚结束", "", run=night_end, at_close=True, always=True)
# typed `tuple[Step, ...]`: compiled, a tuple of fixed length is kept unboxed and boxed anew at every return
START_STEPS: tuple[Step, ...] = (LAST_WORDS, Step("开局", "", run=start_effects, at_close=True, takes=("一见钟情",)), NIGHT_END)
NIGHT_STEPS: tuple[Step, ...] = (LAST_WORDS, *NIGHT_ORDER, NIGHT_END)


RULESET = Pvz()
