#!/usr/bin/env bash
# Runs every test: type check, unit and component tests, every DB test on PGlite and on PostgreSQL, and the
# browser suite. Installs what is missing first, so it passes on a fresh Debian machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node
ensure_debian_packages ffmpeg pocketsphinx pocketsphinx-en-us sphinxbase-utils espeak-ng sox chromium
ensure_node_modules

# --- PostgreSQL: the configured server, else the local one, else a throwaway cluster -----------------------
PG_CLUSTER_DIR=""
cleanup() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    node scripts/test-databases.mjs drop-prefix "$TEST_DATABASE_URL" "$TEST_DB_PREFIX" >/dev/null 2>&1 || true
  fi
  if [ -n "$PG_CLUSTER_DIR" ]; then
    as_root runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    as_root rm -rf "$PG_CLUSTER_DIR"
  fi
}
trap cleanup EXIT

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! node scripts/test-databases.mjs ping "$TEST_DATABASE_URL"; then
  echo "==> no PostgreSQL at $TEST_DATABASE_URL; starting a throwaway cluster"
  ensure_debian_packages postgresql
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  PG_CLUSTER_DIR=$(mktemp -d /tmp/chartscribe-pg-XXXXXX)
  chmod 755 "$PG_CLUSTER_DIR"
  PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  as_root chown postgres "$PG_CLUSTER_DIR"
  as_root runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_CLUSTER_DIR/data" -U postgres --auth=trust >/dev/null
  as_root runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -o "-p $PG_PORT -k $PG_CLUSTER_DIR -c listen_addresses=127.0.0.1" -l "$PG_CLUSTER_DIR/log" -w start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
fi
# Every test database of this run starts with this prefix; whatever a crashed test leaves is dropped on exit.
export TEST_DB_PREFIX="chartscribe_test_$$"

echo "==> type check"
npm run --silent typecheck

echo "==> build"
npm run --silent build

echo "==> unit, component and database tests (PGlite and PostgreSQL at ${TEST_DATABASE_URL%%/postgres})"
npx vitest run

echo "==> browser tests (Chromium)"
npx playwright test

echo "==> all tests passed; database back ends: PGlite (embedded) and PostgreSQL (${TEST_DATABASE_URL%%/postgres})"
