"""split_thread: copied forum threads into posts (PVZ-R83 speech format, HLM-R71 改票 replies)."""
from datetime import datetime

from bansha.forum.posts import Post, fold, match_header, seat_by_name, split_thread

SEATS = {4: "雪雪", 7: "渐强", 9: "Alice"}


def test_pvz_r83_header_lines_start_posts():
    """PVZ-R83: 【序号.昵称】发言; a post runs to the next header line."""
    text = ("【PVZ.Killer】第1场第1天讨论贴\n"
            "【07.渐强】我是预言家，4号雪雪是我的查杀。\n第二行\n\n"
            "【04.雪雪】我才是预言家\n")
    posts = split_thread(text, "discussion", SEATS)
    assert [p.by for p in posts] == [7, 4]
    assert posts[0].text == "【07.渐强】我是预言家，4号雪雪是我的查杀。\n第二行"
    assert posts[1].text == "【04.雪雪】我才是预言家"
    assert [p.index for p in posts] == [0, 1]
    assert all(p.thread == "discussion" and p.time is None for p in posts)


def test_pvz_r83_header_variants():
    """Half-width brackets, full-width dot and digits, no leading zero, leading spaces."""
    text = "[7.渐强]一\n【7．渐强】二\n  【０７.渐强】三\n［4。雪雪］四\n〖4、雪雪〗五"
    posts = split_thread(text, "discussion", SEATS)
    assert [p.by for p in posts] == [7, 7, 7, 4, 4]


def test_title_and_preamble_are_dropped():
    posts = split_thread("规则说明\n请按格式发言\n【04.雪雪】过", "discussion", SEATS)
    assert len(posts) == 1 and posts[0].text == "【04.雪雪】过"


def test_header_number_wins_then_nickname():
    """The 序号 gives the seat; an unknown 序号 falls back to the nickname; else None."""
    text = "【04.渐强】号对名不对\n【99.渐强】号不存在\n【98.路人】谁也不是"
    assert [p.by for p in split_thread(text, "discussion", SEATS)] == [4, 7, None]


def test_discuz_header_gives_author_time_and_floor():
    text = ("12# 渐强 发表于 2026-11-29 20:13:05\n【07.渐强】我是预言家\n\n"
            "13# 雪雪 发表于 2026-11-29 20:15:00 | 只看该作者\n【04.雪雪】狼人跳预言家")
    posts = split_thread(text, "discussion", SEATS)
    assert [(p.by, p.floor) for p in posts] == [(7, 12), (4, 13)]
    assert posts[0].time == datetime(2026, 11, 29, 20, 13, 5)
    assert posts[0].text == "【07.渐强】我是预言家"


def test_short_discuz_header_without_floor():
    text = "渐强 2026-11-29 20:13\n【07.渐强】一\n雪雪 2026/11/29 20:14\n二，没有序号头"
    posts = split_thread(text, "discussion", SEATS)
    assert [p.by for p in posts] == [7, 4]
    assert posts[1].time == datetime(2026, 11, 29, 20, 14)
    assert posts[1].text == "二，没有序号头"


def test_author_beats_header_and_unknown_author_falls_back():
    """The account that posted is the author; a stranger's name falls back to the header."""
    text = ("5# 雪雪 发表于 2026-11-29 20:13\n【07.渐强】冒充\n"
            "6# 路人甲 发表于 2026-11-29 20:14\n【07.渐强】\n"
            "7# [M162]导演 发表于 2026-11-29 20:15\n公告")
    assert [p.by for p in split_thread(text, "discussion", SEATS)] == [4, 7, None]


def test_author_name_is_width_and_case_insensitive():
    text = "3# ＡＬＩＣＥ 发表于 2026-11-29 20:13\n随便说说"
    assert split_thread(text, "discussion", SEATS)[0].by == 9


def test_reply_marker_by_floor():
    """HLM-R71: a 改票 replies to the original vote's floor."""
    text = ("20# 雪雪 发表于 2026-11-29 10:00\n投票对象：渐强\n"
            "21# 渐强 发表于 2026-11-29 10:05\n无关\n"
            "22# 雪雪 发表于 2026-11-29 11:00\n回复 20#\n改票对象：Alice")
    posts = split_thread(text, "vote", SEATS)
    assert [p.reply_to for p in posts] == [None, None, 0]


