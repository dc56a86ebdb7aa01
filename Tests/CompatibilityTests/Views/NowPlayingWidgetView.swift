// Written as for WidgetKit on iOS 18 (and UIKit for UIImage).
import SwiftUI
import UIKit
import WidgetKit

/// A podcast player's "now playing" widget that adapts to every Home Screen and StandBy mode:
/// the artwork keeps its colours tinted by luminance, the title joins the accent group, and
/// without its container background (StandBy, tinted, clear) the card draws its own outline.
struct NowPlayingEntry {
    let show: String
    let episode: String
    let elapsed: Double
    let duration: Double
    let artwork: Data?
}

struct NowPlayingWidgetView: View {
    let entry: NowPlayingEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground

    var body: some View {
        Group {
            if family == .systemSmall {
                VStack(alignment: .leading, spacing: 8) {
                    artwork(side: 56)
                    Spacer(minLength: 0)
                    titles
                    progress
                }
            } else {
                HStack(spacing: 14) {
                    artwork(side: 110)
                    VStack(alignment: .leading, spacing: 10) {
                        titles
                        Spacer(minLength: 0)
                        progress
                        controls
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.45, green: 0.18, blue: 0.55), Color(red: 0.18, green: 0.10, blue: 0.30)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }

    private func artwork(side: CGFloat) -> some View {
        Group {
            if let data = entry.artwork, let image = UIImage(data: data) {
                if #available(iOS 18.0, *) {
                    Image(uiImage: image)
                        .resizable()
                        .widgetAccentedRenderingMode(.accentedDesaturated)
                        .aspectRatio(contentMode: .fill)
                } else {
                    Image(uiImage: image).resizable().aspectRatio(contentMode: .fill)
                }
            } else {
                Rectangle().fill(.quaternary)
            }
        }
        .frame(width: side, height: side)
        .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }

    private var titles: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.show.uppercased())
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.white.opacity(0.7))
                .widgetAccentable()
            Text(entry.episode)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .lineLimit(2)
        }
    }

    private var progress: some View {
        VStack(alignment: .leading, spacing: 4) {
            ProgressView(value: entry.elapsed, total: entry.duration)
                .tint(renderingMode == .fullColor ? .pink : .primary)
            HStack {
                Text(Duration.seconds(entry.elapsed).formatted(.time(pattern: .minuteSecond)))
                Spacer()
                Text("-" + Duration.seconds(entry.duration - entry.elapsed).formatted(.time(pattern: .minuteSecond)))
            }
            .font(.caption2.monospacedDigit())
            .foregroundStyle(.white.opacity(0.6))
        }
        .padding(showsBackground ? 0 : 6)
        .background {
            if !showsBackground {
                RoundedRectangle(cornerRadius: 8, style: .continuous).strokeBorder(.white.opacity(0.25))
            }
        }
    }

    private var controls: some View {
        HStack(spacing: 22) {
            Image(systemName: "backward.fill")
            Image(systemName: "pause.fill").widgetAccentable()
            Image(systemName: "forward.fill")
        }
        .font(.title3)
        .foregroundStyle(.white)
    }
}
