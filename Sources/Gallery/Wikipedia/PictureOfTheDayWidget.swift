import Foundation
import Vignette

/// The picture of the day: a photograph, its title, credit and description.
struct PictureOfTheDayEntry: Decodable, Sendable {
    let date: String
    let image: String
    let title: String
    let credit: String
    let licence: String
    let description: String

    static let placeholder = PictureOfTheDayEntry(
        date: "November 21", image: "photo-ladybird", title: "Picture title", credit: "Author", licence: "Licence",
        description: "Description of the picture of the day, long enough to wrap onto three lines in the large widget.")
}

enum PictureOfTheDayWidget {
    static let definition = WidgetDefinition(
        kind: "wikipedia-picture-of-the-day", displayName: "Picture of the day",
        description: "The picture of the day from Wikimedia Commons.",
        placeholder: { PictureOfTheDayEntry.placeholder },
        entry: { try SampleData.load(PictureOfTheDayEntry.self, from: "picture-of-the-day.json") },
        content: { PictureOfTheDayView(entry: $0) })
}
