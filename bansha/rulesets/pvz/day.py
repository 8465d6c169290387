"""The PVZ day (6.1 steps 3–6, 6.2.2, 6.2.3, 6.4), in the day's own order whatever the input
order: the sheriff election (day 1), the night's exits leaving play and their shots and
handovers, the day's skills in order (a 自爆 ends the discussion), the exile vote, then red-card
exits and the attendance cards."""
from __future__ import annotations

from functools import partial

from bansha.engine import cards, triggers
from bansha.engine.skills import Intent
from bansha.engine.votes import Ballot, as_record, tally, top

from . import sheriff, wins
from .common import exit_seat, leave_after_election, seat_label
from .posts import INVALID_VOTE, read_posts


def _ballots(game, votes, voters_ok, weight_of, what: str) -> list[Ballot]:
    """One vote per seat (6.4 投票完成后不允许改票); a later one is refused."""
    seen: set[int] = set()
    out = []
    for v in votes:
        by, target = v["by"], v["for"]
        if not voters_ok(by):
            game.reject(by, None, f"{by}号 已出局，不能参与{what}", vote=target)
        elif by in seen:
            game.reject(by, None, "投票完成后不允许改票", vote=target)
        elif target is not None and not voters_ok(target):
            if v.get("post"):  # 6.4: 投票对象有误的票无效…并记黄牌一次
                v["invalid"] = True
                game.reject(by, None, f"投票对象有误：{target}号 已出局：{INVALID_VOTE}", vote=target)
                cards.give(game, by, "黄牌", "无效票（投票对象有误）")
            else:
                game.reject(by, None, f"投票对象有误：{target}号 已出局", vote=target)
        else:
            seen.add(by)
            out.append(Ballot(by, target, weight_of(by)))
    return out


def morning_announcement(game, day: int) -> None:
    dead = game.flags.pop("night_exits", [])
    if dead:
        names = "、".join([seat_label(game, s) for s in sorted(dead)])
        game.announce(f"【PVZ.Killer】第{day}天：昨夜出局的角色为 {names}。")
    else:
        game.announce(f"【PVZ.Killer】第{day}天：昨夜无人出局（平安夜）。")
    for seat_no in game.flags.pop("unannounced_exits", []):  # day 1: a night-1 crush's 殉情
        game.announce(f"{seat_label(game, seat_no)} 出局。")


def settle(game) -> None:
    triggers.settle(game)
    wins.check(game)


def self_explode(game, intent: Intent) -> None:
    """自爆 ends the discussion: later day inputs of that day are void."""
    if game.flags.get("exploded") is not None:
        return
    if not game.seats[intent.actor].alive:
        game.reject(intent.actor, intent.skill, f"{intent.actor}号 已出局，不能发动<自爆>")
        intent.consumed = True
        return
    intent.consumed = True
    intent.slot.defn.effect(game, intent)
    settle(game)


def false_explosion(game, seat_no: int) -> None:
    """6.2.3: 若无自爆技能的玩家在任意讨论阶段发送“【自爆】”，则视为贴脸，红牌罚下. The seat leaves
    after the vote, but a camp that now holds two red cards has lost at once (7.1 累计…时)."""
    cards.give(game, seat_no, "红牌", "无自爆技能的玩家发送“【自爆】”，视为贴脸，红牌罚下")
    wins.check_red_cards(game)


AFTER_EXPLOSION = "讨论结束后，不可自爆：狼人自爆后跳过放逐投票阶段，在发表遗言后直接进入夜晚"


def void_after_explosion(game, item) -> None:
    """A 自爆 ends the discussion: a later 自爆 is refused, and a later “【自爆】” post is not sent
    「在任意讨论阶段」, so it is no 贴脸 (spec: later day inputs of that day are void)."""
    if isinstance(item, int):
        game.trace(f"{item}号 在自爆后发送“【自爆】”：讨论已结束，不作为讨论阶段的贴脸判罚")
    else:
        item.consumed = True
        game.reject(item.actor, item.skill, AFTER_EXPLOSION)


