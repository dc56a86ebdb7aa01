// WidgetKit's names: widgets, bundles, configurations, timelines, families and rendering modes.
// Each is VignetteCore's; a name not listed in this folder stays Vignette's own (`import VignetteCore`).

@_exported import struct VignetteCore.AccessoryWidgetBackground
@_exported import struct VignetteCore.AppIntentConfiguration
@_exported import struct VignetteCore.ActivityConfiguration
@_exported import enum VignetteCore.ActivityFamily
@_exported import enum VignetteCore.ActivityPreviewViewKind
@_exported import struct VignetteCore.ActivityViewContext
@_exported import struct VignetteCore.DynamicIsland
@_exported import struct VignetteCore.DynamicIslandExpandedContent
@_exported import struct VignetteCore.DynamicIslandExpandedContentBuilder
@_exported import struct VignetteCore.DynamicIslandExpandedRegion
@_exported import struct VignetteCore.DynamicIslandExpandedRegionPosition
@_exported import struct VignetteCore.DynamicIslandExpandedRegionVerticalPlacement
@_exported import struct VignetteCore.DynamicIslandMode
@_exported import struct VignetteCore.PreviewActivityBuilder
@_exported import struct VignetteCore.AppIntentRecommendation
@_exported import protocol VignetteCore.AppIntentTimelineProvider
@_exported import struct VignetteCore.EmptyWidgetConfiguration
@_exported import struct VignetteCore.StaticConfiguration
@_exported import struct VignetteCore.Timeline
@_exported import protocol VignetteCore.TimelineEntry
@_exported import struct VignetteCore.TimelineEntryRelevance
@_exported import protocol VignetteCore.TimelineProvider
@_exported import struct VignetteCore.TimelineProviderContext
@_exported import struct VignetteCore.TimelineReloadPolicy
@_exported import protocol VignetteCore.Widget
@_exported import struct VignetteCore.WidgetAccentedRenderingMode
@_exported import protocol VignetteCore.WidgetBundle
@_exported import enum VignetteCore.WidgetBundleBuilder
@_exported import class VignetteCore.WidgetCenter
@_exported import protocol VignetteCore.WidgetConfiguration
@_exported import enum VignetteCore.WidgetFamily
@_exported import struct VignetteCore.WidgetInfo
@_exported import struct VignetteCore.WidgetLocation
@_exported import struct VignetteCore.WidgetPreviewContext
@_exported import struct VignetteCore.WidgetRenderingMode
