/// Whether a line a `RenderRun` reports is the fit report's: a text drawn cut or shrunk, which
/// the gallery's widgets do by design (headlines to their line limit). Tests about other
/// problems look past these.
func isFitReportLine(_ line: String) -> Bool {
    line.hasPrefix("render: warning: ") && (line.contains(": text truncated: ") || line.contains(": text shrunk to "))
}
