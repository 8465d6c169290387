#!/usr/bin/env bash
# The main job: set up, then start the director's console on SQLite (./data) with a demo game.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/bansha --data "${BANSHA_DATA:-data}" serve --host "${HOST:-127.0.0.1}" --port "${PORT:-8000}" "$@"
