"""Players across games: a player is a forum name (and, if the director knows it, a QQ number)
linked by the director to seats in many games. The seat's name in a game is what the deal and the
pages call it; the player is who sat there, so one person's games can be followed whatever name a
game gave them (the same name is suggested when a game is created)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bansha.engine.errors import Refusal
from bansha.service.db import now, transaction
from bansha.text import visible


_QQ = re.compile(r"[1-9]\d{4,11}")


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    qq: str | None


def _player(row: Any) -> Player:
    return Player(row["id"], row["name"], row["qq"])


def every(conn: Any) -> list[Player]:
    return [_player(r) for r in conn.execute("SELECT id, name, qq FROM players ORDER BY name").fetchall()]


def by_id(conn: Any, player_id: int) -> Player | None:
    row = conn.execute("SELECT id, name, qq FROM players WHERE id=?", (player_id,)).fetchone()
    return _player(row) if row else None


def by_name(conn: Any, name: str) -> Player | None:
    row = conn.execute("SELECT id, name, qq FROM players WHERE name=?", (name.strip(),)).fetchone()
    return _player(row) if row else None


def clean_qq(qq: str | None) -> str | None:
    qq = (qq or "").strip()
    if not qq:
        return None
    if not _QQ.fullmatch(qq):
        raise Refusal(f"QQ 号应为 5–12 位数字，而不是“{qq[:20]}”")
    return qq


def linked(conn: Any, game_id: str) -> dict[int, Player]:
    rows = conn.execute("SELECT s.seat, p.id, p.name, p.qq FROM seat_players s JOIN players p ON p.id = s.player_id"
                        " WHERE s.game_id=?", (game_id,)).fetchall()
    return {r["seat"]: _player(r) for r in rows}


def link_all(conn: Any, game_id: str, chosen: dict[int, tuple[str, str | None]]) -> int:
    """Link each seat to the player of that name (made if new, its QQ set if given); a seat given
    no name is left unlinked. All or nothing. Returns how many seats are linked."""
    cleaned = {}
    for seat, (name, qq) in chosen.items():
        name = " ".join(visible(name).split())  # "渐\u200b强" is 渐强: one player, not a look-alike
        if len(name) > 40:
            raise Refusal(f"{seat}号：玩家名太长（最多 40 个字符）")
        cleaned[seat] = (name, clean_qq(qq))
    with transaction(conn):
        conn.execute("DELETE FROM seat_players WHERE game_id=?", (game_id,))
        for seat, (name, qq) in sorted(cleaned.items()):
            if not name:
                continue
            row = conn.execute("SELECT id, qq FROM players WHERE name=?", (name,)).fetchone()
            if row is None:
                pid = conn.execute("INSERT INTO players (name, qq, created) VALUES (?,?,?) RETURNING id",
                                   (name, qq, now())).fetchone()[0]
            else:
                pid = row["id"]
                if qq and qq != row["qq"]:
                    conn.execute("UPDATE players SET qq=? WHERE id=?", (qq, pid))
            conn.execute("INSERT INTO seat_players (game_id, seat, player_id) VALUES (?,?,?)", (game_id, seat, pid))
    return sum(1 for name, _ in cleaned.values() if name)


def seats_of(conn: Any, player_id: int) -> list[tuple[str, int]]:
    """(game, seat) for every seat the player was linked to."""
    return [(r[0], r[1]) for r in conn.execute(
        "SELECT game_id, seat FROM seat_players WHERE player_id=? ORDER BY game_id, seat", (player_id,))]


def counts(conn: Any) -> dict[int, int]:
    return {r[0]: r[1] for r in conn.execute("SELECT player_id, COUNT(*) FROM seat_players GROUP BY player_id")}
