//go:build tools

// Package tools pins the Cadence checker and the linter of `flow cadence lint`
// (cadence-tools/lint) that the example checks run. Build it with examples/toolchain/build.sh.
package tools

import _ "github.com/onflow/cadence-tools/lint/cmd/lint"
