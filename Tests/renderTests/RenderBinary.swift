import Foundation
import Testing

/// Runs the built `render` binary from the package's root, as a user does, with `environment`
/// added to this process's; its exit status and what it printed. A missing binary is a test issue.
func runRender(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    let binary = CommandLineTests.root.appendingPathComponent(".build/debug/render")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        Issue.record("render is not built at \(binary.path)")
        return (-1, "", "")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = CommandLineTests.root
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
}
