"""The bot's side of the store: one object holding the data directory's connection (one per
thread, like the console's), the server secret behind bind codes, the director numbers, and the
dispatch of one private message to its command. Everything here is synchronous and runs in the
bot's database thread; `handlers` only carries messages in and replies out."""
from __future__ import annotations

import logging
import time
from datetime import timedelta
from typing import Any, Iterable

from bansha import wallclock
from bansha.engine.errors import NotFound, Refusal, ScenarioError
from bansha.service import auth, binding, db, outbox, relay
from bansha.service.batcher import Batcher
from bansha.service.forms import BadInput
from bansha.status import tick
from bansha.store.per_thread import PerThreadStore

from . import director, feedback, parse, player

log = logging.getLogger("bansha.bot")


class Hub(PerThreadStore):
    def __init__(self, data_dir: Any, directors: Iterable[str] = ()):
        super().__init__(data_dir)
        self.secret = auth.server_secret(self.conn)
        self.batcher = Batcher()  # seat_submit's path records through it, as on the web
        self.directors = {str(d).strip() for d in directors if str(d).strip()}
        self.attempts = binding.Attempts()
        self._seen_logs: dict[str, tuple[Any, ...]] = {}
        self._rate: dict[str, list[float]] = {}
        self.touched: set[str] = set()
        self._pruned = 0.0  # games a command changed: collected after its reply is queued

    # --- incoming ---------------------------------------------------------------------------
    def first_time(self, self_id: str, message_id: Any, user_id: str, time: int) -> bool:
        """True the first time an event arrives (a reconnecting client may resend it), known by its
        whole identity: the bot, the message id, the sender and the event's time — a restarted client
        that reuses a message id for another player's message is still heard."""
        cur = self.conn.execute("INSERT INTO bot_events (self_id, message_id, user_id, time, at)"
                                " VALUES (?,?,?,?,?) ON CONFLICT DO NOTHING", (self_id, str(message_id), user_id, int(time), db.now()))
        return cur.rowcount == 1

    def flooding(self, user_id: str, most: int = 20, window: float = 60.0) -> bool:
        """More than `most` messages in a minute from one number: the rest are not read."""
        now = time.monotonic()
        recent = [t for t in self._rate.get(user_id, []) if t > now - window] + [now]
        self._rate[user_id] = recent
        return len(recent) > most

    def handle(self, user_id: str, text: str, self_id: str = "") -> str:
        """The reply to one private message. A user's mistake is one line and changes nothing."""
        self.touched.clear()
        try:
            return self._dispatch(str(user_id), text, self_id)
        except (Refusal, NotFound) as r:
            return f"拒绝：{r.reason}"
        except BadInput as e:
            return f"{e.message}。没有记录任何内容。"
        except ScenarioError as e:
            return f"{e.field}: {e.message}"

    def answer(self, user_id: str, text: str, self_id: str = "") -> str:
        """`handle`, with the reply queued in the outbox and, after it, whatever the command
        settled for every bound seat — so a player reads "已记录" before the result."""
        mark = self.conn.execute("SELECT COALESCE(MAX(id), 0) FROM bot_outbox").fetchone()[0]
        reply = self.handle(user_id, text, self_id)
        if reply:
            b = binding.of_user(self.conn, str(user_id))
            with db.transaction(self.conn):
                ids = outbox.put(self.conn, str(user_id), reply, "reply", b.game_id if b else None,
                                 b.seat if b else None, self_id)
                outbox.move_after(self.conn, mark, ids[0])  # the sender's own answer goes out first
        for game_id in sorted(self.touched):
            try:
                self.collect(game_id)
            except Exception:  # the reply is queued; the background loop collects again
                log.exception("collect failed for %s", game_id)
        self.touched.clear()
        return reply

    def _dispatch(self, user_id: str, text: str, self_id: str) -> str:
        cmd = parse.parse(text, {})  # command words first; skills need the seat's game
        if cmd.kind == "director":
            if user_id not in self.directors:
                return "只有导演的 QQ 可以使用导演指令。"
            return director.handle(self, user_id, cmd.rest)
        if cmd.kind == "bind":
            return player.bind(self, user_id, self_id, cmd.rest)
        b = binding.of_user(self.conn, user_id)
        if cmd.kind == "help":
            return player.help_text(user_id in self.directors)
        if b is None:
            if cmd.kind == "empty":
                return ""
            return "你还没有绑定座位：请发送「绑定 绑定码」（绑定码在你的私密链接页面上）。发送「帮助」查看指令。"
        if cmd.kind == "unbind":
            binding.unbind(self.conn, user_id)
            return f"已解除绑定（{b.seat}号）。需要时可以再发送「绑定 绑定码」。"
        setup, game = self.store.setup(b.game_id), self.store.peek(b.game_id)
        if cmd.kind in ("unknown", "vote"):  # not a command word: read it against the seat's game's skills
            cmd = parse.parse(text, player.readings(game, b.seat))
        if cmd.kind == "empty":
            return ""
        if cmd.kind == "chat":
            return relay.send(self.conn, b, game, cmd.rest)
        if cmd.kind == "vote":
            return "投票请在论坛的投票帖中进行（规则以论坛帖为准），机器人不接收投票。"
        if cmd.kind == "unknown":
            return cmd.error + "。没有记录任何内容。发送「帮助」查看指令格式。"
        return player.handle(self, b, setup, cmd)

    # --- outgoing ---------------------------------------------------------------------------
    def collect(self, game_id: str) -> int:
        """Queue what the game's bound seats and the directors' numbers have not been sent yet."""
        game = self.store.peek(game_id)
        return (feedback.collect(self.conn, game_id, game, self.store.inputs(game_id))
                + feedback.collect_posts(self.conn, game_id, game, self.directors))

    def collect_changed(self) -> int:
        """Queue new messages of every game whose log or bindings changed since the last look
        (another process may have changed it: the console, the CLI, a deadline)."""
        if time.monotonic() - self._pruned > 3600:  # message ids a client could still resend: a week
            self._pruned = time.monotonic()
            week = (wallclock.now() - timedelta(days=7)).isoformat(timespec="milliseconds")
            self.conn.execute("DELETE FROM bot_events WHERE at < ?", (week,))
        queued = 0
        watched = binding.games_bound(self.conn)
        if self.directors:  # the directors' numbers get every game's posts due, bound seats or none
            watched = sorted(set(watched) | {row["id"] for row in self.store.list()})
        for game_id in watched:
            mark = self.conn.execute(
                "SELECT COUNT(*), MAX(seq), SUM(CASE WHEN undone THEN 1 ELSE 0 END), (SELECT MAX(id) FROM bot_bindings WHERE game_id=?)"
                " FROM inputs WHERE game_id=?", (game_id, game_id)).fetchone()
            if self._seen_logs.get(game_id) == tuple(mark):
                continue
            try:
                queued += self.collect(game_id)
            except Exception:  # one game's trouble must not stop the others' feedback
                log.exception("collect failed for %s", game_id)
                continue
            self._seen_logs[game_id] = tuple(mark)
        return queued

    def tick(self) -> list[str]:
        """Settle overdue steps of bound games (only when `bansha bot --tick`; `serve` does it)."""
        done = []
        for game_id in binding.games_bound(self.conn):
            done += tick(self.store, game_id)
        return done
