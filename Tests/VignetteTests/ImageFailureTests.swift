import Foundation
import Testing
@testable import VignetteCore

/// An image that cannot be drawn is still a view (issue 44): a missing image keeps the frame and
/// background around it; a missing symbol takes a symbol's size and draws a stand-in glyph.
/// (No image provider here, so every image fails; VignetteCairoTests cover the real library.)
@Suite("Images that cannot be drawn")
struct ImageFailureTests {
    private func layout<V: View>(_ view: V, _ canvas: CGSize) -> LayoutResult {
        var env = EnvironmentValues()
        env.displayScale = 1
        env.font = .system(size: 10)
        return ViewLayout.layout(view, in: canvas, environment: env, measurer: FixedAdvanceTextMeasurer())
    }

    private func fills(_ result: LayoutResult) -> [CGRect] {
        result.displayList.items.compactMap { if case let .fill(path, _, _) = $0 { path.boundingRect } else { nil } }
    }

    @Test("a missing image inside a frame and background keeps both: a 48 pt blue button stays")
    func frameAndBackgroundStay() {
        let button = Image("does-not-exist").frame(width: 48, height: 48).background(Color.blue)
        let result = layout(button, CGSize(width: 100, height: 100))
        #expect(result.tree.frames(named: "frame") == [rect(26, 26, 48, 48)], "\(result.tree)")
        #expect(result.tree.frames(named: "Image") == [rect(50, 50, 0, 0)], "\(result.tree)")
        #expect(fills(result) == [rect(26, 26, 48, 48)], "the blue background is drawn")
        #expect(result.warnings.map(\.cause) == ["missing-image"])
    }

    @Test("a missing image in a row is an empty view: the spacing around it stays")
    func missingImageInRow() {
        let row = HStack(spacing: 10) { Color.red.frame(width: 20, height: 20); Image("nope"); Color.red.frame(width: 20, height: 20) }
        let result = layout(row, CGSize(width: 100, height: 40))
        // 20 + 10 + 0 + 10 + 20, as on iOS: the empty image is spaced as any view.
        #expect(result.tree.frames(named: "HStack") == [rect(20, 10, 60, 20)], "\(result.tree)")
    }

    @Test("a missing symbol is as large as a symbol of its font and draws a stand-in in the foreground style")
    func missingSymbolSize() {
        let result = layout(Image(systemName: "not.a.symbol").foregroundStyle(Color(red: 1, green: 0, blue: 0)), CGSize(width: 40, height: 40))
        // 10 pt font: a 12 pt line, square.
        #expect(result.tree.frames(named: "Image") == [rect(14, 14, 12, 12)], "\(result.tree)")
        let strokes = result.displayList.items.compactMap { item -> (CGRect, Paint)? in
            if case let .stroke(path, paint, _) = item { (path.boundingRect, paint) } else { nil }
        }
        #expect(strokes.count == 1)
        #expect(strokes.first.map { rect(14, 14, 12, 12).contains($0.0) } == true, "\(strokes)")
        #expect(strokes.first?.1 == .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)))
        // A larger font, a larger glyph; `resizable()` takes the proposal.
        #expect(layout(Image(systemName: "not.a.symbol").font(.system(size: 20)), CGSize(width: 40, height: 40)).tree.frames(named: "Image")
                == [rect(8, 8, 24, 24)])
        #expect(layout(Image(systemName: "not.a.symbol").resizable().frame(width: 30, height: 20), CGSize(width: 40, height: 40))
                .tree.frames(named: "Image") == [rect(5, 10, 30, 20)])
    }

    @Test("missing symbols keep a row's width and a grid's cells")
    func missingSymbolsInRowAndGrid() {
        let row = HStack(spacing: 0) { Image(systemName: "a.missing"); Image(systemName: "b.missing"); Image(systemName: "c.missing") }
        #expect(layout(row, CGSize(width: 100, height: 40)).tree.frames(named: "HStack") == [rect(32, 14, 36, 12)])
        let grid = Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Button(action: {}) { Image(systemName: "a.missing").frame(width: 20, height: 20).background(Color.blue) }
                Button(action: {}) { Image(systemName: "b.missing").frame(width: 20, height: 20).background(Color.blue) }
            }
        }
        let result = layout(grid, CGSize(width: 100, height: 40))
        #expect(result.tree.frames(named: "Grid").first == rect(28, 10, 44, 20), "\(result.tree)")
        #expect(fills(result) == [rect(28, 10, 20, 20), rect(52, 10, 20, 20)], "both buttons' backgrounds are drawn")
    }

    @Test("a missing symbol's warning says what is drawn and how to add the symbol in the author's own catalog")
    func missingSymbolWarning() {
        let warnings = layout(Image(systemName: "not.a.symbol"), CGSize(width: 40, height: 40)).warnings
        #expect(warnings.map(\.cause) == ["missing-image"])
        #expect(warnings.first?.message.contains("Assets/Symbols") == false, "never Vignette's own sources: \(warnings)")
    }
}
