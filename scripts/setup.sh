#!/usr/bin/env bash
# Set up a fresh checkout: a virtualenv with bansha and everything its tests need. Installs once;
# again only when pyproject.toml changes (so `scripts/main.sh` starts at once the second time).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.bansha-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! .venv/bin/python -c "import bansha, fastapi, pytest, nonebot, nonebug" 2>/dev/null; then
  .venv/bin/pip install -q --upgrade pip >/dev/null 2>&1 || true
  .venv/bin/pip install -q -e '.[web,test,bot]'
  echo "$want" > "$stamp"
fi
