// Xorshift128plus, declared: its PRG struct and function signatures, no bodies.
// Source: onflow/random-coin-toss@cf2334540f4b25f65554a39a35549c9b0cf57853 contracts/Xorshift128plus.cdc
// Addresses: mainnet 0x45caec600164c9e6, testnet 0xed24dbe901028c5c
// Every function panics; see examples/declarations/README.md.

access(all) contract Xorshift128plus {

    /// A xorshift128+ pseudo-random generator seeded from a source of randomness and a salt
    /// (the source at least 16 bytes).
    access(all) struct PRG {
        access(all) var state0: Word64
        access(all) var state1: Word64

        init(sourceOfRandomness: [UInt8], salt: [UInt8]) {
            self.state0 = 0
            self.state1 = 0
            panic("declaration only: onflow/random-coin-toss@cf2334540f4b25f65554a39a35549c9b0cf57853")
        }

        access(all) fun nextUInt64(): UInt64 { panic("declaration only: onflow/random-coin-toss@cf2334540f4b25f65554a39a35549c9b0cf57853") }
        access(all) fun nextUInt256(): UInt256 { panic("declaration only: onflow/random-coin-toss@cf2334540f4b25f65554a39a35549c9b0cf57853") }
    }
}