def test_reply_marker_without_floors_counts_posts():
    """Without floor numbers, 引用 K# is the K-th post of the text (1-based)."""
    text = "【07.渐强】一\n【04.雪雪】引用 1#：不对\n【07.渐强】\n回复2楼 好的\n【04.雪雪】回复 9# 没有这楼"
    posts = split_thread(text, "discussion", SEATS)
    assert [p.reply_to for p in posts] == [None, 0, 1, None]


def test_reply_marker_after_content_is_not_a_reply():
    text = "【07.渐强】一\n【04.雪雪】正文\n回复 1#"
    assert split_thread(text, "discussion", SEATS)[1].reply_to is None


def test_discuz_quote_head_points_to_quoted_post():
    """PVZ-R83 asks for 引用: the quote head '作者 发表于 时间' marks the quoted post."""
    text = ("30# 渐强 发表于 2026-11-29 20:13:05\n【07.渐强】我是预言家\n"
            "31# 雪雪 发表于 2026-11-29 20:20:00\n渐强 发表于 2026-11-29 20:13\n"
            "【07.渐强】我是预言家\n【04.雪雪】你不是")
    posts = split_thread(text, "discussion", SEATS)
    assert len(posts) == 2
    assert posts[1].by == 4 and posts[1].reply_to == 0


def test_start_offsets_indices_and_replies():
    text = "【07.渐强】一\n【04.雪雪】回复 1# 二"
    posts = split_thread(text, "vote", SEATS, start=10)
    assert [p.index for p in posts] == [10, 11]
    assert posts[1].reply_to == 10


def test_to_input_matches_replay_posts():
    """replay.md: {"thread", "by", "text", "reply_to"}."""
    post = Post(index=1, thread="vote", by=4, text="【04.雪雪】【弃票】", reply_to=0)
    assert post.to_input() == {"thread": "vote", "by": 4, "text": "【04.雪雪】【弃票】",
                               "reply_to": 0}
    assert "reply_to" not in Post(0, "vote", 4, "x").to_input()


def test_quote_lines_never_start_posts():
    text = "【07.渐强】一\n> 【04.雪雪】被引用的话\n继续"
    posts = split_thread(text, "discussion", SEATS)
    assert len(posts) == 1 and posts[0].text.endswith("继续")


def test_empty_text_has_no_posts():
    assert split_thread("", "discussion", SEATS) == []
    assert split_thread("只有标题\n", "discussion", SEATS) == []


def test_helpers():
    assert fold("【０７．渐强】") == "[07.渐强]"
    assert len(fold("【０７．渐强】！")) == len("【０７．渐强】！")
    head = match_header("【07.渐强】x")
    assert head is not None and (head.number, head.name, head.end) == (7, "渐强", 7)
    assert match_header("【07】").name is None
    assert match_header("我【07.渐强】") is None
    assert seat_by_name(" alice ", SEATS) == 9
    assert seat_by_name("雪", SEATS) is None


def test_floor_at_line_end_crlf_and_blank_lines():
    text = ("渐强 发表于 2026-11-29 20:13:05 12#\r\n\r\n   \r\n【07.渐强】一  \r\n\r\n"
            "雪雪 发表于 2026年11月29日 20:14 13楼\r\n【04.雪雪】回复 12#\r\n")
    posts = split_thread(text, "sheriff", SEATS)
    assert [(p.by, p.floor, p.text) for p in posts] == [
        (7, 12, "【07.渐强】一"), (4, 13, "【04.雪雪】回复 12#")]
    assert posts[1].reply_to == 0 and posts[1].thread == "sheriff"


def test_pvz_r72_the_referees_proxy_vote_is_read_for_the_seat_it_names():
    """PVZ-R72 (6.4): 由裁判在投票进度过半后在贴中代为投票 — a post the referee wrote, marked 代投,
    counts as the named seat's vote (not an unmatched post); a post without a seat stays unmatched."""
    seats = {1: "渐强", 3: "阿青", 5: "老王"}
    text = ("12# 导演 发表于 2026-12-02 20:30:00\n代投：【03.阿青】【投票】给【05.老王】\n"
            "13# 导演 发表于 2026-12-02 20:31:00\n代投的各位请注意时间")
    posts = split_thread(text, "discussion", seats)
    assert [(p.by, p.text) for p in posts] == [(3, "【03.阿青】【投票】给【05.老王】"), (None, "代投的各位请注意时间")]
