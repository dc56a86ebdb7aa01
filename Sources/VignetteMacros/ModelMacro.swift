import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@Model` on a class: conforms it to `PersistentModel` (and so `Observable`,
/// `Hashable`, `Identifiable`) and adds what Vignette's in-memory store needs: the object's
/// identity and context, and an initializer that fills the class's stored properties from one
/// object of a sample-data file (`SwiftData/<Class>.json`).
///
/// Which properties a seed can fill: stored `var`s and `let`s without an initial value, with a
/// type annotation or a literal initial value; a property with an initial value keeps it when the
/// seed leaves its key out. Computed, `static`, `lazy` and `@Transient` properties are left alone.
public struct ModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw MacroMessage("@Model applies to a class: SwiftData stores reference types")
        }
        let properties = storedProperties(of: declaration)
        var lines: [String] = []
        for property in properties {
            guard property.seedable, let type = property.type else { continue }
            if property.hasDefault {
                lines.append("if let value = try seed.value(forKey: \"\(property.name)\", as: (\(type)).self) { self.\(property.name) = value }")
            } else {
                lines.append("self.\(property.name) = try seed.required(forKey: \"\(property.name)\", as: (\(type)).self)")
            }
        }
        let seedable = properties.filter { $0.seedable && $0.type != nil }.map { "\"\($0.name)\"" }
        let fixed = properties.filter { !($0.seedable && $0.type != nil) }.map { "\"\($0.name)\"" }
        lines.append("try seed.finish(seedable: [\(seedable.joined(separator: ", "))], fixed: [\(fixed.joined(separator: ", "))])")
        return [
            "public let _$vignetteModel = _ModelState()",
            """
            public required init(_vignetteSeed seed: _ModelSeed) throws {
                \(raw: lines.joined(separator: "\n"))
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): PersistentModel, Observable {}")]
    }

    struct StoredProperty {
        let name: String
        /// The declared type, or one read off a literal initial value; nil when neither says.
        let type: String?
        let hasDefault: Bool
        /// A `let` with an initial value and a `@Transient` property keep their own value.
        let seedable: Bool
    }

    static func storedProperties(of declaration: some DeclGroupSyntax) -> [StoredProperty] {
        var found: [StoredProperty] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let modifiers = variable.modifiers.map(\.name.text)
            if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { continue }
            let transient = variable.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Transient"
            }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock, isComputed(accessors) { continue }
                var type = binding.typeAnnotation.map { written($0.type) }
                let optional = binding.typeAnnotation.map { isOptional($0.type) } ?? false
                if type == nil, let value = binding.initializer?.value { type = literalType(value) }
                // A `var` of optional type starts as nil, as if it had an initial value.
                let hasDefault = binding.initializer != nil || (optional && !isLet)
                let seedable = !transient && !(isLet && binding.initializer != nil)
                found.append(StoredProperty(name: name, type: type, hasDefault: hasDefault, seedable: seedable))
            }
        }
        return found
    }

    private static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { ["get", "set", "_read", "_modify", "unsafeAddress"].contains($0.accessorSpecifier.text) }
        }
    }

    /// The type as an expression can name it: `T!` becomes `Optional<T>`.
    private static func written(_ type: TypeSyntax) -> String {
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return "Optional<\(unwrapped.wrappedType.trimmedDescription)>"
        }
        return type.trimmedDescription
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    private static func literalType(_ value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Date", "UUID"].contains(name) {
            return name
        }
        return nil
    }
}

/// `@Attribute`, `@Relationship`, `@Transient`: markers the store reads nothing from (their
/// options are accepted and not acted on; `@Transient` is read by `@Model`).
public struct ModelPropertyMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// `#Unique` and `#Index` in a model class: accepted, with nothing generated.
public struct ModelConstraintMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct MacroMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
