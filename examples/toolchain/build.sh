#!/usr/bin/env bash
# Builds the Flow toolchain the example checks and the Access API contract tests run:
#   examples/.bin/emulator  the Flow emulator (pinned in examples/toolchain/emulator/go.mod)
#   examples/.bin/lint      the Cadence checker and the linter of `flow cadence lint`
#                           (pinned in examples/toolchain/lint/go.mod)
# The go.mod files are the pins, and the only place they live. A binary is reused while the
# pins, the Go version and the build flags it was built with are unchanged; otherwise it is
# rebuilt. Ends by printing the versions inside each binary.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="$here/../.bin"
mkdir -p "$bin"

if ! command -v go >/dev/null 2>&1; then
  cat >&2 <<'MSG'
examples: Go is needed to build the Flow emulator and the Cadence linter for the example checks.
  Install Go 1.26 or newer (https://go.dev/doc/install, or your system's package manager) and a C
  compiler (cgo), then run `npm test` again. To skip the example checks on purpose (they are
  reported as skipped, and CI never skips them): EXAMPLES_SKIP=1 npm test
MSG
  exit 3
fi

# The Flow CLI's Makefile builds with these flags (BLS signatures through BLST need cgo).
export CGO_ENABLED=1
export CGO_CFLAGS="-O2 -D__BLST_PORTABLE__ -std=gnu11"

build() { # name, module folder, package
  local name="$1" dir="$here/$2" pkg="$3"
  local stamp
  stamp="$(cat "$dir/go.mod" "$dir/go.sum" | sha256sum | cut -c1-16) $(go env GOVERSION) $CGO_CFLAGS"
  if [ -x "$bin/$name" ] && [ -f "$bin/$name.stamp" ] && [ "$(cat "$bin/$name.stamp")" = "$stamp" ]; then
    echo "toolchain: $name is up to date with its pins"
    return
  fi
  echo "toolchain: building $name from $pkg (cold: minutes, and about 2 GB of Go module cache)"
  local start=$SECONDS
  (cd "$dir" && go build -o "$bin/$name.tmp" "$pkg")
  mv "$bin/$name.tmp" "$bin/$name"
  printf '%s' "$stamp" >"$bin/$name.stamp"
  echo "toolchain: built $name in $((SECONDS - start)) s"
}

build lint lint github.com/onflow/cadence-tools/lint/cmd/lint
build emulator emulator github.com/onflow/flow-emulator/cmd/emulator

# The versions compiled into each binary, read from its build information.
version_of() { go version -m "$bin/$1" | awk -v m="$2" '($1 == "dep" || $1 == "mod") && $2 == m {print $3}'; }
echo "toolchain: emulator = flow-emulator $(version_of emulator github.com/onflow/flow-emulator), cadence $(version_of emulator github.com/onflow/cadence)"
echo "toolchain: lint = cadence-tools/lint $(version_of lint github.com/onflow/cadence-tools/lint), cadence $(version_of lint github.com/onflow/cadence)"
