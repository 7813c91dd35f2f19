// HybridCustody, declared: its types, entitlements, events, paths and function signatures, no bodies.
// Source: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a contracts/HybridCustody.cdc
// Addresses: mainnet 0xd8a7e05a7ac670c0, testnet 0x294e44e1ec6993c6
// Every function panics; see examples/declarations/README.md.

import "MetadataViews"
import "ViewResolver"
import "Burner"

import "CapabilityFactory"
import "CapabilityDelegator"
import "CapabilityFilter"

access(all) contract HybridCustody {

    access(all) entitlement Owner
    access(all) entitlement Child
    access(all) entitlement Manage

    access(all) let OwnedAccountStoragePath: StoragePath
    access(all) let OwnedAccountPublicPath: PublicPath
    access(all) let ManagerStoragePath: StoragePath
    access(all) let ManagerPublicPath: PublicPath

    access(all) event CreatedManager(id: UInt64)
    access(all) event CreatedOwnedAccount(id: UInt64, child: Address)
    access(all) event AccountUpdated(id: UInt64?, child: Address, parent: Address?, active: Bool)
    access(all) event OwnershipUpdated(id: UInt64, child: Address, previousOwner: Address?, owner: Address?, active: Bool)
    access(all) event ChildAccountPublished(
        ownedAcctID: UInt64,
        childAcctID: UInt64,
        capDelegatorID: UInt64,
        factoryID: UInt64,
        filterID: UInt64,
        filterType: Type,
        child: Address,
        pendingParent: Address
    )
    access(all) event OwnershipGranted(ownedAcctID: UInt64, child: Address, previousOwner: Address?, pendingOwner: Address)
    access(all) event AccountSealed(id: UInt64, address: Address, parents: [Address])

    /// What a ChildAccount borrows the child's account through.
    access(all) resource interface BorrowableAccount {
        access(contract) view fun _borrowAccount(): auth(Storage, Contracts, Keys, Inbox, Capabilities) &Account
        access(all) view fun check(): Bool
    }

    /// The public view of an OwnedAccount.
    access(all) resource interface OwnedAccountPublic {
        access(all) view fun getParentAddresses(): [Address]
        access(all) view fun getParentStatuses(): {Address: Bool}
        access(all) view fun getRedeemedStatus(addr: Address): Bool?
        access(contract) fun setRedeemed(_ addr: Address)
        access(all) view fun getControllerIDForType(type: Type, forPath: StoragePath): UInt64?
    }

    /// What the owner of an OwnedAccount (the Owner entitlement) may do.
    access(all) resource interface OwnedAccountPrivate {
        access(Owner) fun removeParent(parent: Address): Bool
        access(Owner) fun publishToParent(
            parentAddress: Address,
            factory: Capability<&CapabilityFactory.Manager>,
            filter: Capability<&{CapabilityFilter.Filter}>
        )
        access(Owner) fun giveOwnership(to: Address)
        access(Owner) fun seal()
        access(Owner) fun setCapabilityFactoryForParent(parent: Address, cap: Capability<&CapabilityFactory.Manager>)
        access(Owner) fun setCapabilityFilterForParent(parent: Address, cap: Capability<&{CapabilityFilter.Filter}>)
        access(Owner) fun addCapabilityToDelegator(parent: Address, cap: Capability, isPublic: Bool)
        access(Owner) fun removeCapabilityFromDelegator(parent: Address, cap: Capability)
        access(all) view fun getAddress(): Address
        access(all) view fun isChildOf(_ addr: Address): Bool
        access(all) view fun getParentAddresses(): [Address]
        access(Owner) view fun borrowAccount(): auth(Storage, Contracts, Keys, Inbox, Capabilities) &Account
        access(all) view fun getOwner(): Address?
        access(all) view fun getPendingOwner(): Address?
        access(contract) fun setOwnerCallback(_ addr: Address)
        access(Owner) fun rotateAuthAccount()
        access(Owner) fun revokeAllKeys()
    }

    /// The public view of a ChildAccount.
    access(all) resource interface AccountPublic {
        access(all) view fun getPublicCapability(path: PublicPath, type: Type): Capability?
        access(all) view fun getPublicCapFromDelegator(type: Type): Capability?
        access(all) view fun getAddress(): Address
        access(all) view fun getCapabilityFactoryManager(): &{CapabilityFactory.Getter}?
        access(all) view fun getCapabilityFilter(): &{CapabilityFilter.Filter}?
        access(all) view fun getControllerIDForType(type: Type, forPath: StoragePath): UInt64?
    }

    /// What a parent (the Child entitlement) may do with a ChildAccount.
    access(all) resource interface AccountPrivate {
        access(Child) view fun getCapability(controllerID: UInt64, type: Type): Capability?
        access(all) view fun getManagerCapabilityFilter(): &{CapabilityFilter.Filter}?
        access(Child) view fun getPrivateCapFromDelegator(type: Type): Capability?
        access(contract) fun redeemedCallback(_ addr: Address)
        access(contract) fun setManagerCapabilityFilter(_ managerCapabilityFilter: Capability<&{CapabilityFilter.Filter}>?)
        access(contract) fun parentRemoveChildCallback(parent: Address)
    }

    /// What the owner of a Manager (the Manage entitlement) may do.
    access(all) resource interface ManagerPrivate {
        access(Manage) fun addAccount(cap: Capability<auth(Child) &{AccountPrivate, AccountPublic, ViewResolver.Resolver}>)
        access(Manage) fun borrowAccount(addr: Address): auth(Child) &{AccountPrivate, AccountPublic, ViewResolver.Resolver}?
        access(Manage) fun removeChild(addr: Address)
        access(Manage) fun addOwnedAccount(cap: Capability<auth(Owner) &{OwnedAccountPrivate, OwnedAccountPublic, ViewResolver.Resolver}>)
        access(Manage) fun borrowOwnedAccount(addr: Address): auth(Owner) &{OwnedAccountPrivate, OwnedAccountPublic, ViewResolver.Resolver}?
        access(Manage) fun removeOwned(addr: Address)
        access(Manage) fun setManagerCapabilityFilter(cap: Capability<&{CapabilityFilter.Filter}>?, childAddress: Address)
    }

    /// The public view of a Manager.
    access(all) resource interface ManagerPublic {
        access(all) view fun borrowAccountPublic(addr: Address): &{AccountPublic, ViewResolver.Resolver}?
        access(all) view fun getChildAddresses(): [Address]
        access(all) view fun getOwnedAddresses(): [Address]
        access(all) view fun getChildAccountDisplay(address: Address): MetadataViews.Display?
        access(contract) fun removeParentCallback(child: Address)
    }

    /// A parent's collection of child accounts (ChildAccount capabilities) and owned accounts.
    access(all) resource Manager: ManagerPrivate, ManagerPublic, ViewResolver.Resolver, Burner.Burnable {
        access(all) event ResourceDestroyed(uuid: UInt64 = self.uuid)

        access(Manage) fun setChildAccountDisplay(address: Address, _ d: MetadataViews.Display?) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun addAccount(cap: Capability<auth(Child) &{AccountPrivate, AccountPublic, ViewResolver.Resolver}>) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun setDefaultManagerCapabilityFilter(cap: Capability<&{CapabilityFilter.Filter}>?) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun setManagerCapabilityFilter(cap: Capability<&{CapabilityFilter.Filter}>?, childAddress: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun removeChild(addr: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun removeParentCallback(child: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun addOwnedAccount(cap: Capability<auth(Owner) &{OwnedAccountPrivate, OwnedAccountPublic, ViewResolver.Resolver}>) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun borrowAccount(addr: Address): auth(Child) &{AccountPrivate, AccountPublic, ViewResolver.Resolver}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun borrowAccountPublic(addr: Address): &{AccountPublic, ViewResolver.Resolver}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) view fun borrowOwnedAccount(addr: Address): auth(Owner) &{OwnedAccountPrivate, OwnedAccountPublic, ViewResolver.Resolver}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun removeOwned(addr: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Manage) fun giveOwnership(addr: Address, to: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getChildAddresses(): [Address] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getOwnedAddresses(): [Address] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getChildAccountDisplay(address: Address): MetadataViews.Display? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getViews(): [Type] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun resolveView(_ view: Type): AnyStruct? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun burnCallback() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }

        init(filter: Capability<&{CapabilityFilter.Filter}>?) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    }

    /// A parent's access to one child account, kept in the child account and claimed by the parent.
    access(all) resource ChildAccount: AccountPrivate, AccountPublic, ViewResolver.Resolver, Burner.Burnable {
        access(all) event ResourceDestroyed(uuid: UInt64 = self.uuid, address: Address = self.childCap.address, parent: Address = self.parent)

        /// Declared because ResourceDestroyed reads it.
        access(self) let childCap: Capability<&{BorrowableAccount, OwnedAccountPublic, ViewResolver.Resolver}>
        access(all) let parent: Address

        access(all) view fun getAddress(): Address { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun redeemedCallback(_ addr: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun setManagerCapabilityFilter(_ managerCapabilityFilter: Capability<&{CapabilityFilter.Filter}>?) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Child) view fun getCapability(controllerID: UInt64, type: Type): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Child) view fun getPrivateCapFromDelegator(type: Type): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getPublicCapFromDelegator(type: Type): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getPublicCapability(path: PublicPath, type: Type): Capability? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getManagerCapabilityFilter(): &{CapabilityFilter.Filter}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun borrowCapabilityDelegator(): auth(CapabilityDelegator.Get) &CapabilityDelegator.Delegator? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getViews(): [Type] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) fun resolveView(_ view: Type): AnyStruct? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun parentRemoveChildCallback(parent: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getCapabilityFilter(): &{CapabilityFilter.Filter}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getCapabilityFactoryManager(): &{CapabilityFactory.Getter}? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getControllerIDForType(type: Type, forPath: StoragePath): UInt64? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun burnCallback() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }

        init(
            _ childCap: Capability<&{BorrowableAccount, OwnedAccountPublic, ViewResolver.Resolver}>,
            _ factory: Capability<&CapabilityFactory.Manager>,
            _ filter: Capability<&{CapabilityFilter.Filter}>,
            _ delegator: Capability<auth(CapabilityDelegator.Get) &CapabilityDelegator.Delegator>,
            _ parent: Address
        ) {
            self.childCap = childCap
            self.parent = parent
            panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a")
        }
    }

    /// A child account wrapped by the app that created it: its account capability and its parents.
    access(all) resource OwnedAccount: OwnedAccountPrivate, BorrowableAccount, OwnedAccountPublic, ViewResolver.Resolver, Burner.Burnable {
        access(all) event ResourceDestroyed(uuid: UInt64 = self.uuid, addr: Address = self.acct.address)

        /// Declared because ResourceDestroyed reads it.
        access(self) var acct: Capability<auth(Storage, Contracts, Keys, Inbox, Capabilities) &Account>

        access(contract) fun setRedeemed(_ addr: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun setOwnerCallback(_ addr: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun publishToParent(
            parentAddress: Address,
            factory: Capability<&CapabilityFactory.Manager>,
            filter: Capability<&{CapabilityFilter.Filter}>
        ) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun check(): Bool { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) view fun borrowAccount(): auth(Storage, Contracts, Keys, Inbox, Capabilities) &Account { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) view fun _borrowAccount(): auth(Storage, Contracts, Keys, Inbox, Capabilities) &Account { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getParentAddresses(): [Address] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun isChildOf(_ addr: Address): Bool { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getRedeemedStatus(addr: Address): Bool? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getParentStatuses(): {Address: Bool} { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun removeParent(parent: Address): Bool { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getAddress(): Address { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getPendingOwner(): Address? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getOwner(): Address? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun giveOwnership(to: Address) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun revokeAllKeys() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun rotateAuthAccount() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun seal() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun borrowChildAccount(parent: Address): auth(Child) &ChildAccount? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun setCapabilityFactoryForParent(parent: Address, cap: Capability<&CapabilityFactory.Manager>) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun setCapabilityFilterForParent(parent: Address, cap: Capability<&{CapabilityFilter.Filter}>) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun borrowCapabilityDelegatorForParent(parent: Address): auth(CapabilityDelegator.Get, CapabilityDelegator.Add, CapabilityDelegator.Delete) &CapabilityDelegator.Delegator? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun addCapabilityToDelegator(parent: Address, cap: Capability, isPublic: Bool) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun removeCapabilityFromDelegator(parent: Address, cap: Capability) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getViews(): [Type] { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) fun resolveView(_ view: Type): AnyStruct? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(Owner) fun setDisplay(_ d: MetadataViews.Display) { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(all) view fun getControllerIDForType(type: Type, forPath: StoragePath): UInt64? { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
        access(contract) fun burnCallback() { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }

        init(_ acct: Capability<auth(Storage, Contracts, Keys, Inbox, Capabilities) &Account>) {
            self.acct = acct
            panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a")
        }
    }

    access(all) view fun getChildAccountIdentifier(_ addr: Address): String { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    access(all) view fun getCapabilityDelegatorIdentifier(_ addr: Address): String { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    access(all) view fun getOwnerIdentifier(_ addr: Address): String { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    access(all) fun createOwnedAccount(acct: Capability<auth(Storage, Contracts, Keys, Inbox, Capabilities) &Account>): @OwnedAccount { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }
    access(all) fun createManager(filter: Capability<&{CapabilityFilter.Filter}>?): @Manager { panic("declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a") }

    init() {
        // The paths the contract gives itself: HybridCustodyChild_<its address> and HybridCustodyManager_<its address>.
        let child = "HybridCustodyChild_".concat(self.account.address.toString())
        self.OwnedAccountStoragePath = StoragePath(identifier: child)!
        self.OwnedAccountPublicPath = PublicPath(identifier: child)!
        let manager = "HybridCustodyManager_".concat(self.account.address.toString())
        self.ManagerStoragePath = StoragePath(identifier: manager)!
        self.ManagerPublicPath = PublicPath(identifier: manager)!
    }
}
