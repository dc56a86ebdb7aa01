import Foundation

/// A type that produces view previews (the `PreviewProvider` of Xcode before `#Preview`).
/// Vignette finds conforming types with the `VignettePreviewProviders` build-tool plugin (see
/// the README) and renders each top-level view of `previews`, with its `previewContext`,
/// `previewDisplayName` and `previewLayout`.
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The layout of a view preview.
public nonisolated enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

nonisolated extension View {
    /// Shows the preview in a widget context: the view is hosted as a widget of the family.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        PreviewAnnotated(content: self, family: context.family)
    }

    /// Names the preview (its image files are named after it).
    public func previewDisplayName(_ displayName: String?) -> some View {
        PreviewAnnotated(content: self, name: displayName)
    }

    /// Sizes the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        let layout: Preview.Layout = switch value {
        case .device: .device
        case .sizeThatFits: .sizeThatFits
        case let .fixed(width, height): .fixed(CGSize(width: width, height: height))
        }
        return PreviewAnnotated(content: self, layout: layout)
    }
}

/// A view with what its preview modifiers say; drawn as its content.
nonisolated struct PreviewAnnotated<Content: View>: View, PreviewParts {
    let content: Content
    var family: WidgetFamily?
    var name: String??
    var layout: Preview.Layout?

    init(content: Content, family: WidgetFamily? = nil, name: String?? = nil, layout: Preview.Layout? = nil) {
        self.content = content
        self.family = family
        self.name = name
        self.layout = layout
    }

    var body: Content { content }

    func previewParts() -> [PreviewPart] {
        splitIntoPreviews(content).map { part in
            var part = part
            part.family = part.family ?? family
            if part.name == nil, let name { part.name = name }
            part.layout = part.layout ?? layout
            return part
        }
    }
}

/// One preview of a provider's `previews`.
package nonisolated struct PreviewPart {
    package var view: any View
    package var family: WidgetFamily?
    package var name: String??
    package var layout: Preview.Layout?
    /// A Live Activity's presentation (`previewContext(_:isStale:viewKind:)`), drawn on its surface.
    package var activity: ActivityPreviewContext?
}

/// Views that stand for several previews (a group, a block) or annotate one.
nonisolated protocol PreviewParts {
    func previewParts() -> [PreviewPart]
}

nonisolated extension Group: PreviewParts {
    func previewParts() -> [PreviewPart] { splitIntoPreviews(content) }
}

nonisolated extension TupleView: PreviewParts {
    func previewParts() -> [PreviewPart] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }.flatMap(splitIntoPreviews)
    }
}

/// The previews a provider's `previews` shows: each top-level view of its groups and blocks.
package func splitIntoPreviews(_ view: any View) -> [PreviewPart] {
    (view as? any PreviewParts)?.previewParts() ?? [PreviewPart(view: view)]
}

nonisolated extension Preview {
    /// A preview of a `PreviewProvider`: its record is written by the `VignettePreviewProviders` plugin.
    public init<Provider: PreviewProvider>(_previewProvider provider: Provider.Type) {
        name = String(describing: Provider.self)
        content = .provider({ onRenderThread(provider) { $0.previews } })
    }
}

nonisolated extension ModifiedContent: PreviewParts where Content: View, Modifier: ViewModifier {
    /// A modifier after the preview modifiers (`.previewContext(…).environment(…)`) keeps what
    /// they say; on a group of previews it applies to each, as in Xcode.
    func previewParts() -> [PreviewPart] {
        guard let inner = content as? any PreviewParts else { return [PreviewPart(view: self)] }
        return inner.previewParts().map { part in
            var part = part
            part.view = modified(part.view)
            return part
        }
    }

    private func modified<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
}
