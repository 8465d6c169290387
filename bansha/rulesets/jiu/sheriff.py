"""警长 and 执警 (JIU-R139–R145): 竞岗 — after the 竞选日's vote the role that first reached the most
votes; 任职宣言 (独裁/自由/秩序) and 辅政 (the 执警) by every new sheriff at once; 殉职 — an exiting
sheriff names a living heir within the phase, else at random. These are reactive skills: offered when
their moment comes, answered by the seat's input of that period."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine import triggers
from bansha.engine.record import Sheriff
from bansha.engine.skills import SkillDef, 指定
from bansha.engine.votes import Ballot, tally, top

from . import statuses
from .common import label
from .notify import tell
from .roles._kit import publish

if TYPE_CHECKING:
    from .state import JiuGame

PLEDGES = ("独裁", "自由", "秩序")
SHERIFF = "警长"


def make_sheriff(game: "JiuGame", seat_no: int | None, how: str) -> None:
    """A new sheriff (election, handover, 明察): told, recorded; it then owes 任职宣言 and 辅政."""
    old = game.sheriff
    if old is not None:
        seat = game.seats[old]
        seat.statuses = [s for s in seat.statuses if not s.data.get(SHERIFF)]
    game.sheriff = seat_no
    game.emit(Sheriff(seat_no))
    if seat_no is None:
        return
    tell(game, seat_no, "你成为警长。")
    if how == "明察":  # "翻牌技能也不公示发动的什么技能以及发动目标": the new sheriff, not the skill that made it
        _public(game, f"{label(game, seat_no)} 成为警长。")
    elif how != "竞岗":
        _public(game, f"{label(game, seat_no)} 成为警长（{how}）。")
    triggers.offer(game, seat_no, "任职宣言", 2, lambda g: _random_pledge(g, seat_no), ahead=True)
    triggers.offer(game, seat_no, "辅政", 3, lambda g: _random_deputy(g, seat_no), ahead=True)


def _public(game: "JiuGame", text: str) -> None:
    """公示: in 白昼 and 黄昏 at once ("白昼，黄昏阶段则立刻通知并公示", "于白天或黄昏公示警长的选择"), a
    night's or a 晨曦's with the next 开门 公告 — the one rule every 245 公示 follows (_kit.publish)."""
    publish(game, text)


def _pledge(game: "JiuGame", seat_no: int, choice: str) -> None:
    marked: dict[str, Any] = {SHERIFF: True}  # the status's data key is a name, not a keyword
    statuses.give(game, seat_no, choice, None, tell=True, **marked)
    _public(game, f"警长{label(game, seat_no)} 的任职宣言：{choice}。")


def _random_pledge(game: "JiuGame", seat_no):
    if game.sheriff == seat_no and game.seats[seat_no].alive:
        choice = game.rng.choice(PLEDGES)
        game.trace(f"{seat_no}号 未及时选择任职宣言：随机为{choice}")
        _pledge(game, seat_no, choice)


def set_deputy(game: "JiuGame", seat_no: int) -> None:
    game.state.deputy = seat_no
    seat = game.seats[seat_no]
    statuses.clear(game, seat, lambda n: n in statuses.DEPUTY_IMMUNE)
    tell(game, seat_no, "你成为执警。")
    _public(game, f"{label(game, seat_no)} 成为执警。")


def _random_deputy(game: "JiuGame", sheriff):
    if game.sheriff != sheriff:
        return
    pool = [n for n in game.alive() if n != sheriff]
    if pool:
        pick = game.rng.choice(pool)
        game.trace(f"{sheriff}号 未及时选择执警：随机为{pick}号")
        set_deputy(game, pick)


def _random_heir(game: "JiuGame", old):
    pool = [n for n in game.alive() if n != old]
    heir = game.rng.choice(pool) if pool else None
    game.trace(f"{old}号 未及时选择继任警长：随机决定")
    make_sheriff(game, heir, "殉职")


def sheriff_out(game: "JiuGame", seat, cause):
    """殉职<强制> (JIU-R142); a 执警 out makes the sheriff name a new one (JIU-R143)."""
    if game.sheriff == seat:
        if cause == "红牌罚下":
            _random_heir(game, seat)
        else:
            triggers.offer(game, seat, "殉职", 1, lambda g: _random_heir(g, seat))
    elif game.state.deputy == seat and game.sheriff is not None and game.seats[game.sheriff].alive:
        triggers.offer(game, game.sheriff, "辅政", 3, lambda g: _random_deputy(g, g.sheriff))


def check(game: "JiuGame", intent) -> str | None:
    """The answer to an offer, checked when it is taken."""
    n, t = intent.actor, intent.target
    if game.sheriff != n and intent.skill != "殉职":
        return f"<{intent.skill}>：{n}号 不是警长"
    if intent.skill == "任职宣言":
        return None if intent.choice in PLEDGES else "<任职宣言>需要从独裁、自由、秩序中选择一个"
    if t is None or len(intent.targets) != 1:
        return f"<{intent.skill}>需要选择1名角色"
    if t == n:
        return f"<{intent.skill}>不能选择警长自己" if intent.skill == "辅政" else "<殉职>须选择一名未出局的角色"
    if not game.seats[t].alive:
        return f"<{intent.skill}>须选择一名存活的角色（{t}号已出局）"
    return None


def elect(game: "JiuGame", weight, ballots: list[dict] | None = None) -> None:
    """竞岗: the role that first reached the most votes, replaying the ballots in posting order
    (`ballots`: the day's as the forum has them; else the `sheriff_vote` entries)."""
    if ballots is None:
        ballots = [i for i in game.inbox if isinstance(i, dict) and i["kind"] == "sheriff_vote"]
    last: dict[int, int | None] = {}
    for b in ballots:
        if game.seats[b["by"]].alive:
            last[b["by"]] = b["for"]
    counts = tally([Ballot(v, t, weight(game, v)) for v, t in last.items()])
    best = top(counts)
    shown = "，".join(f"{label(game, s)}得{v:g}票" for s, v in counts.items()) or "无人得票"
    game.trace(f"警长竞选计票：{shown}")  # counts are hidden from the table (JIU-R183): the director's trace
    if not best:
        game.announce("竞选日：无人得票，本局暂无警长。")
        return make_sheriff(game, None, "竞岗")
    m = counts[best[0]]
    running: dict[int, float] = {}
    current: dict[int, int | None] = {}
    first: dict[int, int] = {}
    for k, b in enumerate(ballots):
        v = b["by"]
        if not game.seats[v].alive:
            continue
        w = weight(game, v)
        was = current.get(v)
        if was is not None:
            running[was] -= w
        current[v] = b["for"]
        if b["for"] is not None:
            running[b["for"]] = running.get(b["for"], 0.0) + w
            if b["for"] in best and running[b["for"]] >= m and b["for"] not in first:
                first[b["for"]] = k
    chosen = min(best, key=lambda s: first.get(s, 10 ** 9))
    game.announce(f"竞选日：{label(game, chosen)} 最先获得投票数最多，当选警长。")
    make_sheriff(game, chosen, "竞岗")


def _pledge_effect(game: "JiuGame", intent):
    _pledge(game, intent.actor, intent.choice)


def _deputy_effect(game: "JiuGame", intent):
    set_deputy(game, intent.target)


def _heir_effect(game: "JiuGame", intent):
    make_sheriff(game, intent.target, "殉职")


任职宣言 = SkillDef("任职宣言", "reactive", frozenset({"强制"}), targets=0, choices=PLEDGES, effect=_pledge_effect,
                description="当选警长或被移交警长的角色需立刻从独裁、自由、秩序中选择一个执行。")
辅政 = SkillDef("辅政", "reactive", frozenset({"强制", 指定}), effect=_deputy_effect, allow_self=False,
              description="每次产生新警长时，需要在产生时段内选择一个存活玩家成为执警（不能是警长自己）。")
殉职 = SkillDef("殉职", "reactive", frozenset({"强制", 指定}), effect=_heir_effect,
              description="警长出局时，在出局的那个阶段内，须选择一名未出局的角色移交警长。")
SKILLS = (任职宣言, 辅政, 殉职)
