"""Reading a Discuz post as a reader sees it: addresses, the message HTML of either form (line
breaks, escaping layers, quotes, the edit mark) and the hand-written sample answers in fixtures/."""
from __future__ import annotations

import json

import pytest

from bansha.forum.testforum import render
from bansha.forum.testforum.state import Forum
from bansha.forum.votes import parse_pvz_vote
from bansha.forum.watch.address import parse_address
from bansha.forum.watch.message import escape_layers, read_message
from bansha.forum.watch.mobile import read_api
from bansha.forum.watch.model import ForumError
from bansha.forum.watch.page import read_page

from .conftest import FIXTURES, NAMES


@pytest.mark.parametrize("text, base, tid", [
    ("https://bbs.example.com/forum.php?mod=viewthread&tid=8812&extra=page%3D1&page=3", "https://bbs.example.com/", 8812),
    ("http://example.com/bbs/thread-8812-2-1.html", "http://example.com/bbs/", 8812),
    ("example.com/forum.php?mod=viewthread&tid=7", "http://example.com/", 7),
    ("http://127.0.0.1:8900/api/mobile/index.php?version=4&module=viewthread&tid=3&page=1", "http://127.0.0.1:8900/", 3),
])
def test_an_address_as_copied_from_the_browser_names_the_thread(text, base, tid):
    a = parse_address(text)
    assert (a.base, a.tid) == (base, tid)
    assert a.api(2) == f"{base}api/mobile/index.php?version=4&module=viewthread&tid={tid}&page=2"
    assert a.html(2) == f"{base}forum.php?mod=viewthread&tid={tid}&page=2"


@pytest.mark.parametrize("text", ["", "http://example.com/forum.php?mod=forumdisplay&fid=2", "ftp://x/thread-1-1-1.html"])
def test_an_address_naming_no_thread_is_refused_in_chinese(text):
    with pytest.raises(ValueError, match="帖子地址|认不出"):
        parse_address(text)


def test_line_breaks_are_kept_and_source_whitespace_collapses():
    m = read_message("第一行<br />\r\n第二行   有空格<br />\r\n<br />\r\n<div>块</div>尾")
    assert m.text == "第一行\n第二行 有空格\n\n块\n尾"


def test_entities_are_decoded_once_per_layer_of_escaping():
    once = '&lt;3 &amp; &quot;q&quot;'
    twice = '&amp;lt;3 &amp;amp; &amp;quot;q&amp;quot;'
    assert (escape_layers(once), escape_layers(twice)) == (1, 2)
    assert read_message(once).text == read_message(twice).text == '<3 & "q"'
    # the page is escaped once, whatever it looks like: a typed "&lt;" stays "&lt;"
    assert read_message("&amp;lt;", layers=1).text == "&lt;"


def test_a_quote_in_either_form_is_quoted_text_naming_the_quoted_post_and_never_the_quoters_vote():
    head = ('<font size="2"><a href="forum.php?mod=redirect&amp;goto=findpost&amp;pid=77&amp;ptid=3" target="_blank">'
            '<font color="#999999">渐强 发表于 2026-12-02 20:11</font></a></font><br />\r\n【01.渐强】【投票】给【06.狼一】')
    own = "【04.小明】【投票】给【01.渐强】"
    page = read_message(f'<div class="quote"><blockquote>{head}</blockquote></div><br />{own}')
    api = read_message(f'<div class="reply_wrap">{head}</div><br />{own}')
    assert page.text == api.text == f"> 渐强 发表于 2026-12-02 20:11\n> 【01.渐强】【投票】给【06.狼一】\n\n{own}"
    assert page.replies_to == api.replies_to == [77]
    seats = dict(enumerate(NAMES, 1))
    assert parse_pvz_vote(page.text, seats).target == 1  # the quoter's own vote, not the quoted one (6)
    only_quote = read_message(f'<div class="quote"><blockquote>{head}</blockquote></div><br />同意')
    assert parse_pvz_vote(only_quote.text, seats).kind == "none"


def test_a_reply_link_names_the_floor_replied_to():
    m = read_message('<strong>回复 <a href="forum.php?mod=redirect&amp;goto=findpost&amp;pid=91&amp;ptid=3" '
                     'target="_blank">3#</a> <i>雪雪</i> </strong><br />\r\n改票对象：渐强')
    assert m.replies_to == [91] and m.text.startswith("回复 3# 雪雪")


def test_the_edit_mark_is_taken_out_of_the_text_and_returned_with_its_time():
    m = read_message('<i class="pstatus"> 本帖最后由 渐强 于 2026-12-02 22:05 编辑 </i><br />\r\n<br />\r\n投票内容')
    assert m.text == "投票内容"
    assert (m.edit.by, m.edit.at.isoformat()) == ("渐强", "2026-12-02T22:05:00+08:00")


