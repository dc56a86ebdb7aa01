import Foundation

/// The author's sample data for Vignette's modules outside this one (SwiftData's seeds): the
/// files of a folder in the program's resource bundles, and the one-time warning a bad file gets.
package nonisolated enum SampleDataFiles {
    /// Every file of `folder` (e.g. "SwiftData") in the program's resource bundles, in name order.
    package static func files(in folder: String) -> [URL] {
        ProgramResources.bundles.flatMap { ProgramResources.children(of: $0.appendingPathComponent(folder, isDirectory: true)) }
    }

    /// Prints a problem on standard error, once per message.
    package static func report(_ message: String) { LocalizedStrings.report(message) }

    /// The problems reported so far (for tests).
    package static var problems: [String] { LocalizedStrings.problems }
}
