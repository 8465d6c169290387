"""Every checklist rule item of [245] (JIU-R01–R268) is cited by a test here or listed below as not
built yet, and every ambiguity this ruleset has met (JIU-Ann below) is answered in rulings.md.

Not built yet (later sessions take them in this order):
revival paths; the forum post reader (vote formats, 改票 by reply, 潜水);
the timetable (关门 +10…+120 minutes, 正午's hours); acceleration;
the console and players' pages for jiu."""
import re
from pathlib import Path

import bansha.rulesets.jiu as jiu

HERE = Path(__file__).parent
RULINGS = Path(jiu.__file__).parent / "rulings.md"
NOT_YET: set[int] = set()
# not code: the director's judgement on the forum, entered as a card with the breach's name (R227 speech, R228–R229
# 贴脸, R230 director and 马甲 breaches, R232 举报's vote and its after-game red: test_jiu_penalties.py), and R243, an
# example of identity change (变脸者, 圣裁, 上帝) with no case in the pool, which has no identity that changes identity
NOT_CODE = {227, 228, 229, 230, 232, 243}
# the ambiguities met so far; the others are answered with the identities or mechanisms they concern
RULED = {1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 23, 26, 30, 31, 27, 28, 29, 33, 37, 38, 39, 42, 44, 47, 48, 17, 46, 25, 32, 45, 49, 24, 22, 35, 41, 34, 7, 16, 40, 36, 43}


def cited(text: str) -> set[int]:
    """IDs cited as JIU-R12, in a list after one ("JIU-R12, R13"), as a range ("JIU-R24–R26"), or
    as r12 between underscores in a test's name."""
    out = set()
    for group in re.findall(r"JIU-R\d+(?:\s*[,，、–-]\s*R\d+)*", text):
        out |= {int(n) for n in re.findall(r"R(\d+)", group)}
        for a, b in re.findall(r"R(\d+)\s*[–-]\s*R(\d+)", group):
            out |= set(range(int(a), int(b) + 1))
    for name in re.findall(r"def (test_jiu_\w+)", text):
        out |= {int(n) for n in re.findall(r"_r(\d+)(?=_|$)", name)}
    return out


def _tests_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_jiu_*.py") if p.name != Path(__file__).name)


def test_every_rule_item_has_a_test_or_is_listed_as_not_yet_built():
    found = cited(_tests_text())
    assert set(range(1, 269)) - found - NOT_YET - NOT_CODE == set()
    assert found & NOT_CODE == set(), "an item listed as not code is cited by a test: update NOT_CODE"


def test_the_not_yet_list_holds_no_item_a_test_names_in_its_own_name():
    text = _tests_text()
    named = {int(n) for name in re.findall(r"def (test_jiu_\w+)", text) for n in re.findall(r"_r(\d+)(?=_|$)", name)}
    assert named & NOT_YET == set(), "an item listed as not built is tested: update NOT_YET"


def test_every_ambiguity_met_has_a_ruling():
    text = RULINGS.read_text(encoding="utf-8")
    assert [n for n in sorted(RULED) if f"JIU-A{n:02d}" not in text] == []
