//go:build tools

// Package tools pins the Flow emulator that the example checks and the Access API
// contract tests run. Build it with examples/toolchain/build.sh.
package tools

import _ "github.com/onflow/flow-emulator/cmd/emulator"
