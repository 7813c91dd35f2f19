// Command systemaddresses prints, as JSON, the address of every system contract on Flow mainnet,
// testnet and the emulator, as flow-go's fvm/systemcontracts (the version inside the pinned
// emulator) defines them. The Cadence example check maps imports by mainnet or testnet address to
// the emulator's copy of the same contract with it.
//
//	go run ./systemaddresses   (in examples/toolchain/emulator)
package main

import (
	"encoding/json"
	"os"

	"github.com/onflow/flow-go/fvm/systemcontracts"
	"github.com/onflow/flow-go/model/flow"
)

func main() {
	chains := map[string]flow.ChainID{"mainnet": flow.Mainnet, "testnet": flow.Testnet, "emulator": flow.Emulator}
	out := map[string]map[string]string{}
	for name, id := range chains {
		contracts := map[string]string{}
		for _, c := range systemcontracts.SystemContractsForChain(id).All() {
			contracts[c.Name] = "0x" + c.Address.Hex()
		}
		out[name] = contracts
	}
	encoder := json.NewEncoder(os.Stdout)
	encoder.SetIndent("", "  ")
	if err := encoder.Encode(out); err != nil {
		panic(err)
	}
}
