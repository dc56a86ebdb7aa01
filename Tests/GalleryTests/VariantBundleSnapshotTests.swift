import Foundation
import Testing
import VignetteCore
import VignetteTesting

/// `assertWidgetSnapshots(of:variants:)`: each widget's images in every variant asked for,
/// named as `render --variants` names them.
@Suite("Bundle snapshots in variants")
struct VariantBundleSnapshotTests {
    @Test("each variant's images are compared with the files render --variants writes (none recorded here: recording off)")
    func variantsAreNamed() async {
        let ax5 = RenderVariant(dynamicTypeSize: .accessibility5)
        let bold = RenderVariant(legibilityWeight: .bold)
        var failures: [String] = []
        await withKnownIssue {
            failures = await assertWidgetSnapshots(of: LockScreenTestWidgets(), appearances: [.vibrant], variants: [ax5, bold],
                                                   strictWarnings: false, record: .never)
        }
        let named = failures.compactMap { $0.split(separator: ":").first.map(String.init) }
        #expect(named.contains("test-battery/accessoryCircular-vibrant-accessibility5.png"), "\(failures)")
        #expect(named.contains("test-battery/accessoryCircular-vibrant-bold.png"), "\(failures)")
        #expect(!named.contains { !$0.hasSuffix("-accessibility5.png") && !$0.hasSuffix("-bold.png") }, "only the variants asked for: \(failures)")
    }
}
