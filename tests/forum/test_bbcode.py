"""Issue 8: player text that reaches the 公示 is escaped for BBCode, and loses bidirectional
overrides; the ruleset's own lines (HLM「[审判会议成功]」) are untouched. Issue 21: the bracket of a
tag is written full width (visible, no invisible character), open tags included (items 8, 9)."""
from __future__ import annotations

from bansha import present
from bansha.engine.game import Game
from bansha.forum.bbcode import INERT, escape
from bansha.rulesets.pvz import RULESET


def test_a_players_tags_are_inert_and_overrides_are_dropped():
    text = "[url=http://x.example]点我[/url][IMG]a.png[/img][color=red]红[/color]\u202e反"
    out = escape(text)
    for tag in ("[url", "[/url]", "[IMG]", "[/img]", "[color", "[/color]"):
        assert tag not in out
    assert out.replace(INERT, "[") == text.replace("\u202e", "")
    assert escape("[审判会议成功] 4号[5] [bob] [b") == f"[审判会议成功] 4号[5] [bob] {INERT}b"


def test_a_cut_never_leaves_a_tag_open_and_nothing_invisible_is_left():
    """Issue 21 item 9: a title cut at 80 characters ends in ``[url=javascript:al``; a later ``]`` (the
    export's own ``[/b]``) must not close it into a link."""
    cut = ("标题" * 31 + "[url=javascript:alert(1)]点我[/url]")[:80]
    assert cut.endswith("[url=javascript:al")
    assert escape(cut).endswith(f"{INERT}url=javascript:al") and "[url" not in escape(cut) + "[/b]"
    assert escape("渐\u200b强\u202e\x00[\u200bb]") == f"渐强{INERT}b]"


def test_last_words_with_bbcode_reach_the_announcement_inert():
    """PVZ 6.5 遗言 published in the 公示: a player's [url] must not become a link there."""
    seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(
        ["渐强", "雪雪", "[b]阿青[/b]", "小鹿", "老王", "木木", "猎户", "石头", "九九", "十一", "墓园", "十二"],
        ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民", "平民"]))]
    g = Game(RULESET, seats)
    g.close()
    g.submit({"kind": "action", "by": 5, "skill": "杀人", "targets": [3]})
    g.close()
    g.submit({"kind": "last_words", "by": 3, "text": "[url=http://x.example]我是好人[/url]\u202e"})
    g.close()
    text = present.announcement(g, "day 1")
    assert "我是好人" in text and "[url" not in text and "\u202e" not in text
    assert "[b]阿青" not in text and "阿青" in text
    assert text.startswith("[b]PVZ.Killer")  # the director's own tags stay
