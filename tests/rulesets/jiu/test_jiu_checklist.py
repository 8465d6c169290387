"""The [245] checklist (../shared/checklists/jiu-245.md) is met: every rule item (JIU-R01–R268) is cited by a test
(`JIU-R150` in a docstring, `_r150` in a test's name) or is in NOT_CODE with its reason, and NOT_YET, the items not built
yet, is empty; every ambiguity the checklist lists (JIU-A01–A49) is in RULED and answered in rulings.md. The checklist is
read from ../shared (or $BANSHA_SHARED) when it is there; without it that test is skipped."""
import os
import re
from pathlib import Path

import pytest

from ruleset_helpers import cited

import bansha.rulesets.jiu as jiu

HERE = Path(__file__).parent
RULINGS = Path(jiu.__file__).parent / "rulings.md"
SHARED = Path(os.environ.get("BANSHA_SHARED") or Path(__file__).resolve().parents[4] / "shared")  # shared/ beside the checkout
CHECKLIST = SHARED / "checklists" / "jiu-245.md"
NOT_YET: set[int] = set()
# not code: the director's judgement on the forum, entered as a card with the breach's name (R227 speech, R228–R229
# 贴脸, R230 director and 马甲 breaches, R232 举报's vote and its after-game red: test_jiu_penalties.py), and R243, an
# example of identity change (变脸者, 圣裁, 上帝) with no case in the pool, which has no identity that changes identity
NOT_CODE = {227, 228, 229, 230, 232, 243}
# the ambiguities ruled in rulings.md: every one the checklist lists
RULED = set(range(1, 50))


def _tests_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_jiu_*.py") if p.name != Path(__file__).name)


def test_every_rule_item_has_a_test_or_is_listed_as_not_yet_built():
    found = cited(_tests_text(), "JIU")
    assert set(range(1, 269)) - found - NOT_YET - NOT_CODE == set()
    assert found & NOT_CODE == set(), "an item listed as not code is cited by a test: update NOT_CODE"


def test_the_not_yet_list_holds_no_item_a_test_names_in_its_own_name():
    text = _tests_text()
    named = {int(n) for name in re.findall(r"def (test_jiu_\w+)", text) for n in re.findall(r"_r(\d+)(?=_|$)", name)}
    assert named & NOT_YET == set(), "an item listed as not built is tested: update NOT_YET"


def headed() -> set[int]:
    """The JIU-Ann a ruling of rulings.md names in its bold heading ("**JIU-A16 — …**")."""
    text = RULINGS.read_text(encoding="utf-8")
    return {int(n) for h in re.findall(r"\*\*([^*\n]+)\*\*", text) for n in re.findall(r"JIU-A(\d+)", h)}


def test_every_ambiguity_ruled_has_a_ruling():
    assert sorted(RULED - headed()) == []


@pytest.mark.skipif(not CHECKLIST.exists(), reason="the shared checklist (../shared/checklists/jiu-245.md) is not present")
def test_every_ambiguity_the_checklist_lists_is_ruled():
    listed = {int(n) for n in re.findall(r"^- \*\*JIU-A(\d+)\*\*", CHECKLIST.read_text(encoding="utf-8"), re.M)}
    assert len(listed) >= 49, "the checklist's JIU-Ann were not found"
    assert sorted(listed - RULED) == [] and sorted(listed - headed()) == []
