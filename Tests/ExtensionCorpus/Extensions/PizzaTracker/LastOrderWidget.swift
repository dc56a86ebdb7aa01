import SwiftUI
import WidgetKit

struct LastOrderEntry: TimelineEntry {
    let date: Date
    let pizzaName: String
    let orderedAt: Date
    let price: Decimal
}

struct LastOrderProvider: TimelineProvider {
    func placeholder(in context: Context) -> LastOrderEntry {
        LastOrderEntry(date: .now, pizzaName: "Margherita", orderedAt: .now, price: 9.5)
    }

    func getSnapshot(in context: Context, completion: @escaping (LastOrderEntry) -> Void) {
        completion(LastOrderEntry(date: .now, pizzaName: "Diavola", orderedAt: .now.addingTimeInterval(-3 * 86_400), price: 11.9))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LastOrderEntry>) -> Void) {
        getSnapshot(in: context) { entry in
            completion(Timeline(entries: [entry], policy: .never))
        }
    }
}

struct LastOrderView: View {
    let entry: LastOrderEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image("PizzaSlice")
                .resizable()
                .frame(width: 36, height: 36)
            Text("Order again")
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color("BrandRed"))
                .textCase(.uppercase)
            Text(entry.pizzaName)
                .font(.title3.bold())
                .lineLimit(1)
            Text(entry.price, format: .currency(code: "EUR"))
                .font(.subheadline)
            Spacer(minLength: 0)
            Text(entry.orderedAt, style: .date)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct LastOrderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PizzaTracker.LastOrder", provider: LastOrderProvider()) { entry in
            LastOrderView(entry: entry)
                .containerBackground(.background, for: .widget)
                .widgetURL(URL(string: "pizzatracker://reorder"))
        }
        .configurationDisplayName("Last Order")
        .description("Order your favourite again in one tap.")
        .supportedFamilies([.systemSmall])
    }
}
