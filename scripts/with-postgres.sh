#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1, then stops it.
# Usage: scripts/with-postgres.sh <command...>   (DATABASE_URL is exported to the command)
# Why a throwaway cluster: CI and developers get the same clean server with no system
# service to configure, and nothing is left behind.
set -euo pipefail

bin=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/pg_ctl" ] && bin="$dir"; done
if [ -z "$bin" ]; then
  echo "with-postgres: no PostgreSQL server found (apt-get install postgresql)" >&2
  exit 1
fi

port="${PGPORT_TEST:-55432}"
root="$(mktemp -d /tmp/horeca-pg.XXXXXX)"
run_as=()
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root; Debian's package creates the postgres user.
  chown postgres "$root"
  run_as=(runuser -u postgres --)
fi

"${run_as[@]}" "$bin/initdb" -D "$root/data" -U horeca --auth=trust -E UTF8 >/dev/null
# fsync, synchronous commits and full-page writes off: a throwaway server needs no durability,
# and CI waits on every commit.
"${run_as[@]}" "$bin/pg_ctl" -D "$root/data" -l "$root/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $root -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

stop() { "${run_as[@]}" "$bin/pg_ctl" -D "$root/data" -m fast -w stop >/dev/null || true; rm -rf "$root"; }
trap stop EXIT

export DATABASE_URL="postgres://horeca@127.0.0.1:$port/postgres"
"$@"
