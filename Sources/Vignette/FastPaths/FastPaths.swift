// The performance tricks Vignette keeps, each measured in a 400-view widget's layout against the
// code without it (`vignette-bench layout --rows 4`, instructions under callgrind, time the
// median of 300 calls; the whole table is in BENCHMARKS.md). A trick stays only where it buys
// 5 % or more of the instructions or of the time; each file here says what it buys.
//
// - OpenedPrimitives.swift     calling a primitive view where it lies, without an existential box
// - StackBuffers.swift         a stack's per-child memory read through pointers
// - RecentTypeFacts.swift      the facts of view types in a 64-slot table, without hashing
// - RetainFreeChildren.swift   a stack's children read without retaining them
// - EnvironmentLookup.swift    environment values read without reference counting
// - IntegerRangeElements.swift a ForEach's integer range copied without generic witnesses
// - ViewPathBuffer.swift       the view path for warnings, one store per view into a fixed buffer
//
// One more cannot live in this folder: `@exclusivity(unchecked)` on the layout's hottest
// stored properties (LayoutNode's size cache, children and traits, a container's layout cache, a
// leaf's layout, the resolve session's type table and depth). A tree's layout never reaches a node through
// two paths at once, and the run-time checks cost 21 % of the instructions and 15 % of the time
// (3.88 M and 0.250 ms with the checks, 3.07 M and 0.214 ms without).
