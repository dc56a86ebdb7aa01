// Answers `import ActivityKit` in widget and app code on Linux (through
// `-module-alias ActivityKit=VignetteActivityKit`): `ActivityAttributes` (VignetteCore's, since
// WidgetKit's `ActivityConfiguration` names it) and the app-side API in this folder.
@_exported import Vignette
@_exported import protocol VignetteCore.ActivityAttributes
