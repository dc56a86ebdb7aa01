import Foundation
import Vignette

/// The picture of the day: a photograph, its title, credit and description.
struct PictureOfTheDayEntry: Decodable, Sendable {
    let image: String
    let title: String
    let credit: String
    let licence: String
    let description: String

    static let placeholder = PictureOfTheDayEntry(
        image: "photo-ladybird", title: "Picture title", credit: "Author", licence: "Licence",
        description: "Description of the picture of the day, long enough to wrap onto three lines in the large widget.")
}

struct PictureOfTheDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "wikipedia-picture-of-the-day", provider: SampleProvider(placeholder: PictureOfTheDayEntry.placeholder) {
            try SampleData.load(PictureOfTheDayEntry.self, from: "picture-of-the-day.json")
        }) { entry in
            PictureOfTheDayView(entry: entry.value, date: entry.date)
        }
        .configurationDisplayName("Picture of the day")
        .description("The picture of the day from Wikimedia Commons.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}
