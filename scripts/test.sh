#!/usr/bin/env bash
# Set up (virtualenv, and Debian's chromium for the browser tests) and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq >/dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null 2>&1 \
      || echo "warning: could not install chromium; browser tests will be skipped"
  fi
fi
bash scripts/setup.sh
# everything: the default run (under a minute) and the slow fuzz, browser, load and crash tests
exec .venv/bin/python -m pytest -q -p no:cacheprovider -m "slow or not slow" "$@"
