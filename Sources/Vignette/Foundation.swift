// As on iOS, one `import SwiftUI` brings Foundation; on Linux `URLSession` lives in FoundationNetworking.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import protocol VignetteCore.CustomLocalizedStringResourceConvertible
@_exported import class VignetteCore.DateComponentsFormatter
@_exported import struct VignetteCore.LocalizedStringResource
@_exported import class VignetteCore.NSUserActivity

// What the `#Preview` macros' expansions call in the author's module (underscored: not API).
@_exported import typealias VignetteCore._PreviewRecord
@_exported import func VignetteCore._storePreview
