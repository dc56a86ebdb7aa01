// Answers `import AppIntents` in widget code on Linux (through `-module-alias AppIntents=VignetteAppIntents`).
@_exported import Vignette
