import Foundation

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether the widget's container background is shown: true on the Home Screen, false in
    /// the accessory families (the Lock Screen draws no background behind them).
    public internal(set) var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

extension TimelineProviderContext {
    /// The environment values a widget's entries may be rendered in, by key path: an array of
    /// the values that vary (the colour scheme: light and dark, as Vignette renders both), nil
    /// for a value that does not vary in this context.
    @dynamicMemberLookup
    public struct EnvironmentVariants: Sendable {
        let environments: [EnvironmentValues]

        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            var values: [T] = []
            for env in environments {
                let value = env[keyPath: keyPath]
                if values.contains(where: { feedbackValuesEqual($0, value) ?? false }) { continue }
                values.append(value)
            }
            // (A value of a type that is not Equatable cannot be told apart: it does not vary.)
            return values.count > 1 ? values : nil
        }
    }

    /// The environments Vignette renders a widget's entries in: light and dark, at the
    /// device's scale.
    public var environmentVariants: EnvironmentVariants {
        EnvironmentVariants(environments: [ColorScheme.light, .dark].map { scheme in
            var env = EnvironmentValues()
            env.colorScheme = scheme
            env.widgetFamily = family
            return env
        })
    }
}
