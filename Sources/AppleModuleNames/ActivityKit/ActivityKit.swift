// Answers `import ActivityKit` in widget and app code on Linux (through
// `-module-alias ActivityKit=VignetteActivityKit`): `ActivityAttributes` and `ActivityContent`
// (VignetteCore's, since WidgetKit's `ActivityConfiguration` and previews name them) and the app-side API in this folder.
@_exported import Vignette
@_exported import protocol VignetteCore.ActivityAttributes
@_exported import struct VignetteCore.ActivityContent
