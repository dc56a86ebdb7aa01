/// Makes a class a SwiftData model: `PersistentModel` (so `Observable`, `Hashable`, `Identifiable`),
/// stored in Vignette's in-memory store and filled from `SwiftData/<Class>.json` seeds.
///
/// Unlike Apple's, the macro leaves the stored properties as they are: a change is not observed
/// (a still render has no updates to draw) and nothing tracks unsaved changes per property.
@attached(member, names: named(_$vignetteModel), named(init))
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "VignetteMacros", type: "ModelMacro")

/// Customizes how SwiftData persists a property. Compile-only: the options (`.unique`,
/// `.externalStorage`…) and `originalName` change nothing in Vignette's in-memory store.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "VignetteMacros", type: "ModelPropertyMarkerMacro")

/// Declares a relationship to other models. Compile-only: the delete rule, counts and inverse are
/// not acted on (deleting a model leaves the models it points to as they are).
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "VignetteMacros", type: "ModelPropertyMarkerMacro")

/// A property SwiftData does not store: a seed cannot set it, it keeps its initial value.
@attached(peer)
public macro Transient() = #externalMacro(module: "VignetteMacros", type: "ModelPropertyMarkerMacro")

/// Key paths whose values are unique together (iOS 18). Compile-only: nothing is checked.
@freestanding(declaration)
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...)
    = #externalMacro(module: "VignetteMacros", type: "ModelConstraintMacro")

/// Key paths the store indexes (iOS 18). Compile-only: an in-memory store has no index.
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...)
    = #externalMacro(module: "VignetteMacros", type: "ModelConstraintMacro")
