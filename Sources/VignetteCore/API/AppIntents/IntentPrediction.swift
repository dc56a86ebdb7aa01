import Foundation

// Predictions and migrated SiriKit intents: the system's suggestions and the bridge from an
// `.intentdefinition` intent. Nothing is suggested or migrated in a render, so these are
// compile-only: they keep nothing and nothing reads them.

/// An app intent that replaces a custom SiriKit intent (`INIntent`) a widget was configured with.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the custom intent this app intent replaces.
    static var intentClassName: String { get }
}

/// A type that describes the predictions the system may make for an intent.
public protocol IntentPredictionConfiguration {}

/// An app intent whose parameter combinations the system may suggest.
public protocol PredictableIntent: AppIntent {
    associatedtype Prediction: IntentPredictionConfiguration
    /// The predictions the system may make for this intent.
    @IntentPredictionConfigurationBuilder<Self>
    static var predictionConfiguration: Prediction { get }
}

/// One kind of prediction for an intent: which parameters it fills and how it is shown.
public nonisolated struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
    /// A prediction with no parameters.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {}

    /// A prediction that fills one parameter.
    public init<V0>(parameters: T, displayRepresentation: @escaping (V0) -> DisplayRepresentation)
        where T == KeyPath<Intent, IntentParameter<V0>> {}

    /// A prediction that fills two parameters.
    public init<V0, V1>(parameters: T, displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation)
        where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {}

    /// A prediction that fills three parameters.
    public init<V0, V1, V2>(parameters: T, displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation)
        where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>) {}
}

/// Several predictions of one intent.
public nonisolated struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration {
    let count: Int
}

/// A result builder for an intent's predictions (`predictionConfiguration`).
@resultBuilder
public nonisolated enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    public static func buildExpression<T>(_ prediction: IntentPrediction<Intent, T>) -> IntentPredictions<Intent> { IntentPredictions(count: 1) }
    public static func buildBlock(_ predictions: IntentPredictions<Intent>...) -> IntentPredictions<Intent> {
        IntentPredictions(count: predictions.reduce(0) { $0 + $1.count })
    }
}
