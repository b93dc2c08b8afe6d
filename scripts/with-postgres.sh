#!/bin/sh
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster (Debian's
# postgresql package) on 127.0.0.1, then stops the cluster and deletes it.
# Usage: scripts/with-postgres.sh npx vitest run --project node tests/node/storage.test.ts
set -eu
BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL not found in $BIN; install it with: sudo apt-get install -y postgresql" >&2
  exit 2
fi
if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi
DIR="$(mktemp -d /tmp/pgtest.XXXXXX)"
PORT="${PG_PORT:-$(( 20000 + $$ % 10000 ))}"
# initdb refuses to run as root: run the server as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
cleanup() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM
as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=on -c synchronous_commit=on" start >/dev/null ||
  { cat "$DIR/server.log" >&2; exit 1; }
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
