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

/// The five materials over a colourful backdrop in a scheme, translucent or under Reduce Transparency.
private nonisolated struct MaterialColumn: View {
    let scheme: ColorScheme
    let reduced: Bool

    private static let materials: [(String, Material)] = [
        ("ultraThin", .ultraThinMaterial), ("thin", .thinMaterial), ("regular", .regularMaterial),
        ("thick", .thickMaterial), ("ultraThick", .ultraThickMaterial),
    ]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(Self.materials.indices, id: \.self) { i in
                Text(Self.materials[i].0)
                    .font(.footnote)
                    .frame(maxWidth: .infinity, minHeight: 24)
                    .background(Self.materials[i].1, in: RoundedRectangle(cornerRadius: 6))
            }
        }
        .padding(10)
        .frame(width: 130)
        .background(LinearGradient(colors: [.orange, .pink, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
        .environment(\.colorScheme, scheme)
        .environment(\._accessibilityReduceTransparency, reduced)
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

    @Test("Reduce Transparency: materials translucent, then opaque, in light and dark, against their reference")
    func reduceTransparency() throws {
        let png = try VignetteSnapshots.renderers.withRenderer { renderer in
            var env = renderer.baseEnvironment
            env.displayScale = 2
            let sheet = HStack(spacing: 0) {
                MaterialColumn(scheme: .light, reduced: false)
                MaterialColumn(scheme: .light, reduced: true)
                MaterialColumn(scheme: .dark, reduced: false)
                MaterialColumn(scheme: .dark, reduced: true)
            }
            let result = ViewLayout.layout(sheet, proposal: .unspecified, environment: env, measurer: renderer.textEngine)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            return try renderer.pngData(result.displayList)
        }
        assertReference(png, at: SnapshotLocations.snapshots("Accessibility").appendingPathComponent("reduce-transparency.png"),
                        name: "Accessibility/reduce-transparency")
    }
}
