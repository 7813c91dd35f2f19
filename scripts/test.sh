#!/usr/bin/env bash
# Every check, in the order that fails fastest: typecheck, lint, unit and content
# tests, the production build, then browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "typecheck"
npx tsc --noEmit

step "lint"
npx eslint .

step "unit tests and content lint"
npx vitest run

step "production build"
npx docusaurus build

step "browser tests"
bash scripts/ensure-chromium.sh
npx playwright test
