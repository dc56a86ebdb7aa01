import Testing
import VignetteTesting

/// Every `#Preview` and `PreviewProvider` of every extension, against Snapshots/Previews/.
@Test func corpusPreviewsMatchTheirSnapshots() async {
    await assertPreviewSnapshots()
}
