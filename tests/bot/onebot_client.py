"""A OneBot v11 client simulator (what NapCat or Lagrange does), for the end-to-end test: it
connects to the bot by reverse WebSocket with the access token, sends private `message` events,
answers the bot's `send_private_msg` calls with a message id and keeps what each number got."""
from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from websockets.asyncio.client import connect

SELF_ID = 42


def message_event(user: str, text: str, message_id: int, at: int | None = None) -> dict[str, Any]:
    return {"time": int(time.time()) if at is None else at, "self_id": SELF_ID, "post_type": "message", "message_type": "private",
            "sub_type": "friend", "message_id": message_id, "user_id": int(user),
            "message": [{"type": "text", "data": {"text": text}}], "raw_message": text, "font": 0,
            "sender": {"user_id": int(user), "nickname": f"玩家{user}", "sex": "unknown", "age": 0}}


class Client:
    def __init__(self, url: str, token: str | None):
        self.url, self.token = url, token
        self.got: dict[str, list[str]] = {}  # number → texts received (confirmed), in order
        self.calls = 0
        self.drop_next = False  # close the connection instead of answering the next send
        self._next_id = 1000
        self.ws: Any = None
        self._reader: asyncio.Task | None = None
        self._events: dict[tuple[str, int], dict[str, Any]] = {}  # what was sent, to send again as it was

    async def open(self, tries: int = 50) -> None:
        headers = {"X-Self-ID": str(SELF_ID), "X-Client-Role": "Universal"}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        for i in range(tries):
            try:
                self.ws = await connect(self.url, additional_headers=headers)
                break
            except OSError:
                await asyncio.sleep(0.1)
        else:
            raise RuntimeError("could not connect")
        self._reader = asyncio.create_task(self._read())
        await asyncio.sleep(0.2)
        if self.ws.close_code is not None:  # refused after the handshake (a duplicate self id)
            if tries > 1:
                await asyncio.sleep(0.3)
                return await self.open(tries - 1)
            raise RuntimeError(f"closed: {self.ws.close_code} {self.ws.close_reason}")

    async def close(self) -> None:
        await self.ws.close()
        if self._reader:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                call = json.loads(raw)
                if call.get("action") != "send_private_msg":
                    await self.ws.send(json.dumps({"status": "failed", "retcode": 1404, "data": None,
                                                   "echo": call.get("echo")}))
                    continue
                self.calls += 1
                if self.drop_next:  # the connection breaks before this one is delivered
                    self.drop_next = False
                    await self.ws.close()
                    return
                p = call["params"]
                text = "".join(seg["data"]["text"] for seg in p["message"] if seg["type"] == "text")
                self.got.setdefault(str(p["user_id"]), []).append(text)
                self._next_id += 1
                await self.ws.send(json.dumps({"status": "ok", "retcode": 0, "data": {"message_id": self._next_id},
                                               "echo": call["echo"]}))
        except Exception:  # the connection closed under us: the test goes on
            return

    async def say(self, user: str, text: str, message_id: int, at: int | None = None) -> None:
        """Send a private message event; the same user and message id again is the same event,
        resent as it was (its time included), as a client does after a reconnect."""
        event = self._events.get((user, message_id)) if at is None else None
        if event is None or event["raw_message"] != text:
            event = self._events[(user, message_id)] = message_event(user, text, message_id, at)
        await self.ws.send(json.dumps(event, ensure_ascii=False))
