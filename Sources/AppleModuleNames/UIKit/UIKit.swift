// Answers `import UIKit` in widget code on Linux (through `-module-alias UIKit=VignetteUIKit`).
@_exported import Vignette
