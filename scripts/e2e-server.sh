#!/usr/bin/env bash
# Serves the production build for Playwright on a fresh SQLite database, migrated and seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${E2E_PORT:-3100}"
DB_FILE="data/e2e-$PORT.db"
mkdir -p data
# This port's database and folders (before a run, and after a template-only run).
remove_run_files() { rm -rf "$DB_FILE" "$DB_FILE-journal" "$DB_FILE-wal" "$DB_FILE-shm" "data/e2e-media-$PORT" "data/e2e-outbox-$PORT"; }
remove_run_files
# The database is new, so pages and API reads cached by an earlier run would show content it no longer has.
rm -rf .next/cache/fetch-cache .next/server/route-cache
export DATABASE_URL="file:$(pwd)/$DB_FILE"
export PORT SERVER_URL="http://localhost:$PORT" NEXT_TELEMETRY_DISABLED=1 UPLOAD_DIR="data/e2e-media-$PORT"
# Account mail lands in a folder the browser tests read (e2e/account-helpers.ts), never in a real mailbox.
unset SMTP_URL
export MAIL_OUTBOX_DIR="data/e2e-outbox-$PORT"
# Every browser test signs in from this one address; the per-IP sign-in limit is for real clients.
export LOGIN_RATE_LIMIT=1000
# Every page the browser tests open records a page view from this one address too.
export PAGE_VIEW_RATE_LIMIT=100000
# The browser tests sign in as the demo accounts, so they get the test runs' known password (e2e/demo-accounts.ts
# reads the same): DEMO_PASSWORD if set, else tests/demo-password.mjs. A normal start never has one.
if [ -z "${DEMO_PASSWORD:-}" ]; then
  DEMO_PASSWORD="$(node --input-type=module -e "import { TEST_DEMO_PASSWORD } from './tests/demo-password.mjs'; process.stdout.write(TEST_DEMO_PASSWORD)")"
fi
export DEMO_PASSWORD
unset APP_ENV
# "Google" and "LinkedIn" are local OpenID providers that e2e/oauth.spec.ts starts on these two ports.
OIDC_PORT="${E2E_OIDC_PORT:-$((PORT + 200))}"
export GOOGLE_CLIENT_ID=e2e-google GOOGLE_CLIENT_SECRET=e2e-google-secret GOOGLE_ISSUER="http://localhost:$OIDC_PORT"
export LINKEDIN_CLIENT_ID=e2e-linkedin LINKEDIN_CLIENT_SECRET=e2e-linkedin-secret LINKEDIN_ISSUER="http://localhost:$((OIDC_PORT + 1))"
# SEED_TEMPLATE_DIR (set by `npm test`, which builds once): the first server seeds and keeps its fresh database and
# uploads there; later servers of the same run copy them instead of migrating and seeding again, about 100 s each on
# two cores (docs/decisions/051). Unset, every start migrates and seeds.
TEMPLATE="${SEED_TEMPLATE_DIR:-}"
if [ -n "$TEMPLATE" ] && [ -f "$TEMPLATE/portal.db" ]; then
  cp "$TEMPLATE/portal.db" "$DB_FILE"
  if [ -f "$TEMPLATE/portal.db-wal" ]; then cp "$TEMPLATE/portal.db-wal" "$DB_FILE-wal"; fi
  cp -R "$TEMPLATE/media" "$UPLOAD_DIR"
else
  npm run migrate
  npm run seed
  if [ -n "$TEMPLATE" ]; then
    # Written aside and renamed, so a server starting meanwhile never copies half a template.
    rm -rf "$TEMPLATE.$$" && mkdir -p "$TEMPLATE.$$"
    # The seed has exited, so the files are at rest (its write-ahead log, if any, goes with them).
    cp "$DB_FILE" "$TEMPLATE.$$/portal.db"
    if [ -f "$DB_FILE-wal" ]; then cp "$DB_FILE-wal" "$TEMPLATE.$$/portal.db-wal"; fi
    if [ -d "$UPLOAD_DIR" ]; then cp -R "$UPLOAD_DIR" "$TEMPLATE.$$/media"; else mkdir "$TEMPLATE.$$/media"; fi
    rm -rf "$TEMPLATE" && mv "$TEMPLATE.$$" "$TEMPLATE"
  fi
fi
# SEED_TEMPLATE_ONLY=1: only make the template (`npm test` does it beside the integration tests: seeding needs no build).
if [ -n "${SEED_TEMPLATE_ONLY:-}" ]; then
  remove_run_files
  exit 0
fi
# The server's Node flags (lib/http/server-node-args.mjs, decision 057), then SERVE_NODE_ARGS: flags for the server's Node only (npm run bench's BENCH_CPU_PROF: --cpu-prof is refused in NODE_OPTIONS).
# shellcheck disable=SC2086
exec node --max-semi-space-size=64 ${SERVE_NODE_ARGS:-} scripts/serve.mjs -p "$PORT"
