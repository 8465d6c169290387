#!/usr/bin/env bash
# Debian's PostgreSQL for the tests that need one: install it if missing, start its cluster, and make
# the role the tests use (bansha/bansha, allowed to create databases). Prints the URL to export as
# $BANSHA_TEST_PG. Without apt or root it says so and exits 1; those tests then skip, saying why.
set -euo pipefail
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "postgres.sh: no PostgreSQL and no apt-get to install it" >&2
    exit 1
  fi
  $SUDO apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null 2>&1 \
    || { echo "postgres.sh: could not install Debian's postgresql" >&2; exit 1; }
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -qx "$version main"; then
  $SUDO pg_createcluster "$version" main >/dev/null
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -qx online; then
  # to stderr: after an unclean stop it prints "Removed stale pid file." on stdout, which would be read
  # as part of the URL below (and every test on PostgreSQL would skip)
  $SUDO pg_ctlcluster "$version" main start >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
run_sql() { if [ -z "$SUDO" ]; then su postgres -c "psql -p $port -qtA -c \"$1\""; else sudo -u postgres psql -p "$port" -qtA -c "$1"; fi; }
if [ "$(run_sql "SELECT 1 FROM pg_roles WHERE rolname='bansha'")" != 1 ]; then
  run_sql "CREATE ROLE bansha LOGIN CREATEDB PASSWORD 'bansha'" >/dev/null
fi
echo "postgresql://bansha:bansha@127.0.0.1:$port/postgres"
