"""Issue 8: player text that reaches the 公示 is escaped for BBCode, and loses bidirectional
overrides; the ruleset's own lines (HLM「[审判会议成功]」) are untouched."""
from __future__ import annotations

from bansha import present
from bansha.engine.game import Game
from bansha.forum.bbcode import ZWSP, escape
from bansha.rulesets.pvz import RULESET


def test_a_players_tags_are_inert_and_overrides_are_dropped():
    text = "[url=http://x.example]点我[/url][IMG]a.png[/img][color=red]红[/color]\u202e反"
    out = escape(text)
    for tag in ("[url", "[/url]", "[IMG]", "[/img]", "[color", "[/color]"):
        assert tag not in out
    assert out.replace(ZWSP, "") == text.replace("\u202e", "")
    assert escape("[审判会议成功] 4号[5] [b") == "[审判会议成功] 4号[5] [b"


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
