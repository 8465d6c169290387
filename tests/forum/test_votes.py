"""Vote posts: PVZ 6.4 (PVZ-R73, R102, R114, R138) and M162 投票规则 (HLM-R69, R71)."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bansha.forum.votes import (BARE_NUMBER, FORMAT_ERROR, TARGET_ERROR, VoteParse, parse_m162_vote,
                                parse_pvz_vote)

SEATS = {1: "贾宝玉", 2: "曹雪芹", 4: "雪雪", 7: "渐强", 9: "Alice"}
SEED_EXAMPLE = "【04.雪雪】【投票】给【07.渐强】先把这个敢给我发查杀的狼出了！"


def test_pvz_r138_seed_example():
    """PVZ-R138: the seed's own example is a valid vote for 07."""
    assert parse_pvz_vote(SEED_EXAMPLE, SEATS) == VoteParse(
        "vote", 4, 7, "先把这个敢给我发查杀的狼出了！")


def test_pvz_r138_no_brackets_and_synonym():
    """PVZ-R138: '04.雪雪 投票给 07.渐强' (brackets omitted, 投票给) is valid."""
    assert parse_pvz_vote("04.雪雪 投票给 07.渐强", SEATS) == VoteParse("vote", 4, 7)


@pytest.mark.parametrize("text", [
    "[04.雪雪][投票]给[07.渐强]先把这个敢给我发查杀的狼出了！",
    "［０４．雪雪］［投票］给［０７．渐强］先把这个敢给我发查杀的狼出了！",
    "【4.雪雪】【投票】给【7.渐强】先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】投票给【07.渐强】先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】【投票给】【07.渐强】先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】投票【07.渐强】先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】投给【07.渐强】先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】【投票】给：【07.渐强】先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】 【投票】 给 【07.渐强】 先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】【投票】给【07.渐强】\n先把这个敢给我发查杀的狼出了！",
    "【04.雪雪】【投票】给【07.渐强】\r\n\r\n先把这个敢给我发查杀的狼出了！",
    "04.雪雪投票给07.渐强先把这个敢给我发查杀的狼出了！",
    "回复 3#\n【04.雪雪】【投票】给【07.渐强】先把这个敢给我发查杀的狼出了！",
    "> 【07.渐强】我是预言家\n【04.雪雪】【投票】给【07.渐强】先把这个敢给我发查杀的狼出了！",
])
def test_pvz_r73_accepted_variants(text):
    """PVZ-R73: punctuation width, line break before the reason, synonyms, optional brackets."""
    got = parse_pvz_vote(text, SEATS)
    assert (got.kind, got.voter, got.target) == ("vote", 4, 7)
    assert got.reason == "先把这个敢给我发查杀的狼出了！"


def test_pvz_r73_nickname_case_and_width():
    got = parse_pvz_vote("【07.渐强】投票给【09.ａｌｉｃｅ】查杀", SEATS)
    assert (got.kind, got.target, got.reason) == ("vote", 9, "查杀")


def test_pvz_reason_may_be_empty():
    assert parse_pvz_vote("【04.雪雪】【投票】给【07.渐强】", SEATS) == VoteParse("vote", 4, 7)


@pytest.mark.parametrize("text", ["【04.雪雪】【弃票】", "【04.雪雪】弃票", "[4.雪雪][弃权]",
                                  "【04.雪雪】弃权", "04.雪雪 弃权", "【04.雪雪】弃权票"])
def test_pvz_r73_abstain(text):
    """PVZ-R73: 【序号.昵称】【弃票】, 弃权 as a synonym, brackets optional."""
    assert parse_pvz_vote(text, SEATS) == VoteParse("abstain", 4)


def test_pvz_abstain_keeps_trailing_words():
    assert parse_pvz_vote("【04.雪雪】【弃票】\n没看懂", SEATS) == VoteParse(
        "abstain", 4, reason="没看懂")
    assert parse_pvz_vote("【04.雪雪】弃权 7号说得对", SEATS) == VoteParse(
        "abstain", 4, reason="7号说得对")


