"""The two forms a Discuz! X thread is served in, rendered from the test forum's state with the
shapes (field names, HTML structure) and the pitfalls of the real thing:

- API v4: every value a string, empty fields dropped, ``number`` (shifts after a deletion) and
  ``position`` (keeps the floor), ``dateline`` relative within the day ("28&nbsp;分钟前"),
  ``dbdateline`` Unix time; a quote as ``<div class="reply_wrap">``; no edit mark; text escaped
  twice (``&amp;lt;``) when the forum runs PHP 7 or later; a page past the end answers the last.
- The page: ``<div id="post_PID">`` … the floor as ``<em>N</em><sup>#</sup>`` (楼主/沙发/板凳/地板
  where the forum names them), ``发表于 <span title="…">`` for a relative time, the edit mark
  ``<i class="pstatus">``, a quote as ``<div class="quote"><blockquote>``, a 屏蔽 post without its
  ``postmessage_`` element, 匿名 without an author link; errors as ``<div id="messagetext"
  class="alert_error">``."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from bansha import wallclock

from .state import Forum, TPost, TThread

ZONE = timezone(timedelta(hours=8))
BLOCKED = "提示: <em>作者被禁止或删除 内容自动屏蔽</em>"
NAMES = {1: "楼主", 2: "沙发", 3: "板凳", 4: "地板"}


def esc(text: str) -> str:
    """Discuz's dhtmlspecialchars: & < > " (not the apostrophe)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def clock(at: int, seconds: bool = True) -> str:
    return datetime.fromtimestamp(at, ZONE).strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")


def relative(at: int, now: float | None = None) -> str | None:
    """Discuz's relative time within the day, or None past it."""
    ago = (now or wallclock.now().timestamp()) - at
    if ago < 0 or ago >= 86400:
        return None
    if ago < 60:
        return f"{int(ago)}&nbsp;秒前"
    if ago < 3600:
        return f"{int(ago // 60)}&nbsp;分钟前"
    return f"{int(ago // 3600)}&nbsp;小时前"


def _body(text: str, twice: bool) -> str:
    once = esc(text)
    return (esc(once) if twice else once).replace("\n", "<br />\r\n")


def message(forum: Forum, thread: TThread, post: TPost, form: str) -> str:
    if post.blocked:
        return BLOCKED
    twice = form == "api" and forum.php7
    parts = []
    if form == "html" and post.edited_at:
        parts.append(f'<i class="pstatus"> 本帖最后由 {esc(post.edited_by or "")} 于 {clock(post.edited_at, False)} 编辑 </i>'
                     "<br />\r\n<br />\r\n")
    if post.quote:
        try:
            q = forum.post(post.quote)
        except KeyError:
            q = None
        if q is not None:
            head = (f'<font size="2"><a href="forum.php?mod=redirect&amp;goto=findpost&amp;pid={q.pid}&amp;ptid={q.tid}"'
                    f' target="_blank"><font color="#999999">{_body(q.author if not q.anonymous else "匿名", twice)} 发表于'
                    f' {clock(q.at, False)}</font></a></font><br />\r\n{_body(q.text[:100], twice)}')
            parts.append(f'<div class="reply_wrap">{head}</div><br />' if form == "api"
                         else f'<div class="quote"><blockquote>{head}</blockquote></div><br />')
    parts.append(_body(post.text, twice))
    return "".join(parts)


