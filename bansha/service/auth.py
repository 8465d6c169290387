"""Sessions as random cookies stored hashed; a CSRF token per session (and per seat link) on every
form; the scrypt password hash of the console before accounts (`accounts` checks one still kept,
and hashes new passwords with Argon2).

Only hashes are stored, so a copy of the data directory does not let anyone in."""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import sqlite3
from dataclasses import dataclass
from datetime import timedelta

from bansha import wallclock

from .db import now

SESSION_COOKIE = "bansha_session"
LOGIN_COOKIE = "bansha_login"
SESSION_DAYS = 7  # a week-long game's director logs in about once; a stolen cookie does not last
_SCRYPT = {"n": 2 ** 14, "r": 8, "p": 1}


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def digest(token: str) -> str:
    """How a high-entropy token (session, seat link) is stored: SHA-256 is enough for 256 bits."""
    return hashlib.sha256(token.encode()).hexdigest()


def hash_password(password: str) -> str:
    salt = secrets.token_bytes(16)
    key = hashlib.scrypt(password.encode(), salt=salt, dklen=32, **_SCRYPT)
    return f"scrypt${_SCRYPT['n']}${_SCRYPT['r']}${_SCRYPT['p']}${_b64(salt)}${_b64(key)}"


def check_password(password: str, stored: str) -> bool:
    try:
        scheme, n, r, p, salt, key = stored.split("$")
    except ValueError:
        return False
    if scheme != "scrypt":
        return False
    got = hashlib.scrypt(password.encode(), salt=_unb64(salt), dklen=32, n=int(n), r=int(r), p=int(p))
    return hmac.compare_digest(got, _unb64(key))


def _meta(conn: sqlite3.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM web_meta WHERE key=?", (key,)).fetchone()
    return row["value"] if row else None


def server_secret(conn: sqlite3.Connection) -> bytes:
    """The key behind seat-link CSRF tokens; made once, kept in the data directory."""
    value = _meta(conn, "secret")
    if value is None:
        conn.execute("INSERT INTO web_meta (key, value) VALUES ('secret', ?) ON CONFLICT (key) DO NOTHING",
                     (secrets.token_hex(32),))
        value = _meta(conn, "secret")
    return bytes.fromhex(value)


def seat_csrf(secret: bytes, link_id: int) -> str:
    return hmac.new(secret, f"seat-link:{link_id}".encode(), hashlib.sha256).hexdigest()


def same(a: str | None, b: str | None) -> bool:
    """Constant-time equality of two tokens, whatever a client sent: `compare_digest` takes only
    ASCII strings, so both are compared as UTF-8 bytes (a non-ASCII CSRF value was a 500)."""
    if not a or not b:
        return False
    return hmac.compare_digest(str(a).encode("utf-8", "surrogatepass"), str(b).encode("utf-8", "surrogatepass"))


# --- sessions -------------------------------------------------------------------------------
@dataclass
class Session:
    token_hash: str
    csrf: str


def new_session(conn: sqlite3.Connection) -> str:
    token = secrets.token_urlsafe(32)
    expires = (wallclock.now() + timedelta(days=SESSION_DAYS)).isoformat(timespec="seconds")
    conn.execute("INSERT INTO web_sessions (token_hash, csrf, created, expires) VALUES (?,?,?,?)",
                 (digest(token), secrets.token_urlsafe(32), now(), expires))
    return token


def session(conn: sqlite3.Connection, token: str | None) -> Session | None:
    if not token:
        return None
    row = conn.execute("SELECT token_hash, csrf, expires FROM web_sessions WHERE token_hash=?",
                       (digest(token),)).fetchone()
    if row is None or row["expires"] < wallclock.now().isoformat(timespec="seconds"):
        return None
    return Session(row["token_hash"], row["csrf"])


def end_session(conn: sqlite3.Connection, token: str | None) -> None:
    if token:
        conn.execute("DELETE FROM web_sessions WHERE token_hash=?", (digest(token),))


def end_all_sessions(conn: sqlite3.Connection) -> None:
    conn.execute("DELETE FROM web_sessions")


def set_flash(conn: sqlite3.Connection, s: Session, text: str) -> None:
    conn.execute("UPDATE web_sessions SET flash=? WHERE token_hash=?", (text, s.token_hash))


def pop_flash(conn: sqlite3.Connection, s: Session) -> str | None:
    row = conn.execute("SELECT flash FROM web_sessions WHERE token_hash=?", (s.token_hash,)).fetchone()
    if row and row["flash"]:
        conn.execute("UPDATE web_sessions SET flash=NULL WHERE token_hash=?", (s.token_hash,))
        return row["flash"]
    return None