def test_the_api_fixture_reads_as_the_issue_describes():
    r = read_api((FIXTURES / "api_v4_page1.json").read_text(encoding="utf-8"), 1)
    assert (r.page, r.pages, r.source) == (1, 2, "api")  # replies 6 + the opening post, 5 a page
    by_pid = {p.pid: p for p in r.posts}
    assert by_pid[120301].first and by_pid[120301].floor == 1
    assert by_pid[120302].time.isoformat() == "2026-12-02T20:11:05+08:00"  # dbdateline in UTC+8
    assert by_pid[120303].text == '【02.雪雪】【投票】给【01.渐强】<3 & "相信"'  # PHP 7: escaped twice
    assert by_pid[120305].floor == 5  # position, not number (4) after a deletion
    assert by_pid[120305].time.isoformat() == "2026-12-02T20:16:05+08:00"  # dateline is "28&nbsp;分钟前"
    assert by_pid[120305].replies_to == [120302] and by_pid[120305].text.startswith("> 渐强 发表于")
    assert by_pid[120306].anonymous and by_pid[120306].author == "" and by_pid[120306].uid == 0
    assert by_pid[120302].edit is None  # the API drops the edit mark


def test_the_page_fixture_reads_the_same_posts_with_the_edit_mark_and_the_blocked_post():
    api = {p.pid: p for p in read_api((FIXTURES / "api_v4_page1.json").read_text(encoding="utf-8"), 1).posts}
    r = read_page((FIXTURES / "page1.html").read_text(encoding="utf-8"), 1)
    assert (r.page, r.pages, r.source, r.subject) == (1, 2, "html", "【PVZ.Killer】第1场警长竞选贴")
    page = {p.pid: p for p in r.posts}
    for pid, p in api.items():
        q = page[pid]
        assert (q.floor, q.author, q.uid, q.time, q.text, q.replies_to, q.anonymous) == \
               (p.floor, p.author, p.uid, p.time, p.text, p.replies_to, p.anonymous), pid
    assert page[120301].floor == 1 and page[120302].floor == 2 and page[120303].floor == 3  # 楼主, 沙发, 板凳
    assert page[120302].edit.at.isoformat() == "2026-12-02T22:05:00+08:00"
    assert page[120305].time.isoformat() == "2026-12-02T20:16:05+08:00"  # from <span title>, not "28 分钟前"
    assert page[120307].blocked and page[120307].text == "" and page[120307].author == "石头"


@pytest.mark.parametrize("name, words", [("api_v4_error.json", "主题不存在"), ("api_v4_login.json", "要求登录")])
def test_an_api_error_comes_as_http_200_with_message(name, words):
    with pytest.raises(ForumError, match=words) as e:
        read_api((FIXTURES / name).read_text(encoding="utf-8"), 1)
    assert not e.value.transient and not e.value.mobile_off


def test_a_page_error_is_read_from_its_alert():
    with pytest.raises(ForumError, match="^论坛返回错误：抱歉，指定的主题不存在或已被删除或正在被审核$"):
        read_page((FIXTURES / "page_error.html").read_text(encoding="utf-8"), 1)


def _keys(d, prefix=""):
    out = set()
    for k, v in d.items():
        out.add(prefix + k)
        if isinstance(v, dict):
            out |= _keys(v, prefix + k + ".")
    return out


def test_the_test_forum_answers_with_the_fixtures_shapes():
    """The test forum is real-shaped: the fixture's envelope and post fields, all strings; its page
    has the fixture's HTML landmarks."""
    forum = Forum(ppp=5)
    t = forum.new_thread("警长竞选贴", "PVZ导演", 1024)
    forum.add_post(t.tid, "渐强", 2051, "【01.渐强】【投票】给【06.狼一】")
    ours = render.api(forum, t, 1)
    sample = json.loads((FIXTURES / "api_v4_page1.json").read_text(encoding="utf-8"))
    assert {"Version", "Charset", "Variables"} == set(ours) == set(sample)
    assert {"thread", "postlist", "ppp", "formhash", "notice"} <= set(ours["Variables"]) & set(sample["Variables"])
    post_fields = {"pid", "tid", "first", "author", "authorid", "dateline", "dbdateline", "message", "anonymous",
                   "status", "number", "position"}
    for p in ours["Variables"]["postlist"] + sample["Variables"]["postlist"][:4]:
        assert post_fields <= set(p) and all(isinstance(v, str) for v in p.values())
    html = render.page(forum, t, 1)
    fixture = (FIXTURES / "page1.html").read_text(encoding="utf-8")
    for landmark in ('id="post_', 'class="xw1"', 'id="postnum', 'id="authorposton', 'class="t_f" id="postmessage_',
                     'id="thread_subject"', "楼主"):
        assert landmark in html and landmark in fixture, landmark
