"""What every `bansha` command shares: the command group and its options, the store it works on, the
terminal's two streams under the pages' text policy, a user's mistake as one line, and a period's
resolution as the director reads it. The command modules (`cli`, `cli_inputs`, `cli_admin`,
`cli_watch`) each import this one and register their commands on its group, so none imports another."""
from __future__ import annotations

import functools
import sys
from typing import Any, Callable

import click
from rich.console import Console

from bansha import present
from bansha.engine.errors import Refusal, ScenarioError
from bansha.store.db import database_errors, is_url
from bansha.store.games import open_store
from bansha.text import visible


class _Shown(Console):
    """The terminal shows text under the pages' policy (`bansha.text.visible`): a name's U+202E or
    zero-width space never reaches it."""

    def print(self, *objects: Any, **kw: Any) -> None:
        super().print(*(visible(o) if isinstance(o, str) else o for o in objects), **kw)


out = _Shown(highlight=False, soft_wrap=True, markup=False)  # names and reasons are text, never markup
err = _Shown(stderr=True, highlight=False, soft_wrap=True, markup=False)


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
        except database_errors() as e:  # the database could not be reached or refused: one line, no traceback
            err.print(f"数据库错误：{str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__}")
            sys.exit(1)
        except OverflowError:  # a game stored with a calendar past what dates reach (before issue 21)
            err.print("错误：这局游戏的日历超出了可以计算的日期范围（开始日期应在 2000–2099 年之间）")
            sys.exit(1)
    return wrapper


def _where(ctx: click.Context) -> Any:
    """The store every command works on: the PostgreSQL database of `--db`, else the data directory."""
    return ctx.obj.get("db") or ctx.obj.get("data")


def _store(ctx: click.Context):
    return open_store(_where(ctx))


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
@click.option("--db", envvar="BANSHA_DB", default=None,
              help="Keep everything in this PostgreSQL database instead (postgresql://user:password@host/db, or $BANSHA_DB).")
@click.pass_context
def main(ctx: click.Context, data: str | None, db: str | None) -> None:
    """bansha — a director's engine for forum werewolf games (版杀)."""
    ctx.ensure_object(dict)
    if db and not is_url(db):
        raise click.UsageError("--db 应是 postgresql://用户:密码@主机/数据库 形式的地址")
    ctx.obj["data"] = data
    ctx.obj["db"] = db or None


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
            out.print(f"  → {seat}号 {game.seats[seat].name}：" + m.replace("\n", "\n      "), markup=False)
    after = game.ruleset.next_period(period)
    last = game.over and not any(e["t"] == after for e in game.events)
    out.print(f"下一阶段：{'游戏结束' if last else present.label_zh(after)}")
