import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vignette-bench",
        abstract: "Vignette's benchmarks. Run them in a release build: swift run -c release vignette-bench <name>.",
        subcommands: [LayoutBenchmark.self, RenderBenchmark.self, LeakCheck.self, WriteDisplayLists.self, ColdFloor.self])
}
