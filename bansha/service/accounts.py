"""Directors' accounts: the administrator (made on the first start, as the console's one password
was) and the directors the administrator creates. Passwords are hashed with Argon2id
(argon2-cffi); a password kept from before accounts (scrypt) still opens the administrator's
account once and is then hashed again with Argon2. Sessions stay as they were (`auth`: a random
cookie stored hashed, a CSRF token per session), each now naming its account."""
from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from bansha import wallclock
from bansha.engine.errors import Refusal

from . import auth
from .db import now, transaction

ADMIN, DIRECTOR = "admin", "director"
ADMIN_NAME = "admin"
MIN_PASSWORD = 8
_NAME = re.compile(r"[\w\u4e00-\u9fff·.-]{2,24}")
# Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): ~30 ms a check on a 2-core
# server, where argon2-cffi's default (64 MiB, 3 passes, 4 lanes) took ~180 ms and held both cores
_hasher = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)


@dataclass(frozen=True)
class Account:
    id: int
    name: str
    role: str
    created: str
    disabled: str | None

    @property
    def is_admin(self) -> bool:
        return self.role == ADMIN

    @property
    def source(self) -> str:
        """How the inputs this director records name their maker on the log."""
        return f"account:{self.name}"


def _account(row: Any) -> Account:
    return Account(row["id"], row["name"], row["role"], row["created"], row["disabled"])


# --- passwords ------------------------------------------------------------------------------
def hash_password(password: str) -> str:
    if len(password) < MIN_PASSWORD:
        raise Refusal(f"密码至少需要 {MIN_PASSWORD} 个字符")
    return _hasher.hash(password)


def _verify(password: str, stored: str) -> bool:
    if stored.startswith("scrypt$"):  # the console's password before accounts
        return auth.check_password(password, stored)
    try:
        return _hasher.verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False


def _stale(stored: str) -> bool:
    return stored.startswith("scrypt$") or _hasher.check_needs_rehash(stored)


# --- accounts -------------------------------------------------------------------------------
def create(conn: Any, name: str, password: str, role: str = DIRECTOR) -> Account:
    name = name.strip()
    if not _NAME.fullmatch(name):
        raise Refusal("账号名应为 2–24 个字母、数字、汉字或 _ . - ·")
    hashed = hash_password(password)
    with transaction(conn):
        if conn.execute("SELECT 1 FROM accounts WHERE name=?", (name,)).fetchone():
            raise Refusal(f"已经有名为 {name} 的账号")
        conn.execute("INSERT INTO accounts (name, password, role, created) VALUES (?,?,?,?)",
                     (name, hashed, role, now()))
    return by_name(conn, name)  # type: ignore[return-value]


def by_name(conn: Any, name: str) -> Account | None:
    row = conn.execute("SELECT * FROM accounts WHERE name=?", (name.strip(),)).fetchone()
    return _account(row) if row else None


def by_id(conn: Any, account_id: int) -> Account | None:
    row = conn.execute("SELECT * FROM accounts WHERE id=?", (account_id,)).fetchone()
    return _account(row) if row else None


def every(conn: Any) -> list[Account]:
    return [_account(r) for r in conn.execute("SELECT * FROM accounts ORDER BY id").fetchall()]


def set_password(conn: Any, account: Account, password: str) -> None:
    conn.execute("UPDATE accounts SET password=? WHERE id=?", (hash_password(password), account.id))


def set_disabled(conn: Any, account: Account, disabled: bool) -> None:
    """A disabled account cannot log in, and its sessions end at once (an administrator stays)."""
    if account.is_admin:
        raise Refusal("管理员账号不能停用")
    with transaction(conn):
        conn.execute("UPDATE accounts SET disabled=? WHERE id=?", (now() if disabled else None, account.id))
        if disabled:
            conn.execute("DELETE FROM web_sessions WHERE account_id=?", (account.id,))


def login(conn: Any, name: str, password: str) -> Account | None:
    row = conn.execute("SELECT * FROM accounts WHERE name=? AND disabled IS NULL", (name.strip(),)).fetchone()
    if row is None:
        _hasher.hash(password or "-")  # the same time as a wrong password: names cannot be probed
        return None
    if not _verify(password, row["password"]):
        return None
    if _stale(row["password"]) and len(password) >= MIN_PASSWORD:
        conn.execute("UPDATE accounts SET password=? WHERE id=?", (_hasher.hash(password), row["id"]))
    return _account(row)


def admin(conn: Any) -> Account | None:
    row = conn.execute("SELECT * FROM accounts WHERE role=? ORDER BY id LIMIT 1", (ADMIN,)).fetchone()
    return _account(row) if row else None


def first_start(conn: Any, given: str | None) -> str | None:
    """Make the administrator's account if there is none: the password `given` ($BANSHA_PASSWORD)
    or a generated one, which is returned so the server can print it once."""
    if admin(conn) is not None:
        return None
    password = given or secrets.token_urlsafe(12)
    try:
        create(conn, ADMIN_NAME, password, ADMIN)
    except Refusal:  # another process made it at the same moment
        return None
    return None if given else password


def new_password() -> str:
    return secrets.token_urlsafe(12)


# --- sessions -------------------------------------------------------------------------------
@dataclass
class DirectorSession(auth.Session):
    """A logged-in director: the session (its CSRF token, its flash) and the account."""

    account: Account | None = None


def start_session(conn: Any, account: Account) -> str:
    with transaction(conn):
        token = auth.new_session(conn)
        conn.execute("UPDATE web_sessions SET account_id=? WHERE token_hash=?", (account.id, auth.digest(token)))
    return token


def current(conn: Any, token: str | None) -> DirectorSession | None:
    """The session this cookie opens and its account, if neither has expired nor been disabled."""
    if not token or len(token) > 100:
        return None
    row = conn.execute(
        "SELECT s.token_hash, s.csrf, s.expires, a.id, a.name, a.role, a.created, a.disabled FROM web_sessions s"
        " JOIN accounts a ON a.id = s.account_id WHERE s.token_hash=? AND a.disabled IS NULL",
        (auth.digest(token),)).fetchone()
    if row is None or row["expires"] < wallclock.now().isoformat(timespec="seconds"):
        return None
    return DirectorSession(row["token_hash"], row["csrf"],
                           Account(row["id"], row["name"], row["role"], row["created"], row["disabled"]))


def end_sessions(conn: Any, account: Account) -> None:
    conn.execute("DELETE FROM web_sessions WHERE account_id=?", (account.id,))