@pytest.mark.parametrize("text,error", [
    ("【04.雪雪】【投票】给【07.渐弱】出", TARGET_ERROR),
    ("【04.雪雪】【投票】给【08.渐强】出", TARGET_ERROR),
    ("【04.雪雪】【投票】给【07.雪雪】出", TARGET_ERROR),
    ("【04.雪雪】投票给07.渐弱 出", TARGET_ERROR),
    ("【04.雪雪】【投票】给渐强", FORMAT_ERROR),
    ("【04.雪雪】【投票】给", FORMAT_ERROR),
    ("【04.雪雪】我觉得今天投票给7号", FORMAT_ERROR),
    ("【04.雪雪】【弃票】给【07.渐强】", FORMAT_ERROR),
    ("【04.渐强】【投票】给【07.渐强】", FORMAT_ERROR),
    ("【44.雪雪】【投票】给【07.渐强】", FORMAT_ERROR),
    ("【04】【投票】给【07.渐强】", FORMAT_ERROR),
    ("【投票】给【07.渐强】", FORMAT_ERROR),
    ("投票给07", FORMAT_ERROR),
])
def test_pvz_r102_invalid_votes(text, error):
    """PVZ-R73/R102/R114: bad format or target → invalid (re-post plus a yellow card)."""
    got = parse_pvz_vote(text, SEATS)
    assert (got.kind, got.error, got.target) == ("invalid", error, None)


def test_pvz_invalid_keeps_header_voter():
    """PVZ-R114: the card goes to the voter, so an invalid vote still names its header seat."""
    assert parse_pvz_vote("【04.雪雪】【投票】给【08.渐强】", SEATS).voter == 4
    assert parse_pvz_vote("【04.渐强】【投票】给【07.渐强】", SEATS).voter == 4
    assert parse_pvz_vote("【投票】给【07.渐强】", SEATS).voter is None


@pytest.mark.parametrize("text", ["【07】", "7号", "07", "【7】"])
def test_pvz_number_only_target_is_off_format_by_default(text):
    """Decision: 【07】 lacks the 昵称 the format asks for → 投票格式有误; an option allows it."""
    post = f"【04.雪雪】【投票】给{text} 出"
    assert parse_pvz_vote(post, SEATS) == VoteParse("invalid", 4, error=FORMAT_ERROR + BARE_NUMBER)
    assert parse_pvz_vote(post, SEATS, number_only_ok=True) == VoteParse("vote", 4, 7, "出")


def test_pvz_number_only_unknown_seat_is_target_error():
    got = parse_pvz_vote("【04.雪雪】【投票】给【08】", SEATS, number_only_ok=True)
    assert (got.kind, got.error) == ("invalid", TARGET_ERROR)


@pytest.mark.parametrize("text", ["【07.渐强】我是预言家，4号雪雪是我的查杀，今天先全票出4号。",
                                  "【04.雪雪】过", "没有头的闲聊", "",
                                  "> 【04.雪雪】【投票】给【07.渐强】\n【07.渐强】别引用了"])
def test_pvz_free_text_is_not_a_vote(text):
    """PVZ-R71/R101: only posts using 投票/弃票 words are vote attempts; quotes don't count."""
    assert parse_pvz_vote(text, SEATS).kind == "none"


def test_pvz_none_keeps_speaker():
    assert parse_pvz_vote("【07.渐强】我是预言家", SEATS) == VoteParse("none", 7)


BRACKETS = [("【", "】"), ("[", "]"), ("［", "］"), ("〖", "〗"), ("", "")]
DOTS = [".", "．", "。", "、"]
VOTE_WORDS = ["【投票】给", "[投票]给", "投票给", "投票 给", "【投票给】", "投票", "投给"]
ABSTAIN_WORDS = ["【弃票】", "[弃票]", "弃票", "弃权", "【弃权】"]
GAPS = ["", " ", "\n", "\r\n", "\u3000", " \n "]
NAME_CHARS = "渐强雪春秋风花月星云山水林木子一二三abcXYZ"
REASON_CHARS = "先把这个敢给我发查杀的狼出了！，。!?abc 123"


def _seat_text(number, name, brackets, dot, zero):
    left, right = brackets
    digits = f"{number:02d}" if zero else str(number)
    return f"{left}{digits}{dot}{name}{right}"


