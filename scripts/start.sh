#!/usr/bin/env bash
# Installs and starts the whole platform in production mode:
# shell http://localhost:3000, remotes 3001-3005, api 4000 (SHELL_PORT, MF_CHAT_PORT, API_PORT... change them).
set -euo pipefail
cd "$(dirname "$0")/.."
npx -y pnpm@10 install --frozen-lockfile
exec npx -y pnpm@10 start
