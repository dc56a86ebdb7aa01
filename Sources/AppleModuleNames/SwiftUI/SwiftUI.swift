// Answers `import SwiftUI` in widget code on Linux (through `-module-alias SwiftUI=VignetteSwiftUI`).
@_exported import Vignette
