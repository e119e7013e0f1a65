#!/usr/bin/env bash
# A PostgreSQL server of the project's own for tests and local runs: Debian's package (installed when missing),
# one cluster in a folder of its own (not the system's), listening on loopback and a socket folder under /tmp.
# Idempotent and quick when the server already runs. Prints the admin DATABASE_URL on its last line.
# `scripts/postgres.sh stop` stops it.
#   KLOB_PG_DIR   where the cluster lives (default /tmp/klob-postgres)
#   KLOB_PG_PORT  its port (default 25432: below the kernel's ephemeral range, 32768-60999, so no outgoing
#                 connection of the e2e run can hold it when the server binds)
set -euo pipefail

PG_DIR="${KLOB_PG_DIR:-/tmp/klob-postgres}"
PG_PORT="${KLOB_PG_PORT:-25432}"
DATA="$PG_DIR/data"
SOCKETS="$PG_DIR/run"
SERVER_LOG="$PG_DIR/server.log"
URL="postgres://klob@127.0.0.1:${PG_PORT}/postgres"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

if [ -z "$(bin_dir)" ]; then
  echo "Installing Debian's postgresql" >&2
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(bin_dir)"

# PostgreSQL refuses to run as root: the server runs as the postgres user (created by the package).
if [ "$(id -u)" -eq 0 ]; then OWNER=postgres; run_as_owner() { runuser -u postgres -- "$@"; }
else OWNER="$(id -un)"; run_as_owner() { "$@"; }; fi

if [ "${1:-}" = stop ]; then
  [ -f "$DATA/postmaster.pid" ] && run_as_owner "$BIN/pg_ctl" -D "$DATA" -m fast stop >/dev/null
  exit 0
fi

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT"; then
  echo "$URL"
  exit 0
fi

mkdir -p "$PG_DIR" "$SOCKETS"
chown "$OWNER" "$PG_DIR" "$SOCKETS"
if [ ! -f "$DATA/PG_VERSION" ]; then
  # trust on loopback only: a throw-away server for tests and local runs, never a production set-up.
  run_as_owner "$BIN/initdb" -D "$DATA" -U klob --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
fi
# A server that died with its machine leaves its lock files; their PID may now be another process's,
# which PostgreSQL would take for a running server. Only a live postgres process keeps them.
for lock in "$DATA/postmaster.pid" "$SOCKETS/.s.PGSQL.$PG_PORT.lock"; do
  [ -f "$lock" ] || continue
  pid="$(head -n 1 "$lock" | tr -d ' -')"
  if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" != postgres ]; then rm -f "$lock"; fi
done
if ! run_as_owner "$BIN/pg_ctl" -D "$DATA" -l "$SERVER_LOG" -w -t 60 \
  -o "-p $PG_PORT -k $SOCKETS -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null; then
  echo "PostgreSQL did not start on port $PG_PORT; the end of its log ($SERVER_LOG):" >&2
  tail -n 20 "$SERVER_LOG" >&2
  exit 1
fi
echo "$URL"
