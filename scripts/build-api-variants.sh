#!/usr/bin/env bash
# The Access API reference's real builds, for npm test:
# 1. strict mode fails the build when the description cannot be used;
# 2. the site builds twice more from the upstream descriptions that production
#    fetches (../shared/fixtures/upstream), each served on 127.0.0.1 and given
#    as ACCESS_API_URL, into build-api-2024-06/ and build-api-latest/ for
#    e2e/api-reference.spec.ts. Skipped, saying so, when ../shared is absent.
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
trap 'rm -f "$log"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT

# Nothing listens on this loopback port; strict mode must refuse the fallback and fail early.
echo "strict mode with an unreachable description must fail the build:"
if ACCESS_API_URL=http://127.0.0.1:4199/access.yaml ACCESS_API_STRICT=1 npx docusaurus build --out-dir "$(mktemp -d)" >"$log" 2>&1; then
  echo "FAIL: the build succeeded in strict mode with an unreachable description" >&2
  exit 1
fi
grep -q 'strict mode forbids the fallback: http://127.0.0.1:4199/access.yaml unreachable: ECONNREFUSED' "$log" || {
  cat "$log" >&2
  echo "FAIL: the strict build failed without naming the cause" >&2
  exit 1
}
echo "  ok: the build failed and named the cause"

fixtures="$(cd .. && pwd)/shared/fixtures/upstream"
if [ ! -d "$fixtures" ]; then
  echo "upstream Access API builds skipped: $fixtures is absent"
  exit 0
fi

port=4186
node -e '
  const http = require("node:http"), fs = require("node:fs"), path = require("node:path");
  const dir = process.argv[1];
  http.createServer((req, res) => {
    const file = path.join(dir, path.basename(req.url));
    if (!fs.existsSync(file)) { res.writeHead(404); return res.end(); }
    res.writeHead(200, {"content-type": "application/yaml"});
    fs.createReadStream(file).pipe(res);
  }).listen(Number(process.argv[2]), "127.0.0.1");
' "$fixtures" "$port" &
server=$!
sleep 1

for name in 2024-06 latest; do
  url="http://127.0.0.1:$port/access-$name.yaml"
  echo "building with ACCESS_API_URL=$url (strict, so the build cannot fall back)"
  ACCESS_API_URL="$url" ACCESS_API_STRICT=1 npx docusaurus build --out-dir "build-api-$name" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
  grep '\[access-api\]' "$log"
done
