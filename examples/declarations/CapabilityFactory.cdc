// CapabilityFactory, declared: its types, entitlements, paths and function signatures, no bodies.
// Source: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a contracts/CapabilityFactory.cdc
// Addresses: mainnet 0xd8a7e05a7ac670c0, testnet 0x294e44e1ec6993c6
// Every function panics; see examples/declarations/README.md.

access(all) contract CapabilityFactory {

    access(all) let StoragePath: StoragePath
    access(all) let PublicPath: PublicPath

    access(all) entitlement Add
    access(all) entitlement Delete

    /// Gets a Capability of one type out of an account.
    access(all) struct interface Factory {
        access(all) view fun getCapability(acct: auth(Capabilities) &Account, controllerID: UInt64): Capability?
        access(all) view fun getPublicCapability(acct: &Account, path: PublicPath): Capability?
    }

    /// Looks up the Factory for a Capability type.
    access(all) resource interface Getter {
        access(all) view fun getSupportedTypes(): [Type]
        access(all) view fun getFactory(_ t: Type): {CapabilityFactory.Factory}?
    }

    /// Holds Factories, one per Capability type.
    access(all) resource Manager: Getter {
        access(all) view fun getSupportedTypes(): [Type] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getFactory(_ t: Type): {CapabilityFactory.Factory}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Add) fun addFactory(_ t: Type, _ f: {CapabilityFactory.Factory}) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Add) fun updateFactory(_ t: Type, _ f: {CapabilityFactory.Factory}) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Delete) fun removeFactory(_ t: Type): {CapabilityFactory.Factory}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    }

    access(all) fun createFactoryManager(): @Manager { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }

    init() {
        // The paths the contract gives itself: CapabilityFactory_<its address>.
        let name = "CapabilityFactory_".concat(self.account.address.toString())
        self.StoragePath = StoragePath(identifier: name)!
        self.PublicPath = PublicPath(identifier: name)!
    }
}
