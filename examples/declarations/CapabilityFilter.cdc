// CapabilityFilter, declared: its types, entitlements, events, paths and function signatures, no bodies.
// Source: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a contracts/CapabilityFilter.cdc
// Addresses: mainnet 0xd8a7e05a7ac670c0, testnet 0x294e44e1ec6993c6
// Every function panics; see examples/declarations/README.md.

access(all) contract CapabilityFilter {

    access(all) let StoragePath: StoragePath
    access(all) let PublicPath: PublicPath

    access(all) entitlement Add
    access(all) entitlement Delete

    access(all) event FilterUpdated(id: UInt64, filterType: Type, type: Type, active: Bool)

    /// Decides whether a Capability may be handed out.
    access(all) resource interface Filter {
        access(all) view fun allowed(cap: Capability): Bool
        access(all) view fun getDetails(): AnyStruct
    }

    /// Allows every type except those added.
    access(all) resource DenylistFilter: Filter {
        access(Add) fun addType(_ type: Type) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Delete) fun removeType(_ type: Type) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Delete) fun removeAllTypes() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun allowed(cap: Capability): Bool { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getDetails(): AnyStruct { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    }

    /// Allows only the types added.
    access(all) resource AllowlistFilter: Filter {
        access(Add) fun addType(_ type: Type) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Delete) fun removeType(_ type: Type) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Delete) fun removeAllTypes() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun allowed(cap: Capability): Bool { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getDetails(): AnyStruct { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    }

    /// Allows everything.
    access(all) resource AllowAllFilter: Filter {
        access(all) view fun allowed(cap: Capability): Bool { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getDetails(): AnyStruct { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    }

    /// A new filter of the given type (one of the three above).
    access(all) fun createFilter(_ t: Type): @{Filter} { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }

    init() {
        // The paths the contract gives itself: CapabilityFilter_<its address>.
        let name = "CapabilityFilter_".concat(self.account.address.toString())
        self.StoragePath = StoragePath(identifier: name)!
        self.PublicPath = PublicPath(identifier: name)!
    }
}
