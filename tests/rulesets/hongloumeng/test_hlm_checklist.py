"""Every checklist rule item (HLM-R01–R126) is cited by a test here, and every ambiguity
(HLM-A01–A21) is answered in rulings.md."""
import re
from pathlib import Path

import bansha.rulesets.hongloumeng as hlm

HERE = Path(__file__).parent
RULINGS = Path(hlm.__file__).parent / "rulings.md"


def cited(text: str, prefix: str) -> set[int]:
    """IDs cited as HLM-R12 or, after one, in a list like "HLM-R12, R13, A05"."""
    out = set()
    for group in re.findall(r"HLM-[RA]\d+(?:[,，/ 、]+(?:HLM-)?[RA]\d+)*", text):
        out |= {int(n) for kind, n in re.findall(r"([RA])(\d+)", group) if kind == prefix}
    out |= {int(n) for n in re.findall(rf"test_hlm_{prefix.lower()}(\d+)", text)}
    return out


def test_every_rule_item_has_a_test():
    text = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_hlm_*.py") if p.name != Path(__file__).name)
    assert set(range(1, 127)) - cited(text, "R") == set()


def test_every_ambiguity_has_a_ruling():
    text = RULINGS.read_text(encoding="utf-8")
    missing = [n for n in range(1, 22) if f"HLM-A{n:02d}" not in text]
    assert missing == []
