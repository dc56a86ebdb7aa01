import Foundation

/// An interface shown when a view's content is unavailable (no items, an error), as SwiftUI's
/// `ContentUnavailableView` (iOS 17): the label's icon large above its title, then the
/// description, then the actions, centred and filling the space offered. Vignette draws it with
/// iOS's text styles (icon 44 pt in the secondary style, title `.title2` bold, description
/// `.callout` secondary); `ContentUnavailableView.search` is not provided (widgets do not search).
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(ContentUnavailableLabelStyle())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

nonisolated extension ContentUnavailableView where Label == VignetteCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title from a localized string key and an image from the asset catalog.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { VignetteCore.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a title from a localized string key and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { VignetteCore.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a title from a string and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { VignetteCore.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a title from a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { VignetteCore.Label(title, systemImage: name) }, description: { description })
    }
}

/// The label of a `ContentUnavailableView`: the icon large and secondary above the bold title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 44))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}
