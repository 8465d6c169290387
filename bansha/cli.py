"""The `bansha` command: replay a scenario, simulate games, and run a real game as its director.

Every director command works on the game's input log in the data directory (SQLite); a user's
mistake prints one line and exits 1, never a traceback."""
from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any, NoReturn

import click

from bansha import cli_admin, cli_inputs, cli_watch, present  # noqa: F401 — each registers its commands on `main`
from bansha.cli_base import _show_period, _store, err, main, out, user_errors
from bansha.engine.errors import Refusal, ScenarioError
from bansha.replay import replay


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
    from bansha.seatlines import extra_keys  # lazy: the CLI loads what a command runs
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
@click.option("--ruleset", "ruleset_id", required=True, help="pvz (PVZ), hongloumeng (红楼梦), bajian (078) or jiu (245)")
@click.option("--seats", "seats_file", type=click.Path(dir_okay=False, exists=True),
              help="One seat per line in 电梯楼 order: 昵称 [身份] [078: 节气 字母]; or a JSON list of seats")
@click.option("--names", help="Comma-separated nicknames (random deal)")
@click.option("--seed", type=int, default=0, help="rng seed for the deal and every random choice")
@click.option("--option", "options", multiple=True,
              help="Ruleset option, name=value (the rulings.md tables list them; a yes-or-no one takes true/false or 是/否)")
@click.option("--title", default="")
@click.option("--start-date", help="Calendar date the play begins (YYYY-MM-DD; night 1, 078: day 1), for deadlines")
@click.option("--past-start", is_flag=True,
              help="Create it even when deadlines of that date have passed (a game already under way, entered late)")
@click.pass_context
@user_errors
def new_cmd(ctx, game_id, ruleset_id, seats_file, names, seed, options, title, start_date, past_start) -> None:
    """Create a game: ruleset, seats with names, a given or random deal."""
    bad = [o for o in options if "=" not in o]
    if bad:
        raise Refusal(f"--option 应写成 名称=值，而不是 {bad[0]}")
    opts = dict(o.split("=", 1) for o in options)
    from bansha.rulesets import KNOWN, get  # lazy: the CLI loads what a command runs
    try:
        keys, labels = get(ruleset_id).seat_keys, get(ruleset_id).seat_key_labels
    except KeyError:  # the store names the unknown ruleset
        keys, labels = (), {}
    seats = _read_seats(seats_file, names, keys, labels)
    if ruleset_id in KNOWN:  # an unknown one is named by the store
        from bansha.engine.options import from_text  # lazy, as above
        from bansha.service import starting  # lazy: it loads the engine
        opts = from_text(get(ruleset_id).option_defs, opts)
        passed = [] if past_start else starting.passed_rows(ruleset_id, seats, opts, seed, start_date)
        if passed:
            raise Refusal(starting.refusal(passed, start_date, "加 --past-start"))
    game = _store(ctx).create(game_id, ruleset_id, seats, opts, seed, title, start_date)
    out.print(f"已创建 {game_id}（{game.ruleset.title}，{len(game.seats)}人）。当前阶段：{present.label_zh(game.period)}")
    for n, s in game.seats.items():
        out.print(f"  {n:>2}号 {s.name}  {s.role}")


@main.command("games")
@click.pass_context
@user_errors
def games_cmd(ctx) -> None:
    """List the games in the data directory."""
    store = _store(ctx)
    rows = store.list()
    if not rows:
        err.print("还没有游戏：bansha new 创建一局，bansha demo 创建并演示一局（bansha new --help 查看用法）")
    for row in rows:
        game = store.open(row["id"])
        state = present.result(game.winner) if game.over else present.label_zh(game.period)
        out.print(f"{row['id']}\t{row['ruleset']}\t{len(game.seats)}人\t{state}\t{row['n']}条输入")


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
    from bansha.status import status_lines  # lazy: the CLI loads what a command runs
    store = _store(ctx)
    for line in status_lines(store.setup(game_id), store.open(game_id), store.inputs(game_id)):
        out.print(line, markup=False)


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
    """The game as a timed replay scenario (its log): replayed, it prints the game's record."""
    text = json.dumps(_store(ctx).export(game_id), ensure_ascii=False, indent=1)
    if output:
        Path(output).write_text(text + "\n", encoding="utf-8")
        out.print(f"已导出到 {output}")
    else:
        click.echo(text)


