#!/bin/sh
# Sabaki's GTP library, @sabaki/gtp, drives hane through an analysis
# session as Sabaki does (sabaki_gtp_session.js checks every line).
# Skipped (exit 77) where node is missing or the package cannot be
# installed (it is fetched with npm into the build directory once).
set -u

hane=${HANE:-./hane}
here=$(cd "$(dirname "$0")" && pwd)
modules=${NODE_GTP:-$(pwd)/node_gtp}

if ! command -v node >/dev/null 2>&1; then
  echo "SKIP: node is not installed" >&2
  exit 77
fi
if [ ! -f "$modules/node_modules/@sabaki/gtp/package.json" ]; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "SKIP: npm is not installed, @sabaki/gtp is missing" >&2
    exit 77
  fi
  mkdir -p "$modules"
  if ! timeout 300 npm install --silent --no-audit --no-fund --prefix "$modules" \
       @sabaki/gtp >"$modules/npm.log" 2>&1; then
    echo "SKIP: cannot install @sabaki/gtp (see $modules/npm.log)" >&2
    exit 77
  fi
fi

timeout 300 node "$here/sabaki_gtp_session.js" "$modules" "$hane"
