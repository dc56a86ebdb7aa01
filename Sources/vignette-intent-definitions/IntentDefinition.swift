import Foundation

/// What a `.intentdefinition` file declares, as far as the generated Swift classes need it: its
/// custom intents, enums and types, in the file's order.
struct IntentDefinition: Equatable, Sendable {
    var intents: [Intent] = []
    var enums: [Enumeration] = []
    var types: [CustomType] = []

    struct Intent: Equatable, Sendable {
        /// `INIntentName`; the class is `<name>Intent`, as Xcode names it.
        var name: String
        var title: String?
        var description: String?
        var parameters: [Parameter]
        var responseCodes: [String]
        var responseParameters: [Parameter]
        var className: String { name + "Intent" }
    }

    struct Parameter: Equatable, Sendable {
        var name: String
        var kind: Kind
        var isArray: Bool
        var defaultValue: DefaultValue?
    }

    /// A parameter's type as `INIntentParameterType` (with its object or enum type) says it.
    enum Kind: Equatable, Sendable {
        case string, boolean, integer, decimal, duration, dateComponents, url
        case object(String?)
        case enumeration(String)
        /// A type Vignette does not generate (`Person`, `Placemark`, `CurrencyAmount`, `File`…).
        case unsupported(String)
    }

    enum DefaultValue: Equatable, Sendable {
        case string(String), bool(Bool), integer(Int), decimal(Double), enumCase(String)
    }

    struct Enumeration: Equatable, Sendable {
        var name: String
        var cases: [(name: String, index: Int)]
        static func == (a: Self, b: Self) -> Bool {
            a.name == b.name && a.cases.map(\.name) == b.cases.map(\.name) && a.cases.map(\.index) == b.cases.map(\.index)
        }
    }

    struct CustomType: Equatable, Sendable {
        var name: String
        var properties: [Parameter]
    }
}

/// A `.intentdefinition` file that cannot be read: the message names the file and what is wrong.
struct IntentDefinitionError: Error, CustomStringConvertible, Equatable {
    var file: String
    var problem: String
    var description: String { "\(file): \(problem)" }
}
