"""Ruleset `bajian`: [078]八见 as written (seeds/078-bajian.txt): 24 seats — 狼王, 长老, 吹笛者 and 21
混血儿 — each with a 节气 and (but the leaders) a letter; 征召 makes the eight identities, 支持
draws the live camp graph. Unclear points: rulings.md beside this file."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from bansha.engine import damage
from bansha.engine.discussion_days import ruleset_deadlines
from bansha.engine.errors import Refusal
from bansha.engine.events import RED_CARD, on
from bansha.engine.intake import build_intent, intent_for_slot, slots_of
from bansha.engine.options import Option
from bansha.engine.order import Step
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import Intent, SkillSlot
from bansha.engine.votes import earlier_ballots
from bansha.forum import casting
from bansha.forum.votes import by_number_option

from . import camps, conscription, lineups, wins
from .common import FACTIONS, HYBRID, TERMS, VILLAGE, WOLF, label
from .day import DAY_STEPS, day_end, give_card
from .events import EVENTS
from .night import NIGHT_ORDER
from .posts import day_requests
from .roles import ROLES
from .roles.piper import release_problem
from .roles.witch import book, poisons_left, saves_left
from .sheriff import 殉职
from .state import BjPeriod, BjState
from .timetable import bj_deadlines, offer_refusal, offer_rows

if TYPE_CHECKING:
    from .state import BjGame

ALIASES = {"预言": "验人"}
LOOK_REWRITES = {"验人": "阵营", "天眼": "技能", "隼眼": "技能"}


class Bajian(Ruleset):
    id = "bajian"
    day_first = True  # start → day 1 → night 1 → day 2 …
    title = "[078]八见"
    factions = FACTIONS
    roles = ROLES
    lineups: ClassVar[Any] = lineups
    roles_dealt = False  # identities come by 征召 (conscription), not by the deal
    default_seats = 24
    seat_keys = ("term", "letter")
    seat_key_labels = {"term": "节气", "letter": "字母"}
    extra_skills = ("殉职", "预言")
    resubmit_rule = "每晚一次（标明有数字的技能，若数量足够，一晚可发动多次）"
    forced_rule = "标明<强制>的技能不允许放弃发动，必须执行其技能效果"
    substitutes_per_seat = 1
    substitute_rule = "每名角色仅限更换一次替补；无法继续进行游戏的角色无法更换替补时红牌罚下"
    skill_blackouts = {"改票": "no_change", "代投": "no_change"}  # 关门前一小时不允许改票或代投
    # 吹笛、猎人、警长被投票出局者关门十分钟内仍未与导演取得联系…视为放弃
    skill_deadlines = {"最后一枪": ("exit_contact",), "避险": ("exit_contact",), "殉职": ("exit_contact",)}
    # 30 min after her 通灵 (the witch), after the exit notice (避险, 最后一枪); the night counts from 关门
    step_events = {"opened": None, "tongling": "(8)通灵", "hour_done": "60分", "kills_done": "(10)",
                   "poisons_done": "(11)"}
    option_defs = (
        Option("sheriff_weight", "多计1.5票", ("多计1.5票", "共1.5票"),
               "警长投票比原有基础上多计1.5票：默认在原有票数上加1.5（普通警长2.5票，长老警长为权威票数+1.5）；"
               "或按他场惯例警长共计1.5票。", label="警长的票数"),
        Option("tie_pick_outside", "警长投票对象出局", ("警长投票对象出局", "无人出局"),
               "平票而警长投给平票者以外的角色时：默认按字面警长投票对象出局；或无人出局。", label="平票且警长所投不在平票者中"),
        Option("king_first_exit", "任何出局", ("任何出局", "仅毒药"),
               "狼王<统领>免疫第一次出局：默认任何原因的第一次出局（毒药、枪击、投票、最后一枪；红牌罚下除外）；或只免疫毒药流程中的第一次。",
               label="狼王免疫第一次出局的范围"),
        Option("support_reveals", "马甲", ("马甲", "身份"),
               "混血儿<支持>后知晓该节气对应的角色：默认只告知该角色（马甲）；或连同其身份一并告知。", label="支持时告知的内容"),
        Option("win_priority", WOLF, (WOLF, VILLAGE), "狼人与村民的胜利条件同时满足时优先判定的阵营。",
               label="双方同时获胜时优先判定"),
        Option("long_life", "每局一次", ("每局一次", "每晚一次"),
               "长老<长寿之命>：默认按技能与结算第5条，第一次被有效指杀时不出局（每局一次）；或按E4所说原版“每晚都有两条命”，"
               "每晚第一次被有效指杀时不出局（导演可视情况修改增强）。", label="长老的长寿之命"),
        Option("auto_accelerate_alive", 6, (0, 4, 5, 6, 7, 8, 10, 12, 16, 24),
               "未出局角色减少到一定程度时，导演将自动执行加速：种子未给人数，默认存活不多于6人（同M162）；0 = 不自动加速。",
               label="存活人数不超过此数时自动加速（0为不自动）"),
        by_number_option("“投票对象：7号”", "“7号傻树”"),
    )

    def deadlines(self, start_date, period, alive, events=None, game: "BjGame | None" = None):
        """行动时限 and 讨论日时长 (timetable.py); the open day's successful requests move its 关门."""
        rows = ruleset_deadlines(bj_deadlines, day_requests, start_date, period, alive, events, game)
        return offer_rows(game, rows) if game is not None and str(game.period) == str(period) else rows

    def late_refusal(self, game: "BjGame", intent, at):
        """收到反馈后半小时内 (BJ-R97): a night's 避险 or 最后一枪 from its own notice (timetable.offer_refusal), then the rows."""
        return offer_refusal(game, intent, at) or super().late_refusal(game, intent, at)

    events = EVENTS

    def listeners(self):
        return [on(RED_CARD, _red_card)]

    # --- the deal -----------------------------------------------------------------------------
    def validate_seats(self, seats) -> None:
        lineups.validate_seats(seats)

    def deal(self, n, rng, options):
        return lineups.deal(n, rng)

    def setup(self, game: "BjGame") -> None:
        st = game.state
        facts = game.seat_facts
        if all("term" in facts.get(n, {}) for n in game.seats):
            for n in game.seats:
                st.term[n] = facts[n]["term"]
                if facts[n].get("letter"):
                    st.letter[n] = facts[n]["letter"]
        else:  # a random deal: 节气 and letters dealt with the game's rng
            roles = [game.seats[n].role for n in sorted(game.seats)]
            terms, letters = lineups.deal_labels(roles, game.rng)
            for n, t, l in zip(sorted(game.seats), terms, letters):
                st.term[n] = t
                if l:
                    st.letter[n] = l
                # the deal's facts, so a stored game is reopened with the same 节气 and letters
                game.seat_facts[n] = {"term": t, **({"letter": l} if l else {})}
        game.groups["鹫猎"] = []
        game.group_skills["鹫猎"] = [SkillSlot.of(ROLES["鹫狼"].skills[0], "团队")]
        for n, seat in game.seats.items():
            if seat.role == HYBRID:  # 混血儿不会知道自己对应的节气 (BJ-R11); nor its letter (the leaders' key)
                game.notice(n, f"你的身份是{seat.role}。请从二十四节气中选择一种进行<支持>（不会告知你自己的节气）。")
                continue
            mark = f"，字母{st.letter[n]}" if n in st.letter else ""
            game.notice(n, f"你的身份是{seat.role}，节气{st.term[n]}{mark}。")

    def make_seat(self, no, name, role):
        seat = super().make_seat(no, name, role)
        seat.skills.append(SkillSlot.of(殉职, "警长"))
        return seat

    # --- periods ------------------------------------------------------------------------------
    def steps(self, game: "BjGame"):
        return self.steps_of(game.kind, game.period.number)

    def steps_of(self, kind: str, number: int) -> tuple[Step, ...]:
        if kind == "night":
            return NIGHT_STEPS
        if kind == "day":
            return DAY_STEPS
        return START_STEPS

    def new_state(self, game: "BjGame") -> BjState:
        return BjState()

    def new_ledger(self, game: "BjGame") -> BjPeriod:
        return BjPeriod()

    # --- inputs -------------------------------------------------------------------------------
    def take_action(self, game: "BjGame", inp) -> Intent:
        inp = dict(inp, skill=ALIASES.get(inp.get("skill"), inp.get("skill")))
        if inp["skill"] == "征召" and isinstance(inp.get("choice"), str):
            # a letter list typed on the command line or in a form: "CKALDBEFGH" or "C,K,A,…"
            inp["choice"] = [c for c in inp["choice"].upper() if c.isalpha()]
        try:
            return build_intent(game, inp, game.kind)
        except Refusal:
            refreshed = _inspired_slot(game, inp)
            if refreshed is None:
                raise
            return intent_for_slot(game, game.seats[inp["by"]], refreshed, inp, game.kind)

    def take_vote(self, game: "BjGame", inp):
        item = super().take_vote(game, inp)
        first = game.period.number == 1
        if inp["kind"] == "sheriff_vote" and not first:
            raise Refusal("警长竞选只在第一天讨论日进行")
        if inp["kind"] == "vote" and first:
            raise Refusal("第一天讨论日的投票是警长竞选，不放逐")
        voter = game.seats[item["by"]]
        why = casting.vote_refusal(game, voter.no, first, inp.get("time"), OUT_RULE, "投票", "vote")
        if why:
            raise Refusal(why)
        if item["for"] is not None and not game.seats[item["for"]].alive:
            raise Refusal(f"{item['for']}号 已出局，不允许被选为投票的目标")
        if earlier_ballots(game, game.ledger.ballots, inp["kind"], voter.no) >= 2:
            raise Refusal("改票只允许进行一次")
        return item

    def take_card(self, game: "BjGame", inp):
        """In live play a card given by day takes effect as it is given (its event and merges now); a 红牌罚下's exit
        still comes after the vote (白天结束时红牌罚下的出局结算在投票结算之后执行) and is published then (BJ-R83)."""
        item = super().take_card(game, inp)
        if game.live and game.kind == "day":
            give_card(game, item)
        return item

    def take_post(self, game: "BjGame", inp):
        """A vote posted by a role already out is refused as it is posted (已公示出局的角色不允许在…投票帖…发言)."""
        item = super().take_post(game, inp)
        casting.void_dead_vote(game, item, game.period.number == 1, OUT_RULE)
        return item

    def usable_now(self, game: "BjGame", seat, slot):
        """A 混血 recruited since it sent its 支持 (征召 settles first) holds it no more: refused in those words."""
        if slot.defn.name == "支持" and seat.role != HYBRID:
            return f"{seat.no}号 已不是混血儿（已被征召），不能<支持>"
        return super().usable_now(game, seat, slot)

    def check_reactive(self, game: "BjGame", intent) -> str | None:
        if intent.skill == "避险":
            return release_problem(game, intent)
        if len(intent.targets) != 1:
            return f"<{intent.skill}>需要选择1名角色"
        t = intent.targets[0]
        if t == intent.actor:
            return f"<{intent.skill}>只能选择一名其他角色"
        if not game.seats[t].alive:
            return f"<{intent.skill}>的目标{t}号已出局"
        return None

    def settling(self, game: "BjGame", intents: list[Intent]) -> list[Intent]:
        """What a step may still settle: counts and 限定 uses as they stand now (魔音's forced use
        comes first and spends the night's use), and the witch's potions in order."""
        out = []
        used = game.ledger.settled_uses
        sim_saves: dict[int, int] = {}
        sim_poisons: dict[int, int] = {}
        for i in sorted(intents, key=lambda i: (i.index >= 0, i.index)):
            d = i.slot.defn
            if d.auto or d.phase == "reactive":
                out.append(i)
                continue
            k = id(i.slot)
            why = None
            if used.get(k, 0) >= d.per_period:
                why = f"{i.actor}号 <{d.name}>当晚已经发动" + ("（被吹笛迷惑）" if used.get(("forced", k)) else "")
            elif i.slot.uses_left is not None and i.slot.uses_left - used.get(k, 0) <= 0:
                why = f"{i.actor}号 <{d.name}>已经没有可用次数"
            elif d.name in ("救药", "毒药"):
                seat = game.seats[i.actor]
                book(game, seat)
                s, p = sim_saves.get(i.actor, 0), sim_poisons.get(i.actor, 0)
                if d.name == "救药" and saves_left(game, seat) - s <= 0:
                    why = "<救药>数量不足"
                elif d.name == "毒药" and poisons_left(game, seat, s) - p <= 0:
                    why = "<毒药>数量不足（每使用2个救药则毒药数量+1）"
                elif d.name == "救药":
                    sim_saves[i.actor] = s + 1
                else:
                    sim_poisons[i.actor] = p + 1
            if why:
                i.consumed = True
                game.reject(i.actor, d.name, why)
                continue
            used[k] = used.get(k, 0) + 1
            if id(i) in game.ledger.forced:
                used[("forced", k)] = 1
            out.append(i)
        return out

    # --- camps, feedback, wins ----------------------------------------------------------------
    def camp_of(self, game: BjGame, seat_no: int) -> str:
        return camps.camp_of(game, seat_no)

    def camp_graph(self, game: "BjGame"):
        return camps.graph(game)

    def filter_feedback(self, game: "BjGame", to, skill, result, target):
        """雪隐: 雪狼 may rewrite tonight's faction and skill feedback about its target (Q8)."""
        rewrite = game.ledger.hidden.get(target) if target is not None and game.ledger else None
        if not rewrite or skill not in LOOK_REWRITES:
            return to, result
        if skill == "验人":
            return to, rewrite.get("阵营", result)
        shown = dict(result)
        if "技能" in rewrite:
            shown = {k: v for k, v in shown.items() if k in ("身份", "阵营")}
            shown["技能"] = rewrite["技能"]
        if skill == "隼眼" and "阵营" in rewrite:
            shown["阵营"] = rewrite["阵营"]
        return to, shown

    def winning_seats(self, game: "BjGame", faction: str) -> list[int]:
        return wins.winning_seats(game, faction)


