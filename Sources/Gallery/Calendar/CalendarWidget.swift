import Vignette
import VignetteCore

/// Calendar: the date and today's events (models in CalendarDay.swift).
struct CalendarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "calendar", provider: SampleProvider(placeholder: CalendarSample.placeholder) {
            try SampleData.load(CalendarSamples.self, from: "calendar.json").ordinary
        }) { entry in
            CalendarView(day: CalendarDay(entry.value, on: entry.date))
        }
        .configurationDisplayName("Calendar")
        .description("Today's date and events.")
        .supportedFamilies(WidgetFamily.homeScreen + [.systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}

/// Seed 003's "surprise and delight": the same widget on a friend's birthday.
struct CalendarBirthdayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "calendar-birthday", provider: SampleProvider(placeholder: CalendarSample.placeholder) {
            try SampleData.load(CalendarSamples.self, from: "calendar.json").special
        }) { entry in
            CalendarView(day: CalendarDay(entry.value, on: entry.date))
        }
        .configurationDisplayName("Calendar (birthday)")
        .description("The calendar widget on a day with a birthday: a moment of delight.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}

#Preview("Ordinary day and birthday", as: .systemSmall) {
    CalendarWidget()
} timeline: {
    SampleEntry(date: RenderRequest.now, value: CalendarSample.sample(\.ordinary))
    SampleEntry(date: RenderRequest.now, value: CalendarSample.sample(\.special))
}

/// Seed 004's larger Dynamic Type: the medium calendar at accessibility text sizes shows fewer
/// events rather than cutting them off. (The host frames the view as a medium widget, as the
/// Home Screen does; the text size is the person's setting, so it is set from outside.)
#Preview("Larger text", traits: .fixedLayout(width: 338, height: 158)) {
    WidgetHostView(family: .systemMedium) {
        CalendarView(day: CalendarDay(CalendarSample.sample(\.ordinary), on: RenderRequest.defaultNow))
    }
    .environment(\.dynamicTypeSize, .xxxLarge)
}
