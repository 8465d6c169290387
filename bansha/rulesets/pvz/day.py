"""The PVZ day (6.1 steps 3–6, 6.2.2, 6.2.3, 6.4), in the day's own order whatever the input
order: the sheriff election (day 1), the night's exits leaving play and their shots and
handovers, the day's skills in order (a 自爆 ends the discussion), the exile vote, then red-card
exits and the attendance cards."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from bansha.engine import cards, damage, lateness, procedure, triggers
from bansha.engine.exits import label as seat_label  # imported, not aliased: compiled, a native call
from bansha.engine.order import Step
from bansha.engine.record import Exile
from bansha.engine.skills import Intent
from bansha.engine.votes import Ballot, as_record, tally, top

from . import sheriff, wins
from .casting import cast_in_threads
from .common import count_text, exit_seat, leave_after_election, told
from .posts import INVALID_VOTE, read_posts

if TYPE_CHECKING:
    from .state import PvzGame


def _ballots(game: "PvzGame", votes: list[dict[str, Any]], voters: set[int], chief: int | None,
             what: str) -> list[Ballot]:
    """One vote per seat (6.4 投票完成后不允许改票); a later one is refused. `voters`: the seats that
    may vote and be voted for; `chief`: the seat whose ballot weighs `sheriff.WEIGHT` (带队), None
    where every ballot weighs 1 (the election)."""
    seen: set[int] = set()
    out: list[Ballot] = []
    for v in votes:
        by, target = v["by"], v["for"]
        if by not in voters:
            game.reject(by, None, f"{by}号 已出局，不能参与{what}", vote=target)
        elif by in seen:
            game.reject(by, None, "投票完成后不允许改票", vote=target)
        elif target is not None and target not in voters:
            if v.get("post"):  # 6.4: 投票对象有误的票无效…并记黄牌一次
                v["invalid"] = True
                game.reject(by, None, f"投票对象有误：{target}号 已出局：{INVALID_VOTE}", vote=target)
                cards.give(game, by, "黄牌", "无效票（投票对象有误）")
            else:
                game.reject(by, None, f"投票对象有误：{target}号 已出局", vote=target)
        else:
            seen.add(by)
            out.append(Ballot(by, target, sheriff.WEIGHT if by == chief else 1.0))
    return out


def morning_announcement(game: "PvzGame", day: int) -> None:
    st = game.state
    dead = st.night_exits or []
    st.night_exits = None
    if dead:
        names = "、".join([seat_label(game, s) for s in sorted(dead)])
        game.announce(f"【PVZ.Killer】第{day}天：昨夜出局的角色为 {names}。")
    else:
        game.announce(f"【PVZ.Killer】第{day}天：昨夜无人出局（平安夜）。")
    told(game, dead)
    for seat_no in st.unannounced:  # day 1: a night-1 crush's 殉情
        game.announce(f"{seat_label(game, seat_no)} 出局。")
    told(game, st.unannounced)
    st.unannounced = []


def settle(game: "PvzGame") -> bool:
    """Settle the shots and handovers offered so far, then judge wins. Before the close a shot
    not yet chosen keeps the step open (False); forced, it is forfeited."""
    triggers.settle(game, wait=not game.forcing)
    wins.check(game)
    return not game.offers


def self_explode(game: "PvzGame", intent: Intent) -> None:
    """自爆 ends the discussion: later day inputs of that day are void."""
    st = game.state
    if st.exploded is not None:
        return
    if not game.seats[intent.actor].alive:
        game.reject(intent.actor, intent.skill, f"{intent.actor}号 已出局，不能发动<自爆>")
        intent.consumed = True
        return
    intent.consumed = True
    game.log_use(intent, "放逐投票")
    intent.slot.defn.take_effect(game, intent)
    settle(game)


def false_explosion(game: "PvzGame", seat_no: int) -> None:
    """6.2.3: 若无自爆技能的玩家在任意讨论阶段发送“【自爆】”，则视为贴脸，红牌罚下. The seat leaves
    after the vote, but a camp that now holds two red cards has lost at once (7.1 累计…时)."""
    cards.give(game, seat_no, "红牌", "无自爆技能的玩家发送“【自爆】”，视为贴脸，红牌罚下")
    wins.check_red_cards(game)


AFTER_EXPLOSION: Final = "讨论结束后，不可自爆：狼人自爆后跳过放逐投票阶段，在发表遗言后直接进入夜晚"


def void_after_explosion(game: "PvzGame", item: int | Intent) -> None:
    """A 自爆 ends the discussion: a later 自爆 is refused, and a later “【自爆】” post is not sent
    「在任意讨论阶段」, so it is no 贴脸 (spec: later day inputs of that day are void)."""
    if isinstance(item, int):
        game.trace(f"{item}号 在自爆后发送“【自爆】”：讨论已结束，不作为讨论阶段的贴脸判罚")
    else:
        item.consumed = True
        game.reject(item.actor, item.skill, AFTER_EXPLOSION)


def exile_vote(game: "PvzGame", votes: list[dict[str, Any]], day: int) -> None:
    living = {s.no for s in game.seat_list if s.alive}  # nobody leaves play while the ballots are read
    ballots = _ballots(game, votes, living, game.sheriff, "放逐投票")
    counts = tally(ballots)
    best = top(counts)
    exiled: int | None = best[0] if len(best) == 1 else None
    if len(best) > 1 and game.options["exile_tie"] == "随机出局":
        exiled = game.rng.choice(best)
        game.trace(f"平票 {best}：按选项 exile_tie=随机出局，随机选出 {exiled}号")
    game.emit(Exile(exiled, as_record(counts)))
    st = game.state
    st.exiled[day] = exiled
    detail = "，".join([f"{s}号{count_text(v)}票" for s, v in counts.items()]) or "无人得票"
    if exiled is None:
        game.announce(f"第{day}天放逐投票结果：{detail}。{'平票，' if len(best) > 1 else ''}无人出局。")
        return
    game.announce(f"第{day}天放逐投票结果：{detail}。{seat_label(game, exiled)} 被放逐出局。")
    exit_seat(game, exiled, "投票")
    told(game, [exiled])


def director_card(game: "PvzGame", c: dict[str, Any]) -> None:
    """7.1: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营 (the card's `faction_loses`)."""
    cards.give(game, c["to"], c["card"], c.get("reason") or "导演判罚")
    camp = game.seats[c["to"]].camp
    if c.get("faction_loses") and camp in game.ruleset.factions and not game.over:
        game.lose(camp, f"{c['to']}号 被红牌罚下，导演判负该阵营")
        game.end(next(f for f in game.ruleset.factions if f != camp), f"{camp}判负")


def red_card_exits(game: "PvzGame", settle_offers: bool = True) -> None:
    """A red card puts the seat out (红牌罚下) after the day's vote, with no shot. At night the
    offers it makes (殉职, and the night's own shots) wait for the next day to open (6.1 step 4)."""
    st = game.state
    red, st.red_out = st.red_out, []
    for seat_no in red:
        if game.seats[seat_no].alive and seat_no not in st.pending_exit:
            game.announce(f"{seat_label(game, seat_no)} 被红牌罚下。")  # before its 殉情
            exit_seat(game, seat_no, "红牌罚下", at_once=True)
    wins.check_red_cards(game)
    if settle_offers:
        settle(game)
    else:
        wins.check(game)


def red_card_now(game: "PvzGame") -> None:
    """The red-carded seats leave play as the card is given; their 殉职 and the wins are settled
    by the step that is settling (or the next one)."""
    st = game.state
    red, st.red_out = st.red_out, []
    for seat_no in red:
        if game.seats[seat_no].alive and seat_no not in st.pending_exit:
            game.announce(f"{seat_label(game, seat_no)} 被红牌罚下。")
            exit_seat(game, seat_no, "红牌罚下", at_once=True)


def _inputs(game: "PvzGame", kind: str) -> list[dict[str, Any]]:
    """The period's inputs of one kind, in order (sorted once per inbox size)."""
    ledger = game.ledger
    inbox = game.inbox
    if ledger.inputs_at != len(inbox):
        by_kind: dict[str, list[dict[str, Any]]] = {}
        for i in inbox:
            if isinstance(i, dict):
                kind_of = i["kind"]
                group = by_kind.get(kind_of)
                if group is None:  # not setdefault: it makes a list for every input
                    by_kind[kind_of] = [i]
                else:
                    group.append(i)
        ledger.inputs = by_kind
        ledger.inputs_at = len(inbox)
    return ledger.inputs.get(kind, [])


def _posts(game: "PvzGame", sheriff_thread: bool) -> list[dict[str, Any]]:
    return [p for p in _inputs(game, "post") if (p.get("thread") == "sheriff") == sheriff_thread]


def _electors(game: "PvzGame") -> list[int]:
    return game.alive()


def _voted(game: "PvzGame", kind: str) -> set[int]:
    """Who has voted: a vote entered, or one posted in the thread the seed names (casting.py)."""
    return {v["by"] for v in _inputs(game, kind)} | cast_in_threads(game, _inputs(game, "post"), kind == "sheriff_vote")


def awaits_election(game: "PvzGame") -> list[tuple[int, str]]:
    """“21:00，或所有人均已投票，警长竞选投票结束”: every role in play (night-1 victims too) votes."""
    voted = _voted(game, "sheriff_vote")
    return [(n, "警长竞选投票") for n in _electors(game) if n not in voted]


def awaits_vote(game: "PvzGame") -> list[tuple[int, str]]:
    """“21:00，或所有人均已投票，放逐投票结束”: every living role votes (a 【自爆】 ends it)."""
    if any(p["text"] and "【自爆】" in p["text"] for p in _posts(game, False)) or any(
            isinstance(i, Intent) and i.skill == "自爆" for i in game.inbox):
        return []
    voted = _voted(game, "vote")
    return [(n, "放逐投票") for n in game.alive() if n not in voted]


def awaits_offers(game: "PvzGame") -> list[tuple[int, str]]:
    """The shots and handovers offered and not yet chosen (each within its 30 minutes)."""
    return [(o.seat, o.skill) for o in game.offers if not any(
        i.actor == o.seat and i.skill == o.skill and not i.consumed for i in game.reactive)]


def publish_last_words(game: "PvzGame") -> None:
    procedure.publish_last_words(game, _inputs(game, procedure.WORDS_KIND))


def on_time(game: "PvzGame", votes: list[dict[str, Any]], key: str, what: str) -> list[dict[str, Any]]:
    """「21:00，或所有人均已投票，…投票结束」: a vote posted after its row of the timetable (with a
    calendar and the post's time) is not counted; its author has not voted (潜水)."""
    out = []
    for v in votes:
        row = lateness.passed(game, v.get("time"), key)
        if row is None:
            out.append(v)
            continue
        v["late"] = True
        game.reject(v["by"], None, f"{what}已于{row.at:%m-%d %H:%M}结束：此票不计", vote=v["for"])
    return out


def election(game: "PvzGame") -> None:
    """6.1 step 3: the election closes, then the night-1 victims leave play."""
    posts = _posts(game, True)
    forum = read_posts(game, posts) if posts else None
    votes = _inputs(game, "sheriff_vote") + on_time(game, forum.sheriff_votes if forum else [], "election_vote",
                                                     "警长竞选投票")
    electors = set(_electors(game))
    sheriff.elect(game, _ballots(game, votes, electors, None, "警长竞选"))
    ledger = game.ledger
    if forum:
        missed = forum.election_attendance(game, electors, {v["by"] for v in _inputs(game, "sheriff_vote")})
        if game.options["vote_cards"] == "每日一张":
            ledger.vote_carded = missed
    ledger.election = forum
    leave_after_election(game)


def no_election(game: "PvzGame") -> None:
    posts = _posts(game, True)
    forum = read_posts(game, posts) if posts else None
    for v in _inputs(game, "sheriff_vote") + (forum.sheriff_votes if forum else []):
        game.reject(v["by"], None, "警长竞选只在第一天进行", vote=v["for"])


def morning(game: "PvzGame") -> None:
    morning_announcement(game, game.period.number)


def morning_exits_act(game: "PvzGame") -> bool:
    """6.1 step 4: the exits just published shoot, then the sheriff hands over."""
    done = settle(game)
    if done:
        ledger = game.ledger
        ledger.present = game.alive()
    return done


def vote(game: "PvzGame") -> None:
    """The discussion's 自爆 (which skips the vote) and the exile vote, when voting ends."""
    day = game.period.number
    posts = _posts(game, False)
    ledger = game.ledger
    forum = ledger.forum = read_posts(game, posts) if posts else None
    votes = _inputs(game, "vote") + on_time(game, forum.votes if forum else [], "exile_vote", "放逐投票")
    skills: list[Any] = [i for i in game.inbox
                         if isinstance(i, Intent) and i.slot.defn.phase == "day" and not i.consumed]
    explosions = forum.merge_explosions(game, skills) if forum else skills
    st = game.state
    for item in explosions:
        if game.over:
            break
        if st.exploded is not None:
            void_after_explosion(game, item)
        elif isinstance(item, int):
            false_explosion(game, item)
        else:
            self_explode(game, item)
    exploded = st.exploded
    if forum and not game.over:
        forum.invalid_votes(game, exploded)
    if game.over:
        return
    if exploded is None:
        exile_vote(game, votes, day)
    else:
        st.exiled[day] = None
        for v in votes:
            game.reject(v["by"], None, "狼人自爆后跳过放逐投票阶段", vote=v["for"])


def vote_exits_act(game: "PvzGame") -> bool:
    """“统计结果并公布。出局玩家发动技能、提交遗言”: the exiled role's shot, then 殉职."""
    return settle(game)


def cards_and_red_cards(game: "PvzGame") -> None:
    """After the vote: the director's cards, attendance (潜水), then red-card exits."""
    st = game.state
    exploded = st.exploded
    st.exploded = None
    if game.over:  # the vote ended the game: nothing is left to penalise
        damage.expire(game, game.period)
        return
    for c in _inputs(game, "card"):
        if not c.get("given"):  # given already as it came in (live play: Pvz.take_card)
            director_card(game, c)
    ledger = game.ledger
    forum = ledger.forum
    if forum:
        present = ledger.present if ledger.present is not None else game.alive()
        forum.day_attendance(game, exploded is not None, present, {v["by"] for v in _inputs(game, "vote")},
                             ledger.vote_carded)
    if not game.over:
        red_card_exits(game)
    damage.expire(game, game.period)


LAST_WORDS = Step("遗言", "", run=publish_last_words, at_close=True)
# 6.1 step 3: 第一夜出局玩家发动技能、提交遗言。所有出局玩家均已发动技能并提交遗言后，立即发布第一天的讨论贴
# (PVZ-R89: 截止24:00): the words are published in their place, after the shots, before the discussion
NIGHT1_WORDS = Step("首夜遗言", "第一夜出局玩家提交遗言（截止24:00），公布后发布第一天讨论贴", run=publish_last_words,
                    needs=("出局技能",), awaits=procedure.awaited_last_words, deadline="night1_last_words")
DAY_WORDS = Step("遗言", "", run=publish_last_words, at_close=True)  # a 自爆's, a day exit's given by day
ELECTION = Step("警长竞选", "警长竞选投票结束，统计结果并公布；第一夜出局的角色出局", ("警长竞选投票",),
                run=election, needs=(), awaits=awaits_election, deadline="election_vote")
NO_ELECTION = Step("警长竞选", "", run=no_election, needs=(), at_close=True)
MORNING = Step("公布出局", "公布夜晚出局信息", run=morning, needs=("警长竞选",))
MORNING_LATER = Step("公布出局", "公布夜晚出局信息", run=morning, needs=())
MORNING_EXITS = Step("出局技能", "夜晚出局的猎人/狼王<最后一枪>，警长<殉职>", ("最后一枪", "殉职"),
                     run=morning_exits_act, needs=("公布出局",), awaits=awaits_offers)
NIGHT1_EXITS = Step("出局技能", "夜晚出局的猎人/狼王<最后一枪>，警长<殉职>", ("最后一枪", "殉职"),
                    run=morning_exits_act, needs=("公布出局",), awaits=awaits_offers, deadline="night1_exit_skills")
VOTE = Step("放逐投票", "讨论（<自爆>）与放逐投票，统计结果并公布", ("自爆", "放逐投票"),
            run=vote, needs=("出局技能",), awaits=awaits_vote, deadline="exile_vote")
VOTE_AFTER_WORDS = Step("放逐投票", VOTE.title, VOTE.skills, run=vote, needs=("出局技能", "首夜遗言"),
                        awaits=awaits_vote, deadline="exile_vote")
VOTE_EXITS = Step("投票出局技能", "投票出局者<最后一枪>，警长<殉职>", ("最后一枪", "殉职"),
                  run=vote_exits_act, needs=("放逐投票",), awaits=awaits_offers, deadline="day_exit_skills")
PENALTIES = Step("判罚", "", run=cards_and_red_cards, at_close=True, always=True)

# 6.1 step 3: the election result, then the night's exits, their shots and last words, then the
# day's discussion and vote
DAY_ONE: tuple[Step, ...] = (ELECTION, MORNING, NIGHT1_EXITS, NIGHT1_WORDS, VOTE_AFTER_WORDS, VOTE_EXITS, DAY_WORDS, PENALTIES)
LATER_DAY: tuple[Step, ...] = (LAST_WORDS, NO_ELECTION, MORNING_LATER, MORNING_EXITS, VOTE, VOTE_EXITS, PENALTIES)
