#!/usr/bin/env bash
# Creates a migration for BOTH adapters from the current Payload config, so the two folders stay in step.
# Needs the local PostgreSQL (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432) for the diff.
set -euo pipefail
cd "$(dirname "$0")/.."
NAME="${1:?usage: npm run migrate:create -- <name>}"
PG_ADMIN_URL="${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432}"
SCRATCH="portal_migrate_$$"
SQLITE_FILE="$(mktemp -d)/scratch.db"

# The payload CLI's cold start sometimes exits 0 without doing anything (backend/lib/run-script.ts), so each
# step is retried until the adapter's folder holds the new migration.
create_for() { # <adapter folder> <database url>
  local before attempt
  before=$(ls "backend/migrations/$1" | grep -c "_$NAME\.ts$" || true)
  for attempt in 1 2 3; do
    DATABASE_URL="$2" npx payload migrate < /dev/null
    DATABASE_URL="$2" npx payload migrate:create "$NAME" < /dev/null
    [ "$(ls "backend/migrations/$1" | grep -c "_$NAME\.ts$" || true)" -gt "$before" ] && return 0
    echo "migrate:create made no $1 migration (attempt $attempt); retrying" >&2
  done
  echo "migrate:create failed for $1" >&2
  return 1
}

create_for sqlite "file:$SQLITE_FILE"

psql "$PG_ADMIN_URL/postgres" -qc "create database $SCRATCH"
trap 'psql "$PG_ADMIN_URL/postgres" -qc "drop database if exists $SCRATCH" >/dev/null' EXIT
create_for postgres "$PG_ADMIN_URL/$SCRATCH"
