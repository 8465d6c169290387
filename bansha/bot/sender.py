"""Getting the outbox to QQ: one flusher at a time sends the pending messages in order through a
connected OneBot v11 client, paced (QQ punishes bursts), and marks each one sent only when the
client answers with a message id. A connection error stops the flush with the message still
pending; the next connection (or the next poll) sends it again.

Promptly after a reconnect: a send waits `SEND_TIMEOUT` seconds for its answer, not NoneBot's
15-second API timeout, and a dropped connection ends the wait at once (`dropped`); a flush asked
for while one runs (a reconnect) is not lost but runs right after it, with the new connection."""
from __future__ import annotations

import asyncio
import functools
import os
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

import nonebot
from nonebot.adapters.onebot.v11 import ActionFailed, Bot, Message, MessageSegment
from nonebot.log import logger

from bansha.service import outbox

_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bansha-bot-db")  # the store's one thread


async def in_db(fn: Callable[..., Any], *args: Any) -> Any:
    """Run store work in the bot's database thread (SQLite and replays block)."""
    return await asyncio.get_running_loop().run_in_executor(_pool, functools.partial(fn, *args))


SEND_TIMEOUT = float(os.environ.get("BANSHA_BOT_SEND_TIMEOUT", "5"))


class Sender:
    def __init__(self, hub: Callable[[], Any], pace: float = 1.0):
        self.hub = hub
        self.pace = pace
        self._lock = asyncio.Lock()
        self._last = 0.0
        self._again = False  # a flush was asked for while one ran
        self._inflight: tuple[str, asyncio.Task] | None = None  # the send waiting for its answer

    def dropped(self, self_id: str) -> None:
        """The client's connection closed: a send still waiting on it will get no answer."""
        if self._inflight is not None and self._inflight[0] == self_id:
            self._inflight[1].cancel()

    async def _send(self, bot: Bot, user_id: str, text: str) -> Any:
        task = asyncio.ensure_future(bot.send_private_msg(user_id=int(user_id), message=Message(MessageSegment.text(text))))
        self._inflight = (bot.self_id, task)
        try:
            return await asyncio.wait_for(task, SEND_TIMEOUT)
        except asyncio.CancelledError:
            if task.cancelled() and not _cancelling():
                raise ConnectionError("the connection dropped while the message was in flight") from None
            raise
        finally:
            self._inflight = None

    def _bot(self, self_id: str) -> Bot | None:
        bots = [b for b in nonebot.get_bots().values() if isinstance(b, Bot)]
        return next((b for b in bots if b.self_id == self_id), bots[0] if bots else None)

    async def flush(self) -> int:
        """Send what is pending; returns how many were confirmed. A flush already running picks
        up what was queued meanwhile, so a second caller returns at once."""
        if self._lock.locked():
            self._again = True
            return 0
        sent = 0
        async with self._lock:
            while True:
                self._again = False
                rows = await in_db(lambda: outbox.pending(self.hub().conn))
                if not rows:
                    return sent
                progress = False
                for row in rows:
                    bot = self._bot(row["self_id"])
                    if bot is None:
                        return sent
                    wait = self._last + self.pace - time.monotonic()
                    if wait > 0:
                        await asyncio.sleep(wait)
                    self._last = time.monotonic()
                    try:
                        result = await self._send(bot, row["user_id"], row["text"])
                    except ActionFailed as e:  # the client refused it (not a friend …): counted, kept
                        logger.warning(f"发送给 {row['user_id']} 被拒绝：{e}")
                        await in_db(lambda r=row, e=e: outbox.refused(self.hub().conn, r["id"], str(e)))
                        continue
                    except Exception as e:  # the connection: leave it pending for the next connection
                        logger.warning(f"发送中断，稍后重发：{e!r}")
                        if self._again:  # a client connected meanwhile: go on with it now
                            break
                        return sent
                    mid = result.get("message_id") if isinstance(result, dict) else None
                    await in_db(lambda r=row, m=mid: outbox.confirm(self.hub().conn, r["id"], m))
                    sent += 1
                    progress = True
                if not progress and not self._again:
                    return sent


def _cancelling() -> bool:
    """Whether this task itself is being cancelled (bot shutdown), not only the send it awaited."""
    task = asyncio.current_task()
    return bool(task is not None and task.cancelling())
