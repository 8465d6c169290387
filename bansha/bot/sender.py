"""Getting the outbox to QQ: one flusher at a time sends the pending messages in order through a
connected OneBot v11 client, paced (QQ punishes bursts), and marks each one sent only when the
client answers with a message id. A connection error stops the flush with the message still
pending; the next connection (or the next poll) sends it again."""
from __future__ import annotations

import asyncio
import functools
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

import nonebot
from nonebot.adapters.onebot.v11 import ActionFailed, Bot, Message, MessageSegment
from nonebot.log import logger

from . import outbox

_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bansha-bot-db")  # the store's one thread


async def in_db(fn: Callable[..., Any], *args: Any) -> Any:
    """Run store work in the bot's database thread (SQLite and replays block)."""
    return await asyncio.get_running_loop().run_in_executor(_pool, functools.partial(fn, *args))


class Sender:
    def __init__(self, hub: Callable[[], Any], pace: float = 1.0):
        self.hub = hub
        self.pace = pace
        self._lock = asyncio.Lock()
        self._last = 0.0

    def _bot(self, self_id: str) -> Bot | None:
        bots = [b for b in nonebot.get_bots().values() if isinstance(b, Bot)]
        return next((b for b in bots if b.self_id == self_id), bots[0] if bots else None)

    async def flush(self) -> int:
        """Send what is pending; returns how many were confirmed. A flush already running picks
        up what was queued meanwhile, so a second caller returns at once."""
        if self._lock.locked():
            return 0
        sent = 0
        async with self._lock:
            while True:
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
                        result = await bot.send_private_msg(user_id=int(row["user_id"]),
                                                            message=Message(MessageSegment.text(row["text"])))
                    except ActionFailed as e:  # the client refused it (not a friend …): counted, kept
                        logger.warning(f"发送给 {row['user_id']} 被拒绝：{e}")
                        await in_db(lambda r=row, e=e: outbox.refused(self.hub().conn, r["id"], str(e)))
                        continue
                    except Exception as e:  # the connection: leave it pending for the next connection
                        logger.warning(f"发送中断，稍后重发：{e!r}")
                        return sent
                    mid = result.get("message_id") if isinstance(result, dict) else None
                    await in_db(lambda r=row, m=mid: outbox.confirm(self.hub().conn, r["id"], m))
                    sent += 1
                    progress = True
                if not progress:
                    return sent
