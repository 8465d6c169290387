"""The `bansha` command: replay a scenario, simulate games, and run a real game as its director.

Every director command works on the game's input log in the data directory (SQLite); a user's
mistake prints one line and exits 1, never a traceback."""
from __future__ import annotations

import functools
import json
import re
import sys
from pathlib import Path
from typing import Any, Callable, NoReturn

import click
from rich.console import Console

from bansha import choices, present
from bansha.engine import acting
from bansha.engine.errors import Refusal, ScenarioError
from bansha.replay import replay

out = Console(highlight=False, soft_wrap=True, markup=False)  # names and reasons are text, never markup
err = Console(stderr=True, highlight=False, soft_wrap=True, markup=False)


def user_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A refusal or a bad setup is the user's: print its reason on one line, exit 1."""
    @functools.wraps(fn)
    def wrapper(*a: Any, **kw: Any) -> Any:
        try:
            return fn(*a, **kw)
        except Refusal as r:
            err.print(f"拒绝：{r.reason}")
            sys.exit(1)
        except ScenarioError as e:
            err.print(f"{e.field}: {e.message}")
            sys.exit(1)
        except (OSError, ValueError) as e:
            err.print(f"错误：{e}")
            sys.exit(1)
    return wrapper


def _store(ctx: click.Context):
    from bansha.store.games import open_store
    return open_store(ctx.obj.get("data"))


class _Main(click.Group):
    """A bad argument (not a number, not a card, no such file) is a user error too: one line, exit 1."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as e:
            err.print("错误：" + " ".join(e.format_message().split()), markup=False)
            sys.exit(1)


@click.group(cls=_Main)
@click.option("--data", envvar="BANSHA_DATA", type=click.Path(file_okay=False), default=None,
              help="Data directory (default ./data, or $BANSHA_DATA).")
@click.pass_context
def main(ctx: click.Context, data: str | None) -> None:
    """bansha — a director's engine for forum werewolf games (版杀)."""
    ctx.ensure_object(dict)
    ctx.obj["data"] = data


@main.command("replay")
@click.argument("file", type=click.Path())  # a directory is an OSError below: exit 2 like a missing file
def replay_cmd(file: str) -> None:
    """Play a scenario file and print its record as one JSON object."""
    try:
        with open(file, encoding="utf-8") as f:
            data = json.load(f)
        json.dumps(data, ensure_ascii=False).encode("utf-8")  # a lone surrogate (\ud800) is no text
    except OSError as e:
        _invalid(f"{file}: {e.strerror}")
    except UnicodeEncodeError as e:
        _invalid(f"scenario: not UTF-8 text ({e.reason}: {e.object[e.start:e.end]!r})")
    except (ValueError, RecursionError) as e:  # bad JSON or UTF-8, a number past Python's digit limit, deep nesting
        _invalid(f"scenario: not JSON ({e})")
    try:
        rec = replay(data)
    except ScenarioError as e:
        _invalid(f"{e.field}: {e.message}")
    click.echo(json.dumps(rec, ensure_ascii=False))


_BREAKS = re.compile("[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")


def _invalid(line: str) -> NoReturn:
    """An invalid scenario: one line on stderr (line breaks in names escaped), exit 2."""
    click.echo(_BREAKS.sub(lambda m: m.group().encode("unicode_escape").decode(), line), err=True)
    sys.exit(2)


