"""The NoneBot plugin: every private message goes to the hub (in the database thread) and its
reply, with whatever it settled, to the outbox, which is flushed at once. A background loop
looks for changes made elsewhere (the console, the CLI, a deadline) every few seconds, and
every (re)connection of a QQ client flushes what is still pending."""
from __future__ import annotations

import asyncio
from nonebot import get_driver, get_plugin_config, on_message
from nonebot.adapters.onebot.v11 import Bot, MessageSegment, PrivateMessageEvent
from nonebot.log import logger
from nonebot.plugin import PluginMetadata
from nonebot.rule import is_type
from pydantic import BaseModel

from .hub import Hub
from .sender import Sender, in_db


class Config(BaseModel):
    bansha_data: str | None = None
    bansha_directors: list[str] = []
    bansha_pace: float = 1.0  # seconds between two messages sent
    bansha_poll: float = 2.0  # seconds between two looks at the store for changes made elsewhere
    bansha_tick: bool = False  # also settle overdue steps (as `bansha serve` does)
    bansha_background: bool = True  # the polling loop (tests drive the flush themselves)


__plugin_meta__ = PluginMetadata(name="bansha", description="版杀导演：QQ 私聊提交夜间行动、自动发送反馈",
                                 usage="私聊发送「帮助」", config=Config)

config = get_plugin_config(Config)
_hub: list[Hub] = []


def hub() -> Hub:
    """The hub, made in the database thread on first use."""
    if not _hub:
        _hub.append(Hub(config.bansha_data, config.bansha_directors))
    return _hub[0]


sender = Sender(hub, config.bansha_pace)
FAILED = "出错了：这条消息没有处理完。请发送「状态」确认是否已记录，或联系导演。"


private = on_message(rule=is_type(PrivateMessageEvent), priority=10, block=True)


@private.handle()
async def on_private(bot: Bot, event: PrivateMessageEvent) -> None:
    user = str(event.user_id)
    if user == bot.self_id:
        return
    if not await in_db(lambda: hub().first_time(bot.self_id, event.message_id, user, event.time)):
        return  # seen before: a client resending after a reconnect
    if await in_db(lambda: hub().flooding(user)):
        return
    text = event.get_plaintext()
    try:
        await in_db(lambda: hub().answer(user, text, bot.self_id))
    except Exception:  # a bug or a broken store: logged; the player gets one line, never a traceback
        logger.exception(f"处理 {user} 的消息失败")
        await bot.send(event, MessageSegment.text(FAILED))
        return
    await sender.flush()


driver = get_driver()
_tasks: set[asyncio.Task] = set()


def _spawn(coro) -> None:
    task = asyncio.create_task(coro)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


@driver.on_bot_connect
async def on_connect(bot: Bot) -> None:
    """A client (re)connected: what is still pending goes out now."""
    logger.info(f"QQ 客户端 {bot.self_id} 已连接；发送待发消息")
    _spawn(sender.flush())


@driver.on_bot_disconnect
async def on_disconnect(bot: Bot) -> None:
    """The connection dropped: a send waiting for its answer gives up now (it stays pending), so the
    flush after the reconnect is not held up behind it."""
    sender.dropped(bot.self_id)


@driver.on_startup
async def start() -> None:
    await in_db(hub)
    if config.bansha_background:
        _spawn(_loop())


@driver.on_shutdown
async def stop() -> None:
    for t in list(_tasks):
        t.cancel()


async def _loop() -> None:
    while True:
        try:
            if config.bansha_tick:
                await in_db(lambda: hub().tick())
            await in_db(lambda: hub().collect_changed())
            await sender.flush()
        except Exception:  # keep looking: one failure must not stop the feedback for the week
            logger.exception("后台检查失败")
        await asyncio.sleep(config.bansha_poll)
