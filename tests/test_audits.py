"""Issue 20's audits (`bansha/rulesets/<id>/audit.md`) name the tests that hold each point: every `file.py::test_name`
they cite (a name ending in … is a prefix; `::name` is of the file last named) is a test that exists, so an audit
cannot point at a test that was renamed or never written."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULESETS = ("pvz", "hongloumeng", "bajian", "jiu")
REF = re.compile(r"`((?:[\w/]+/)?test_\w+\.py)?(?:::(test_[^`…\s]+)(…)?)?`")


def _file(rid: str, name: str) -> Path | None:
    for base in (ROOT / "tests" / "rulesets" / rid, ROOT / "tests"):
        if (base / name).is_file():
            return base / name
    return None


def refs(rid: str) -> list[tuple[str, str | None, bool]]:
    text = (ROOT / "bansha" / "rulesets" / rid / "audit.md").read_text(encoding="utf-8")
    out, last = [], None
    for m in REF.finditer(text):
        name, test, prefix = m.group(1), m.group(2), bool(m.group(3))
        if name is None and test is None:
            continue
        last = name or last
        assert last is not None, f"{rid}: `::{test}` with no file before it"
        out.append((last, test, prefix))
    return out


@pytest.mark.parametrize("rid", RULESETS)
def test_every_test_an_audit_cites_exists(rid):
    cited = refs(rid)
    assert len(cited) >= 8, f"{rid}: the audit cites too few tests"
    for name, test, prefix in cited:
        path = _file(rid, name.split("/")[-1])
        assert path is not None, f"{rid}: {name} is no test file"
        if test is None:
            continue
        defined = re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M)
        found = [d for d in defined if d.startswith(test)] if prefix else [d for d in defined if d == test]
        assert found, f"{rid}: {name}::{test}{'…' if prefix else ''} is not defined"
