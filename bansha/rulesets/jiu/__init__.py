"""Ruleset `jiu`: [245]酒 as written (seeds/245-jiu.txt) — a drafted line-up from the 轮抽 pool, the
opening in its written order, eight phases (晨曦 正午 黄昏 / 早夜 午夜 深夜 凌晨) as the sub-phase steps
of `day N` and `night N`, [指定] skills through one redirection pipeline, statuses, four damage kinds,
the night's exit list in the seed's statistics order, 警长/执警, 新月, and wins with fractional
thresholds. Unclear points: rulings.md beside this file."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from bansha.engine import lateness
from bansha.engine.clock import aware
from bansha.engine.discussion_days import ruleset_deadlines
from bansha.engine.errors import Refusal
from bansha.engine.events import on
from bansha.engine.intake import build_intent, seems_alive
from bansha.engine.options import Option
from bansha.engine.order import Step
from bansha.engine.procedure import vote as vote_shape
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import Intent, SkillDef, SkillSlot, 强制
from bansha.engine.votes import earlier_ballots
from bansha.forum.votes import by_number_option

from . import (
    acquire,
    casting,
    group_skills,
    harm,
    knife,
    leaving,
    lineups,
    moons,
    penalties,
    picks,
    presence,
    sheriff,
    stalemate,
    statuses,
    walking,
    words,
)
from .action_order import ACTION_ORDER, in_scope
from .common import FACTIONS, GROUP, IDENTITIES, Source
from .cover_sky import 遮天
from .day import DAY_N, DAY_ONE
from .declarations import refuse_action as refuse_declared
from .events import BLED_TWICE, DAWN, DEATH, EVENTS, NIGHT_END, RED_CARD, SHOTS_SLOT
from .moons import 代理
from .night import NIGHT_STEPS, 杀人
from .opening import GROUP_SKILLS, START_STEPS, 群内可选技能
from .posts import day_requests
from .roles import gifts, invoker, phantom_thief
from .roles._kit import count_refusal
from .roles.built import BUILT, COPIED_AS, ROLES, SKILL_NAMES
from .state import JiuPeriod, JiuState
from .threads import THREADS, take_post as take_thread_post
from .timetable import jiu_deadlines

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from .state import JiuGame

# the skills of spec/jiu.md that are no identity's: the group's, the sheriff's and 执警's, the gifts and the
# shared [杀人] (an identity's skills are its module's, roles.SKILL_NAMES): a scenario naming one loads, and
# the engine refuses a use nobody holds in the rules' words
MECHANISM_SKILLS = ("群内可选技能 窥天 变天 遮天 控天 自爆 任职宣言 辅政 殉职 代理 兢兢业业 通灵 照耀 毒药 最后一枪 流光庇护 冰冻 "
                    "杀人").split()


class Jiu(Ruleset):
    id = "jiu"
    day_first = True  # start → day 1 → night 1 → day 2 …
    title = "[245]酒"
    factions = FACTIONS
    roles = ROLES
    lineups: ClassVar[Any] = lineups
    default_seats = 14
    # the player's gender, for 去打猎 (所有男性) and 林地采集 (所有女性): optional, 男 or 女 (JIU-R17, A25)
    seat_keys = ("gender",)
    seat_key_labels = {"gender": "性别"}
    roster_help = ("轮抽池另有4个随机好人：手动发牌时写它抽成的村民阵营身份。阵容须满足：有九天圣人必有帝尊魔皇（反之亦然）；"
                   "开局[群内]人数不超过狼人的1/3则必有长老狼，超过2/3则必没有；存在2个及以上的验人系时必有狼巫。")
    extra_skills = tuple(MECHANISM_SKILLS) + SKILL_NAMES + moons.GRANTED + tuple(moons.AWAY_SKILLS)
    resubmit_rule = "如果没有特殊说明，强制和数值以外的技能一天只能发动一次"
    forced_rule = "标明<强制>的技能不允许放弃发动，必须执行其技能效果"
    threads = THREADS  # the day's threads, the 自由警长发言贴 and the 宣言贴 (threads.py)
    substitutes_per_seat = 1  # 每名角色仅限更换一次替补 (JIU-R233)
    substitute_rule = "每名角色仅限更换一次替补；无法继续进行游戏的角色无法更换替补时红牌罚下"
    breaches = penalties.BREACH_NAMES  # 判罚依据, offered when the director gives a card (JIU-R225)
    option_defs = (
        Option("last_words", "开局狼人阵营人数", ("开局狼人阵营人数", 0, 1, 2, 3, 4, 5, 6, 7, 8),
               "遗言数量为人数配备最少狼数量：规则没有给出人数配备表，默认取开局狼人阵营的人数；或由导演指定数量。",
               label="遗言数量"),
        Option("dictator_scale", "15人起", ("15人起", "10人起"),
               "[独裁]“从10人开始，当前存活人数每增加5人，票权额外+1”：默认存活15人时额外+1（10人为起点，每增加5人+1）；"
               "或存活10人起即额外+1。", label="独裁的额外票权"),
        Option("gift_poison", "穿透", ("穿透", "致死伤害", "指杀"),
               "礼物[毒药]规则中没有定义（JIU-A05）：默认造成[穿透]（无视[守护]）；或[致死伤害]，或[指杀]。", label="礼物毒药的伤害"),
        Option("gift_shot", "致死伤害", ("致死伤害", "指杀", "穿透"),
               "礼物[最后一枪]规则中没有定义（JIU-A05）：默认造成[致死伤害]；或[指杀]，或[穿透]。", label="礼物猎枪的伤害"),
        Option("nine_tails_loss", "宣布出局时", ("宣布出局时", "出局时"),
               "九尾狐“每有任何一名[实际阵营]为[村民阵营]的角色宣布出局时…损失一根尾巴”：默认在出局公示时损失；或在出局的那一刻。",
               label="九尾狐损失尾巴的时机"),
        Option("auto_accelerate_alive", 6, (0, 4, 5, 6, 7, 8, 10, 12, 14),
               "未出局角色减少到一定程度时，导演将自动执行加速：种子未给人数，默认存活不多于6人（同M162、078）；0 = 不自动加速。",
               label="存活人数不超过此数时自动加速（0为不自动）"),
        Option("control_sky", "整局", ("整局", "当天"),
               "控天“本次游戏中只有一次”只限定发动次数，没有写选择的技能被控制多久（JIU-A12）：默认整局有效；或只在发动当天有效。",
               label="控天的持续时间"),
        Option("moon_draw", "随机", ("随机", "不抽取"),
               "执警没有抽取新月（或没有执警）时：默认导演在未抽取的新月中随机抽取一张（JIU-A21，代理是<强制>）；"
               "或本次晨曦不抽取新月（“执警需要抽取新月”读作只有执警抽取）。", label="执警未抽取新月时"),
        Option("tea_neighbours", "两邻都相同", ("两邻都相同", "各自相同"),
               "茶艺师“若茶艺师的电梯楼邻居与茶艺师的[实际阵营]都相同”：默认两个邻居都相同时两人都获得[不死][秩序]；或每个相同的邻居各自获得。",
               label="茶艺服侍"),
        Option("true_love_death", "致死伤害", ("致死伤害", "直接出局"),
               "真爱情侣殉情（丘比特的规则，种子中没有定义，JIU-A27）：默认另一位真爱情侣承受[致死伤害]（来源视为殉情者自己，同无爱情侣）；"
               "或直接出局，任何状态都不能抵挡。", label="真爱情侣殉情"),
        Option("thief_relief", "按公式", ("按公式", "不为负"),
               "盗火者出局时“狼人判负所需出局人数减少（暴露点数*0.2-1，四舍五入）个”：暴露点数不足5时结果为负（JIU-A17）。"
               "默认按公式（为负时所需出局人数增加）；或结果为负时不减少也不增加。", label="盗火者代偿：减少量为负时"),
        Option("pray_dead_knife", "出局时", ("出局时", "不带刀"),
               "祈祷“可以包括已出局角色”，而带刀是“若能使用[杀人]技能”：默认已出局角色的[表面带刀]按其出局时计算；"
               "或已出局角色一律视为不带刀（出局后不能使用[杀人]）。", label="祈祷：已出局角色的表面带刀"),
        Option("collapse_snipe", "致死伤害", ("致死伤害", "指杀", "穿透"),
               "新月<匹夫一怒，血溅五步>给予的[崩塌狙击]规则中没有定义（JIU-A05）：默认[正午]对一名角色造成[致死伤害]（猎人的愤怒）；"
               "或[指杀]，或[穿透]。", label="崩塌狙击的伤害"),
        Option("infect", "刀口", ("刀口", "直接"),
               "新月<狼人毒牙>给予的种狼[感染]规则中没有定义（JIU-A05）：默认选择的角色当晚若因狼人阵营的[杀人]出局，则免于出局并被感染"
               "（阵营变为狼人阵营，获得[群内]）；或结算目标立刻被感染。", label="感染"),
        Option("all_lost", "无人获胜", ("无人获胜", "警长阵营获胜"),
               "所有阵营都已判负（如最后的村民与狼人同时出局）时：默认游戏结束、无人获胜（已判负的阵营不能获胜）；"
               "或视为“游戏无法正常进行”，警长所属的阵营获胜（无警长时无人获胜）。", label="所有阵营均判负时"),
        Option("sun_moon_source", "全部持有者", ("全部持有者", "随机一名"),
               "日月合击“所有持有该技能的角色对目标角色造成一次[致死伤害]”由几名持有者一同出局目标时，技能来源是谁（锈剑骑士的破伤风、"
               "穷奇的亲手击杀、神使的默哀，JIU-A36）：默认所有持有者都是来源；或随机其中一名。", label="日月合击的技能来源"),
        Option("group_kill_blocked", "作废", ("作废", "群内代为发动"),
               "[群内]共享的[杀人]已提交后，提交者在深夜结算前获得[超度]或[缴械]（如午夜的业炎、冰冻）：默认按“该状态下不能发动[杀人]”，"
               "这次[杀人]作废；或视为群内共享的杀人，由群内其他仍可发动的角色代为发动（[缴械]仍使整个群内不能发动）。",
               label="杀人提交者被超度/缴械时"),
        Option("bless_reset", "技能状态", ("技能状态", "仅次数"),
               "圣女<祝福>“该玩家[实际身份]的对应技能刷新至初始”（JIU-A43）：默认技能记录的状态也回到开局（九尾狐的尾巴恢复为X根，"
               "奇迹商人的次数回到5且每个角色、每个礼物重新可选）；或只恢复次数和限定（尾巴与已选的角色、礼物不变）。",
               label="祝福的刷新至初始"),
        by_number_option("“投票对象：7号”", "“7号傻树”"),
    )

    step_events = {"opened": None}  # the night counts from the day's actual 关门 (timetable.py)
    skill_blackouts = {"改票": "no_change", "代投": "no_change"}  # 关门前一小时不允许改票或代投

    events = EVENTS
    # every listener takes its event's fields positionally (or ignores them: `*_`), the compiled fast path of
    # Game.fire: 245 fires some 700 listener calls a game (tests/engine/test_engine_positional_hooks.py)
    positional_hooks = {e.name: e.field_names() for e in EVENTS}

    def __init__(self) -> None:
        super().__init__()
        # 下列顺序统计出局名单: the seed's list, with the slots the role modules declare (harm.exit_rank)
        self.exit_rank = harm.exit_rank(role.exit_slot for role in self.roles.values())
        # a step built from the seed's whole row of 行动顺序总集 lists the skills this ruleset has, in that order
        known = self.skill_names()
        made: dict[int, Step] = {}

        def scoped(steps: tuple[Step, ...]) -> tuple[Step, ...]:
            for s in steps:
                if id(s) not in made:
                    made[id(s)] = (replace(s, skills=in_scope(s.id, known)) if s.skills and s.id in ACTION_ORDER
                                   else s)
            return tuple(made[id(s)] for s in steps)
        self._night, self._day_one, self._day_n = scoped(NIGHT_STEPS), scoped(DAY_ONE), scoped(DAY_N)
    count_feedback = invoker.COUNTED
    copied_as: ClassVar[dict[str, tuple[SkillDef, ...]]] = COPIED_AS  # 身份属性: what a copy of an identity gets (roles.COPIED_AS)

    def listeners(self):
        return [on(DEATH, gifts.on_death), on(DEATH, sheriff.sheriff_out), on(RED_CARD, _red_card),
                on(NIGHT_END, gifts.night_end), on(DAWN, gifts.dawn, SHOTS_SLOT), on(BLED_TWICE, harm.bled_twice),
                *moons.HOOKS]

    def deadlines(self, start_date, period, alive, events=None, game: "JiuGame | None" = None):
        """Each phase's 关门N分钟内, the 讨论日's length and its vote rules (timetable.py); the open day's
        successful requests move its 关门 (加速, one date) or add a date (延时)."""
        if game is not None and str(game.period) == str(period) and game.kind == "day":
            closed = aware(game.state.day_closed)
            if closed is not None:  # the 晨曦 counts from the 关门 the night counted from
                events = {**(events or {}), "day_closed": closed}
        return ruleset_deadlines(jiu_deadlines, day_requests, start_date, period, alive, events, game)

    def roster_groups(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """The draft pool by faction, as the seed lists it, each identity with its strength score."""
        out: dict[str, list[tuple[str, str]]] = {}
        for name, note in self.roster_notes():
            faction, rest = note.split("·", 1)
            out.setdefault(faction, []).append((name, rest.replace("·", "，")))
        return list(out.items())

    def roster_notes(self) -> list[tuple[str, str]]:
        """The draft pool as the console shows it while the director enters the draft: each identity
        with its faction and strength score (不定视为0分), and whether it is built yet."""
        return [(i.name, f"{i.faction}·{i.score}分" + ("" if i.name in BUILT else "·尚未实现")) for i in IDENTITIES]

    # --- the deal -----------------------------------------------------------------------------
    def validate_seats(self, seats) -> None:
        lineups.validate_genders(seats)

    def deal(self, n, rng, options):
        return lineups.deal(n, rng)

    def make_seat(self, no, name, role):
        seat = super().make_seat(no, name, role)
        seat.skills += [SkillSlot.of(s, Source.SHERIFF) for s in sheriff.SKILLS] + [SkillSlot.of(代理, Source.DEPUTY)]
        seat.skills.append(SkillSlot.of(group_skills.变天, Source.GROUP_CHOICE))  # offered to 群内 wolves when chosen
        for slot in seat.skills:
            slot.data["role"] = role
        return seat

    def offered_choices(self, game: "JiuGame", seat_no, defn):
        """代理: a draw code per 新月 that can be drawn now — the 执警 picks a number, not a card (moons.codes).
        狼狗: its sides and a dog's surface identities; 祭品: its option (picks.py)."""
        return moons.codes(game) if defn.name == "代理" else picks.choices(game, seat_no, defn)

    def identities(self, among=""):
        """The pool of 本场轮抽身份池 in the rule post's order (public with the rules), or one faction's."""
        return [i.name for i in IDENTITIES if not among or i.faction == among]

    def offered_targets(self, game: "JiuGame", seat_no, defn):
        """The seats of a <强制> pick (暗恋者, 盗火者, 大天狗: picks.py)."""
        return picks.targets(game, seat_no, defn)

    def holds(self, game: "JiuGame", seat, slot) -> bool:
        """Every seat carries the sheriff's, the 执警's and the chosen group skill's slots (make_seat);
        the pages list them only on the seat that holds the position or the choice."""
        if slot.source == Source.SHERIFF:
            return game.sheriff == seat.no
        if slot.source == Source.DEPUTY:
            return game.state.deputy == seat.no
        if slot.source in (Source.GROUP_CHOICE, Source.SOUL):  # 摄魂: the text slot only the night the seat was 摄魂'd
            return slot.defn.when(game, seat, slot.defn) is None
        if slot.source == Source.TEAM and slot.defn.name in GROUP_SKILLS:  # 4选1: all four until the group chooses
            return game.state.group_skill in (None, slot.defn.name)
        return True

    def setup(self, game: "JiuGame") -> None:
        shared = (杀人, 群内可选技能, group_skills.窥天, group_skills.控天, 遮天)  # 杀人 first: knife.kill_skill
        game.group_skills[GROUP] = [SkillSlot.of(d, Source.TEAM) for d in shared]
        knife.refresh(game)

    # --- periods ------------------------------------------------------------------------------
    def steps(self, game: JiuGame) -> tuple[Step, ...]:
        return self.steps_of(game.kind, game.period.number)

    def steps_of(self, kind: str, number: int) -> tuple[Step, ...]:
        """The steps with the skills this ruleset has (built in __init__ from the seed's rows)."""
        if kind == "night":
            return self._night
        if kind == "day":
            return self._day_one if number == 1 else self._day_n
        return START_STEPS

    def new_state(self, game: "JiuGame") -> JiuState:
        return JiuState()

    def new_ledger(self, game: "JiuGame") -> JiuPeriod:
        return JiuPeriod()

    # --- inputs -------------------------------------------------------------------------------
    def take_action(self, game: JiuGame, inp: dict[str, Any]) -> Intent:
        """A <强制> skill that happens by itself may still carry the holder's choice (狼狗's side,
        大天狗's road, 天狗吞月's targets): the skill's own checks refuse a wrong one at intake."""
        leaving.check_input(game, inp, moons.AWAY_SKILLS)  # 离开游戏 (JIU-R210)
        if inp.get("skill") in moons.AWAY_SKILLS:
            return moons.take_away_input(game, inp)
        try:
            intent = build_intent(game, inp, game.kind)
        except Refusal as r:
            raise Refusal(count_refusal(game, inp, r.reason) or r.reason) from None
        refuse_declared(intent)  # a [宣言] skill is used by posting its 宣言内容 (declarations.py)
        d = intent.slot.defn
        if d.auto:
            for chk in d.checks:
                reason = chk(game, game.seats[intent.actor], intent)
                if reason:
                    raise Refusal(reason)
        return intent

    def late_refusal(self, game: "JiuGame", intent, at):
        """「正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动」: a 正午 use sent before 09:00 is refused as
        early (the 开门 comes as soon as the words are in, which may be earlier: rulings JIU-T3, T4); one sent after
        its row, as late (the base)."""
        if intent.slot.defn.step == "正午" and at and game.start_date:
            row, when = lateness.row(game, "正午"), aware(str(at))
            if row is not None and row.opens is not None and when is not None and when < row.opens:
                return (f"<{intent.skill}>：正午类技能只能在每天的9:00至21:00（若当天关门则为20:00）发动"
                        f"（{row.opens:%m-%d %H:%M}起）")
        return super().late_refusal(game, intent, at)

    def life_label(self, game: "JiuGame", seat_no):
        return leaving.label(game, seat_no)

    def added_seats(self, roles):
        """空想具现 adds a seat after the last (JIU-R120): a scenario may name it."""
        return sum(1 for r in roles if r == "空想家")

    def take_card(self, game: "JiuGame", inp):
        """判牌 with the breach's name (penalties.py, JIU-R225)."""
        return penalties.take_card(game, inp)

    def take_stalemate(self, game: "JiuGame", inp):
        """僵局: the director rules that the game cannot go on (JIU-R196, A45)."""
        return stalemate.take(game, inp)

    def take_post(self, game: "JiuGame", inp):
        """The 自由 and 宣言 threads besides the day's own; [寡言] judged as posts come (threads.py)."""
        leaving.check_input(game, inp)  # 离开游戏的角色不能发言 (JIU-R210)
        item = take_thread_post(game, inp, super().take_post)
        casting.void_dead_vote(game, item)
        return item

    moon_pick_names = moons.PICKED  # the console's 新月目标 form

    def take_moon_pick(self, game: "JiuGame", inp):
        """黑幕自选: the director names a 新月's targets itself (moons.take_pick)."""
        return moons.take_pick(game, inp)

    def take_vote(self, game: "JiuGame", inp):
        leaving.check_input(game, inp)
        item = vote_shape(game, inp)
        if game.kind != "day":
            raise Refusal("投票只能在白天进行")
        first = game.period.number == 1
        if inp["kind"] == "sheriff_vote" and not first:
            raise Refusal("警长竞选只在竞选日（第一天）进行")
        if inp["kind"] == "vote" and first:
            raise Refusal("竞选日的投票是警长竞选，没有放逐投票")
        why = casting.vote_refusal(game, item["by"], first, inp.get("time"))
        if why:
            raise Refusal(why)
        if item["for"] is not None and not seems_alive(game, item["for"]):
            raise Refusal(f"{item['for']}号 已出局：已经公示的出局角色不允许被选为投票的目标")
        if earlier_ballots(game, game.ledger.ballots, inp["kind"], item["by"]) >= 2:
            raise Refusal("改票只允许进行一次")
        return item

    def take_last_words(self, game: "JiuGame", inp):
        """遗言 before the next 开门 (words.py)."""
        return words.take(game, inp)

    def decline_last_words(self, game: "JiuGame", seat_no):
        return words.decline(game, seat_no)

    def acts_unaware(self, game: JiuGame, seat_no: int) -> bool:
        """行尸走肉: a night's exit not told goes on posting, voting and using skills (walking.py)."""
        return presence.acts_unaware(game, seat_no)

    def settling(self, game: JiuGame, intents: list[Intent]) -> list[Intent]:
        return phantom_thief.settling(game, walking.settling(game, knife.stand_in(game, moons.settle_away(game, intents))))

    def apply(self, game: JiuGame, intent: Intent) -> None:
        """控天: a named skill's use by a village role settles to nothing (group_skills.py)."""
        if group_skills.fails(game, intent):
            return
        theft = phantom_thief.stolen(game, intent)  # 偷盗: a stolen use's feedback goes to the 怪盗
        if theft is None:  # (nearly every use: no context manager's calls then)
            super().apply(game, intent)
            return
        with phantom_thief.feedback_to_thief(game, intent, theft):
            super().apply(game, intent)

    def filter_feedback(self, game: "JiuGame", to, skill, result, target):
        return phantom_thief.filter_feedback(game, to, skill, result, target)

    def check_reactive(self, game: "JiuGame", intent):
        if intent.skill == gifts.SHOT:
            return gifts.check_shot(game, intent)
        return sheriff.check(game, intent)

    def usable_now(self, game: JiuGame, seat: Seat, slot: SkillSlot) -> str | None:
        """Statuses that suspend skills (JIU-R31–R34): [遗忘] the <强制> ones; [缴械]/[超度] [杀人];
        [沉默] every skill but <强制> ones and [杀人]."""
        d = slot.defn
        if d.name == phantom_thief.RECHOOSE:  # part of 偷盗's effect, not a use of a skill
            return None
        if game.state.left and leaving.away(game, seat.no) and d.name not in moons.AWAY_SKILLS:
            return leaving.acting_refusal(game, seat.no)
        gained = acquire.dormant(game, seat, slot)  # 获取技能: its giver out, or [开局] not refreshed
        if gained:
            return gained
        if moons.grants.BALLOT in d.tags:  # a vote in a 新月's extra exile thread is a vote, not a skill
            return None
        if d.phase == "reactive":
            return None
        # then a [接刀]'s kill given back, a [群内] skill of a seat out of the group since it was sent
        return self._suspended(seat, d) or knife.not_held(game, seat, slot)

    @staticmethod
    def _suspended(seat: Seat, d: SkillDef) -> str | None:
        what = statuses.FORCED if 强制 in d.tags else statuses.KILL if d.name == "杀人" else statuses.SKILLS
        name = statuses.blocked(seat, what)
        return f"{seat.no}号 处于[{name}]状态：{statuses.BARS[what]}" if name else None

    def status_immune(self, game: "JiuGame", seat, status):
        return statuses.immune(game, seat, status.name) is not None


def _red_card(game: "JiuGame", seat, reason):
    """红牌罚下: out after the day's vote (白天红牌罚下导致的出局结算在投票结算之后执行), at night at its end."""
    game.state.red_out.append(seat)


RULESET = Jiu()
