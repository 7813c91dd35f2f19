// Command nodekeys prints, as JSON, the keys of a new Flow node, made with onflow/crypto (the
// version the pinned emulator uses): a random node ID, an ECDSA P-256 networking key, a BLS
// BLS12-381 staking key with its proof of possession, and an ECDSA P-256 key for the machine
// account. The Cadence run check registers a node on the emulator with them, where a staking page
// tells its reader to use their own node's keys.
//
//	go run ./nodekeys   (in examples/toolchain/emulator)
package main

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"os"

	"github.com/onflow/crypto"
)

func key(algo crypto.SigningAlgorithm) crypto.PrivateKey {
	seed := make([]byte, crypto.KeyGenSeedMinLen)
	if _, err := rand.Read(seed); err != nil {
		panic(err)
	}
	sk, err := crypto.GeneratePrivateKey(algo, seed)
	if err != nil {
		panic(err)
	}
	return sk
}

func main() {
	id := make([]byte, 32)
	if _, err := rand.Read(id); err != nil {
		panic(err)
	}
	staking := key(crypto.BLSBLS12381)
	pop, err := crypto.BLSGeneratePOP(staking)
	if err != nil {
		panic(err)
	}
	out := map[string]string{
		"nodeID":            hex.EncodeToString(id),
		"networkingKey":     hex.EncodeToString(key(crypto.ECDSAP256).PublicKey().Encode()),
		"stakingKey":        hex.EncodeToString(staking.PublicKey().Encode()),
		"stakingKeyPoP":     hex.EncodeToString(pop),
		"machineAccountKey": hex.EncodeToString(key(crypto.ECDSAP256).PublicKey().Encode()),
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
