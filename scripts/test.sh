#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium and redis-server when missing) and runs every test:
# lint, typecheck, unit and component tests (with two api instances on one Redis: api/src/shared-state),
# production build, Playwright e2e against the real api; then the api's integration suite once more on
# PostgreSQL (Debian's package, installed when missing; scripts/postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the e2e suite and the two-instance api test"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq "${missing[@]}" >/dev/null; fi
fi

npx -y pnpm@10 install --frozen-lockfile
npx -y pnpm@10 test

# The api on PostgreSQL (issue 27): a server of our own (scripts/postgres.sh), each test api in a schema of its own.
admin_url="$(scripts/postgres.sh | tail -n 1)"
# A database of the tests' own: the test schemas see `public` (its extensions), so no api tables may live there.
psql "$admin_url" -Atc "SELECT 1 FROM pg_database WHERE datname = 'klob_test'" | grep -q 1 || psql "$admin_url" -qc 'CREATE DATABASE klob_test'
postgres_url="${admin_url%/*}/klob_test"
echo "The api's integration suite on PostgreSQL ($postgres_url)"
KLOB_TEST_POSTGRES_URL="$postgres_url" npx jest --ci --maxWorkers=2 --selectProjects api
