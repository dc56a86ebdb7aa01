import Foundation

nonisolated extension View {
    /// Sets whether text in this view can compress the space between characters when
    /// necessary to fit text in a line.
    ///
    /// Vignette tightens only text that would otherwise be truncated (after any shrinking that
    /// `minimumScaleFactor` allows): it tries letter spacing reduced by 0.01, 0.02 and at most
    /// 0.03 em, and keeps the first that fits the line limit and the proposed height. Text
    /// that does not fit even at 0.03 em keeps its spacing and is truncated.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}

private nonisolated struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension EnvironmentValues {
    /// A Boolean value that indicates whether inter-character spacing should tighten to fit
    /// the text into the available space.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

nonisolated extension ResolvedText {
    /// The steps of tightening, in em, tried in order (see `allowsTightening(_:)`).
    public static let tighteningSteps: [CGFloat] = [0.01, 0.02, 0.03]

    /// The text with every run's letter spacing reduced by `em` of its font size.
    public func tightened(by em: CGFloat) -> ResolvedText {
        var copy = self
        for i in copy.runs.indices { copy.runs[i].font.tracking -= em * copy.runs[i].font.size }
        return copy
    }
}
