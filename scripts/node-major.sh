#!/usr/bin/env bash
# Prints the folder of a Node.js binary of the given major (default 24), taken from the npm registry's
# `node` package into node_modules/.cache on first use, so supported runtimes can be tested on any
# machine: PATH="$(bash scripts/node-major.sh 22):$PATH" npm test
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-24}"
prefix="node_modules/.cache/node-$major"
bin="$prefix/node_modules/.bin/node"
if ! [ -x "$bin" ] || ! "$bin" --version | grep -q "^v$major\."; then
  echo "Fetching Node.js $major from the npm registry" >&2
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock "node@$major" >/dev/null
fi
cd "$(dirname "$bin")" && pwd
