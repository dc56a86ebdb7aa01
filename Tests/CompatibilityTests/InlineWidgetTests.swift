import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo

/// An `accessoryInline` widget draws as the Lock Screen's inline slot does: only its first image
/// and first text, on one line, whatever else its view holds.
@Suite struct InlineWidgetTests {
    nonisolated struct RichInlineView: View {
        var body: some View {
            VStack {
                HStack {
                    Rectangle().fill(.red).frame(width: 40, height: 40)
                    Image(systemName: "arrow.up.right")
                    Text("6,500 steps, a long way past the goal for today")
                        .font(.largeTitle)
                }
                Text("second line")
                Image(systemName: "arrow.down")
            }
            .padding(20)
            .background(.blue)
        }
    }

    @Test("only the first image and the first text are drawn, in one line, in that order")
    func firstImageAndText() throws {
        let renderer = try CairoRenderer()
        let request = RenderRequest(.widget(.accessoryInline), appearance: .vibrant)
        let result = request.layout(WidgetHostView(family: .accessoryInline) { RichInlineView() },
                                    environment: renderer.baseEnvironment, measurer: FixedAdvanceTextMeasurer())
        var kinds: [String] = []
        for item in result.displayList.items {
            switch item {
            case .text(let drawing): kinds.append("text: " + drawing.text.runs.map(\.string).joined())
            case .image: kinds.append("image")
            case .fill, .stroke: kinds.append("shape")
            default: break
            }
        }
        #expect(kinds.filter { $0 != "shape" } == ["image", "text: 6,500 steps, a long way past the goal for today"])
        // The rectangle, the padding and the background are not part of the line.
        #expect(result.tree.frames(named: "Rectangle").isEmpty)
        let text = result.displayList.items.compactMap { item -> TextDrawing? in if case .text(let d) = item { d } else { nil } }.first
        #expect(text?.text.lineLimit == 1)
    }
}