def page_of(thread: TThread, ppp: int, page: int) -> tuple[int, int, list[TPost]]:
    posts = thread.visible()
    pages = max(1, -(-len(posts) // ppp))
    page = min(max(page, 1), pages)  # past the end: the last page
    return page, pages, posts[(page - 1) * ppp: page * ppp]


def _strings(d: dict[str, Any]) -> dict[str, Any]:
    """Every value a string, empty ones dropped (nested dicts and lists kept as such)."""
    out: dict[str, Any] = {}
    for k, v in d.items():
        if isinstance(v, (dict, list)):
            out[k] = v
        elif v is None or v == "":
            continue
        else:
            out[k] = str(v)
    return out


def api(forum: Forum, thread: TThread, page: int, now: float | None = None) -> dict[str, Any]:
    page, _, posts = page_of(thread, forum.ppp, page)
    visible = thread.visible()
    starter = thread.posts[0]
    postlist = []
    for p in posts:
        number = visible.index(p) + 1
        rel = relative(p.at, now)
        postlist.append(_strings({
            "pid": p.pid, "tid": thread.tid, "first": 1 if p.position == 1 else 0,
            "author": "" if p.anonymous else p.author, "authorid": 0 if p.anonymous else p.uid,
            "dateline": rel or clock(p.at, False), "dbdateline": p.at, "message": message(forum, thread, p, "api"),
            "anonymous": 1 if p.anonymous else 0, "attachment": 0, "status": 1 if p.blocked else 0,
            "number": number, "position": p.position, "adminid": 0, "groupid": 10, "memberstatus": 0,
            "username": "" if p.anonymous else p.author, "avatar": "", "replycredit": ""}))
    last = visible[-1]
    return {"Version": "4", "Charset": "UTF-8", "Variables": {
        **_strings({"cookiepre": "bansha_", "auth": "", "saltkey": "testsalt", "member_uid": 0, "member_username": "",
                    "member_avatar": "", "groupid": 7, "formhash": "f0f0f0f0", "ismoderator": "", "readaccess": 1,
                    "fid": 2, "ppp": forum.ppp, "setting_rewriterule": ""}),
        "notice": {"newpush": "0", "newpm": "0", "newprompt": "0", "newmypost": "0"},
        "thread": _strings({"tid": thread.tid, "fid": 2, "author": starter.author, "authorid": starter.uid,
                            "subject": esc(thread.subject), "dateline": starter.at, "lastpost": last.at,
                            "lastposter": last.author, "views": 1, "replies": len(visible) - 1,
                            "maxposition": len(thread.posts), "closed": 0, "special": 0, "stamp": -1}),
        "postlist": postlist,
        "allowpostcomment": ["1"], "comments": [], "commentcount": [], "imagelist": [],
    }}


def api_error(messageval: str, messagestr: str) -> dict[str, Any]:
    return {"Version": "4", "Charset": "UTF-8", "Variables": {"cookiepre": "bansha_", "member_uid": "0",
                                                              "groupid": "7", "formhash": "f0f0f0f0"},
            "Message": {"messageval": messageval, "messagestr": messagestr}}


def _floor(forum: Forum, p: TPost) -> str:
    if forum.postno_custom and p.position in NAMES:
        return NAMES[p.position]
    return f"<em>{p.position}</em><sup>#</sup>"


def _post_html(forum: Forum, thread: TThread, p: TPost, now: float | None) -> str:
    author = ("匿名" if p.anonymous else
              f'<a href="home.php?mod=space&amp;uid={p.uid}" target="_blank" class="xw1">{esc(p.author)}</a>')
    rel = relative(p.at, now)
    when = f'发表于 <span title="{clock(p.at)}">{rel}</span>' if rel else f"发表于 {clock(p.at)}"
    body = (f'<div class="locked">{BLOCKED}</div>' if p.blocked else
            f'<div class="t_fsz">\n<table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_{p.pid}">\n'
            f'{message(forum, thread, p, "html")}\n</td></tr></table>\n</div>')
    return f"""<div id="post_{p.pid}">
<table id="pid{p.pid}" class="plhin" summary="pid{p.pid}" cellspacing="0" cellpadding="0">
<tr>
<td class="pls" rowspan="2">
<div id="favatar{p.pid}" class="pls favatar">
<div class="pi">
<div class="authi">{author}</div>
</div>
</div>
</td>
<td class="plc">
<div class="pi">
<strong>
<a href="forum.php?mod=redirect&amp;goto=findpost&amp;ptid={thread.tid}&amp;pid={p.pid}" id="postnum{p.pid}" onclick="setCopy(this.href, '帖子地址复制成功');return false;">
{_floor(forum, p)}</a>
</strong>
<div class="pti">
<div class="authi">
<em id="authorposton{p.pid}">{when}</em>
<span class="pipe">|</span>
<a href="forum.php?mod=viewthread&amp;tid={thread.tid}&amp;page=1&amp;authorid={p.uid}" rel="nofollow">只看该作者</a>
</div>
</div>
</div><div class="pct"><div class="pcb">
{body}
</div></div>
</td></tr>
</table>
</div>"""


def _pager(thread: TThread, page: int, pages: int) -> str:
    if pages <= 1:
        return ""
    links = "".join(f"<strong>{n}</strong>" if n == page else
                    f'<a href="forum.php?mod=viewthread&amp;tid={thread.tid}&amp;extra=page%3D1&amp;page={n}">{n}</a>'
                    for n in range(1, pages + 1))
    return (f'<div class="pg">{links}<label><input type="text" name="custompage" class="px" size="2" title="输入页码，按回车快速跳转"'
            f' value="{page}" /><span title="共 {pages} 页"> / {pages} 页</span></label></div>')


def page(forum: Forum, thread: TThread, page_no: int, now: float | None = None) -> str:
    page_no, pages, posts = page_of(thread, forum.html_ppp or forum.ppp, page_no)
    body = "\n".join(_post_html(forum, thread, p, now) for p in posts)
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>{esc(thread.subject)} - 测试论坛 -  Powered by Discuz!</title></head>
<body id="nv_forum" class="pg_viewthread">
<div id="wp" class="wp">
<div id="pgt" class="pgs mbm cl">{_pager(thread, page_no, pages)}</div>
<div id="postlist" class="pl bm">
<table cellspacing="0" cellpadding="0"><tr><td class="plc ptm pbn vwthd"><h1 class="ts">
<span id="thread_subject">{esc(thread.subject)}</span></h1></td></tr></table>
{body}
</div>
<div class="pgs mtm mbm cl">{_pager(thread, page_no, pages)}</div>
</div>
</body></html>"""


def page_error(text: str) -> str:
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>提示信息 -  Powered by Discuz!</title></head>
<body id="nv_forum"><div id="wp" class="wp"><div id="ct" class="wp cl w">
<div class="nfl"><div class="f_c altw"><div id="messagetext" class="alert_error">
<p>{esc(text)}</p>
<script type="text/javascript" reload="1">if(history.length > (BROWSER.ie ? 0 : 1)) {{}}</script>
<p class="alert_btnleft"><a href="javascript:history.back()">[ 点击这里返回上一页 ]</a></p>
</div></div></div></div></div></body></html>"""
