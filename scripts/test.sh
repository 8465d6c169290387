#!/usr/bin/env bash
# Set up (virtualenvs, and Debian's chromium for the browser tests) and run the whole test suite, on
# the pure build and on the compiled one.
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
# Debian's PostgreSQL: the store's tests run on it as well as on SQLite, and the slow load test runs two
# servers on it (without it they skip, saying why)
if url=$(bash scripts/postgres.sh) && [[ "$url" == postgresql://* && "$url" != *$'\n'* ]]; then
  export BANSHA_TEST_PG="$url"
else
  echo "warning: no PostgreSQL (scripts/postgres.sh gave no URL); the tests on PostgreSQL will be skipped"
fi
bash scripts/setup.sh
# everything: the default run (under a minute) and the slow fuzz, browser, load and crash tests
.venv/bin/python -m pytest -q -p no:cacheprovider -m "slow or not slow" "$@"
# and the same on the compiled build (mypyc, scripts/compile.sh); BANSHA_PURE=1 skips it. Safe-path
# mode keeps the source tree off sys.path, here and in the subprocesses tests start, so the
# compiled modules are the ones tested (tests/test_build.py checks it)
if [ "${BANSHA_PURE:-}" != 1 ]; then
  bash scripts/compile.sh
  BANSHA_EXPECT_COMPILED=1 PYTHONSAFEPATH=1 .venv-compiled/bin/python -m pytest -q -p no:cacheprovider \
    -m "slow or not slow" "$@"
fi
