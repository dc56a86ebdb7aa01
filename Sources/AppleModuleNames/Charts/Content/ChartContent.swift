import Foundation
import Vignette
import VignetteCore

/// A type that represents the content that you draw on a chart: marks, `ForEach` of marks,
/// and your own types whose `body` is chart content.
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The composition of content that comprise the chart content.
    @ChartContentBuilder var body: Body { get }
}

nonisolated extension Never: ChartContent {
    public typealias Body = Never
}

/// Content Vignette reads directly (marks, modifiers, the builder's containers) instead of
/// evaluating a `body`: each adds its marks to the list the chart draws.
nonisolated protocol PrimitiveChartContent: ChartContent where Body == Never {
    func collect(into marks: inout [MarkSpec])
}

nonisolated extension PrimitiveChartContent {
    public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// The marks of `content`, in the order the chart draws them.
func collectMarks<C: ChartContent>(_ content: C) -> [MarkSpec] {
    var marks: [MarkSpec] = []
    gatherMarks(content, into: &marks)
    return marks
}

func gatherMarks<C: ChartContent>(_ content: C, into marks: inout [MarkSpec]) {
    if let primitive = content as? any PrimitiveChartContent {
        primitive.collect(into: &marks)
    } else if C.Body.self != Never.self {
        gatherMarks(content.body, into: &marks)
    }
}

/// A result builder that you use to compose the contents of a chart.
@resultBuilder
public nonisolated struct ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        var marks: [MarkSpec] = []
        repeat gatherMarks(each content, into: &marks)
        return TupleChartContent(marks: marks)
    }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> BuilderConditional<C, EmptyChartContent> {
        content.map { .first($0) } ?? .second(EmptyChartContent())
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> { .first(first) }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> { .second(second) }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> TupleChartContent<[C]> {
        TupleChartContent(marks: contents.flatMap { collectMarks($0) })
    }
}

/// Chart content that draws nothing.
public nonisolated struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public init() {}
    func collect(into marks: inout [MarkSpec]) {}
}

/// Several pieces of chart content from a builder block (their marks, already collected).
public nonisolated struct TupleChartContent<T>: ChartContent, PrimitiveChartContent {
    let marks: [MarkSpec]
    func collect(into marks: inout [MarkSpec]) { marks.append(contentsOf: self.marks) }
}

/// One of two pieces of chart content, as an `if`/`else` in a builder chose.
public nonisolated enum BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    case first(TrueContent)
    case second(FalseContent)

    func collect(into marks: inout [MarkSpec]) {
        switch self {
        case .first(let c): gatherMarks(c, into: &marks)
        case .second(let c): gatherMarks(c, into: &marks)
        }
    }
}

/// A type-erased chart content.
public nonisolated struct AnyChartContent: ChartContent, PrimitiveChartContent {
    let marks: [MarkSpec]
    public init<C: ChartContent>(_ content: C) { marks = collectMarks(content) }
    func collect(into marks: inout [MarkSpec]) { marks.append(contentsOf: self.marks) }
}

nonisolated extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
    func collect(into marks: inout [MarkSpec]) {
        for element in data { gatherMarks(content(element), into: &marks) }
    }
}

nonisolated extension ForEach where Content: ChartContent {
    /// Creates chart content for each element of a collection, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

nonisolated extension ForEach where Content: ChartContent, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates chart content for each element of a collection of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

nonisolated extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Creates chart content for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}
