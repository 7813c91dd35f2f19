// FTBalanceFactory, declared: its factory struct and its signatures, no bodies.
// Source: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a contracts/factories/FTBalanceFactory.cdc
// Addresses: mainnet 0xd8a7e05a7ac670c0, testnet 0x294e44e1ec6993c6
// Every function panics; see examples/declarations/README.md.

import "CapabilityFactory"
import "FungibleToken"

access(all) contract FTBalanceFactory {
    /// Capabilities of type &{FungibleToken.Balance}.
    access(all) struct Factory: CapabilityFactory.Factory {
        access(all) view fun getCapability(acct: auth(Capabilities) &Account, controllerID: UInt64): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getPublicCapability(acct: &Account, path: PublicPath): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    }
}
