"""The README's CLI walkthrough runs as written (issue 8, "Done when"): every command of its first
director's block, in order, in a fresh data directory, exits 0 — `serve`, which does not return,
aside."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BANSHA = Path(sys.executable).with_name("bansha")


def walkthrough() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index('```bash\nB=".venv/bin/bansha"')
    block = text[start:text.index("```", start + 3)].splitlines()[1:]
    return [line for line in block if line.strip() and not line.lstrip().startswith("#")]


@pytest.mark.slow
def test_the_readme_walkthrough_runs_as_written(tmp_path):
    lines = walkthrough()
    assert lines[0].startswith("B=") and any("$B close g1" in line for line in lines)
    (tmp_path / "docs").symlink_to(ROOT / "docs")
    script = ["set -euo pipefail", f'B="{BANSHA}"']
    script += [line for line in lines[1:] if not line.startswith("$B serve")]
    env = dict(os.environ, BANSHA_DATA=str(tmp_path / "data"))
    r = subprocess.run(["bash", "-c", "\n".join(script)], cwd=tmp_path, env=env, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "拒绝" not in r.stdout and "Traceback" not in r.stderr
    assert "1号渐强 当选警长" in r.stdout and "6号狼一 被放逐出局" in r.stdout
    assert (tmp_path / "g1.json").exists()
