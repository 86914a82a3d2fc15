#!/usr/bin/env bash
# One integration run (vitest.int.config.ts): `scripts/int-run.sh <sqlite|postgres> [--part k/n] [--s3] [vitest args]`.
# --part k/n runs the k-th of n parts of the test files (vitest --shard), on a database of its own (PostgreSQL:
# ${POSTGRES_TEST_DB:-portal_int}_<tag>) and with ports of its own for the servers its tests stop and start, so `npm test` runs several at
# once: one run waits on its database or a timer much of the time, which leaves a core idle.
# --s3: only the tests that store or serve uploads, with uploads on a local S3-compatible server (docs/decisions/021).
# The report is reports/int-<tag>.json, tag = [s3-]<db>[-k].
set -euo pipefail
cd "$(dirname "$0")/.."
db=$1 part=1/1 storage=local
shift
while [ $# -gt 0 ]; do
  case "$1" in
    --part) part=$2; shift 2 ;;
    --s3) storage=s3; shift ;;
    *) break ;;
  esac
done
shard=${part%/*} shards=${part#*/}
case "$db" in sqlite) slot=0 ;; postgres) slot=10 ;; *) echo "int-run.sh: unknown database $db" >&2; exit 2 ;; esac
tag=$db files=()
if [ "$storage" = s3 ]; then
  tag="s3-$db" slot=$((slot + 5))
  export TEST_STORAGE=s3
  files=(tests/int/s3-uploads.int.test.ts tests/int/security-files.int.test.ts tests/int/cp3p.int.test.ts
    tests/int/courses-files.int.test.ts tests/int/forum.int.test.ts tests/int/account-profile.int.test.ts
    tests/int/personal-data.int.test.ts)
fi
shard_flag=()
if [ "$shards" -gt 1 ]; then tag+="-$shard" shard_flag=(--shard="$shard/$shards"); fi
# Twenty ports per run from 3520 to 3900 (apart from the e2e server, 3100, and multi-instance, 3450-3461).
base=$((3500 + 20 * (slot + shard)))
export TEST_DB="$db" POSTGRES_TEST_DB="${POSTGRES_TEST_DB:-portal_int}_${tag//-/_}"
export OUTAGE_PROXY_PORT=$base TEST_REDIS_DOWN_PORT=$((base + 2)) TEST_S3_PORT=$((base + 4))
exec npx vitest run --config vitest.int.config.ts "${shard_flag[@]}" --reporter=default --reporter=json \
  --outputFile.json="reports/int-$tag.json" "${files[@]}" "$@"
