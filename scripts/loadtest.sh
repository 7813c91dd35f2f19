#!/usr/bin/env bash
# npm run loadtest [-- SECONDS CONNECTIONS]: load test of the production build behind nginx
# (deploy/nginx.conf via npm run serve:prod) with Debian's wrk, on loopback only.
# A mix of pages and hashed assets, 64 connections for 30 s by default; prints
# requests/s, p99 latency and errors (non-2xx/3xx answers and socket errors), and
# fails when there is any error. Run `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-30}"
connections="${2:-64}"
port=4320
bash scripts/ensure-debian.sh wrk=wrk
[ -f build/index.html ] || { echo "loadtest: no build: run npm run build first" >&2; exit 1; }

npx jiti scripts/nginx.ts --dir build --port "$port" > /tmp/flow-portal-loadtest-nginx.log 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; pkill -f "flow-portal-nginx-$port" 2>/dev/null || true' EXIT
for _ in $(seq 1 240); do curl -sf -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.5; done

# The request mix: every 10th sitemap page, the home page, and the hashed JS and CSS a page loads.
paths_file=$(mktemp)
grep -o '<loc>[^<]*' build/sitemap.xml | sed 's#<loc>https\?://[^/]*##' | awk 'NR % 10 == 1' > "$paths_file"
echo "/" >> "$paths_file"
grep -o '/assets/[^"'"'"' >]*\.\(js\|css\)' build/index.html build/build/basics/accounts.html | cut -d: -f2 | sort -u >> "$paths_file"
echo "loadtest: $(wc -l < "$paths_file") paths, $connections connections, ${duration}s, gzip accepted"

lua=$(mktemp --suffix .lua)
cat > "$lua" <<LUA
local paths = {}
for line in io.lines("$paths_file") do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], {["Accept-Encoding"] = "br, gzip"})
end
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout + summary.errors.status
  io.write(string.format("RESULT requests_per_second=%.0f p99_ms=%.2f p50_ms=%.2f requests=%d errors=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(99) / 1000, latency:percentile(50) / 1000, summary.requests, errors))
end
LUA
wrk --threads 2 --connections "$connections" --duration "${duration}s" --latency --script "$lua" "http://127.0.0.1:$port" | tee /tmp/flow-portal-loadtest.txt
result=$(grep '^RESULT' /tmp/flow-portal-loadtest.txt)
errors=$(sed 's/.*errors=\([0-9]*\).*/\1/' <<< "$result")
echo "loadtest: $result"
[ "$errors" -eq 0 ] || { echo "loadtest: $errors errors" >&2; exit 1; }
