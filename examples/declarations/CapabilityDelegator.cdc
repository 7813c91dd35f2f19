// CapabilityDelegator, declared: its types, entitlements, events, paths and function signatures, no bodies.
// Source: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a contracts/CapabilityDelegator.cdc
// Addresses: mainnet 0xd8a7e05a7ac670c0, testnet 0x294e44e1ec6993c6
// Every function panics; see examples/declarations/README.md.

access(all) contract CapabilityDelegator {

    access(all) let StoragePath: StoragePath
    access(all) let PublicPath: PublicPath

    access(all) entitlement Get
    access(all) entitlement Add
    access(all) entitlement Delete

    access(all) event DelegatorCreated(id: UInt64)
    access(all) event DelegatorUpdated(id: UInt64, capabilityType: Type, isPublic: Bool, active: Bool)

    /// The private side: Capabilities only the child account's owner shares.
    access(all) resource interface GetterPrivate {
        access(Get) view fun getPrivateCapability(_ type: Type): Capability?
        access(all) view fun findFirstPrivateType(_ type: Type): Type?
        access(Get) view fun getAllPrivate(): [Capability]
    }

    /// The public side.
    access(all) resource interface GetterPublic {
        access(all) view fun getPublicCapability(_ type: Type): Capability?
        access(all) view fun findFirstPublicType(_ type: Type): Type?
        access(all) view fun getAllPublic(): [Capability]
    }

    /// Holds Capabilities, public and private, indexed by their type.
    access(all) resource Delegator: GetterPublic, GetterPrivate {
        access(all) view fun getPublicCapability(_ type: Type): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Get) view fun getPrivateCapability(_ type: Type): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getAllPublic(): [Capability] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Get) view fun getAllPrivate(): [Capability] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun findFirstPublicType(_ type: Type): Type? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun findFirstPrivateType(_ type: Type): Type? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Add) fun addCapability(cap: Capability, isPublic: Bool) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Delete) fun removeCapability(cap: Capability) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    }

    access(all) fun createDelegator(): @Delegator { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }

    init() {
        // The paths the contract gives itself: CapabilityDelegator_<its address>.
        let name = "CapabilityDelegator_".concat(self.account.address.toString())
        self.StoragePath = StoragePath(identifier: name)!
        self.PublicPath = PublicPath(identifier: name)!
    }
}
