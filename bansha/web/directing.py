"""Who directs which game: its owner (the director who created it) and its co-directors (245 is
posted by two directors). A game with no owner on record — made on the command line, which acts
as the data directory's owner, or before accounts — belongs to the administrator. An
administrator sees and runs every game; a director only their own and those they co-direct.

Each input on the log names its maker in `source` (`account:NAME` for a director on the console, `qq:NUMBER` for one over QQ);
what a director does that is not an input (undo, withdraw, co-directors, links) is kept in
`director_log`. `who` turns either into words for the console."""
from __future__ import annotations

from typing import Any

from bansha.engine.errors import Refusal
from bansha.service import accounts
from bansha.service.accounts import Account
from bansha.service.db import now, transaction


OWNER, CO = "owner", "co"


def can_direct(conn: Any, account: Account, game_id: str) -> bool:
    if account.is_admin:
        return True
    return conn.execute("SELECT 1 FROM game_directors WHERE game_id=? AND account_id=?",
                        (game_id, account.id)).fetchone() is not None


def visible(conn: Any, account: Account) -> set[str] | None:
    """The games this account may see; None: every game (an administrator)."""
    if account.is_admin:
        return None
    return {r[0] for r in conn.execute("SELECT game_id FROM game_directors WHERE account_id=?", (account.id,))}


def directors(conn: Any, game_id: str) -> list[tuple[Account, str]]:
    """The owner first, then the co-directors in the order they were added."""
    rows = conn.execute(
        "SELECT a.*, d.role AS directs FROM game_directors d JOIN accounts a ON a.id = d.account_id"
        " WHERE d.game_id=? ORDER BY CASE d.role WHEN 'owner' THEN 0 ELSE 1 END, d.added", (game_id,)).fetchall()
    out = [(accounts._account(r), r["directs"]) for r in rows]
    if not any(role == OWNER for _, role in out):
        admin = accounts.admin(conn)
        if admin is not None:
            out.insert(0, (admin, OWNER))
    return out


def owners(conn: Any) -> dict[str, str]:
    """Each game's owner by name, for the lists (games without one belong to the administrator)."""
    return {r[0]: r[1] for r in conn.execute(
        "SELECT d.game_id, a.name FROM game_directors d JOIN accounts a ON a.id = d.account_id WHERE d.role='owner'")}


def owner_of(conn: Any, game_id: str) -> Account | None:
    return next((a for a, role in directors(conn, game_id) if role == OWNER), None)


def set_owner(conn: Any, game_id: str, account: Account) -> None:
    """The director who created the game on the console owns it."""
    conn.execute("INSERT INTO game_directors (game_id, account_id, role, added, added_by) VALUES (?,?,?,?,?)",
                 (game_id, account.id, OWNER, now(), account.name))


def may_manage(conn: Any, account: Account, game_id: str) -> bool:
    """The owner and an administrator choose the co-directors."""
    owner = owner_of(conn, game_id)
    return account.is_admin or (owner is not None and owner.id == account.id)


def add_co(conn: Any, game_id: str, name: str, by: Account) -> Account:
    other = accounts.by_name(conn, name)
    if other is None or other.disabled:
        raise Refusal(f"没有名为 {name.strip()} 的导演账号")
    if not may_manage(conn, by, game_id):
        raise Refusal("只有这局的主导演或管理员可以添加协作导演")
    with transaction(conn):
        if conn.execute("SELECT 1 FROM game_directors WHERE game_id=? AND account_id=?",
                        (game_id, other.id)).fetchone() or (other.is_admin and owner_of(conn, game_id) == other):
            raise Refusal(f"{other.name} 已经是这局的导演")
        conn.execute("INSERT INTO game_directors (game_id, account_id, role, added, added_by) VALUES (?,?,?,?,?)",
                     (game_id, other.id, CO, now(), by.name))
        note(conn, game_id, by, f"添加协作导演 {other.name}")
    return other


def remove_co(conn: Any, game_id: str, name: str, by: Account) -> None:
    if not may_manage(conn, by, game_id):
        raise Refusal("只有这局的主导演或管理员可以移除协作导演")
    other = accounts.by_name(conn, name)
    with transaction(conn):
        gone = other is not None and conn.execute(
            "DELETE FROM game_directors WHERE game_id=? AND account_id=? AND role=?", (game_id, other.id, CO)).rowcount
        if not gone:
            raise Refusal(f"{name.strip()} 不是这局的协作导演")
        note(conn, game_id, by, f"移除协作导演 {name.strip()}")


# --- who did what ---------------------------------------------------------------------------
def note(conn: Any, game_id: str, by: Account, what: str) -> None:
    conn.execute("INSERT INTO director_log (game_id, account, what, at) VALUES (?,?,?,?)",
                 (game_id, by.name, what, now()))


def notes(conn: Any, game_id: str, last: int = 100) -> list[Any]:
    return conn.execute("SELECT account, what, at FROM director_log WHERE game_id=? ORDER BY id DESC LIMIT ?",
                        (game_id, last)).fetchall()


def who(source: str) -> str:
    """An input's maker as the console shows it."""
    kind, _, rest = source.partition(":")
    if kind == "account":
        name, _, how = rest.partition(":")
        return f"导演 {name}" + ("（论坛帖）" if how == "thread" else "")
    if kind == "seat":
        return f"{rest}号（玩家）"
    if kind == "qq":
        return f"导演（QQ {rest}）"
    if source == "deadline":
        return "时限到"
    if source == "forum":
        return "跟帖（论坛）"
    if source == "director:thread":
        return "导演（论坛帖）"
    if source == "director":
        return "导演（命令行）"
    return source
