#!/usr/bin/env bash
# Creates a migration for BOTH adapters from the current Payload config, so the two folders stay in step.
# Needs the local PostgreSQL (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432) for the diff.
set -euo pipefail
cd "$(dirname "$0")/.."
NAME="${1:?usage: npm run migrate:create -- <name>}"
PG_ADMIN_URL="${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432}"
SCRATCH="portal_migrate_$$"
SQLITE_FILE="$(mktemp -d)/scratch.db"

DATABASE_URL="file:$SQLITE_FILE" npx payload migrate < /dev/null
DATABASE_URL="file:$SQLITE_FILE" npx payload migrate:create "$NAME" < /dev/null

psql "$PG_ADMIN_URL/postgres" -qc "create database $SCRATCH"
trap 'psql "$PG_ADMIN_URL/postgres" -qc "drop database if exists $SCRATCH" >/dev/null' EXIT
DATABASE_URL="$PG_ADMIN_URL/$SCRATCH" npx payload migrate < /dev/null
DATABASE_URL="$PG_ADMIN_URL/$SCRATCH" npx payload migrate:create "$NAME" < /dev/null
