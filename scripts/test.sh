#!/usr/bin/env bash
# The README's test command: every check CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
rm -rf reports

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "lint";               npm run lint
step "typecheck";          npm run typecheck
step "unit tests";         npm run test:unit
step "integration (SQLite)";     npm run test:int:sqlite
step "integration (PostgreSQL)"; npm run test:int:postgres
step "build";              npx next build
step "browser tests (Playwright, Debian Chromium)"; npm run test:e2e
node scripts/summarize-tests.mjs
