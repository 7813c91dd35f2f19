// Command addressnets reads Flow addresses (hex, with or without 0x), one per line, and prints as
// JSON the networks each is a valid account address on: flow-go-sdk's Address.IsValid for
// mainnet, testnet and the emulator; flow-go's chain for previewnet (the SDK has no previewnet
// chain) and for the monotonic emulator that `flow test` runs (addresses 0x01, 0x02, ...).
// The address check of the example checks (examples/checks/addresses.ts) asks it about every
// address the docs show.
//
//	printf '0x1654653399040a61\n' | go run ./addressnets   (in examples/toolchain/emulator)
package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"

	sdk "github.com/onflow/flow-go-sdk"
	flowgo "github.com/onflow/flow-go/model/flow"
)

func main() {
	sdkChains := []struct {
		name string
		id   sdk.ChainID
	}{{"mainnet", sdk.Mainnet}, {"testnet", sdk.Testnet}, {"emulator", sdk.Emulator}}
	goChains := []struct {
		name string
		id   flowgo.ChainID
	}{{"previewnet", flowgo.Previewnet}, {"monotonic", flowgo.MonotonicEmulator}}

	out := map[string][]string{}
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		text := strings.TrimSpace(scanner.Text())
		if text == "" {
			continue
		}
		networks := []string{}
		address := sdk.HexToAddress(text)
		for _, c := range sdkChains {
			if address.IsValid(c.id) {
				networks = append(networks, c.name)
			}
		}
		goAddress := flowgo.HexToAddress(text)
		for _, c := range goChains {
			if c.id.Chain().IsValid(goAddress) {
				networks = append(networks, c.name)
			}
		}
		out[text] = networks
	}
	if err := scanner.Err(); err != nil {
		panic(err)
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
