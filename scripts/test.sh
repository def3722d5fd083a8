#!/usr/bin/env bash
# Runs every test: lint (ESLint, Prettier check, knip), type check, unit and component tests, every DB test on
# PGlite and on PostgreSQL, and the browser suite. Installs what is missing first, so it passes on a fresh Debian
# machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node
ensure_debian_packages ffmpeg pocketsphinx pocketsphinx-en-us sphinxbase-utils espeak-ng sox chromium
ensure_node_modules

# --- PostgreSQL: the configured server, else the local one, else a throwaway cluster -----------------------
trap cleanup_postgres EXIT
ensure_postgres
# Every test database of this run starts with this prefix; whatever a crashed test leaves is dropped on exit.
export TEST_DB_PREFIX="chartscribe_test_$$"

echo "==> lint (ESLint, Prettier, knip)"
npm run --silent lint

echo "==> type check"
npm run --silent typecheck

echo "==> build"
npm run --silent build

echo "==> unit, component and database tests (PGlite and PostgreSQL at ${TEST_DATABASE_URL%%/postgres})"
npx vitest run

echo "==> browser tests (Chromium)"
npx playwright test

echo "==> all tests passed; database back ends: PGlite (embedded) and PostgreSQL (${TEST_DATABASE_URL%%/postgres})"
