import Foundation

/// The model classes a container stores. Vignette's store needs only their types: it reads
/// nothing else of a schema.
public nonisolated final class Schema: @unchecked Sendable {
    // @unchecked: every stored property is a constant (metatypes are Sendable in meaning).
    /// The model types, as given.
    public let types: [any PersistentModel.Type]
    public let version: Schema.Version

    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// A schema's version, `Version(1, 0, 0)`.
    public nonisolated struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// `@Attribute`'s options.
    public nonisolated enum Attribute {
        public nonisolated struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable(\(transformerName))") }
        }
    }

    /// `@Relationship`'s options and delete rules.
    public nonisolated enum Relationship {
        public nonisolated struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        public nonisolated enum DeleteRule: Hashable, Sendable {
            case cascade, deny, noAction, nullify
        }
    }
}

/// One version of an app's schema, for a migration plan.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store migrates between schema versions. Compile-only: an in-memory store has nothing to migrate.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

nonisolated extension SchemaMigrationPlan {
    public static var stages: [MigrationStage] { [] }
}

/// A step of a migration plan. Compile-only: its closures never run.
public nonisolated enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
