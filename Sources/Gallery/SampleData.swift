import Foundation
import Vignette
import VignetteCore

/// Loads the gallery's sample data, `Data/<file>` among the Gallery target's resources, with
/// `Codable`. `VIGNETTE_GALLERY_DATA` names another folder (the tests use it to break a file).
enum SampleData {
    /// The folder the sample data is read from.
    static var folder: URL {
        if let explicit = ProcessInfo.processInfo.environment["VIGNETTE_GALLERY_DATA"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        return Bundle.module.bundleURL.appendingPathComponent("Data", isDirectory: true)
    }

    /// Decodes a JSON file; a malformed file is an error naming the file, the key path and
    /// the expected type.
    static func load<T: Decodable>(_ type: T.Type, from file: String) throws -> T {
        let url = folder.appendingPathComponent(file)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: "missing or unreadable sample data")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw VignetteError.malformedData(path: url.path, detail: DecodingErrorDescription.describe(error),
                                              hint: "fix the sample data to match \(T.self)")
        }
    }
}
