// Answers `import Intents` in widget code on Linux (through `-module-alias Intents=VignetteIntents`):
// SiriKit's classes that a widget configured with `IntentConfiguration` and its Intents extension use
// (VignetteCore's, since WidgetKit's `IntentTimelineProvider` names `INIntent`). The intent classes
// of a target's `.intentdefinition` files are written by the `VignetteIntentDefinitions` plugin.
@_exported import Vignette
@_exported import class VignetteCore.INBooleanResolutionResult
@_exported import class VignetteCore.INEnumResolutionResult
@_exported import class VignetteCore.INExtension
@_exported import class VignetteCore.INImage
@_exported import class VignetteCore.INIntegerResolutionResult
@_exported import class VignetteCore.INIntent
@_exported import protocol VignetteCore.INIntentHandlerProviding
@_exported import class VignetteCore.INIntentResolutionResult
@_exported import class VignetteCore.INIntentResponse
@_exported import class VignetteCore.INInteraction
@_exported import class VignetteCore.INObject
@_exported import class VignetteCore.INObjectCollection
@_exported import class VignetteCore.INObjectResolutionResult
@_exported import class VignetteCore.INObjectSection
@_exported import class VignetteCore.INStringResolutionResult
