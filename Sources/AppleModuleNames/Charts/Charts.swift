// Answers `import Charts` in widget code on Linux (through `-module-alias Charts=VignetteCharts`).
// Swift Charts' names, drawn with the core's shapes and text: a `Chart` becomes a layout of a plot
// (paths for marks and grid lines) and axis labels (`Text`), laid out by the same engine.
@_exported import Vignette
