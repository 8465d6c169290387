"""The store's commands (issue 23): `account` (the command line acts as the data directory's
owner: no login), `backup` and `restore`, and `--db` given something that is no PostgreSQL URL or
a server that cannot be reached — one line each, never a traceback."""
from __future__ import annotations

import re

from bansha.service import accounts
from bansha.store.db import connect

from cli_helpers import cli, new_game, ok, user_error


def test_accounts_from_the_command_line(tmp_path):
    data = tmp_path / "data"
    out = ok(cli(data, "account", "add", "alice")).stdout
    made = out.split("密码：")[1].strip()
    assert accounts.login(connect(data), "alice", made) is not None
    ok(cli(data, "account", "add", "root", "--admin", "--password", "root-password"))
    made = ok(cli(data, "password", "alice", "--generate")).stdout.split("密码已更新：")[1].split("。")[0]
    assert accounts.login(connect(data), "alice", made) is not None
    listed = ok(cli(data, "account", "list")).stdout
    assert re.search(r"alice\s+导演", listed) and re.search(r"root\s+管理员", listed)
    assert "已经有名为 alice 的账号" in user_error(cli(data, "account", "add", "alice"))
    assert "密码至少需要 8 个字符" in user_error(cli(data, "account", "add", "bob", "--password", "short"))
    assert "没有名为 carol 的账号" in user_error(cli(data, "password", "carol", "--generate"))


def test_backup_and_restore_from_the_command_line(tmp_path):
    data, again = tmp_path / "data", tmp_path / "again"
    ok(new_game(data, tmp_path))
    ok(cli(data, "close", "g1"))
    assert "1 局游戏，1 条输入" in ok(cli(data, "backup", tmp_path / "b.bansha")).stdout
    assert "1 局游戏，1 条输入" in ok(cli(again, "restore", tmp_path / "b.bansha")).stdout
    assert "第1夜" in ok(cli(again, "games")).stdout
    assert "已经有数据" in user_error(cli(again, "restore", tmp_path / "b.bansha"))


def test_a_bad_database_is_one_line(tmp_path):
    assert "--db 应是 postgresql://" in user_error(cli(tmp_path, "--db", "mysql://x", "games"))
    line = user_error(cli(tmp_path, "--db", "postgresql://nobody:wrong@127.0.0.1:1/none", "games"))
    assert line.startswith("数据库错误：")
