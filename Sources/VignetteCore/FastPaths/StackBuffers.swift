import Foundation

// What it buys: distributing space among a stack's children is the hottest loop of a layout,
// and it reads and writes each child's entry several times per proposal. Arrays there cost a
// uniqueness check and a bounds check per access and an allocation per array; these buffers
// are one allocation per stack, read through pointers that never move. In a 400-view
// widget's layout that is a third of the instructions (5.38 M with arrays in a shared object,
// 3.55 M with these buffers; `vignette-bench layout --rows 4` under callgrind).
// The stack algorithm reads them through `StackEntries`, so that no pointer shows outside this
// file. It costs nothing: the instructions of `distribute`, `probes` and `alignMinor` themselves
// are the same with raw pointers in their signatures (callgrind of the 10,000-view tree's
// layout, `Scripts/bench/layout-instructions.sh`, 2026-11-27).

/// A stack's per-child memory, the object and its arrays in one allocation: read and written
/// through pointers, without the uniqueness and bounds checks of arrays on every access
/// (distributing is the hottest loop of a layout). Both element types are plain values, so
/// nothing needs to be destroyed with the memory.
nonisolated final class StackBuffers: ManagedBuffer<StackBuffers.Pointers, UInt64> {
    /// Where the two arrays start in the buffer's own tail memory (which lives as long as the
    /// buffer and never moves), kept so that every access is one load, not a closure.
    nonisolated struct Pointers {
        let count: Int
        let children: StackEntries<StackCache.Child>
        private let probes: UnsafeMutablePointer<StackCache.Probe>

        init(count: Int, children: UnsafeMutablePointer<StackCache.Child>, probes: UnsafeMutablePointer<StackCache.Probe>) {
            (self.count, self.children, self.probes) = (count, StackEntries(base: children), probes)
        }

        /// Probe set `set` (of `StackCache.probeSets`), one entry per child.
        func probes(set: Int) -> StackEntries<StackCache.Probe> { StackEntries(base: probes + set * count) }
    }

    /// Buffers for `count` children in one allocation: the object and both arrays.
    static func make(count: Int) -> StackBuffers {
        // Both element types hold only 8-byte values, so 8-byte words align them.
        let childBytes = count * MemoryLayout<StackCache.Child>.stride
        let probeCount = count * StackCache.probeSets
        let words = (childBytes + probeCount * MemoryLayout<StackCache.Probe>.stride + 7) / 8
        let buffer = create(minimumCapacity: words) { buffer in
            buffer.withUnsafeMutablePointerToElements { words in
                let raw = UnsafeMutableRawPointer(words)
                let children = raw.bindMemory(to: StackCache.Child.self, capacity: count)
                children.initialize(repeating: .init(), count: count)
                let probes = (raw + childBytes).bindMemory(to: StackCache.Probe.self, capacity: probeCount)
                probes.initialize(repeating: .init(), count: probeCount)
                return Pointers(count: count, children: children, probes: probes)
            }
        }
        return unsafeDowncast(buffer, to: StackBuffers.self)
    }

    var pointers: Pointers { header }
}

/// One array of a stack's buffers, entry `i` for child `i`: read and written in place, with no
/// uniqueness or bounds check (the stack algorithm indexes only its own children).
nonisolated struct StackEntries<Element> {
    fileprivate let base: UnsafeMutablePointer<Element>

    subscript(i: Int) -> Element {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }
}
