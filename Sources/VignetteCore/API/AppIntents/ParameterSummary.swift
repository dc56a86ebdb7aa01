import Foundation

// Parameter summaries: the sentence Shortcuts and a widget's edit sheet show for an intent's
// parameters (`static var parameterSummary: some ParameterSummary`). A rendered widget shows no
// edit sheet, so these are compile-only: they keep what they are given and nothing reads it.
// Inside an intent, `Summary`, `When`, `Switch`, `Case` and `DefaultCase` name these types bound
// to the intent (the aliases at the end), so `\.$parameter` key paths find their root.

/// A type that describes the user interface configuration of an app intent's parameters.
public protocol ParameterSummary {}

/// A result builder that allows you to declaratively describe a parameter summary: one summary.
@resultBuilder
public nonisolated enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
    public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}

/// A summary string that interpolates an intent's parameters (`"Show \(\.$city)"`).
public nonisolated struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// The string with each parameter's title or name in its place (for diagnostics).
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public nonisolated struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A parameter of the intent, shown as its value in the summary.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) { text += "\(keyPath)" }
    }
}

/// A type that describes the user interface configuration of an app intent's parameters:
/// a summary sentence and the parameters listed below it.
public nonisolated struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The summary sentence, if any (for diagnostics).
    let summary: String?
    /// How many parameters are listed below the sentence.
    let listedParameterCount: Int

    public init() { (summary, listedParameterCount) = (nil, 0) }

    public init(@ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {
        (summary, listedParameterCount) = (nil, keyPaths().count)
    }

    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) {
        (self.summary, listedParameterCount) = (summary.text, 0)
    }

    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil,
                @ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {
        (self.summary, listedParameterCount) = (summary.text, keyPaths().count)
    }

    /// A result builder that declaratively builds the path to a parameter.
    @resultBuilder
    public nonisolated enum ParameterKeyPathsBuilder {
        public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [keyPath] }
        public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { components.flatMap { $0 } }
    }
}

/// The comparisons of `When` for a parameter whose value is equatable.
public nonisolated enum EquatableComparisonOperator: Sendable { case equalTo, notEqualTo }
/// The comparisons of `When` for a parameter whose value is comparable.
public nonisolated enum ComparableComparisonOperator: Sendable { case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo }
/// The comparisons of `When` for whether an optional parameter has a value.
public nonisolated enum HasValueComparisonOperator: Sendable { case hasAnyValue, hasNoValue }
/// The comparisons of `When` against a list of values.
public nonisolated enum OneOfComparisonOperator: Sendable { case oneOf, noneOf }

/// A parameter summary that shows one summary or another depending on a parameter's value.
public nonisolated struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    let when: WhenCondition
    let otherwise: Otherwise

    public init<Value: Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        (self.when, self.otherwise) = (when(), otherwise())
    }

    public init<Value: Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value?>>, _ comparisonOperator: EquatableComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        (self.when, self.otherwise) = (when(), otherwise())
    }

    public init<Value: Comparable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
                                   _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                   @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        (self.when, self.otherwise) = (when(), otherwise())
    }

    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
                       @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        (self.when, self.otherwise) = (when(), otherwise())
    }

    public init<Value: Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator,
                                  _ values: [Value], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        (self.when, self.otherwise) = (when(), otherwise())
    }
}

/// A case of a parameter summary's `Switch`: any type the case builder accepts.
public protocol _ParameterSummarySwitchCase {}

/// A parameter summary that shows one of several summaries depending on a parameter's value.
public nonisolated struct ParameterSummarySwitchCondition<Intent: AppIntent, Value, CaseCondition: _ParameterSummarySwitchCase>: ParameterSummary {
    let cases: CaseCondition

    /// Creates a `Switch` statement over the value of a parameter.
    public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition) {
        cases = builder()
    }
}

/// An individual case of a parameter summary's `Switch`.
public nonisolated struct ParameterSummaryCaseCondition<Intent: AppIntent, Value, Summary: ParameterSummary>: _ParameterSummarySwitchCase {
    let summary: Summary

    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { summary = parameterSummary() }
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { summary = parameterSummary() }
}

/// The default case of a parameter summary's `Switch`.
public nonisolated struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Value, Summary: ParameterSummary>: _ParameterSummarySwitchCase {
    let summary: Summary

    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { summary = parameterSummary() }
}

/// The cases of a parameter summary's `Switch`, in order.
public nonisolated struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value, ValueType>: _ParameterSummarySwitchCase {
    let cases: ValueType
}

/// A result builder that allows you to declaratively describe the cases of a switch statement
/// in a parameter summary.
@resultBuilder
public nonisolated enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
    public static func buildExpression<Summary>(_ condition: ParameterSummaryCaseCondition<Intent, Value, Summary>)
        -> ParameterSummaryCaseCondition<Intent, Value, Summary> { condition }
    public static func buildExpression<Summary>(_ condition: ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>)
        -> ParameterSummaryDefaultCaseCondition<Intent, Value, Summary> { condition }
    public static func buildBlock<each Condition: _ParameterSummarySwitchCase>(_ conditions: repeat each Condition)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (repeat each Condition)> {
        ParameterSummaryTupleCaseCondition(cases: (repeat each conditions))
    }
}

nonisolated extension AppIntent {
    /// A parameter summary of this intent.
    public typealias Summary = IntentParameterSummary<Self>
    /// A parameter summary that depends on a parameter's value, for this intent.
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
    /// A parameter summary that switches over a parameter's value, for this intent.
    public typealias Switch<Value, CaseCondition: _ParameterSummarySwitchCase> = ParameterSummarySwitchCondition<Self, Value, CaseCondition>
    /// A case of a `Switch`, for this intent.
    public typealias Case<Value, Summary: ParameterSummary> = ParameterSummaryCaseCondition<Self, Value, Summary>
    /// The default case of a `Switch`, for this intent.
    public typealias DefaultCase<Value, Summary: ParameterSummary> = ParameterSummaryDefaultCaseCondition<Self, Value, Summary>
}
