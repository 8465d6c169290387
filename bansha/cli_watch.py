"""`bansha watch` (follow a game's forum threads: record the players' posts as they come, with the
live tally) and `bansha testforum` (the project's Discuz-compatible test forum, to try it)."""
from __future__ import annotations

import sys
import time
from datetime import datetime

import click

from bansha import present
from bansha.cli_base import _store, main, out, user_errors
from bansha.engine.errors import Refusal


def _split(pair: str, what: str) -> tuple[str, str]:
    key, sep, value = pair.partition("=")
    if not sep or not key.strip() or not value.strip():
        raise Refusal(f"{what} 应写成 {'KIND=ADDRESS' if what == '--thread' else '账号=座位'}，而不是 {pair}")
    return key.strip(), value.strip()


def _print_round(store, game_id: str, r) -> None:
    from bansha.forum.watch.live import live  # lazy: the CLI loads what a command runs
    stamp = datetime.now().strftime("%H:%M:%S")
    out.print(f"[{stamp}] 读到 {r.read} 条新发言，记录 {r.recorded} 条" + (f"；{len(r.errors)} 个帖子出错" if r.errors else ""),
              markup=False)
    if not r.polled and not r.errors:
        out.print("  这一轮没有要读的帖子（本阶段没有挂帖子，或帖子在等待重试）", markup=False)
    for e in r.errors:
        out.print(f"  出错：{e}", markup=False)
    for _, text in r.notes:
        out.print(f"  {text}", markup=False)
    if r.settled:
        out.print("  已结算步骤：" + "、".join(r.settled), markup=False)
    now = live(store, game_id)
    for line in now.results:
        out.print(f"  结果：{line}", markup=False)
    for line in now.if_now:
        out.print(f"  若现在截止：{line}", markup=False)
    if now.waiting:
        out.print("  等待：" + "；".join(f"{n}号 {'、'.join(v)}" for n, v in now.waiting.items()), markup=False)
    if now.silent:
        out.print("  讨论帖未发言：" + "、".join(f"{n}号" for n in now.silent), markup=False)


@main.command("watch")
@click.argument("game_id")
@click.option("--thread", "threads", multiple=True, metavar="KIND=ADDRESS",
              help="A thread of the open day: sheriff, discussion, vote (245: 自由, 宣言) = its address as copied from the browser")
@click.option("--every", type=float, default=None, help="Seconds between two reads (default: the game's setting, 60)")
@click.option("--once", is_flag=True, help="Read what is new, record it and exit (for cron and tests)")
@click.option("--author", "accounts", multiple=True, metavar="ACCOUNT=SEAT",
              help="Place a forum account (its name, or uid:N) on a seat; SEAT '-' for not a player (director, spectator)")
@click.option("--cookie", default=None, help="The forum's login cookie, for a forum that needs one (kept in the data directory)")
@click.option("--gap", type=float, default=1.0, show_default=True, help="At least this many seconds between two requests to one forum")
@click.option("--timeout", type=float, default=15.0, show_default=True, help="Seconds to wait for the forum's answer")
@click.pass_context
@user_errors
def watch_cmd(ctx, game_id, threads, every, once, accounts, cookie, gap, timeout) -> None:
    """Follow GAME's forum threads: read new posts through Discuz's mobile API (the HTML page where
    there is none), record the players' posts (the floor is the key: nothing twice), and show the
    tally, the waiting list and who has not posted."""
    from bansha.forum.watch import attach, tables  # lazy: the CLI loads what a command runs
    from bansha.forum.watch.runner import fetcher_for, holder_name, poll_now  # lazy: the CLI loads what a command runs
    store = _store(ctx)
    game = store.open(game_id)
    for pair in threads:
        kind, address = _split(pair, "--thread")
        th = attach.attach(store, game_id, kind, address)
        out.print(f"{present.label_zh(game.period)} 的{attach.THREADS[kind]}：{th.address}", markup=False)
    for pair in accounts:
        who, seat = _split(pair, "--author")
        out.print(attach.place(store, game_id, who, seat), markup=False)
    if cookie is not None:
        hosts = attach.set_cookie(store, game_id, cookie)
        out.print(f"已保存 {'、'.join(hosts)} 的登录 Cookie", markup=False)
    if not tables.threads(store.conn, game_id, str(game.period)):
        raise Refusal(f"{present.label_zh(game.period)} 还没有挂帖子：用 --thread KIND=地址（例如 --thread sheriff=http://…/thread-12-1-1.html）")
    if every is not None and every < attach.MIN_EVERY:
        raise Refusal(f"读取间隔至少 {attach.MIN_EVERY:g} 秒（请对论坛客气一点）")
    interval = every or tables.game_row(store.conn, game_id)["every"]
    fetcher = fetcher_for(store, gap, timeout)
    holder = holder_name()
    try:
        while True:
            r = poll_now(store, game_id, fetcher, holder, interval, force=once)
            if r is None:
                out.print("另一个跟帖程序（控制台的跟帖开关，或另一个 bansha watch）正在读这局的帖子；稍后再试。", markup=False)
                if once:
                    sys.exit(1)
            else:
                _print_round(store, game_id, r)
                if once:
                    sys.exit(1 if r.errors else 0)
            time.sleep(interval)
    except KeyboardInterrupt:
        out.print("已停止跟帖。", markup=False)
    finally:
        tables.drop_lease(store.conn, game_id, holder)
        fetcher.close()


@main.command("testforum")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", type=int, default=8900, show_default=True)
@click.option("--state", "state_file", default="testforum.json", show_default=True,
              help="Where its threads are kept, so a restarted forum still has its posts ('' keeps nothing)")
@click.option("--ppp", type=int, default=10, show_default=True, help="Posts per page")
def testforum_cmd(host, port, state_file, ppp) -> None:
    """Serve the project's Discuz-compatible test forum (the mobile API v4 and the HTML pages), to
    try `bansha watch` and the console's 跟帖 panel without a real forum. Control API: /_testforum/…"""
    from bansha.forum.testforum.app import serve  # lazy: the CLI loads what a command runs
    serve(state_file or None, host, port, ppp)
