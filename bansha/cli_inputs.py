"""The `bansha` commands that record a game's inputs (act, vote, pass, card, words, thread, the
245 新月 pick and 僵局), move it on (settle, tick, close) or take the last one back (undo): each goes
through the same intake as the console, and a refusal prints one line."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import click

from bansha import choices, dates, present
from bansha.engine import acting, clock
from bansha.cli_base import _show_period, _store, err, main, out, user_errors
from bansha.engine.errors import Refusal
from bansha.store.expect import Expect


def at_option(fn):
    """`--at`: when the player sent the input (or the director made the move), for an input entered
    later; without it, now. A game with a calendar judges the input by this time."""
    return click.option("--at", "at", default=None, metavar="TIME",
                        help="When it was sent (ISO 8601, e.g. 2026-12-01T21:40; no zone = GMT+8); default now")(fn)


def sent_at(at: str | None) -> str | None:
    """`--at` as the input's `time` (YYYY-MM-DDTHH:MM:SS in GMT+8), or a refusal in plain words."""
    if not at:
        return None
    try:
        return clock.stamp(dates.moment(at))  # a time no calendar reaches is refused here too
    except ValueError as e:
        raise Refusal(f"--at：{e}") from None


def _record(ctx, game_id: str, inp: dict[str, Any], correct: bool = False, at: str | None = None,
            expect: Expect | None = None) -> None:
    """`correct`: a vote replaces the seat's vote of the same kind entered earlier this period.
    `at`: the `--at` given (the input's own time). `expect`: the period the director meant
    (`--expect`), checked in the write's transaction."""
    time = sent_at(at)
    if time:
        inp["time"] = time
    store = _store(ctx)
    before = store.open(game_id)
    settled, seen = list(before.settled), len(before.events)
    replaces = _changes(store, game_id, before, inp)
    if correct and inp["by"] in before.seats:
        replaces = store.earlier(game_id, inp["kind"], inp["by"])
    game = store.record(game_id, inp, replaces=replaces, expect=expect)
    out.print(f"已记录（{present.label_zh(game.period)}）：{json.dumps(inp, ensure_ascii=False)}"
              + (f"（替换了第 {replaces} 条）" if replaces else ""), markup=False)
    if game.period == before.period:  # what settled by itself, and what it told whom, right now
        done = [s for s in game.settled if s not in settled]
        if done:
            out.print("已结算步骤：" + "、".join(done), markup=False)
        for e in game.events[seen:]:
            if e["type"] != "trace":
                out.print("  " + present.describe(e), markup=False)


def _changes(store, game_id: str, game, inp: dict[str, Any]) -> int | None:
    """The input this one changes, as the console and the pages do: the seat's (or its team's)
    earlier use of the same skill in the open period, while its step has not settled."""
    if inp.get("kind") != "action" or inp.get("by") not in game.seats:
        return None
    owner = acting.submitted_by(game, inp["by"], inp.get("skill"))
    return store.earlier(game_id, "action", owner, inp["skill"]) if owner is not None else None


EXPECT_HELP = ("Only if this is still the open period (\"day 1\" or 第1天): a second director's or a "
               "repeated command finds the game moved on and records nothing")


def _period_arg(text: str | None) -> Expect | None:
    """`--expect` as the status prints it (第1天, 第2夜·晨曦, 开局) or as a label (day 1)."""
    if not text:
        return None
    m = re.fullmatch(r"\s*第\s*(\d+)\s*([天夜])(?:·(.+))?\s*", text)
    if m:
        text = f"{'day' if m[2] == '天' else 'night'} {m[1]}" + (f"/{m[3]}" if m[3] else "")
    return Expect(period="start" if text.strip() == "开局" else text.strip())


@main.command("settle")
@click.argument("game_id")
@click.argument("step", required=False)
@at_option
@click.option("--expect", default=None, help=EXPECT_HELP)
@click.pass_context
@user_errors
def settle_cmd(ctx, game_id, step, at, expect) -> None:
    """Move the open period on: settle STEP (and what it needs), or the next step; what it
    awaited and has not come in is forfeited. `status` lists the steps."""
    _record(ctx, game_id, {"kind": "settle", **({"step": step} if step else {})}, at=at, expect=_period_arg(expect))


