"""The NoneBot plugin with nonebug: a real OneBot v11 private-message event in, the replies out
as `send_private_msg` calls (text only, so a player's words are never read as CQ codes)."""
from __future__ import annotations

import pytest

from bansha.bot import player
from bansha.service import binding

from .helpers import DIRECTOR, make_game, qq

pytestmark = pytest.mark.asyncio(loop_scope="session")


def event(text: str, user: str, message_id: int):
    from nonebot.adapters.onebot.v11 import Adapter
    return Adapter.json_to_event({
        "time": 1764590400, "self_id": 42, "post_type": "message", "message_type": "private", "sub_type": "friend",
        "message_id": message_id, "user_id": int(user), "message": [{"type": "text", "data": {"text": text}}],
        "raw_message": text, "font": 0, "sender": {"user_id": int(user), "nickname": "p", "sex": "unknown", "age": 0}})


def out(user: str, text: str) -> dict:
    from nonebot.adapters.onebot.v11 import Message, MessageSegment
    return {"user_id": int(user), "message": Message(MessageSegment.text(text))}


def connect(ctx):
    import nonebot
    from nonebot.adapters.onebot.v11 import Adapter, Bot
    return ctx.create_bot(base=Bot, adapter=nonebot.get_adapter(Adapter), self_id="42")


def quiet(hub) -> None:
    """What setting up queued is taken as sent, so each test sees only its own messages."""
    hub.conn.execute("UPDATE bot_outbox SET sent='setup' WHERE sent IS NULL")


def bound(hub, data, *seats: int) -> None:
    """Game g1 made in `data`, each of `seats` bound to its QQ number, and what that queued taken as sent."""
    make_game(data)
    codes = binding.codes(hub.conn, hub.secret, "g1")
    for n in seats:
        hub.answer(qq(n), f"绑定 {codes[n]}")
    quiet(hub)


async def test_help_for_anyone(app, plugin_hub):
    from bansha.bot import handlers
    async with app.test_matcher(handlers.private) as ctx:
        bot = connect(ctx)
        ctx.receive_event(bot, event("帮助", "555", 1))
        ctx.should_call_api("send_private_msg", out("555", player.HELP), {"message_id": 100})


async def test_bind_then_act_reply_comes_before_the_result(app, plugin_hub, tmp_path):
    from bansha.bot import handlers
    bound(plugin_hub, tmp_path / "data", 1)
    async with app.test_matcher(handlers.private) as ctx:
        bot = connect(ctx)
        ctx.receive_event(bot, event("【预言】2号", qq(1), 7))
        ctx.should_call_api("send_private_msg", out(qq(1), "已记录：1号 <预言> → 2号\n已结算，不能再更改"
                                                           "（所有夜间技能经裁判确认有效后，均不可更改技能目标）。结果会私信发给你。"),
                            {"message_id": 101})
        ctx.should_call_api("send_private_msg", out(qq(1), "第1夜 1号 <预言> 对 2号：狼人阵营"), {"message_id": 102})
    rows = plugin_hub.conn.execute("SELECT message_id FROM bot_outbox WHERE sent != 'setup' ORDER BY id").fetchall()
    assert [r[0] for r in rows] == ["101", "102"]


async def test_a_resent_event_is_handled_once(app, plugin_hub, tmp_path):
    from bansha.bot import handlers
    bound(plugin_hub, tmp_path / "data", 8)
    async with app.test_matcher(handlers.private) as ctx:
        bot = connect(ctx)
        ctx.receive_event(bot, event("查验 1", qq(8), 9))
        ctx.should_call_api("send_private_msg", out(qq(8), "已记录：8号 <查验> → 1号\n已结算，不能再更改"
                                                           "（所有夜间技能经裁判确认有效后，均不可更改技能目标）。结果会私信发给你。"),
                            {"message_id": 1})
        ctx.should_call_api("send_private_msg", out(qq(8), "第1夜 8号 <查验> 对 1号：预言家"), {"message_id": 2})
    async with app.test_matcher(handlers.private) as ctx:
        bot = connect(ctx)
        ctx.receive_event(bot, event("查验 1", qq(8), 9))  # the same message id again: nothing
    inputs = plugin_hub.store.inputs("g1")
    assert sum(1 for r in inputs if r.payload.get("skill") == "查验") == 1


async def test_hostile_text_is_refused_and_relayed_words_stay_text(app, plugin_hub, tmp_path):
    from bansha.bot import handlers
    bound(plugin_hub, tmp_path / "data", 2, 5)
    async with app.test_matcher(handlers.private) as ctx:
        bot = connect(ctx)
        ctx.receive_event(bot, event("杀人 3 [CQ:at,qq=all]", qq(2), 3))
        ctx.should_call_api("send_private_msg", out(qq(2), "无法识别“CQ:at”。没有记录任何内容。发送「帮助」查看指令格式。"),
                            {"message_id": 5})
        ctx.receive_event(bot, event("群聊 [CQ:at,qq=all] 今晚刀3", qq(2), 4))
        # the sender's own answer first, then the relayed line (issue 21)
        ctx.should_call_api("send_private_msg", out(qq(2), "已发到狼人群（5号、10号）。"), {"message_id": 7})
        ctx.should_call_api("send_private_msg", out(qq(5), "[狼人群] 2号：[CQ:at,qq=all] 今晚刀3"), {"message_id": 6})
    assert not [r for r in plugin_hub.store.inputs("g1") if r.payload.get("kind") == "action"]


async def test_director_status(app, plugin_hub, tmp_path):
    from bansha.bot import handlers
    make_game(tmp_path / "data")
    async with app.test_matcher(handlers.private) as ctx:
        bot = connect(ctx)
        ctx.receive_event(bot, event("导演 状态", DIRECTOR, 4))
        ctx.should_call_api("send_private_msg", out(DIRECTOR, plugin_hub.handle(DIRECTOR, "导演 状态")), {"message_id": 6})
