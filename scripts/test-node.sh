#!/usr/bin/env bash
# Runs the server's test suite on another Node.js major (default 24), the binary taken from the npm
# registry's `node` package into node_modules/.cache, so supported runtimes are tested on any machine:
#   npm run test:node -- 24
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-24}"
prefix="node_modules/.cache/node-$major"
bin="$prefix/node_modules/.bin/node"
if ! [ -x "$bin" ] || ! "$bin" --version | grep -q "^v$major\."; then
  echo "Fetching Node.js $major from the npm registry"
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock "node@$major" >/dev/null
fi
echo "Server tests on Node.js $("$bin" --version)"

# The given files, else the server's whole suite; the crash-recovery soak (thirty kill -9 rounds with
# the CPU loaded) runs once, in the main suite.
shift || true
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(apps/server/)
PATH="$(cd "$(dirname "$bin")" && pwd):$PATH" exec "$bin" node_modules/vitest/vitest.mjs run \
  "${files[@]}" --exclude '**/collab-crash.test.ts'
