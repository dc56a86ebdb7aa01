// As on iOS, one `import SwiftUI` brings Foundation; on Linux `URLSession` lives in FoundationNetworking.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// What Foundation on Linux lacks (String(localized:), LocalizedStringResource, DateComponentsFormatter…).
@_exported import VignetteFoundation

// What the `#Preview` macros' expansions call in the author's module (underscored: not API).
@_exported import typealias VignetteCore._PreviewRecord
@_exported import func VignetteCore._storePreview