@main.command("tick")
@click.argument("game_ids", nargs=-1)
@at_option
@click.pass_context
@user_errors
def tick_cmd(ctx, game_ids, at) -> None:
    """Settle every open step whose deadline has passed (games with a start date), in the named
    games or all of them; `bansha serve` does this by itself every half minute. `--at`: settle
    what was due at that moment."""
    from bansha.status import tick  # lazy: the CLI loads what a command runs
    store = _store(ctx)
    settled, failed = False, False
    as_of = clock.aware(sent_at(at)) if at else None
    for game_id in game_ids or [row["id"] for row in store.list()]:
        try:
            done = tick(store, game_id, as_of=as_of)
        except (Refusal, ValueError, OverflowError) as e:  # one game's trouble stops no other game
            failed = True
            why = "日历超出了可以计算的日期范围" if isinstance(e, OverflowError) else getattr(e, "reason", None) or e
            err.print(f"{game_id}：时限结算失败：{why}", markup=False)
            continue
        if done:
            settled = True
            out.print(f"{game_id}：已过时限，结算步骤 {'、'.join(done)}", markup=False)
    if not settled:
        out.print("没有已过时限的步骤（只有以 --start-date 创建的游戏有时限）")
    if failed:
        sys.exit(1)


@main.command("pass")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("skill")
@at_option
@click.pass_context
@user_errors
def pass_cmd(ctx, game_id, by, skill, at) -> None:
    """A seat declines SKILL this period (放弃), so the step need not wait for it."""
    _record(ctx, game_id, {"kind": "pass", "by": by, "skill": skill}, at=at)


@main.command("act")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("skill")
@click.argument("targets", type=int, nargs=-1)
@click.option("--choice", help="What else the skill asks for (交易's skill, a pick …)")
@click.option("--phase", help="Phase the skill is used in, where a skill has several")
@at_option
@click.pass_context
@user_errors
def act_cmd(ctx, game_id, by, skill, targets, choice, phase, at) -> None:
    """Record one skill use: BY SKILL [TARGETS…]."""
    inp: dict[str, Any] = {"kind": "action", "by": by, "skill": skill, "targets": list(targets)}
    if choice is not None:
        inp["choice"] = choices.typed(choice.strip())  # as a page reads it: a JSON list for 尸体操控, 献祭唤醒 …
    if phase:
        inp["phase"] = phase
    _record(ctx, game_id, inp, at=at)


@main.command("vote")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("target")
@click.option("--sheriff", is_flag=True, help="A 警长竞选 vote")
@click.option("--change", is_flag=True, help="The player's own 改票, judged by the rules (default: the "
              "director corrects the seat's vote entered earlier this period)")
@at_option
@click.pass_context
@user_errors
def vote_cmd(ctx, game_id, by, target, sheriff, change, at) -> None:
    """Record a vote: BY TARGET (a seat number, or 弃票). A second vote for the same seat replaces
    the first (a correction); `--change` records it as the player's 改票 instead."""
    if target in ("弃票", "弃权", "none", "-"):
        to = None
    elif target.isdecimal():
        to = int(target)
    else:
        raise Refusal(f"投票对象应为座位号或“弃票”，而不是 {target}")
    _record(ctx, game_id, {"kind": "sheriff_vote" if sheriff else "vote", "by": by, "for": to}, correct=not change,
            at=at)


@main.command("card")
@click.argument("game_id")
@click.argument("to", type=int)
@click.argument("card", type=click.Choice(["蓝牌", "黄牌", "红牌"]))
@click.option("--reason", default="导演判罚")
@at_option
@click.pass_context
@user_errors
def card_cmd(ctx, game_id, to, card, reason, at) -> None:
    """Give a card: TO 蓝牌|黄牌|红牌."""
    _record(ctx, game_id, {"kind": "card", "to": to, "card": card, "reason": reason}, at=at)


@main.command("moon-pick")
@click.argument("game_id")
@click.argument("moon")
@click.argument("targets", type=int, nargs=-1, required=True)
@at_option
@click.pass_context
@user_errors
def moon_pick_cmd(ctx, game_id, moon, targets, at) -> None:
    """The director's own targets for a 新月 cast this 晨曦 (245 黑幕自选): MOON TARGETS…"""
    _record(ctx, game_id, {"kind": "moon_pick", "moon": moon, "targets": list(targets)}, at=at)


@main.command("stalemate")
@click.argument("game_id")
@click.option("--reason", default="")
@at_option
@click.pass_context
@user_errors
def stalemate_cmd(ctx, game_id, reason, at) -> None:
    """Rule that the game cannot go on (245 僵局: the sheriff's faction wins when the phase settles)."""
    _record(ctx, game_id, {"kind": "stalemate", "reason": reason}, at=at)


