"""Every checklist rule item of [078] (BJ-R01–R129) is cited by a test here or is listed below as
not built yet (with why), and every ambiguity (BJ-A01–A25) is answered in rulings.md.

Not code (the director's, on the forum; rulings.md «What stays with the director»):
- R77 (the 电梯 thread: the director builds it on floor 2 with every post's link; its order — the seat
  order — is what 暴风雪 reads, tested under R29/R127), R108 (场外助理: who may have one and what it may
  do), R109 (树洞: an author-only thread opened after the game)."""
from pathlib import Path

from ruleset_helpers import cited

import bansha.rulesets.bajian as bajian

HERE = Path(__file__).parent
RULINGS = Path(bajian.__file__).parent / "rulings.md"
NOT_YET = {77, 108, 109}


def test_every_rule_item_has_a_test_or_is_listed_as_not_yet_built():
    text = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_bj_*.py") if p.name != Path(__file__).name)
    found = cited(text, "BJ")
    assert set(range(1, 130)) - found - NOT_YET == set()
    assert not found & NOT_YET, "an item listed as not code is cited by a test: update NOT_YET"


def test_every_ambiguity_has_a_ruling():
    text = RULINGS.read_text(encoding="utf-8")
    assert [n for n in range(1, 26) if f"BJ-A{n:02d}" not in text] == []