def exile_vote(game, votes, day: int) -> None:
    living = set(game.alive())  # nobody leaves play while the ballots are read
    ballots = _ballots(game, votes, living.__contains__, partial(sheriff.weight, game), "放逐投票")
    counts = tally(ballots)
    best = top(counts)
    exiled = best[0] if len(best) == 1 else None
    if len(best) > 1 and game.options["exile_tie"] == "随机出局":
        exiled = game.rng.choice(best)
        game.trace(f"平票 {best}：按选项 exile_tie=随机出局，随机选出 {exiled}号")
    game.emit("exile", seat=exiled, tally=as_record(counts))
    game.history.setdefault("exile", {})[day] = exiled
    detail = "，".join([f"{s}号{v:g}票" for s, v in counts.items()]) or "无人得票"
    if exiled is None:
        game.announce(f"第{day}天放逐投票结果：{detail}。{'平票，' if len(best) > 1 else ''}无人出局。")
        return
    game.announce(f"第{day}天放逐投票结果：{detail}。{seat_label(game, exiled)} 被放逐出局。")
    exit_seat(game, exiled, "投票")
    settle(game)


def director_card(game, c: dict) -> None:
    """7.1: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营 (the card's `faction_loses`)."""
    cards.give(game, c["to"], c["card"], c.get("reason") or "导演判罚")
    camp = game.seats[c["to"]].camp
    if c.get("faction_loses") and camp in game.ruleset.factions and not game.over:
        game.lose(camp, f"{c['to']}号 被红牌罚下，导演判负该阵营")
        game.end(next(f for f in game.ruleset.factions if f != camp), f"{camp}判负")


def red_card_exits(game, settle_offers: bool = True) -> None:
    """A red card puts the seat out (红牌罚下) after the day's vote, with no shot. At night the
    offers it makes (殉职, and the night's own shots) wait for the next day to open (6.1 step 4)."""
    for seat_no in game.flags.pop("red_out", []):
        if game.seats[seat_no].alive and seat_no not in game.flags.get("pending_exit", ()):
            game.announce(f"{seat_label(game, seat_no)} 被红牌罚下。")  # before its 殉情
            exit_seat(game, seat_no, "红牌罚下", at_once=True)
    wins.check_red_cards(game)
    if settle_offers:
        settle(game)
    else:
        wins.check(game)


def resolve_day(game, inbox) -> None:
    day = game.period.number
    sheriff_votes: list[dict] = []
    votes: list[dict] = []
    posts: list[dict] = []
    given: list[dict] = []
    skills: list[Intent] = []
    kinds = {"sheriff_vote": sheriff_votes, "vote": votes, "post": posts, "card": given}
    for i in inbox:  # one pass, each kind in input order
        if isinstance(i, dict):
            same = kinds.get(i["kind"])
            if same is not None:
                same.append(i)
        elif isinstance(i, Intent) and i.slot.defn.phase == "day":
            skills.append(i)
    forum = read_posts(game, posts) if posts else None
    if forum:
        sheriff_votes = sheriff_votes + forum.sheriff_votes
        votes = votes + forum.votes

    if day == 1:
        electors = set(game.alive())
        sheriff.elect(game, _ballots(game, sheriff_votes, electors.__contains__, lambda s: 1.0, "警长竞选"))
        if forum:
            forum.election_attendance(game, electors)
        leave_after_election(game)
    elif sheriff_votes:
        for v in sheriff_votes:
            game.reject(v["by"], None, "警长竞选只在第一天进行", vote=v["for"])
    morning_announcement(game, day)
    settle(game)
    present = game.alive() if forum else None  # the living roles of this discussion day (7.2.4)

    explosions = list(skills)
    if forum:
        explosions = forum.merge_explosions(game, explosions)
    for item in explosions:
        if game.over:
            break
        if game.flags.get("exploded") is not None:
            void_after_explosion(game, item)
        elif isinstance(item, int):
            false_explosion(game, item)
        else:
            self_explode(game, item)
    exploded = game.flags.pop("exploded", None)
    if forum and not game.over:
        forum.invalid_votes(game, exploded)
    if not game.over:
        if exploded is None:
            exile_vote(game, votes, day)
        else:
            game.history.setdefault("exile", {})[day] = None
            for v in votes:
                game.reject(v["by"], None, "狼人自爆后跳过放逐投票阶段", vote=v["for"])
    if game.over:  # the vote ended the game: nothing is left to penalise
        return
    for c in given:
        director_card(game, c)
    if forum:
        forum.day_attendance(game, exploded is not None, present)
    if not game.over:
        red_card_exits(game)
