// NFTCatalog, declared: its types, entitlements, events, paths and function signatures, no bodies.
// Source: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185 cadence/contracts/NFTCatalog.cdc
// Addresses: mainnet 0x49a7cda3a1eecc29, testnet 0x324c34e1c517e4db
// The repository says the project is deprecated in favour of fixes-world/token-list.
// Every function panics; see examples/declarations/README.md.

import "MetadataViews"

access(all) contract NFTCatalog {

    access(all) event EntryAdded(
        collectionIdentifier: String,
        contractName: String,
        contractAddress: Address,
        nftType: Type,
        storagePath: StoragePath,
        publicPath: PublicPath,
        publicLinkedType: Type,
        displayName: String,
        description: String,
        externalURL: String
    )
    access(all) event EntryUpdated(
        collectionIdentifier: String,
        contractName: String,
        contractAddress: Address,
        nftType: Type,
        storagePath: StoragePath,
        publicPath: PublicPath,
        publicLinkedType: Type,
        displayName: String,
        description: String,
        externalURL: String
    )
    access(all) event EntryRemoved(collectionIdentifier: String, nftType: Type)
    access(all) event ProposalEntryAdded(proposalID: UInt64, collectionIdentifier: String, message: String, status: String, proposer: Address)
    access(all) event ProposalEntryUpdated(proposalID: UInt64, collectionIdentifier: String, message: String, status: String, proposer: Address)
    access(all) event ProposalEntryRemoved(proposalID: UInt64)

    access(all) let ProposalManagerStoragePath: StoragePath
    access(all) let ProposalManagerPublicPath: PublicPath

    access(all) entitlement ProposalActionOwner

    access(all) resource interface NFTCatalogProposalManagerPublic {
        access(all) view fun getCurrentProposalEntry(): String?
    }

    /// A proposer's record of the entry it is proposing.
    access(all) resource NFTCatalogProposalManager: NFTCatalogProposalManagerPublic {
        access(all) view fun getCurrentProposalEntry(): String? { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
        access(ProposalActionOwner) fun setCurrentProposalEntry(identifier: String?) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    }

    /// A copy of the catalog that the contract's account may serve instead of the live one.
    access(all) resource Snapshot {
        access(all) var catalogSnapshot: {String: NFTCatalogMetadata}
        access(all) var shouldUseSnapshot: Bool

        access(all) fun setPartialSnapshot(_ snapshotKey: String, _ snapshotEntry: NFTCatalogMetadata) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
        access(all) fun setShouldUseSnapshot(_ shouldUseSnapshot: Bool) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
        access(all) view fun getCatalogSnapshot(): {String: NFTCatalogMetadata} { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }

        init() {
            self.catalogSnapshot = {}
            self.shouldUseSnapshot = false
            panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185")
        }
    }

    access(all) fun createEmptySnapshot(): @Snapshot { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }

    /// Where a collection is stored and published.
    access(all) struct NFTCollectionData {
        access(all) let storagePath: StoragePath
        access(all) let publicPath: PublicPath
        access(all) let publicLinkedType: Type

        /// Only stores its arguments.
        init(storagePath: StoragePath, publicPath: PublicPath, publicLinkedType: Type) {
            self.storagePath = storagePath
            self.publicPath = publicPath
            self.publicLinkedType = publicLinkedType
        }
    }

    /// A catalog entry.
    access(all) struct NFTCatalogMetadata {
        access(all) let contractName: String
        access(all) let contractAddress: Address
        access(all) let nftType: Type
        access(all) let collectionData: NFTCollectionData
        access(all) let collectionDisplay: MetadataViews.NFTCollectionDisplay

        /// Only stores its arguments.
        init(contractName: String, contractAddress: Address, nftType: Type, collectionData: NFTCollectionData, collectionDisplay: MetadataViews.NFTCollectionDisplay) {
            self.contractName = contractName
            self.contractAddress = contractAddress
            self.nftType = nftType
            self.collectionData = collectionData
            self.collectionDisplay = collectionDisplay
        }
    }

    /// A proposed entry (its status is set by the catalog's admins).
    access(all) struct NFTCatalogProposal {
        access(all) let collectionIdentifier: String
        access(all) let metadata: NFTCatalogMetadata
        access(all) let message: String
        access(all) let status: String
        access(all) let proposer: Address
        access(all) let createdTime: UFix64

        init(collectionIdentifier: String, metadata: NFTCatalogMetadata, message: String, status: String, proposer: Address) {
            self.collectionIdentifier = collectionIdentifier
            self.metadata = metadata
            self.message = message
            self.status = status
            self.proposer = proposer
            self.createdTime = 0.0
            panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185")
        }
    }

    /// Deprecated by the contract itself: use getCatalogKeys and forEachCatalogKey.
    access(all) view fun getCatalog(): {String: NFTCatalogMetadata} { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) view fun getCatalogKeys(): [String] { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) fun forEachCatalogKey(_ function: fun (String): Bool) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) view fun getCatalogEntry(collectionIdentifier: String): NFTCatalogMetadata? { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) view fun getCollectionsForType(nftTypeIdentifier: String): {String: Bool}? { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) view fun getCatalogTypeData(): {String: {String: Bool}} { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) fun proposeNFTMetadata(collectionIdentifier: String, metadata: NFTCatalogMetadata, message: String, proposer: Address): UInt64 { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) fun withdrawNFTProposal(proposalID: UInt64) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) view fun getCatalogProposals(): {UInt64: NFTCatalogProposal} { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) view fun getCatalogProposalEntry(proposalID: UInt64): NFTCatalogProposal? { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) view fun getCatalogProposalKeys(): [UInt64] { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) fun forEachCatalogProposalKey(_ function: fun (UInt64): Bool) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(all) fun createNFTCatalogProposalManager(): @NFTCatalogProposalManager { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }

    // What NFTCatalogAdmin, deployed to the same account, calls.
    access(account) fun addCatalogEntry(collectionIdentifier: String, metadata: NFTCatalogMetadata) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(account) fun updateCatalogEntry(collectionIdentifier: String, metadata: NFTCatalogMetadata) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(account) fun removeCatalogEntry(collectionIdentifier: String) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(account) fun removeCatalogEntryUnsafe(collectionIdentifier: String, nftTypeIdentifier: String) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(account) fun updateCatalogProposal(proposalID: UInt64, proposalMetadata: NFTCatalogProposal) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }
    access(account) fun removeCatalogProposal(proposalID: UInt64) { panic("declaration only: onflow/nft-catalog@a3eb4d6777673af2ad43ce1ac733ff21fde3f185") }

    init() {
        self.ProposalManagerStoragePath = /storage/nftCatalogProposalManager
        self.ProposalManagerPublicPath = /public/nftCatalogProposalManager
    }
}