def _read_seats(seats_file: str | None, names: str | None, seat_keys: tuple[str, ...] = (),
                labels: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """Seats from a file or a comma-separated name list. A file is one seat per line in 电梯楼 order,
    `昵称 [身份] [seat keys…]` (078: `昵称 混血儿 清明 F` — the ruleset's seat keys in order, or as
    `节气=清明 字母=F`: `labels`, the ruleset's names for them), or a JSON list of seat objects as a replay
    scenario's `seats`."""
    if seats_file:
        text = Path(seats_file).read_text(encoding="utf-8")
        if text.lstrip().startswith("["):
            try:
                seats = json.loads(text)
            except json.JSONDecodeError as e:
                raise Refusal(f"座位文件不是有效的 JSON：第{e.lineno}行 {e.msg}") from None
            if not isinstance(seats, list) or not all(isinstance(x, dict) for x in seats):
                raise Refusal("座位文件（JSON）应是座位对象的列表：[{\"seat\": 1, \"name\": \"昵称\", …}, …]")
            return seats
        lines = [l.strip() for l in text.splitlines() if l.strip()]
    elif names:
        lines = [n.strip() for n in names.replace("，", ",").split(",") if n.strip()]
    else:
        raise Refusal("需要 --seats 文件或 --names 名单")
    from bansha.seatlines import extra_keys
    seats = []
    for i, line in enumerate(lines, 1):
        parts = line.split()
        seat: dict[str, Any] = {"seat": i, "name": parts[0]}
        rest = parts[1:]
        if rest and "=" not in rest[0]:
            seat["role"], rest = rest[0], rest[1:]
        try:
            seat.update(extra_keys(rest, i, seat_keys, labels or {}))
        except ValueError as e:
            raise Refusal(f"座位文件{e}") from None
        seats.append(seat)
    return seats


@main.command("new")
@click.argument("game_id")
@click.option("--ruleset", "ruleset_id", required=True, help="pvz, hongloumeng …")
@click.option("--seats", "seats_file", type=click.Path(dir_okay=False, exists=True),
              help="One seat per line in 电梯楼 order: 昵称 [身份] [078: 节气 字母]; or a JSON list of seats")
@click.option("--names", help="Comma-separated nicknames (random deal)")
@click.option("--seed", type=int, default=0, help="rng seed for the deal and every random choice")
@click.option("--option", "options", multiple=True, help="Ruleset option, name=value")
@click.option("--title", default="")
@click.option("--start-date", help="Calendar date the play begins (YYYY-MM-DD; night 1, 078: day 1), for deadlines")
@click.pass_context
@user_errors
def new_cmd(ctx, game_id, ruleset_id, seats_file, names, seed, options, title, start_date) -> None:
    """Create a game: ruleset, seats with names, a given or random deal."""
    bad = [o for o in options if "=" not in o]
    if bad:
        raise Refusal(f"--option 应写成 名称=值，而不是 {bad[0]}")
    opts = dict(o.split("=", 1) for o in options)
    from bansha.rulesets import get
    try:
        keys, labels = get(ruleset_id).seat_keys, get(ruleset_id).seat_key_labels
    except KeyError:  # the store names the unknown ruleset
        keys, labels = (), {}
    game = _store(ctx).create(game_id, ruleset_id, _read_seats(seats_file, names, keys, labels), opts, seed, title,
                              start_date)
    out.print(f"已创建 {game_id}（{game.ruleset.title}，{len(game.seats)}人）。当前阶段：{present.label_zh(game.period)}")
    for n, s in game.seats.items():
        out.print(f"  {n:>2}号 {s.name}  {s.role}")


@main.command("games")
@click.pass_context
@user_errors
def games_cmd(ctx) -> None:
    """List the games in the data directory."""
    store = _store(ctx)
    for row in store.list():
        game = store.open(row["id"])
        state = present.result(game.winner) if game.over else present.label_zh(game.period)
        out.print(f"{row['id']}\t{row['ruleset']}\t{len(game.seats)}人\t{state}\t{row['n']}条输入")


def _record(ctx, game_id: str, inp: dict[str, Any], correct: bool = False) -> None:
    """`correct`: a vote replaces the seat's vote of the same kind entered earlier this period."""
    store = _store(ctx)
    before = store.open(game_id)
    settled, seen = list(before.settled), len(before.events)
    replaces = _changes(store, game_id, before, inp)
    if correct and inp["by"] in before.seats:
        replaces = store.earlier(game_id, inp["kind"], inp["by"])
    game = store.record(game_id, inp, replaces=replaces)
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


@main.command("settle")
@click.argument("game_id")
@click.argument("step", required=False)
@click.pass_context
@user_errors
def settle_cmd(ctx, game_id, step) -> None:
    """Move the open period on: settle STEP (and what it needs), or the next step; what it
    awaited and has not come in is forfeited. `status` lists the steps."""
    _record(ctx, game_id, {"kind": "settle", **({"step": step} if step else {})})


@main.command("tick")
@click.argument("game_ids", nargs=-1)
@click.pass_context
@user_errors
def tick_cmd(ctx, game_ids) -> None:
    """Settle every open step whose deadline has passed (games with a start date), in the named
    games or all of them; `bansha serve` does this by itself every half minute."""
    from bansha.status import tick
    store = _store(ctx)
    settled = False
    for game_id in game_ids or [row["id"] for row in store.list()]:
        done = tick(store, game_id)
        if done:
            settled = True
            out.print(f"{game_id}：已过时限，结算步骤 {'、'.join(done)}", markup=False)
    if not settled:
        out.print("没有已过时限的步骤（只有以 --start-date 创建的游戏有时限）")


@main.command("pass")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("skill")
@click.pass_context
@user_errors
def pass_cmd(ctx, game_id, by, skill) -> None:
    """A seat declines SKILL this period (放弃), so the step need not wait for it."""
    _record(ctx, game_id, {"kind": "pass", "by": by, "skill": skill})


@main.command("act")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("skill")
@click.argument("targets", type=int, nargs=-1)
@click.option("--choice", help="What else the skill asks for (交易's skill, a pick …)")
@click.option("--phase", help="Phase the skill is used in, where a skill has several")
@click.option("--at", "at", help="When it was posted (ISO time with offset), for timed skills such as 自爆")
@click.pass_context
@user_errors
def act_cmd(ctx, game_id, by, skill, targets, choice, phase, at) -> None:
    """Record one skill use: BY SKILL [TARGETS…]."""
    inp: dict[str, Any] = {"kind": "action", "by": by, "skill": skill, "targets": list(targets)}
    if at:
        inp["time"] = at
    if choice is not None:
        inp["choice"] = choices.typed(choice.strip())  # as a page reads it: a JSON list for 尸体操控, 献祭唤醒 …
    if phase:
        inp["phase"] = phase
    _record(ctx, game_id, inp)


@main.command("vote")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("target")
@click.option("--sheriff", is_flag=True, help="A 警长竞选 vote")
@click.option("--change", is_flag=True, help="The player's own 改票, judged by the rules (default: the "
              "director corrects the seat's vote entered earlier this period)")
@click.pass_context
@user_errors
def vote_cmd(ctx, game_id, by, target, sheriff, change) -> None:
    """Record a vote: BY TARGET (a seat number, or 弃票). A second vote for the same seat replaces
    the first (a correction); `--change` records it as the player's 改票 instead."""
    if target in ("弃票", "弃权", "none", "-"):
        to = None
    elif target.isdigit():
        to = int(target)
    else:
        raise Refusal(f"投票对象应为座位号或“弃票”，而不是 {target}")
    _record(ctx, game_id, {"kind": "sheriff_vote" if sheriff else "vote", "by": by, "for": to}, correct=not change)


@main.command("card")
@click.argument("game_id")
@click.argument("to", type=int)
@click.argument("card", type=click.Choice(["蓝牌", "黄牌", "红牌"]))
@click.option("--reason", default="导演判罚")
@click.pass_context
@user_errors
def card_cmd(ctx, game_id, to, card, reason) -> None:
    """Give a card: TO 蓝牌|黄牌|红牌."""
    _record(ctx, game_id, {"kind": "card", "to": to, "card": card, "reason": reason})


@main.command("moon-pick")
@click.argument("game_id")
@click.argument("moon")
@click.argument("targets", type=int, nargs=-1, required=True)
@click.pass_context
@user_errors
def moon_pick_cmd(ctx, game_id, moon, targets) -> None:
    """The director's own targets for a 新月 cast this 晨曦 (245 黑幕自选): MOON TARGETS…"""
    _record(ctx, game_id, {"kind": "moon_pick", "moon": moon, "targets": list(targets)})


@main.command("stalemate")
@click.argument("game_id")
@click.option("--reason", default="")
@click.pass_context
@user_errors
def stalemate_cmd(ctx, game_id, reason) -> None:
    """Rule that the game cannot go on (245 僵局: the sheriff's faction wins when the phase settles)."""
    _record(ctx, game_id, {"kind": "stalemate", "reason": reason})


@main.command("words")
@click.argument("game_id")
@click.argument("by", type=int)
@click.argument("text")
@click.pass_context
@user_errors
def words_cmd(ctx, game_id, by, text) -> None:
    """Record a seat's last words (遗言), published in this period's 公示."""
    _record(ctx, game_id, {"kind": "last_words", "by": by, "text": text})


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
    from bansha.forum.paste import thread_inputs
    from bansha.store.games import open_log
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
    trial.close()
    again = f"；其中 {paste.already} 条已记录过，不再记录" if paste.already else ""
    out.print(f"读取 {len(inputs) + paste.already} 条发言（{len(paste.unmatched)} 条无法对应座位，已忽略{again}）。结算预览：")
    for e in trial.events[start:]:
        if e["type"] in ("exile", "card", "rejected", "death", "sheriff", "game_over"):
            out.print("  " + present.describe(e))
    if preview:
        return
    if inputs:
        store.record_all(game_id, inputs)
    out.print(f"已记录 {len(inputs)} 条发言到 {present.label_zh(period)}；用 close 结算。")


@main.command("close")
@click.argument("game_id")
@click.pass_context
@user_errors
def close_cmd(ctx, game_id) -> None:
    """Close the open period: print the resolution trace, the 公示 and the private messages."""
    store = _store(ctx)
    period = store.open(game_id).period
    game = store.record(game_id, {"kind": "close"})
    _show_period(game, period)


def _show_period(game, period: str) -> None:
    out.rule(f"结算 · {present.label_zh(period)}")
    for e, _ in present.period_events(game, period):
        if e["type"] not in ("announce",):
            out.print("  " + present.describe(e))
    out.rule("公示（复制到论坛）")
    out.print(present.announcement(game, period), markup=False)
    out.rule("私信")
    for seat, msgs in present.private_messages(game, period).items():
        for m in msgs:
            out.print(f"  → {seat}号 {game.seats[seat].name}：{m}", markup=False)
    after = game.ruleset.next_period(period)
    last = game.over and not any(e["t"] == after for e in game.events)
    out.print(f"下一阶段：{'游戏结束' if last else present.label_zh(after)}")


@main.command("show")
@click.argument("game_id")
@click.argument("period", required=False)
@click.pass_context
@user_errors
def show_cmd(ctx, game_id, period) -> None:
    """Show a period's resolution again (default: the last closed one)."""
    game = _store(ctx).open(game_id)
    if period and not game.ruleset.valid_label(period):
        raise Refusal(f"没有阶段 {period}（例如 start、night 1、day 1）")
    closed = [p for p in dict.fromkeys(e["t"] for e in game.events) if p != game.period or game.over]
    _show_period(game, period or (closed[-1] if closed else game.period))


@main.command("status")
@click.argument("game_id")
@click.pass_context
@user_errors
def status_cmd(ctx, game_id) -> None:
    """The open period: who is alive, what is recorded, and what is due by when."""
    from bansha.status import status_lines
    store = _store(ctx)
    for line in status_lines(store.setup(game_id), store.open(game_id), store.inputs(game_id)):
        out.print(line, markup=False)


@main.command("undo")
@click.argument("game_id")
@click.pass_context
@user_errors
def undo_cmd(ctx, game_id) -> None:
    """Undo the last recorded input (a close included)."""
    last = _store(ctx).undo(game_id)
    out.print(f"已撤销第 {last.seq} 条输入（{present.label_zh(last.period)}）：{json.dumps(last.payload, ensure_ascii=False)}")


@main.command("view")
@click.argument("game_id")
@click.argument("seat", type=int)
@click.pass_context
@user_errors
def view_cmd(ctx, game_id, seat) -> None:
    """What one seat may know: the public record, its own and its groups' messages."""
    game = _store(ctx).open(game_id)
    game.seat(seat)
    for e in game.view(seat):
        out.print(f"[{present.label_zh(e['t'])}] {present.describe(e)}", markup=False)


@main.command("export")
@click.argument("game_id")
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write to a file instead of stdout")
@click.pass_context
@user_errors
def export_cmd(ctx, game_id, output) -> None:
    """The game as a replay scenario that reproduces it."""
    text = json.dumps(_store(ctx).export(game_id), ensure_ascii=False, indent=1)
    if output:
        Path(output).write_text(text + "\n", encoding="utf-8")
        out.print(f"已导出到 {output}")
    else:
        click.echo(text)


@main.command("import")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--id", "game_id", default=None, help="The new game's id (default: the file's name)")
@click.option("--title", default="", help="The game's title on the console")
@click.pass_context
@user_errors
def import_cmd(ctx, file, game_id, title) -> None:
    """Create a console game from a replay scenario (an export, a finished scenario): its seats,
    options and calendar, each named period's inputs recorded and the period settled."""
    from bansha.store.importing import import_scenario
    path = Path(file)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as e:
        raise Refusal(f"{file} 不是 JSON 文件（{e}）") from None
    game_id = game_id or re.sub(r"[^0-9A-Za-z_-]", "-", path.stem).strip("-") or "imported"
    done = import_scenario(_store(ctx), game_id, data, title)
    periods = "、".join(present.label_zh(p) for p in done.periods)
    out.print(f"已导入 {game_id}：结算了 {len(done.periods)} 个阶段（{periods}）")
    for period, inp, reason in done.refused:
        out.print(f"  未记录（{present.label_zh(period)}）：{json.dumps(inp, ensure_ascii=False)} — {reason}")
    if done.unused:
        out.print(f"  游戏结束后的步骤未导入：{'、'.join(done.unused)}")
    out.print(f"结果：{present.result(done.winner)}" if done.over else f"当前：{present.label_zh(_store(ctx).open(game_id).period)}")