@main.command("words")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("text")
@at_option
@click.pass_context
@user_errors
def words_cmd(ctx, game_id, by, text, at) -> None:
    """Record a seat's last words (遗言), published in the 公示 the seed puts them in."""
    _record(ctx, game_id, {"kind": "last_words", "by": by, "text": text}, at=at)


@main.command("thread")
@click.argument("game_id")
@click.argument("file", type=click.Path(dir_okay=False, exists=True))
@click.option("--thread", "thread", type=click.Choice(["discussion", "vote", "sheriff", "自由", "宣言"]), default="discussion",
              help="自由: 自由警长发言贴, 宣言: 宣言贴 (245)")
@click.option("--preview", is_flag=True, help="Show the tally, exile and cards without recording")
@click.pass_context
@user_errors
def thread_cmd(ctx, game_id, file, thread, preview) -> None:
    """Feed a day's thread (posts as copied from the forum): tally, exile and cards."""
    from bansha.forum.paste import thread_inputs  # lazy: the CLI loads what a command runs
    from bansha.store.games import open_log  # lazy: the CLI loads what a command runs
    store = _store(ctx)
    game = store.open(game_id)
    if thread not in game.ruleset.threads:
        raise Refusal(f"本规则没有“{thread}”帖")
    seats = {n: s.name for n, s in game.seats.items()}
    recorded = [r.payload for r in open_log(store.inputs(game_id)) if r.kind == "post"]
    paste = thread_inputs(Path(file).read_text(encoding="utf-8"), thread, seats, recorded)
    inputs = paste.inputs
    trial = store.open(game_id)
    start, period = len(trial.events), trial.period  # a vote may settle its step as it comes in
    for inp in inputs:
        trial.submit(inp)  # a refused post refuses the thread before anything is recorded
    trial.live = False  # the preview closes through every step, what a close would stop for forfeited
    trial.close()
    again = f"；其中 {paste.already} 条已记录过，不再记录" if paste.already else ""
    out.print(f"读取 {len(inputs) + paste.already} 条发言（{len(paste.unmatched)} 条无法对应座位，已忽略{again}）。结算预览：")
    for e in trial.events[start:]:
        if e["type"] in ("exile", "card", "rejected", "death", "sheriff", "game_over"):
            out.print("  " + present.describe(e))
    if preview:
        return
    if inputs:  # into the period they were read against, or not at all
        store.record_all(game_id, inputs, expect=Expect(period=period))
    out.print(f"已记录 {len(inputs)} 条发言到 {present.label_zh(period)}；用 close 结算。")


@main.command("close")
@click.argument("game_id")
@at_option
@click.option("--expect", default=None, help=EXPECT_HELP)
@click.pass_context
@user_errors
def close_cmd(ctx, game_id, at, expect) -> None:
    """Close the open period: print the resolution trace, the 公示 and the private messages. A close
    that offers a seat a choice it has not seen yet (a shot, a handover) stops there: the period
    stays open until it answers, its time runs out, or the director closes again. `--at`: when the
    period was closed (关门), if earlier than now."""
    store = _store(ctx)
    period = store.open(game_id).period
    inp: dict[str, Any] = {"kind": "close"}
    time = sent_at(at)
    if time:
        inp["time"] = time
    game = store.record(game_id, inp, expect=_period_arg(expect))
    if game.period == period and not game.over:
        waits = "；".join(f"{n}号 {'、'.join(v)}" for n, v in acting.waiting(game).items())
        out.print(f"本阶段未结束：结算中出现了尚未告知的选择，等待 {waits or '（无）'}；答复或再次结算后进入下一阶段。",
                  markup=False)
    _show_period(game, period)


@main.command("undo")
@click.argument("game_id")
@click.option("--expect", type=int, default=None,
              help="Only if input SEQ is still the last (as `status` or the console shows it)")
@click.pass_context
@user_errors
def undo_cmd(ctx, game_id, expect) -> None:
    """Undo the last recorded input (a close included)."""
    last = _store(ctx).undo(game_id, None if expect is None else Expect(last=expect))
    out.print(f"已撤销第 {last.seq} 条输入（{present.label_zh(last.period)}）：{json.dumps(last.payload, ensure_ascii=False)}")
