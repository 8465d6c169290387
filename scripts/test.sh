#!/usr/bin/env bash
# Set up (virtualenv, and Debian's chromium for the browser tests) and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's chromium for the browser tests, and a CJK font so their screenshots show Chinese
need=""
[ -x /usr/bin/chromium ] || need="chromium"
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
  need="$need fonts-noto-cjk"
fi
if [ -n "$need" ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq >/dev/null 2>&1 || true
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $need >/dev/null 2>&1 \
      || echo "warning: could not install $need; browser tests may be skipped or show no Chinese"
  fi
fi
bash scripts/setup.sh
# everything: the default run (under a minute) and the slow fuzz, browser, load and crash tests
exec .venv/bin/python -m pytest -q -p no:cacheprovider -m "slow or not slow" "$@"