@st.composite
def rendered_votes(draw):
    """A valid vote or abstention, rendered with random widths, brackets, synonyms, breaks."""
    size = draw(st.integers(2, 20))
    names = draw(st.lists(st.text(NAME_CHARS, min_size=1, max_size=6), min_size=size,
                          max_size=size, unique_by=str.casefold))
    seats = dict(enumerate(names, start=1))
    voter = draw(st.sampled_from(sorted(seats)))
    target = draw(st.one_of(st.none(), st.sampled_from(sorted(seats))))
    head = _seat_text(voter, seats[voter], draw(st.sampled_from(BRACKETS)),
                      draw(st.sampled_from(DOTS)), draw(st.booleans()))
    gap = draw(st.sampled_from(GAPS))
    if target is None:
        text = head + gap + draw(st.sampled_from(ABSTAIN_WORDS))
    else:
        brackets = draw(st.sampled_from(BRACKETS))
        reason = draw(st.text(REASON_CHARS, max_size=20))
        if not brackets[0]:
            reason = draw(st.sampled_from(GAPS[1:])) + reason
        body = _seat_text(target, seats[target], brackets, draw(st.sampled_from(DOTS)),
                          draw(st.booleans()))
        text = (head + gap + draw(st.sampled_from(VOTE_WORDS)) + draw(st.sampled_from(GAPS))
                + body + draw(st.sampled_from(GAPS)) + reason)
    width = draw(st.booleans())
    if width:
        text = text.translate(str.maketrans("0123456789.[]!?", "０１２３４５６７８９．［］！？"))
    return text, seats, voter, target


@given(rendered_votes())
def test_pvz_r73_property_any_valid_rendering_parses_back(case):
    """PVZ-R73: every allowed rendering of a vote gives back the same voter and target."""
    text, seats, voter, target = case
    got = parse_pvz_vote(text, seats)
    assert got.kind == ("abstain" if target is None else "vote"), text
    assert (got.voter, got.target) == (voter, target), text


def test_hlm_r71_seed_vote_format():
    """HLM-R71: the seed's 【投票格式】 example."""
    got = parse_m162_vote("投票对象：贾宝玉\n投票理由：终须了却尘缘事", SEATS)
    assert got == VoteParse("vote", None, 1, "终须了却尘缘事")


def test_hlm_r69_r71_seed_change_format():
    """HLM-R69/R71: the seed's 【改票格式】 example is a change."""
    got = parse_m162_vote("改票对象：曹雪芹\n改票理由：不如著书黄叶村", SEATS)
    assert got == VoteParse("change", None, 2, "不如著书黄叶村")


@pytest.mark.parametrize("text", [
    "投票对象:贾宝玉\n投票理由:终须了却尘缘事",
    "投票对象：贾宝玉 投票理由：终须了却尘缘事",
    "投票对象：贾宝玉投票理由：终须了却尘缘事",
    "投票对象：贾宝玉，理由：终须了却尘缘事",
    "投票对象 ： 贾宝玉\n\n投票理由 ： 终须了却尘缘事",
    "投票对象：\n贾宝玉\n投票理由：终须了却尘缘事",
    "投票对象：【01.贾宝玉】\n投票理由：终须了却尘缘事",
    "投票对象：1号贾宝玉\n投票理由：终须了却尘缘事",
    "投票对象：01.贾宝玉\n投票理由：终须了却尘缘事",
    "【02.曹雪芹】\n投票对象：贾宝玉\n投票理由：终须了却尘缘事",
])
def test_hlm_r71_accepted_variants(text):
    """HLM-R71: either colon width, target and reason on one line or two."""
    got = parse_m162_vote(text, SEATS)
    assert (got.kind, got.target, got.reason) == ("vote", 1, "终须了却尘缘事")


def test_m162_voter_comes_from_an_optional_header():
    assert parse_m162_vote("【02.曹雪芹】投票对象：贾宝玉", SEATS).voter == 2
    assert parse_m162_vote("投票对象：贾宝玉", SEATS).voter is None


def test_hlm_r71_abstain_and_change_to_abstain():
    """HLM-R71: 弃权 written in the object field abstains; a 改票 to 弃权 is a change."""
    vote = parse_m162_vote("投票对象：弃权\n投票理由：信息不足", SEATS)
    assert vote == VoteParse("abstain", None, None, "信息不足") and vote.abstains
    change = parse_m162_vote("改票对象：弃权", SEATS)
    assert change == VoteParse("change") and change.abstains
    assert not parse_m162_vote("改票对象：贾宝玉", SEATS).abstains


