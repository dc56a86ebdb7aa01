// Answers `import SwiftData` in widget code on Linux (through `-module-alias SwiftData=VignetteSwiftData`).
// SwiftData's names over an in-memory store that the author's sample data fills (`SwiftData/<Model>.json`,
// ModelSeeds.swift); `#Predicate`, `Predicate` and `SortDescriptor` are Foundation's own.
@_exported import Vignette
@_exported import Foundation
@_exported import Observation
