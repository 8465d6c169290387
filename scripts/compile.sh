#!/usr/bin/env bash
# The optional compiled build: a second virtualenv, .venv-compiled, holding bansha compiled with mypyc
# (setup.py lists the modules) and everything its tests need. `.venv` stays pure Python and
# editable; `.venv-compiled/bin/bansha simulate …` runs the fast one (from Python, use `python -P`
# or a folder without bansha/ in it, so the source tree does not shadow the installed build).
# Rebuilt only when a source changes. Needs a C compiler and Python's headers; without them it
# says so and exits 1, and the pure build is untouched. BANSHA_PURE=1 skips it (exit 0).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${BANSHA_PURE:-}" = 1 ]; then
  echo "BANSHA_PURE=1: the compiled build is skipped"
  exit 0
fi
PY=${PYTHON:-python3}
V=.venv-compiled
if [ ! -x $V/bin/python ]; then
  "$PY" -m venv $V
fi
stamp=$V/.bansha-compiled
want=$(cat pyproject.toml setup.py $(git ls-files 'bansha/*.py' 2>/dev/null || find bansha -name '*.py' | sort) | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" = "$want" ] && $V/bin/python -P -c "import bansha.engine.game as g; assert g.__file__.endswith('.so')" 2>/dev/null; then
  exit 0
fi
echo "building the compiled build in $V (mypyc: about ten minutes on a 2-core machine, once; again only when a source changes)…"
$V/bin/pip install -q --upgrade pip >/dev/null 2>&1 || true
$V/bin/pip install -q "mypy>=1.10" "setuptools>=68" wheel
rm -rf build
log=${TMPDIR:-/tmp}/bansha-compile.log
compiled() { $V/bin/python -P -c "import bansha.engine.game as g; assert g.__file__.endswith('.so'), g.__file__" 2>/dev/null; }
# everything bansha and its tests need first (mypyc type-checks against them), then bansha compiled
if ! { $V/bin/pip install -q --no-build-isolation '.[web,test,bot]' \
       && BANSHA_COMPILE=1 $V/bin/pip install -q --no-build-isolation --force-reinstall --no-deps . \
       && compiled; } >"$log" 2>&1; then
  tail -20 "$log"
  echo "the compiled build failed (log: $log); the pure build in .venv is unaffected" >&2
  exit 1
fi
echo "$want" > "$stamp"
echo "compiled build ready: $V/bin/bansha"
