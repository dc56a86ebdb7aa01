import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// As in SwiftUI, `Content` is not constrained to views: Charts makes a `ForEach` of chart
/// content chart content.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: KeyPath<Data.Element, ID>

    /// For other modules' content types (Charts' `ChartContentBuilder`).
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

nonisolated extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // The elements are copied out once: iterating a generic collection (a `Range` through
        // its conditional conformances) looked up witness tables at every step. The common
        // integer range is copied by code of its own.
        let elements = Array(elementsOf: data)
        nodes.reserveCapacity(nodes.count + elements.count)
        // Read once: where `content` lies in a `ForEach` depends on its generic types, so the
        // loop would otherwise look up the type's metadata for every element.
        let content = self.content
        for element in elements { context.resolve(content(element), into: &nodes) }
    }
}

nonisolated extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
