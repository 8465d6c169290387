"""The commands that keep the store rather than play a game: `backup` and `restore`, and
`account` (the command line acts as the data directory's owner, so it needs no login: it makes
the administrator or a director and lists the accounts; `bansha password NAME` sets a password)."""
from __future__ import annotations

import click

from bansha.cli_base import _store, _where, main, out, user_errors


@main.command("backup")
@click.argument("file", type=click.Path(dir_okay=False))
@click.pass_context
@user_errors
def backup_cmd(ctx, file) -> None:
    """Write the whole store (games, inputs, accounts, links, players …) to FILE, in one consistent snapshot."""
    from bansha.store import backup  # lazy: the CLI loads what a command runs
    counts = backup.write(_store(ctx).conn, file)
    out.print(f"已备份到 {file}：{counts.get('games', 0)} 局游戏，{counts.get('inputs', 0)} 条输入，"
              f"{counts.get('accounts', 0)} 个账号，{counts.get('players', 0)} 位玩家。")


@main.command("restore")
@click.argument("file", type=click.Path(dir_okay=False, exists=True))
@click.pass_context
@user_errors
def restore_cmd(ctx, file) -> None:
    """Load a backup into an empty data directory (--data) or PostgreSQL database (--db)."""
    from bansha.store import backup  # lazy: the CLI loads what a command runs
    from bansha.store.db import backend  # lazy: the CLI loads what a command runs
    counts = backup.restore(_where(ctx), file)
    out.print(f"已恢复到 {backend(_where(ctx))}：{counts.get('games', 0)} 局游戏，{counts.get('inputs', 0)} 条输入，"
              f"{counts.get('accounts', 0)} 个账号，{counts.get('players', 0)} 位玩家。")


@main.group("account")
def account_group() -> None:
    """Directors' accounts (the command line acts as the data directory's owner)."""


@account_group.command("add")
@click.argument("name")
@click.option("--password", default=None, help="The initial password (at least 8 characters); made up if not given")
@click.option("--admin", is_flag=True, help="An administrator, who sees and runs every game")
@click.pass_context
@user_errors
def account_add(ctx, name, password, admin) -> None:
    """Create a director's account (or, with --admin, an administrator's)."""
    from bansha.service import accounts  # lazy: the CLI loads what a command runs
    made = password or accounts.new_password()
    account = accounts.create(_store(ctx).conn, name, made, accounts.ADMIN if admin else accounts.DIRECTOR)
    out.print(f"已创建{'管理员' if admin else '导演'}账号 {account.name}" + ("。" if password else f"，密码：{made}"))


@account_group.command("list")
@click.pass_context
@user_errors
def account_list(ctx) -> None:
    """The accounts and the games each directs."""
    from bansha.service import accounts  # lazy: the CLI loads what a command runs
    conn = _store(ctx).conn
    for a in accounts.every(conn):
        games = [r[0] for r in conn.execute("SELECT game_id FROM game_directors WHERE account_id=? ORDER BY game_id",
                                            (a.id,))]
        state = "（已停用）" if a.disabled else ""
        out.print(f"{a.name}\t{'管理员' if a.is_admin else '导演'}{state}\t{'、'.join(games) or '—'}")
