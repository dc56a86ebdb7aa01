import Foundation
import PropertyBased
import Testing
import VignetteCore
import VignetteCairo

/// Builds a random view tree from a list of integers, read like a tiny program: each number
/// picks a view and its sizes (sometimes hostile ones: NaN, negative, infinite).
struct TreeProgram {
    var codes: [Int]
    var cursor = 0

    private mutating func next() -> Int {
        defer { cursor += 1 }
        return codes.isEmpty ? 0 : codes[cursor % codes.count]
    }

    private mutating func length() -> CGFloat {
        let n = next()
        switch n % 16 {
        case 0: return .nan
        case 1: return -CGFloat(n % 50)
        case 2: return .infinity
        default: return CGFloat(n % 120)
        }
    }

    mutating func view(depth: Int = 0) -> AnyView {
        let n = next()
        guard depth < 6 else { return AnyView(Text(String(repeating: "w ", count: n % 12))) }
        switch n % 10 {
        case 0: return AnyView(Text(String(repeating: "word ", count: n % 20)).lineLimit(n % 3 == 0 ? nil : n % 3))
        case 1: return AnyView(Color.red.frame(width: length(), height: length()))
        case 2: return AnyView(HStack(spacing: n % 4 == 0 ? length() : nil) { children(depth) })
        case 3: return AnyView(VStack(alignment: .leading) { children(depth) })
        case 4: return AnyView(ZStack { children(depth) })
        case 5: return AnyView(view(depth: depth + 1).padding(length()))
        case 6: return AnyView(view(depth: depth + 1).frame(minWidth: length(), maxWidth: n % 2 == 0 ? .infinity : length(), maxHeight: length()))
        case 7: return AnyView(Spacer(minLength: n % 3 == 0 ? length() : nil))
        case 8: return AnyView(view(depth: depth + 1).frame(width: length(), height: n % 2 == 0 ? nil : length()))
        default: return AnyView(view(depth: depth + 1).fixedSize(horizontal: n % 2 == 0, vertical: n % 3 == 0))
        }
    }

    private mutating func children(_ depth: Int) -> AnyView {
        let count = next() % 4
        var views: [AnyView] = []
        for _ in 0..<count { views.append(view(depth: depth + 1)) }
        return AnyView(ForEach(views.indices, id: \.self) { views[$0] })
    }
}

@Suite("Layout properties")
struct LayoutPropertyTests {
    static let programs = Gen.int(in: 0...1_000_000).array(of: 1...40)

    private func layout(_ codes: [Int]) -> LayoutResult {
        var program = TreeProgram(codes: codes)
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        return ViewLayout.layout(program.view(), in: CGSize(width: 300, height: 300), environment: env, measurer: FixedAdvanceTextMeasurer())
    }

    @Test("every frame is finite and non-negative")
    func finiteFrames() async {
        await propertyCheck(count: 200, input: Self.programs) { codes in
            for node in layout(codes).tree.allNodes {
                let f = node.frame
                #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0,
                        "\(node.name) \(f)")
            }
        }
    }

    @Test("a frame centres its child (the frames generated are centre-aligned)")
    func framesCentreTheirChild() async {
        await propertyCheck(count: 200, input: Self.programs) { codes in
            for node in layout(codes).tree.allNodes where node.name == "frame" {
                guard let child = node.children.first else { continue }
                #expect(abs(child.frame.midX - node.frame.midX) < 1e-6 && abs(child.frame.midY - node.frame.midY) < 1e-6,
                        "\(node.frame) vs \(child.frame)")
            }
        }
    }

    @Test("laying out again gives the same frames")
    func idempotent() async {
        await propertyCheck(count: 200, input: Self.programs) { codes in
            #expect(layout(codes).tree == layout(codes).tree)
        }
    }

    @Test("rendering a random tree never crashes and gives the widget's pixel size")
    func renders() async throws {
        let renderer = try CairoRenderer()
        await propertyCheck(count: 40, input: Self.programs) { codes in
            var program = TreeProgram(codes: codes)
            let data = try? renderer.renderWidgetPNG(program.view(), family: .systemSmall, appearance: .dark)
            #expect(data.flatMap { try? RGBAImage.decodePNG($0) }?.width == 474)
        }
    }
}
