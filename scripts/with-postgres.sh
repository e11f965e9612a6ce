#!/usr/bin/env bash
# Run a command with a throwaway PostgreSQL cluster on 127.0.0.1 (trust auth, loopback only).
# Exports JOURNAL_TEST_POSTGRES_URL for the tests; the cluster is stopped and removed afterwards.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PGBIN" ]; then echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; fi
PGROOT=$(mktemp -d /tmp/journal-pg.XXXXXX)
PGPORT=${JOURNAL_TEST_PGPORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')}
PGDATA=$PGROOT/data
run_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = "0" ] && chown postgres:postgres "$PGROOT"
cleanup() { run_pg "$PGBIN/pg_ctl -D $PGDATA -m fast -w stop" >/dev/null 2>&1 || true; rm -rf "$PGROOT"; }
trap cleanup EXIT
run_pg "$PGBIN/initdb -D $PGDATA -U postgres --auth=trust -E UTF8 --no-locale" >/dev/null
run_pg "$PGBIN/pg_ctl -D $PGDATA -l $PGROOT/server.log -w -t 30 -o \"-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGROOT -c max_connections=200 -c fsync=off\" start" >/dev/null
export JOURNAL_TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$PGPORT/postgres"
echo "PostgreSQL test cluster on 127.0.0.1:$PGPORT"
"$@"
