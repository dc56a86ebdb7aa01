import Foundation
import Vignette

/// Loads the gallery's sample data from `Assets/Data/<file>` with `Codable`.
enum SampleData {
    /// Decodes a JSON file; a malformed file is an error naming the file, the key path and
    /// the expected type.
    static func load<T: Decodable>(_ type: T.Type, from file: String) throws -> T {
        let url = try AssetLocation.locate().data.appendingPathComponent(file)
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
