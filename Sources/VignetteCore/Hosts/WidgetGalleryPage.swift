import Foundation

/// A widget's page in the widget gallery (`WidgetGallerySurface`): its name and description
/// centred at the top, the widget at its Home Screen size, a dot per Home Screen family (the
/// shown one filled) and the Add Widget button, on the sheet's background.
///
/// Apple publishes no measurements of this sheet; type and spacing are estimates from iOS 17
/// and 18 screenshots: the name in bold Title 2, the description in Subheadline, secondary.
///
/// The widget's name and description are the author's strings, looked up as the body is
/// evaluated (in the render's language and pseudolanguage); the sheet's own words are the
/// system's, drawn verbatim, as iOS draws them in the system's language.
nonisolated struct WidgetGalleryPage: View {
    @Environment(\.widgetDevice) private var device
    let family: WidgetFamily
    let families: [WidgetFamily]
    /// The widget shown, for its name and description (nil: a view rendered on the page).
    let widgetDescription: WidgetDescription?
    let contentMarginsDisabled: Bool
    let containerBackgroundRemovable: Bool
    let content: AnyView

    var body: some View {
        let summary = widgetDescription?.shownSummary ?? ""
        VStack(spacing: 0) {
            Text(verbatim: widgetDescription?.shownDisplayName ?? "Widget")
                .font(.title2.bold())
            if !summary.isEmpty {
                Text(verbatim: summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .padding(.top, 6)
            }
            widget
                .padding(.top, 36)
            pageDots
                .padding(.top, 28)
            addButton
                .padding(.top, 32)
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 32)
        .padding(.vertical, 40)
        .frame(maxWidth: .infinity)
        .background(Color(provider: .system(.secondarySystemBackground)))
    }

    /// The widget as the Home Screen hosts it: on iPad its larger canvas scaled down to its
    /// displayed size, as iOS draws it.
    private var widget: some View {
        let canvas = device.size(for: family) ?? .zero
        let shown = device.displaySize(for: family) ?? canvas
        return WidgetHostView(family: family, contentMarginsDisabled: contentMarginsDisabled,
                              containerBackgroundRemovable: containerBackgroundRemovable,
                              noticesMissingContainerBackground: true) { content }
            .frame(width: canvas.width, height: canvas.height)
            .scaleEffect(device.contentScale(for: family))
            .frame(width: shown.width, height: shown.height)
    }

    private var pageDots: some View {
        HStack(spacing: 9) {
            ForEach(families, id: \.self) { dotFamily in
                Circle()
                    .fill(dotFamily == family ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
                    .frame(width: 7, height: 7)
            }
        }
    }

    private var addButton: some View {
        HStack(spacing: 6) {
            Image(systemName: "plus.circle.fill")
            Text(verbatim: "Add Widget")
        }
        .font(.headline)
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, minHeight: 50)
        .background(Capsule().fill(Color.blue))
    }
}