def test_hlm_r71_change_under_quoted_vote():
    """A 改票 replies to the vote; a quoted 投票对象 above it does not spoil it."""
    text = "> 投票对象：贾宝玉\n> 投票理由：终须了却尘缘事\n改票对象：曹雪芹\n改票理由：不如"
    assert parse_m162_vote(text, SEATS) == VoteParse("change", None, 2, "不如")
    copied = "投票对象：贾宝玉\n投票理由：终须了却尘缘事\n改票对象：曹雪芹\n改票理由：不如"
    assert parse_m162_vote(copied, SEATS) == VoteParse("change", None, 2, "不如")


@pytest.mark.parametrize("text,error", [
    ("投票对象：薛宝钗", TARGET_ERROR),
    ("投票对象：1", TARGET_ERROR + BARE_NUMBER),
    ("投票对象：3号", TARGET_ERROR),
    ("投票对象：2号贾宝玉", TARGET_ERROR),
    ("投票对象：【02.贾宝玉】", TARGET_ERROR),
    ("投票对象：贾宝玉 他是狼", TARGET_ERROR),
    ("投票对象：", FORMAT_ERROR),
    ("投票对象贾宝玉", FORMAT_ERROR),
    ("我投票给贾宝玉", FORMAT_ERROR),
    ("投票对象：贾宝玉\n投票对象：曹雪芹", FORMAT_ERROR),
    ("改票对象：贾宝玉\n改票对象：曹雪芹", FORMAT_ERROR),
    ("改票对象：贾宝玉\n投票对象：曹雪芹", FORMAT_ERROR),
])
def test_hlm_r71_invalid_votes(text, error):
    """HLM-R71: a bad vote is invalid and must be re-posted."""
    got = parse_m162_vote(text, SEATS)
    assert (got.kind, got.error) == ("invalid", error)


def test_m162_number_only_option():
    assert parse_m162_vote("投票对象：1", SEATS, number_only_ok=True).target == 1
    assert parse_m162_vote("投票对象：1号", SEATS, number_only_ok=True).target == 1


@pytest.mark.parametrize("text", ["今天天气好", "【01.贾宝玉】我是好人", ""])
def test_m162_free_text_is_not_a_vote(text):
    assert parse_m162_vote(text, SEATS).kind == "none"


def test_R73_traditional_keywords_are_the_same_words():
    """PVZ-R73: “投票/弃票”二字可采用类似的说法 — the traditional 給/棄權 are those words."""
    seats = {4: "雪雪", 7: "渐强"}
    v = parse_pvz_vote("【04.雪雪】【投票】給【07.渐强】理由", seats)
    assert (v.kind, v.voter, v.target) == ("vote", 4, 7)
    assert parse_pvz_vote("【04.雪雪】棄權", seats).kind == "abstain"


@pytest.mark.parametrize("word", ["弃票", "弃权票"])
def test_hlm_r71_only_the_word_弃权_abstains(word):
    """HLM-R71 (seed: 投弃权票时，须在投票对象中填写“弃权”): another word in the object field is an
    invalid vote, to be posted again; PVZ, which names its synonyms, keeps them (PVZ-R73)."""
    vote = parse_m162_vote(f"投票对象：{word}\n投票理由：信息不足", SEATS)
    assert vote.kind == "invalid" and "须在投票对象中填写“弃权”" in vote.error
    assert parse_m162_vote("投票对象：弃权", SEATS).abstains


def test_a_bare_seat_number_says_so_and_counts_when_the_director_allows_it():
    """HLM-A22, BJ-A27, JIU-A50, PVZ R-VOTE-FORMAT: the error names the cause; `number_only_ok` (the option
    `vote_by_number`) reads the number as the seat."""
    from bansha.forum.votes import number_only
    seats = {3: "贾迎春", 4: "雪雪"}
    strict = parse_m162_vote("投票对象：3号 投票理由：砍", seats)
    assert (strict.kind, strict.error) == ("invalid", "投票对象有误（只写了座位号，没有昵称）")
    assert parse_m162_vote("投票对象：3号 投票理由：砍", seats, number_only_ok=True).target == 3
    assert parse_m162_vote("投票对象：9号", seats, number_only_ok=True).error == "投票对象有误"  # no seat 9
    pvz = parse_pvz_vote("【04.雪雪】投票给【03】", seats)
    assert (pvz.kind, pvz.error) == ("invalid", "投票格式有误（只写了座位号，没有昵称）")
    assert parse_pvz_vote("【04.雪雪】投票给【03】", seats, number_only_ok=True).target == 3
    assert number_only({"vote_by_number": True}) and not number_only({}) and not number_only({"vote_by_number": "否"})