@main.command("record")
@click.argument("game_id")
@click.pass_context
@user_errors
def record_cmd(ctx, game_id) -> None:
    """The live game's record as one JSON object, exactly what `bansha replay` prints for its export."""
    from bansha.replay import record  # lazy: the CLI loads what a command runs
    click.echo(json.dumps(record(_store(ctx).open(game_id)), ensure_ascii=False))


@main.command("import")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--id", "game_id", default=None, help="The new game's id (default: the file's name)")
@click.option("--title", default="", help="The game's title on the console")
@click.pass_context
@user_errors
def import_cmd(ctx, file, game_id, title) -> None:
    """Create a console game from a replay scenario (an export, a finished scenario): its seats,
    options and calendar, each named period's inputs recorded and the period settled."""
    from bansha.store.importing import import_scenario  # lazy: the CLI loads what a command runs
    path = Path(file)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as e:
        raise Refusal(f"{file} 不是 JSON 文件（{e}）") from None
    except RecursionError:
        raise Refusal(f"{file} 嵌套太深，不是剧本文件") from None
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
    from bansha.simreport import html, print_report  # lazy: the CLI loads what a command runs
    from bansha.simulate import simulate  # lazy: the CLI loads what a command runs
    if as_json or n < 200 or not err.is_terminal:
        rep = simulate(ruleset_id, seats, n, seed, jobs)
    else:
        from rich.progress import Progress  # lazy: the CLI loads what a command runs
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
@click.option("--ruleset", "ruleset_id", default="pvz", help="pvz (default), bajian (078) or jiu (245)")
def demo_cmd(ctx, ruleset_id) -> None:
    """Create and play a demo game in the data directory, as a director would."""
    from bansha.demo import run_demo  # lazy: the CLI loads what a command runs
    run_demo(_store(ctx), out, ctx.obj.get("data"), ruleset_id)


@main.command("serve")
@click.option("--host", default="127.0.0.1")
@click.option("--port", type=int, default=8000)
@click.option("--demo/--no-demo", default=True, help="Create a ready demo game on first start")
@click.option("--proxy", default=None, metavar="ADDRESSES",
              help="The reverse proxy's address(es), comma-separated: only its X-Forwarded-For names the client "
                   "(the login throttle counts per client); without it no forwarded header is believed")
@click.pass_context
@user_errors
def serve_cmd(ctx, host, port, demo, proxy) -> None:
    """Start the director's web console and the players' pages."""
    from bansha.web.server import run  # lazy: the CLI loads what a command runs
    run(ctx.obj.get("data"), host, port, demo, proxy, db=ctx.obj.get("db"))


@main.command("password")
@click.argument("name", default="admin")
@click.option("--generate", is_flag=True, help="Make a random password and print it, instead of asking for one")
@click.pass_context
@user_errors
def password_cmd(ctx, name, generate) -> None:
    """Set an account's password (default: the administrator's, made if there is none yet) —
    forgotten, or locked out by guesses: its sessions end and every address's failed logins are
    forgotten. Works while the console is running."""
    import secrets  # lazy: the CLI loads what a command runs

    from bansha.service import accounts, db, throttle  # lazy: the CLI loads what a command runs
    conn = _store(ctx).conn
    account = accounts.by_name(conn, name)
    if account is None and name != accounts.ADMIN_NAME:
        raise Refusal(f"没有名为 {name} 的账号")
    password = secrets.token_urlsafe(12) if generate else click.prompt(
        "新密码", hide_input=True, confirmation_prompt="再输入一次")
    if account is None:
        account = accounts.create(conn, name, password, accounts.ADMIN)
    with db.transaction(conn):
        accounts.set_password(conn, account, password)  # too short: one line, nothing changed
        accounts.end_sessions(conn, account)
        throttle.forget_all(conn)
    out.print(f"{account.name} 的密码已更新{'：' + password if generate else ''}。这个账号的登录已失效，失败计数已清零。")


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
    try:
        from bansha.bot.app import run  # lazy: the CLI loads what a command runs
    except ImportError as e:
        raise Refusal(f"QQ 机器人需要安装 bot 依赖：pip install -e '.[bot]'（{e.name}）") from None
    env = [d.strip() for d in os.environ.get("BANSHA_BOT_DIRECTORS", "").split(",") if d.strip()]
    numbers = list(directors) + env
    bad = [d for d in numbers if not d.isdecimal()]
    if bad:
        raise Refusal(f"导演 QQ 号应为数字：{'、'.join(bad)}")
    if pace < 0 or poll <= 0:
        raise Refusal("--pace 不能为负，--poll 应大于 0")
    run(ctx.obj.get("data"), host, port, token, numbers, pace, poll, tick, db=ctx.obj.get("db"))
