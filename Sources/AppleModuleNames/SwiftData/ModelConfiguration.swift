import Foundation

/// How a container stores its models. Vignette's store is always in memory, filled from the
/// author's seeds, whatever the configuration says: the group container, URL and CloudKit
/// database are kept (and compared) but read by nothing.
public nonisolated struct ModelConfiguration: Hashable, Sendable {
    public let name: String
    /// The schema this configuration stores, if it names one.
    public let schema: Schema?
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    /// Where the store would be on iOS: the app group's or the app's `Library/Application Support/<name>.store`.
    public let url: URL

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        let folder = groupContainer.identifier.map { "/AppGroup/\($0)" } ?? ""
        url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null")
            : URL(fileURLWithPath: "\(folder)/Library/Application Support/\(self.name).store")
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        self.schema = schema
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.groupContainer = .none
        self.cloudKitDatabase = cloudKitDatabase
        self.url = url
    }

    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.name, lhs.isStoredInMemoryOnly, lhs.allowsSave, lhs.url) == (rhs.name, rhs.isStoredInMemoryOnly, rhs.allowsSave, rhs.url)
            && lhs.groupContainer == rhs.groupContainer && lhs.cloudKitDatabase == rhs.cloudKitDatabase
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
    }

    /// Which app group's container holds the store.
    public nonisolated struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        let isAutomatic: Bool

        /// The first app group of the app's entitlements.
        public static let automatic = GroupContainer(identifier: nil, isAutomatic: true)
        /// The app's own container.
        public static let none = GroupContainer(identifier: nil, isAutomatic: false)
        /// The named app group's container.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName, isAutomatic: false) }
    }

    /// Which CloudKit database the store syncs with (none in Vignette).
    public nonisolated struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        let isAutomatic: Bool

        public static let automatic = CloudKitDatabase(identifier: nil, isAutomatic: true)
        public static let none = CloudKitDatabase(identifier: nil, isAutomatic: false)
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(identifier: containerIdentifier, isAutomatic: false)
        }
    }
}
