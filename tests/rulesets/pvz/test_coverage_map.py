"""Every behaviour rule of the PVZ checklist (checklists/pvz-004.md, PVZ-R01..R140) is cited by
at least one test, in its name or docstring, so coverage cannot silently rot.

Skipped IDs (no game behaviour to test):
- PVZ-R103 forbidden speech (7.2.1), PVZ-R104 贴脸 (7.2.2), PVZ-R105 referee and cheating
  (7.2.3, 7.2.5, 7.2.6): forum etiquette, judged by the referee, who then gives a card (the card
  ledger itself is tested under R98).
- PVZ-R112 the spectator QQ group: outside the game.

Timetable items (R59–R63, R70, R82, R88, R89, R106–R110, R115, R139, R140, and the time side of
R74, R76, R79) are cited by tests/rulesets/pvz/test_pvz_timetable.py, which this map also reads.

A bare `Rnn` counts only in tests/rulesets/pvz/; elsewhere under tests/ only `PVZ-Rnn` does
(other seeds have their own R numbers)."""
import re
from pathlib import Path

SKIPPED = {103, 104, 105, 112}
TESTS = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

BARE = re.compile(r"(?<![A-Za-z0-9])R(\d{2,3})(?!\d)")
PREFIXED = re.compile(r"PVZ-R(\d{2,3})(?!\d)")


def cited() -> dict[int, set[str]]:
    found: dict[int, set[str]] = {}
    for path in TESTS.rglob("*.py"):
        if path.resolve() == Path(__file__).resolve():
            continue
        text = path.read_text(encoding="utf-8")
        pattern = BARE if path.parent == HERE else PREFIXED
        for m in pattern.finditer(text):
            found.setdefault(int(m.group(1)), set()).add(path.name)
    return found


def test_every_behaviour_rule_is_cited():
    found = cited()
    missing = [f"PVZ-R{n:02d}" for n in range(1, 141) if n not in SKIPPED and n not in found]
    assert missing == [], f"rule items with no test: {', '.join(missing)}"


def test_the_seeds_worked_examples_each_have_a_test_of_their_own():
    """PVZ-R116..R140 are the seed's examples: each is cited by a test in this directory."""
    found = cited()
    local = {n for n, files in found.items() if files & {p.name for p in HERE.glob("test_*.py")} - {
        "test_pvz_timetable.py"}}
    assert [n for n in range(116, 141) if n not in local] == []


def test_skipped_ids_are_really_not_behaviour():
    assert SKIPPED == {103, 104, 105, 112}
