"""The mobile API v4 answer (``api/mobile/index.php?version=4&module=viewthread``) read into posts.

What Discuz's `source/plugin/mobile/api/4/viewthread.php` does that is easy to get wrong: every
value is a string and empty fields are dropped (so every field is read with a default); the
floor is ``position`` (kept after a deletion) where present, else ``number`` (which shifts);
``dateline`` may be relative ("28&nbsp;分钟前"), so the time is ``dbdateline`` (Unix) in UTC+8;
errors come as HTTP 200 with ``Message`` (``messageval``/``messagestr``) or ``error``; a page past
the end answers with the last page; ``status`` bit 1 is 屏蔽; ``anonymous`` hides the author."""
from __future__ import annotations

import html
import json
from datetime import datetime
from typing import Any

from .message import read_message
from .model import FORUM_ZONE, ForumError, ForumPost, PageRead

# answers that mean "this site serves no mobile API" (the plugin is off or removed): read the page instead
MOBILE_OFF = {"plugin_not_enable", "module_not_exists", "mobile_is_closed", "plugin_is_closed"}
LOGIN = {"to_login", "login_before_enter_home", "group_nopermission", "thread_nopermission"}


def _int(value: Any, default: int = 0) -> int:
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return default


def error_of(data: Any) -> ForumError | None:
    """The error an HTTP-200 answer carries, if any."""
    if not isinstance(data, dict):
        return ForumError("论坛的回答不是 Discuz 移动接口的格式", mobile_off=True)
    if data.get("error"):
        code = str(data["error"])
        return ForumError(f"论坛移动接口不可用（{code}）", mobile_off=True)
    message = data.get("Message")
    variables = data.get("Variables")
    if isinstance(message, dict) and (not isinstance(variables, dict) or "postlist" not in variables):
        val, text = str(message.get("messageval", "")), html.unescape(str(message.get("messagestr", "")))
        if val in LOGIN or "登录" in text:
            return ForumError(f"论坛要求登录：{text or val}（请在跟帖设置里填写登录 Cookie）")
        if val in MOBILE_OFF:
            return ForumError(f"论坛移动接口不可用（{val}）", mobile_off=True)
        return ForumError(f"论坛返回错误：{text or val}")
    if not isinstance(variables, dict) or not isinstance(variables.get("postlist"), list):
        return ForumError("论坛的回答缺少 Variables.postlist", mobile_off=True)
    return None


def read_api(body: str | bytes, requested: int) -> PageRead:
    try:
        data = json.loads(body)
    except ValueError:
        raise ForumError("论坛移动接口的回答不是 JSON", mobile_off=True) from None
    problem = error_of(data)
    if problem is not None:
        raise problem
    v = data["Variables"]
    thread = v.get("thread") if isinstance(v.get("thread"), dict) else {}
    ppp = _int(v.get("ppp"), 0) or None
    replies = _int(thread.get("replies"), -1)
    pages = max(1, -(-(replies + 1) // ppp)) if ppp and replies >= 0 else None
    page = min(requested, pages) if pages else requested
    posts = [_post(p) for p in v["postlist"] if isinstance(p, dict) and _int(p.get("pid"))]
    return PageRead(posts, page, pages, "api", html.unescape(str(thread.get("subject", ""))))


def _post(p: dict[str, Any]) -> ForumPost:
    message = read_message(str(p.get("message", "")))
    stamp = _int(p.get("dbdateline"), 0)
    anonymous = str(p.get("anonymous", "0")) == "1"
    return ForumPost(
        pid=_int(p.get("pid")),
        floor=_int(p.get("position")) or _int(p.get("number")),
        author="" if anonymous else html.unescape(str(p.get("author", ""))),
        uid=0 if anonymous else _int(p.get("authorid")),
        time=datetime.fromtimestamp(stamp, FORUM_ZONE) if stamp else None,
        text=message.text, replies_to=message.replies_to, edit=message.edit,
        first=str(p.get("first", "0")) == "1", blocked=bool(_int(p.get("status")) & 1), anonymous=anonymous)
