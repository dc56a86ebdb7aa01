import Foundation
import Testing
@testable import VignetteCore

/// A shape's path is asked for the view's own bounds (origin zero) and drawn at the view's
/// position, as SwiftUI does: a shape that draws from `x: 0` starts at its view's edge.
@Suite("Shape placement")
struct ShapePlacementTests {
    /// A diagonal from (0, 0) to the rectangle's far corner, written as widget code often is:
    /// from zero, not from `rect.minX`.
    nonisolated struct Diagonal: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            return p
        }
    }

    /// A rectangle inset from (0, 0) by its inset amount, for `strokeBorder`.
    nonisolated struct InsetBox: InsettableShape {
        var amount: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: amount, y: amount, width: rect.width - 2 * amount, height: rect.height - 2 * amount))
        }
        func inset(by amount: CGFloat) -> InsetBox { InsetBox(amount: self.amount + amount) }
    }

    /// The view 30×20, placed at (15, 10) inside padding, at the origin of the proposal.
    private func items<V: View>(_ view: V) -> [DisplayItem] {
        var env = EnvironmentValues()
        env.displayScale = 1
        env.font = .system(size: 10)
        return ViewLayout.layout(view.frame(width: 30, height: 20).padding(.leading, 15).padding(.top, 10),
                                 proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer()).displayList.items
    }

    private func bounds(_ items: [DisplayItem]) -> [String] {
        func text(_ r: CGRect) -> String { "(\(r.minX), \(r.minY), \(r.width), \(r.height))" }
        return items.compactMap {
            switch $0 {
            case let .fill(path, _, _): "fill \(text(path.boundingRect))"
            case let .stroke(path, _, _): "stroke \(text(path.boundingRect))"
            case let .pushClip(path, _): "clip \(text(path.boundingRect))"
            default: nil
            }
        }
    }

    private let view = "(15.0, 10.0, 30.0, 20.0)"

    @Test("a filled custom shape is drawn from its view's origin")
    func fill() {
        #expect(bounds(items(Diagonal())) == ["fill \(view)"])
        #expect(bounds(items(Diagonal().fill(Color.red))) == ["fill \(view)"])
    }

    @Test("a stroked custom shape is drawn from its view's origin")
    func stroke() {
        #expect(bounds(items(Diagonal().stroke(Color.red, lineWidth: 2))) == ["stroke \(view)"])
        #expect(bounds(items(Diagonal().stroke(lineWidth: 2))) == ["stroke \(view)"])
        #expect(bounds(items(InsetBox().strokeBorder(Color.red, lineWidth: 2))) == ["stroke (16.0, 11.0, 28.0, 18.0)"])
    }

    @Test("a custom clip shape clips in its view's own coordinates")
    func clip() {
        #expect(bounds(items(Color.red.clipShape(Diagonal()))) == ["clip \(view)", "fill \(view)"])
    }

    @Test("a custom shape as a mask, background or overlay is drawn at the view it decorates")
    func decorations() {
        #expect(bounds(items(Color.red.mask { Diagonal() })) == ["fill \(view)", "fill \(view)"])
        #expect(bounds(items(Color.red.background(Diagonal()))) == ["fill \(view)", "fill \(view)"])
        #expect(bounds(items(Color.red.background(.blue, in: Diagonal()))) == ["fill \(view)", "fill \(view)"])
        #expect(bounds(items(Color.red.overlay(Diagonal().stroke(lineWidth: 1)))) == ["fill \(view)", "stroke \(view)"])
        #expect(bounds(items(Color.red.overlay(.blue, in: Diagonal()))) == ["fill \(view)", "fill \(view)"])
    }

    @Test("a transformed custom shape is transformed in its view's own bounds")
    func transformed() {
        // Rotated a half turn about its centre, the diagonal covers the same box.
        let rotated = bounds(items(Diagonal().rotation(.degrees(180))))
        #expect(rotated.count == 1)
        let box = items(Diagonal().rotation(.degrees(180))).compactMap { if case let .fill(p, _, _) = $0 { p.boundingRect } else { nil } }.first
        #expect(box.map { abs($0.minX - 15) < 1e-9 && abs($0.minY - 10) < 1e-9 && abs($0.width - 30) < 1e-9 } == true, "\(rotated)")
        #expect(bounds(items(Diagonal().offset(x: 5))) == ["fill (20.0, 10.0, 30.0, 20.0)"])
    }

    @Test("a sparkline drawn from x: 0 in a row sits in its own box, not at the row's edge")
    func sparklineInRow() {
        let row = HStack(spacing: 10) {
            Color.red.frame(width: 40, height: 20)
            Diagonal().stroke(lineWidth: 1).frame(width: 56, height: 20)
        }
        var env = EnvironmentValues()
        env.displayScale = 1
        let drawn = ViewLayout.layout(row.padding(8), proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer())
        #expect(bounds(drawn.displayList.items).last == "stroke (58.0, 8.0, 56.0, 20.0)")
    }

    @Test("containerShape takes any insettable shape: a container-relative shape inside is that shape, inset")
    func containerShapes() {
        var env = EnvironmentValues()
        env.displayScale = 1
        func fills<V: View>(_ view: V) -> [Path] {
            ViewLayout.layout(view, proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer()).displayList.items
                .compactMap { if case let .fill(path, _, _) = $0 { path } else { nil } }
        }
        let capsule = fills(ContainerRelativeShape().fill(Color.red).padding(4).frame(width: 40, height: 20).containerShape(Capsule()))
        #expect(capsule == [Path(roundedRect: CGRect(x: 4, y: 4, width: 32, height: 12), cornerRadius: 6, style: .circular)])
        // A custom shape drawing from zero, as its container's shape, in a view away from the origin.
        let box = fills(ContainerRelativeShape().fill(Color.red).padding(4).frame(width: 40, height: 20).containerShape(InsetBox()).padding(10))
        #expect(bounds(box.map { .fill($0, .color(RGBA(hex: 0)), FillStyle()) }) == ["fill (14.0, 14.0, 32.0, 12.0)"])
        // A rounded rectangle is as before: its radius less the inset.
        let rounded = fills(ContainerRelativeShape().fill(Color.red).padding(4).frame(width: 40, height: 20)
            .containerShape(RoundedRectangle(cornerRadius: 10, style: .circular)))
        #expect(rounded == [Path(roundedRect: CGRect(x: 4, y: 4, width: 32, height: 12), cornerRadius: 6, style: .circular)])
    }

    @Test("built-in shapes are unchanged: drawn in their frames")
    func builtins() {
        #expect(bounds(items(Circle())) == ["fill (20.0, 10.0, 20.0, 20.0)"])
        #expect(bounds(items(Capsule())) == ["fill \(view)"])
        #expect(bounds(items(Path(CGRect(x: 0, y: 0, width: 4, height: 4)))) == ["fill (15.0, 10.0, 4.0, 4.0)"])
    }
}
