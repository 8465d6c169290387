"""docs/jiu-inputs.md ("245 inputs beyond spec/jiu.md") stays true: every skill name a jiu seat can submit that
../shared/spec/jiu.md does not name has its section there, every option is listed, and every full scenario in it
replays with exit 0 and refuses only in words the page quotes."""
from __future__ import annotations

import importlib
import json
import os
import pkgutil
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import bansha.rulesets.jiu as jiu
from bansha.cli import main
from bansha.engine.skills import SkillDef

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "jiu-inputs.md"
SHARED = Path(os.environ.get("BANSHA_SHARED") or ROOT.parent / "shared")  # shared/ beside the checkout
SPEC = SHARED / "spec" / "jiu.md"


def doc() -> str:
    return DOC.read_text(encoding="utf-8")


def skill_names() -> set[str]:
    """What a scenario may name (Ruleset.skill_names) and every skill the jiu modules define, copies and 新月
    grants included (连情侣 and 空想之选 are submitted only as a gain's choice, and are documented too)."""
    names = set(jiu.RULESET.skill_names())
    for mod in pkgutil.walk_packages(jiu.__path__, jiu.__name__ + "."):
        for value in vars(importlib.import_module(mod.name)).values():
            if isinstance(value, SkillDef):
                names.add(value.name)
    return names


@pytest.mark.skipif(not SPEC.exists(), reason="../shared/spec/jiu.md not present (set BANSHA_SHARED)")
def test_every_skill_the_spec_does_not_name_is_in_the_doc():
    spec, text = SPEC.read_text(encoding="utf-8"), doc()
    beyond = sorted(n for n in skill_names() if n not in spec)
    assert beyond, "the spec names every skill: the doc's list would be empty"
    assert [n for n in beyond if n not in text] == []


def test_every_option_is_in_the_doc_with_its_values():
    text = doc()
    for o in jiu.RULESET.option_defs:
        row = next((line for line in text.splitlines() if line.startswith(f"| `{o.name}` |")), None)
        assert row is not None, o.name
        values, default = row.split(" | ")[1:3]
        shown = [f"`{c}`" if isinstance(c, str) else str(c) for c in o.choices]
        assert [v for v in shown if v not in re.split(r",\s*", values)] == [], (o.name, values)
        assert default == (f"`{o.default}`" if isinstance(o.default, str) else str(o.default)), (o.name, default)


def scenarios() -> list[str]:
    blocks = re.findall(r"```json\n(.*?)```", doc(), re.S)
    return [b for b in blocks if isinstance(json.loads(b), dict) and "ruleset" in json.loads(b)]


def test_the_doc_has_full_scenarios():
    assert len(scenarios()) >= 10


@pytest.mark.parametrize("i", range(len(scenarios())))
def test_each_full_scenario_replays_and_its_refusals_are_quoted(i, tmp_path):
    path = tmp_path / "scenario.json"
    path.write_text(scenarios()[i], encoding="utf-8")
    run = CliRunner().invoke(main, ["replay", str(path)])
    assert run.exit_code == 0, run.output
    record = json.loads(run.output)
    assert record["ruleset"] == "jiu"
    text = doc()
    reasons = [e["reason"] for e in record["events"] if e["type"] == "rejected"]
    assert [r for r in reasons if r not in text] == []
