#!/usr/bin/env bash
# `pnpm start:cluster` (issue 27): the platform with several api instances behind one address.
# Starts PostgreSQL (or uses DATABASE_URL) and Redis (or uses REDIS_URL), API_INSTANCES api instances
# (default 2) on that one database and one upload folder, the shell's server and the remotes as `pnpm start`
# does, and nginx in front of the shell's server and the api instances: http://localhost:${CLUSTER_PORT:-8700}. Ctrl-C stops everything it started.
# Ports stay clear of `pnpm start` (3000-3005, 4000, mail 1025/1080): shell 3700, remotes 3701-3705,
# api 4700, 4701..., mail 1725/1780, Redis 6390; each can be set by its variable.
# Expects the production builds (pnpm start:cluster builds them first).
set -euo pipefail
cd "$(dirname "$0")/.."

export API_INSTANCES="${API_INSTANCES:-2}"
export CLUSTER_PORT="${CLUSTER_PORT:-8700}"
export SHELL_PORT="${SHELL_PORT:-3700}" MF_JOURNEY_PORT="${MF_JOURNEY_PORT:-3701}" MF_CHAT_PORT="${MF_CHAT_PORT:-3702}"
export MF_SEARCH_PORT="${MF_SEARCH_PORT:-3703}" MF_FORMS_PORT="${MF_FORMS_PORT:-3704}" MF_COMPANY_LANDING_PORT="${MF_COMPANY_LANDING_PORT:-3705}"
export API_PORT="${API_PORT:-4700}" MAIL_SMTP_PORT="${MAIL_SMTP_PORT:-1725}" MAIL_WEB_PORT="${MAIL_WEB_PORT:-1780}"
REDIS_PORT="${REDIS_PORT:-6390}"
# Pid files, logs and the filled-in nginx configuration; never the system's own.
RUN_DIR="${KLOB_CLUSTER_RUN_DIR:-${TMPDIR:-/tmp}/klob-cluster-${CLUSTER_PORT}}"
mkdir -p "$RUN_DIR"

install_missing() {
  local missing=()
  for pair in "$@"; do command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian's ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

needed=(nginx:nginx)
[ -n "${REDIS_URL:-}" ] || needed+=(redis-server:redis-server)
PATH="$PATH:/usr/sbin" install_missing "${needed[@]}"
NGINX="$(PATH="$PATH:/usr/sbin" command -v nginx)"

stop_pid_file() {
  local file="$1"
  [ -f "$file" ] || return 0
  local pid
  pid="$(cat "$file")"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill "$pid" 2>/dev/null || true; fi
  rm -f "$file"
}
cleanup() {
  stop_pid_file "$RUN_DIR/nginx.pid"
  stop_pid_file "$RUN_DIR/redis.pid"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
cleanup # what a crashed run left behind

if [ -z "${REDIS_URL:-}" ]; then
  # Nothing in Redis outlives a restart of the cluster: counters, codes and streaks are short-lived.
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --daemonize yes --pidfile "$RUN_DIR/redis.pid" \
    --dir "$RUN_DIR" --logfile "$RUN_DIR/redis.log" --save "" --appendonly no
  export REDIS_URL="redis://127.0.0.1:${REDIS_PORT}"
  until redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; do sleep 0.2; done
fi

if [ -z "${DATABASE_URL:-}" ]; then
  # PostgreSQL from Debian's package: the project's own server (scripts/postgres.sh, installed and started when
  # missing) and a database of the cluster's own on it, which the first api instance migrates and seeds.
  admin_url="$(scripts/postgres.sh | tail -n 1)"
  export DATABASE_URL="${admin_url%/*}/${CLUSTER_DATABASE:-klob_cluster}"
  psql -q "$admin_url" -tAc "SELECT 1 FROM pg_database WHERE datname = '${DATABASE_URL##*/}'" | grep -q 1 ||
    psql -q "$admin_url" -c "CREATE DATABASE ${DATABASE_URL##*/}"
fi

api_servers=""
for ((i = 0; i < API_INSTANCES; i++)); do api_servers+="    server 127.0.0.1:$((API_PORT + i)) max_fails=1 fail_timeout=5s;"$'\n'; done
for dir in body proxy fastcgi uwsgi scgi; do mkdir -p "$RUN_DIR/nginx-$dir"; done
# nginx's workers drop root for nobody: they must be able to write their temporary files.
[ "$(id -u)" -ne 0 ] || chown -R nobody "$RUN_DIR"/nginx-*
sed -e "s|@RUN_DIR@|$RUN_DIR|g" -e "s|@SHELL_PORT@|$SHELL_PORT|g" -e "s|@CLUSTER_PORT@|$CLUSTER_PORT|g" \
  scripts/cluster/nginx.conf | awk -v servers="$api_servers" '{ if ($0 == "@API_SERVERS@") printf "%s", servers; else print }' \
  >"$RUN_DIR/nginx.conf"
"$NGINX" -t -q -c "$RUN_DIR/nginx.conf" -p "$RUN_DIR" -e "$RUN_DIR/nginx-error.log"
"$NGINX" -c "$RUN_DIR/nginx.conf" -p "$RUN_DIR" -e "$RUN_DIR/nginx-error.log"

# The api instances, the mail catcher and the static servers, in the foreground; Ctrl-C stops them.
npx tsx tools/platform/cluster.ts
