// UIKit's names a widget's SwiftUI code reaches for (`import SwiftUI` brings UIKit on iOS).
// Each is VignetteCore's; a name not listed in this folder stays Vignette's own (`import VignetteCore`).

@_exported import class VignetteCore.UIColor
@_exported import class VignetteCore.UITraitCollection
@_exported import enum VignetteCore.UIUserInterfaceStyle
@_exported import class VignetteCore.UIFont
@_exported import class VignetteCore.UIImage