@main.command("simulate")
@click.option("--ruleset", "ruleset_id", default="pvz")
@click.option("--seats", type=int, default=None, help="Seat count (default: the ruleset's usual table)")
@click.option("--games", "n", type=int, default=100)
@click.option("--seed", type=int, default=0)
@click.option("--jobs", type=int, default=None, help="Processes to play on (default: every core); the results do not depend on it")
@click.option("--html", "html_file", type=click.Path(dir_okay=False, writable=True), default=None,
              help="Also write the report with its chart to this HTML file")
@click.option("--json", "as_json", is_flag=True)
@user_errors
def simulate_cmd(ruleset_id, seats, n, seed, jobs, html_file, as_json) -> None:
    """Play random legal games to the end: each camp's and role's win rate (95% interval), game
    length, the commonest ends, and throughput."""
    from bansha.simreport import html, print_report
    from bansha.simulate import simulate
    if as_json or n < 200 or not err.is_terminal:
        rep = simulate(ruleset_id, seats, n, seed, jobs)
    else:
        from rich.progress import Progress
        with Progress(console=err, transient=True) as bar:
            task = bar.add_task("模拟中", total=n)
            rep = simulate(ruleset_id, seats, n, seed, jobs, lambda k: bar.advance(task, k))
    if html_file:
        Path(html_file).write_text(html(rep), encoding="utf-8")
    if as_json:
        click.echo(json.dumps(rep, ensure_ascii=False))
        return
    print_report(rep, out)
    if html_file:
        out.print(f"报告已写入 {html_file}")


