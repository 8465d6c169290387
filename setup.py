"""Packaging (the metadata is in pyproject.toml), and the optional compiled build.

With BANSHA_COMPILE=1 (what `scripts/compile.sh` sets), mypyc compiles the modules a game spends its
time in: the engine, all four rulesets (PVZ, 红楼梦, 078, 245), the forum day's vote reading (078's and
245's count reads it every day, their intake asks `vote_refusal` of every vote), the random player and the
simulator's loop.
Without it (the default, and every editable install) bansha is pure Python, and the two builds give
the same records."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent
COMPILED = ("bansha/engine", "bansha/rulesets/pvz", "bansha/rulesets/hongloumeng", "bansha/rulesets/bajian",
            "bansha/rulesets/jiu", "bansha/forum/day.py", "bansha/forum/casting.py", "bansha/randplay.py",
            "bansha/simulate.py")
# `Period` subclasses str, which a mypyc class cannot; an empty __init__ gains nothing
KEEP_PURE = {"bansha/engine/__init__.py", "bansha/engine/period.py"}
# The compiled modules share one library, whose functions call each other and mypyc's runtime helpers
# (CPyDict_GetItem, CPyTagged_DecRef…) thousands of times a game. Exported, every such call went through
# the PLT and none could be inlined; hidden (only PyInit_* is exported, which Python's headers mark), they
# are direct calls: 4% fewer instructions a PVZ game (bench/instructions.py) and 14% fewer data-cache misses
# (valgrind's cachegrind with --cache-sim=yes). The modules find the library through a capsule, not a
# symbol, so nothing else needs exporting.
LINUX_FLAGS = ["-fvisibility=hidden", "-fno-plt"]


def compiled_modules() -> list[str]:
    out = []
    for entry in COMPILED:
        path = ROOT / entry
        for f in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            rel = f.relative_to(ROOT).as_posix()
            if rel not in KEEP_PURE:
                out.append(rel)
    return out


def ext_modules() -> list:
    if os.environ.get("BANSHA_COMPILE") != "1":
        return []
    from mypyc.build import mypycify  # only the compiled build needs mypy installed

    exts = mypycify(compiled_modules(), opt_level="3")
    if sys.platform.startswith("linux"):
        for ext in exts:
            ext.extra_compile_args += LINUX_FLAGS
    return exts


setup(ext_modules=ext_modules())
