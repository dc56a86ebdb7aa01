// Answers `import CoreGraphics` in widget code on Linux (through `-module-alias CoreGraphics=VignetteCoreGraphics`).
@_exported import Vignette
