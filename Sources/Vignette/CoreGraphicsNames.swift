// Core Graphics' names that Foundation on Linux lacks (`import SwiftUI` brings Core Graphics on iOS).
// Each is VignetteCore's; a name not listed in this folder stays Vignette's own (`import VignetteCore`).

@_exported import struct VignetteCore.CGAffineTransform
@_exported import enum VignetteCore.CGLineCap
@_exported import enum VignetteCore.CGLineJoin
