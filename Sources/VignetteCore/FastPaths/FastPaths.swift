// The performance tricks Vignette keeps, each measured against the code without it. A trick
// stays only where it buys 5 % or more of the instructions or of the time of the phase it
// serves; each file here says what it buys. The first seven were measured in a 400-view
// widget's layout (`vignette-bench layout --rows 4`, instructions under callgrind, time the
// median of 300 calls; the table is in BENCHMARKS.md):
//
// - OpenedPrimitives.swift     calling a primitive view where it lies, without an existential box
// - StackBuffers.swift         a stack's per-child memory read through pointers (`StackEntries`)
// - RecentTypeFacts.swift      the facts of view types in a 64-slot table, without hashing or
//                              run-time exclusivity checks
// - RetainFreeChildren.swift   a stack's children read without retaining them
// - EnvironmentLookup.swift    environment values read without reference counting
// - IntegerRangeElements.swift a ForEach's integer range copied without generic witnesses
// - ViewPathBuffer.swift       the view path for warnings, one store per view into a fixed buffer
//
// One more cannot live in this folder: `@exclusivity(unchecked)` on the nodes' fields, which
// Swift takes only on a stored property's own declaration (and a class's stored properties
// cannot be declared in an extension). It is kept on four fields, each reached through one path
// at a time, where the run-time checks cost 5 % or more of a phase of the 10,000-view tree's
// layout (instructions of the checks, `swift_beginAccess` and `swift_endAccess`, attributed by
// caller in a build with every check on; `Scripts/bench/layout-instructions.sh`, 2026-11-27):
//
// - LayoutNode.sizeCache        8.2 M of size and place's 34.1 M (24 %)
// - LeafNode.leaf               3.6 M of size and place (11 %), 0.6 M of the display list's 6.8 M (9 %)
// - ContainerNode.cache         3.5 M of size and place (10 %)
// - LayoutNode.effects          0.8 M of the display list (11 %)
//
// (The resolve session's table of type facts, 1.54 M of evaluation's 27.4 M, 5.6 %, keeps its
// unchecked slots in RecentTypeFacts.swift.)
//
// Gone, each under 5 % of its phase: unchecked `LayoutNode.children` and `traits` (1.0 M of
// size and place, 0.4 M of evaluation; 1.0 % of the gallery's layouts), unchecked `ResolveSession.depth` (nothing: the compiler
// drops its checks), and `@specialized` copies of `ContainerNode`'s two hot calls for seven
// built-in layouts, with `@inline(never)` on text's reuse of its unwrapped lines (0.7 M of size
// and place, 2.1 %; the gallery's layouts 0.01 % fewer instructions without them).
