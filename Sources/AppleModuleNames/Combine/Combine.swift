// Answers `import Combine` in widget code on Linux (through `-module-alias Combine=VignetteCombine`):
// the object observation app code shares with widgets (`ObservableObject`, `@Published`,
// `AnyCancellable`), which `import SwiftUI` brings too, as on iOS.
@_exported import Vignette