OUT_RULE = "已公示出局的角色不允许在讨论帖、投票帖、进程帖中发言"  # BJ-R80 (078 seed, 出局)


def _inspired_slot(game: "BjGame", inp):
    """Q5: a 限定 skill spent but named by an accepted, unsettled 激励 tonight whose step comes
    after (6) (only 隼眼) may be submitted now; its step settles after the refresh."""
    seat = game.seats.get(inp.get("by")) if isinstance(inp.get("by"), int) else None
    if seat is None or game.kind != "night":
        return None
    slot = next((s for s in slots_of(game, seat, inp.get("skill")) if s.defn.limited and s.spent()), None)
    if slot is None or slot.defn.step != "(9)":
        return None
    inspired = any(isinstance(i, Intent) and not i.consumed and i.skill == "激励" and i.target == seat.no
                   for i in game.inbox)
    return slot if inspired else None


def _red_card(game: "BjGame", seat, reason):
    """红牌罚下: out after the day's vote (白天结束时…在投票结算之后执行), at night at its end."""
    game.state.red_out.append(seat)


def start_support(game: "BjGame") -> None:
    """支持【强制】: a 混血 that chose no 节气 is given one at random (never its own)."""
    st = game.state
    for n, seat in sorted(game.seats.items()):
        if seat.role == HYBRID and n not in st.support:
            term = game.rng.choice([t for t in TERMS if t != st.term[n]])
            st.support[n] = next(s for s, t in st.term.items() if t == term)
            game.trace(f"{n}号 未选择支持的节气（强制）：随机为{term}")
            game.feedback(n, "支持", label(game, st.support[n]))
    camps.tell_changes(game)


def night_end(game: "BjGame") -> None:
    """The director's cards, red-card exits, last words for the next 公示, expiries."""
    day_end(game)
    damage.expire(game, game.period)


START_STEPS: tuple[Step, ...] = (
    Step("(0)", "游戏开始时(1)：狼王、长老发动<征召>", ("征召",), deadline="game_start"),
    Step("(0)征召", "按鹫狼预言猎狼女巫赤狼守护雪狼猎人的顺序征召（顺延）", run=conscription.opening),
    Step("支持", "游戏开始时(2)：混血儿发动<支持>", ("支持",), opens=(), deadline="game_start"),  # BJ-A26
    Step("阵营确定", "所有角色的阵营确定", run=start_support),
)
NIGHT_STEPS: tuple[Step, ...] = (*NIGHT_ORDER, Step("夜晚结束", "", run=night_end, at_close=True, always=True))

RULESET = Bajian()
