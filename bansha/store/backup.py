"""`bansha backup` / `bansha restore`: the whole store as one file — every table's rows, read in one
consistent snapshot — that restores into an empty data directory or PostgreSQL database, whichever
the backup was made from (so it also moves a community from SQLite to PostgreSQL).

The file is gzip'd JSON lines: a header (format, schema version, when, from which kind of store),
then per table a line naming its columns and a line per row. Caches and what is derived from the
log are left out (period starts, log versions, results, simulations): the restored store makes
them again. A backup of an older schema version is restored at that version and then upgraded."""
from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import IO, Any, Iterator

from bansha import wallclock
from bansha.engine.errors import Refusal

from . import migrate
from .db import FILE, connect, data_dir, is_url, open_raw

FORMAT = "bansha-backup"
# every table of the current schema, each after the tables it refers to
TABLES = ("games", "inputs", "web_meta", "accounts", "web_sessions", "web_links", "web_submissions",
          "game_directors", "director_log", "spectator_links", "players", "seat_players",
          "bot_meta", "bot_bindings", "bot_events", "bot_outbox", "bot_delivered", "bot_chat", "posted_marks",
          "watch_games", "watch_threads", "watch_posts", "watch_accounts", "watch_log", "watch_meta")
SKIPPED = ("snapshots", "log_version", "game_results", "sim_results", "alembic_version", "login_failures")


def present_tables(conn: Any) -> set[str]:
    if conn.dialect == "sqlite":
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall()
    else:
        rows = conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()").fetchall()
    return {r[0] for r in rows} - {"sqlite_sequence"}


def _plain(value: Any) -> Any:
    return int(value) if isinstance(value, bool) else value  # PostgreSQL's booleans as SQLite keeps them


def lines(conn: Any) -> Iterator[dict[str, Any] | list[Any]]:
    """The backup's records, read in one transaction so they are one state of the store."""
    conn.begin_read()
    try:
        version = migrate.version(conn)
        yield {"format": FORMAT, "version": version, "from": conn.dialect,
               "made": wallclock.now().isoformat(timespec="seconds")}
        have = present_tables(conn)
        for table in TABLES:
            if table not in have:
                continue
            rows = conn.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
            columns = list(rows[0].keys()) if rows else []
            yield {"table": table, "columns": columns, "rows": len(rows)}
            for r in rows:
                yield [_plain(v) for v in r]
    finally:
        conn.rollback()


def write(conn: Any, path: str | Path) -> dict[str, int]:
    counts: dict[str, int] = {}
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for rec in lines(conn):
            if isinstance(rec, dict) and "table" in rec:
                counts[rec["table"]] = rec["rows"]
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return counts


def _read(f: IO[str]) -> tuple[dict[str, Any], list[tuple[str, list[str], list[list[Any]]]]]:
    header = json.loads(f.readline() or "{}")
    if header.get("format") != FORMAT:
        raise Refusal("这不是 bansha 的备份文件")
    tables: list[tuple[str, list[str], list[list[Any]]]] = []
    for line in f:
        rec = json.loads(line)
        if isinstance(rec, dict):
            if rec.get("table") not in TABLES:
                raise Refusal(f"备份里有未知的表 {rec.get('table')}")
            tables.append((rec["table"], rec["columns"], []))
        else:
            tables[-1][2].append(rec)
    return header, tables


def _empty(where: Any) -> bool:
    """A store with nothing in it yet (no file, no tables, or tables without rows)."""
    if not is_url(where) and not (data_dir(where) / FILE).exists():
        return True
    return False


def restore(where: Any, path: str | Path) -> dict[str, int]:
    """Load a backup into the store at `where`, which must hold nothing yet."""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            header, tables = _read(f)
    except (OSError, EOFError, ValueError) as e:
        if isinstance(e, Refusal):
            raise
        raise Refusal(f"无法读取备份文件：{e}") from None
    version = header.get("version")
    if version not in migrate.revisions():
        raise Refusal(f"备份的版本 {version} 比这个 bansha 新（它认识到 {migrate.HEAD}）；请升级 bansha")
    fresh = _empty(where) or _no_schema(where)
    conn = open_raw(where)
    if fresh:
        migrate.upgrade(conn.sqlalchemy_url, version)
    if migrate.version(conn) != version:
        raise Refusal(f"恢复需要一个空的数据目录或数据库（这里的版本是 {migrate.version(conn)}，备份是 {version}）")
    if any(conn.execute(f"SELECT 1 FROM {t} LIMIT 1").fetchone() for t in present_tables(conn) & set(TABLES)):
        raise Refusal("恢复需要一个空的数据目录或数据库：这里已经有数据")
    booleans, identities = _columns(conn)
    counts: dict[str, int] = {}
    conn.begin_write()
    try:
        for table, columns, rows in tables:
            if rows:
                marks = ",".join("?" for _ in columns)
                flags = [(table, c) in booleans for c in columns]
                conn.executemany(f"INSERT INTO {table} ({','.join(columns)}) VALUES ({marks})",
                                 [[bool(v) if b and v is not None else v for v, b in zip(r, flags)] for r in rows])
                if table in identities:  # an identity column goes on after the restored ids
                    conn.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM {table}))")
            counts[table] = len(rows)
        conn.commit()
    except BaseException:
        conn.rollback()
        raise
    connect(where)  # and up to the current version
    return counts


def _no_schema(where: Any) -> bool:
    conn = open_raw(where)
    return migrate.version(conn) is None and not present_tables(conn)


def _columns(conn: Any) -> tuple[set[tuple[str, str]], set[str]]:
    """PostgreSQL's boolean columns (a backup keeps them as 0/1) and the tables with an identity `id`."""
    if conn.dialect == "sqlite":
        return set(), set()
    rows = conn.execute("SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns"
                        " WHERE table_schema = current_schema()").fetchall()
    return ({(r[0], r[1]) for r in rows if r[2] == "boolean"},
            {r[0] for r in rows if r[1] == "id" and r[3] == "YES"})
