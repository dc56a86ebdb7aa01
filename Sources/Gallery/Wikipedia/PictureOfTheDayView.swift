import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Picture of the day (seed 000): the photograph full bleed, cropped by filling each size;
/// the widget's title ("Picture of the day", with the date from medium up), the picture's
/// title and licence over a dark scrim; large adds the first three lines of the description. One design for light and dark: the text always sits on the dark scrim.
struct PictureOfTheDayView: View {
    let entry: PictureOfTheDayEntry
    /// The entry's date: the day the picture was chosen for.
    let date: Date
    @Environment(\.widgetFamily) private var family
    @Environment(\.redactionReasons) private var redactionReasons

    /// White over the photograph; grey in a placeholder, whose bars would vanish on its grey box.
    private var textColor: Color { redactionReasons.contains(.placeholder) ? .gray : .white }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Spacer(minLength: 0)
            Text(family == .systemSmall ? "Picture of the day" : "Picture of the day · \(GalleryDates.string(date, template: "MMMMd"))")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(textColor.opacity(0.75))
                .lineLimit(1)
            // A third line where larger or bolder text needs it: the photograph has room above.
            Text(entry.title)
                .font(family == .systemSmall ? .footnote.weight(.semibold) : .subheadline.weight(.semibold))
                .foregroundStyle(textColor)
                .lineLimit(3)
            if family == .systemLarge {
                Text(entry.description)
                    .font(.caption)
                    .foregroundStyle(textColor.opacity(0.85))
                    .lineLimit(3)
                    .padding(.top, 2)
            }
            // The author's name alone when the licence does not fit beside it (Bold Text, larger sizes).
            ViewThatFits(in: .horizontal) {
                Text("\(entry.licence) · \(entry.credit)").lineLimit(1)
                Text(entry.credit).lineLimit(1)
            }
            .font(.caption2)
            .foregroundStyle(textColor.opacity(0.7))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .environment(\.colorScheme, .dark)
        .widgetURL(URL(string: "wikipedia://commons.wikimedia.org/wiki/Main_Page"))
        .containerBackground(for: .widget) {
            Color.clear
                .background { Image(entry.image).resizable().scaledToFill() }
                .overlay {
                    // No scrim over a placeholder's grey box: it would only dirty it.
                    if !redactionReasons.contains(.placeholder) {
                        LinearGradient(stops: [.init(color: .black.opacity(0), location: family == .systemLarge ? 0.45 : 0.4),
                                               .init(color: .black.opacity(0.75), location: 1)],
                                       startPoint: .top, endPoint: .bottom)
                    }
                }
        }
    }
}