@main.command("demo")
@click.pass_context
@user_errors
@click.option("--ruleset", "ruleset_id", default="pvz", help="pvz (default) or bajian")
def demo_cmd(ctx, ruleset_id) -> None:
    """Create and play a demo game in the data directory, as a director would."""
    from bansha.demo import run_demo
    run_demo(_store(ctx), out, ctx.obj.get("data"), ruleset_id)


@main.command("serve")
@click.option("--host", default="127.0.0.1")
@click.option("--port", type=int, default=8000)
@click.option("--demo/--no-demo", default=True, help="Create a ready demo game on first start")
@click.pass_context
@user_errors
def serve_cmd(ctx, host, port, demo) -> None:
    """Start the director's web console and the players' pages."""
    from bansha.web.server import run
    run(ctx.obj.get("data"), host, port, demo)


@main.command("bot")
@click.option("--host", default="127.0.0.1", help="Address to listen on (0.0.0.0 for a QQ client on another machine)")
@click.option("--port", type=int, default=8080)
@click.option("--token", envvar="BANSHA_BOT_TOKEN", default=None,
              help="OneBot access token the QQ client must send ($BANSHA_BOT_TOKEN; made and kept on first start)")
@click.option("--director", "directors", multiple=True, help="A director's QQ number (repeatable; or $BANSHA_BOT_DIRECTORS, comma-separated)")
@click.option("--pace", type=float, default=1.0, help="Seconds between two messages sent (QQ limits bursts)")
@click.option("--poll", type=float, default=2.0, help="Seconds between two looks for changes made in the console or CLI")
@click.option("--tick/--no-tick", default=False, help="Also settle steps whose deadline has passed (as `serve` does)")
@click.pass_context
@user_errors
def bot_cmd(ctx, host, port, token, directors, pace, poll, tick) -> None:
    """Start the QQ bot (NoneBot2, OneBot v11 reverse WebSocket) on the same data directory."""
    import os
    try:
        from bansha.bot.app import run
    except ImportError as e:
        raise Refusal(f"QQ 机器人需要安装 bot 依赖：pip install -e '.[bot]'（{e.name}）") from None
    env = [d.strip() for d in os.environ.get("BANSHA_BOT_DIRECTORS", "").split(",") if d.strip()]
    numbers = list(directors) + env
    bad = [d for d in numbers if not d.isdigit()]
    if bad:
        raise Refusal(f"导演 QQ 号应为数字：{'、'.join(bad)}")
    if pace < 0 or poll <= 0:
        raise Refusal("--pace 不能为负，--poll 应大于 0")
    run(ctx.obj.get("data"), host, port, token, numbers, pace, poll, tick)
