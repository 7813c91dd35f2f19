#!/usr/bin/env bash
# Lints the GitHub Actions workflows in .github/workflows with actionlint, built from the Go
# module proxy at the version pinned below into the ignored .tools/bin (reused while the pin and
# the Go version are unchanged). Any finding fails: a broken workflow fails here, before GitHub.
#   scripts/actionlint.sh [FILES...]   (default: every workflow)
set -euo pipefail
cd "$(dirname "$0")/.."
version=v1.7.12
bin=.tools/bin/actionlint
stamp="$version $(go env GOVERSION 2>/dev/null || echo no-go)"

if ! command -v go >/dev/null 2>&1; then
  echo "actionlint: Go is needed to build actionlint $version (install Go 1.26 or newer)" >&2
  exit 3
fi
if [ ! -x "$bin" ] || [ "$(cat "$bin.stamp" 2>/dev/null)" != "$stamp" ]; then
  echo "actionlint: building github.com/rhysd/actionlint $version"
  GOBIN="$PWD/.tools/bin" go install "github.com/rhysd/actionlint/cmd/actionlint@$version"
  printf '%s' "$stamp" >"$bin.stamp"
fi

if [ "$#" -eq 0 ]; then
  set -- .github/workflows/*.yml
fi
"$bin" -version | head -1
# With Debian's shellcheck on the PATH, actionlint also checks every `run:` script.
bash scripts/ensure-debian.sh shellcheck=shellcheck
"$bin" -no-color "$@"
echo "actionlint: $# workflow files, 0 findings"
