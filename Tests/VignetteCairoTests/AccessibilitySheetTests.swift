import Foundation
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

/// One column of system colours, label levels, fills and a divider in a scheme and contrast.
private nonisolated struct ContrastColumn: View {
    let scheme: ColorScheme
    let contrast: ColorSchemeContrast

    private static let accents: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
    private static let grays: [Color] = [.gray, Color(.systemGray2), Color(.systemGray3), Color(.systemGray4), Color(.systemGray5), Color(.systemGray6)]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(scheme == .light ? "Light" : "Dark") · \(contrast == .standard ? "Standard" : "Increased")")
                .font(.caption.bold())
            swatches(Self.accents)
            swatches(Self.grays)
            Text("Primary").foregroundStyle(.primary)
            Text("Secondary").foregroundStyle(.secondary)
            Text("Tertiary").foregroundStyle(.tertiary)
            Divider()
            HStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 4).fill(.fill).frame(height: 16)
                RoundedRectangle(cornerRadius: 4).fill(.fill.tertiary).frame(height: 16)
                RoundedRectangle(cornerRadius: 4).fill(Color(.secondarySystemBackground)).frame(height: 16)
            }
        }
        .font(.footnote)
        .padding(8)
        .frame(width: 150)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, scheme)
        .environment(\._colorSchemeContrast, contrast)
    }

    private func swatches(_ colors: [Color]) -> some View {
        HStack(spacing: 2) {
            ForEach(colors.indices, id: \.self) { i in colors[i].frame(width: 10, height: 14) }
        }
    }
}

@Suite("Accessibility sheets")
struct AccessibilitySheetTests {
    @Test("Increase Contrast: the system colours in light, dark, standard and increased, against their reference")
    func increaseContrast() throws {
        let png = try VignetteSnapshots.renderers.withRenderer { renderer in
            var env = renderer.baseEnvironment
            env.displayScale = 2
            let sheet = HStack(spacing: 0) {
                ContrastColumn(scheme: .light, contrast: .standard)
                ContrastColumn(scheme: .light, contrast: .increased)
                ContrastColumn(scheme: .dark, contrast: .standard)
                ContrastColumn(scheme: .dark, contrast: .increased)
            }
            let result = ViewLayout.layout(sheet, proposal: .unspecified, environment: env, measurer: renderer.textEngine)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            return try renderer.pngData(result.displayList)
        }
        assertReference(png, at: SnapshotLocations.snapshots("Accessibility").appendingPathComponent("increase-contrast.png"),
                        name: "Accessibility/increase-contrast")
    }
}
