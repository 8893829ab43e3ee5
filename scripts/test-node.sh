#!/usr/bin/env bash
# Runs the server's test suite (or the given test files) on another Node.js major, default 24:
#   npm run test:node -- 24 [files…]
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-24}"
shift || true
bin="$(bash scripts/node-major.sh "$major")"
echo "Server tests on Node.js $("$bin/node" --version)"

# The crash-recovery soak (thirty kill -9 rounds with the CPU loaded) runs once, in the main suite.
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(apps/server/)
PATH="$bin:$PATH" exec "$bin/node" node_modules/vitest/vitest.mjs run "${files[@]}" \
  --exclude '**/collab-crash.test.ts'
