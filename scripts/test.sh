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

step "production build with analytics configured (test ids; for e2e/analytics.spec.ts)"
GTAG_ID=G-TEST123 MIXPANEL_TOKEN=mixpanel-test HOTJAR_SITE_ID=1234 KAPA_WEBSITE_ID=kapa-test \
  npx docusaurus build --out-dir build-analytics

step "browser tests"
bash scripts/ensure-chromium.sh
E2E_ANALYTICS=1 npx playwright test
