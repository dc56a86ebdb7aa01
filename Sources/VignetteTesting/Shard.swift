import Foundation

/// A deterministic split of a list of snapshot cases across CI machines: `VIGNETTE_SHARD=i/n`
/// (1-based) keeps every n-th case starting at the i-th.
public nonisolated struct Shard: Equatable, Sendable {
    /// This machine's shard, from 1.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// Parses `i/n`; nil unless 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        index = parts[0]
        count = parts[1]
    }

    /// The shard of this process, if `VIGNETTE_SHARD` is set (an invalid value selects nothing
    /// rather than everything, so a typo cannot pass silently).
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Shard? {
        guard let text = environment["VIGNETTE_SHARD"] else { return nil }
        return Shard(text) ?? Shard(index: 1, count: 0)
    }

    private init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The items of this shard: every `count`-th, from the `index`-th.
    public func select<T>(_ items: [T]) -> [T] {
        guard count > 0 else { return [] }
        return items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
