// Package goblocks pins the modules the docs' Go blocks import; the go check compiles each block
// as its own package main against exactly these versions (go.mod, go.sum).
package goblocks

import (
	_ "github.com/onflow/cadence"
	_ "github.com/onflow/flow-go-sdk"
	_ "github.com/onflow/flow-go-sdk/access/grpc"
	_ "github.com/onflow/flow-go-sdk/access/http"
	_ "github.com/onflow/flow-go-sdk/crypto"
	_ "google.golang.org/grpc"
	_ "google.golang.org/grpc/credentials/insecure"
)
