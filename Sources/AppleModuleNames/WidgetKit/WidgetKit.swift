// Answers `import WidgetKit` in widget code on Linux (through `-module-alias WidgetKit=VignetteWidgetKit`).
@_exported import Vignette
