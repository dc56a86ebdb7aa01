// Foundation as iOS has it, for every file of a widget target, including those that import only
// Foundation (a model with `String(localized:)`, a formatter with `DateComponentsFormatter`): the
// README's settings import this module into each file (`-import-module VignetteFoundation`), as they
// import FoundationNetworking. It holds only what Foundation on Linux lacks; `import SwiftUI` brings
// it too (Vignette re-exports it).
@_exported import Foundation
@_exported import protocol VignetteCore.CustomLocalizedStringResourceConvertible
@_exported import class VignetteCore.DateComponentsFormatter
@_exported import struct VignetteCore.LocalizedStringResource
@_exported import class VignetteCore.NSUserActivity
