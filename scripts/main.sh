#!/usr/bin/env bash
# The main job: set up, then start the director's console on SQLite (./data) with a demo game.
# Where a C compiler and Python's headers exist it runs the compiled build (.venv-compiled, mypyc:
# the engine and the rulesets several times faster; built once, again when a source changes);
# elsewhere the pure build in .venv, and it says so once.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
B=.venv/bin/bansha
if [ "${BANSHA_PURE:-}" != 1 ]; then
  if bash scripts/compile.sh; then
    B=.venv-compiled/bin/bansha
  elif [ ! -f .venv/.bansha-pure-said ]; then
    echo "（提示）此机器无法编译加速版（需要 C 编译器与 Python 头文件），使用纯 Python 版：功能相同，模拟较慢。" >&2
    touch .venv/.bansha-pure-said
  fi
fi
exec "$B" --data "${BANSHA_DATA:-data}" serve --host "${HOST:-127.0.0.1}" --port "${PORT:-8000}" "$@"
