// The reader's settings a snapshot is taken for (`assertWidgetSnapshots(of:variants:)`,
// `.widget(traits:)`), nameable in a test with `import VignetteTesting` alone.
@_exported import struct VignetteCore.RenderVariant
@_exported import enum VignetteCore.VariantSweep
