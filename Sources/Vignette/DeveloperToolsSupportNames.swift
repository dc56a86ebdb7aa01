// The previews' names (Apple's DeveloperToolsSupport, which `import SwiftUI` brings); the `#Preview` macros are in PreviewMacros.swift.
// Each is VignetteCore's; a name not listed in this folder stays Vignette's own (`import VignetteCore`).

@_exported import struct VignetteCore.ColorResource
@_exported import struct VignetteCore.ImageResource
@_exported import struct VignetteCore.Preview
@_exported import enum VignetteCore.PreviewLayout
@_exported import protocol VignetteCore.PreviewProvider
@_exported import struct VignetteCore.PreviewTrait
