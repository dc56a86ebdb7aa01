import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// News (seeds 001 and 003): small is one rich story with its image; medium several
/// headlines; large a lead story with its image above more headlines.
struct NewsView: View {
    let entry: NewsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            if entry.stories.isEmpty {
                SignInPrompt()
            } else {
                stories
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color(.systemBackground), for: .widget)
    }

    @ViewBuilder private var stories: some View {
            switch family {
            case .systemMedium:
                HStack(spacing: 12) {
                    if let image = entry.stories.first?.image {
                        Image(image)
                            .resizable()
                            .widgetAccentedRenderingMode(.accentedDesaturated)
                            .scaledToFill()
                            .frame(width: 96)
                            .frame(maxHeight: .infinity)
                            .clipShape(ContainerRelativeShape())
                    }
                    // Two headlines of up to two lines each fill the height; three would cut each to one.
                    HeadlineList(stories: Array(entry.stories.prefix(2)), showsThumbnails: false, headlineLines: 2)
                        .frame(maxHeight: .infinity)
                }
            case .systemLarge:
                // As many headlines under the lead story as the device's large size holds.
                ViewThatFits(in: .vertical) {
                    large(headlines: 4)
                    large(headlines: 3)
                    large(headlines: 2)
                    large(headlines: 1)
                }
            default:
                if let lead = entry.stories.first { SmallStory(story: lead) }
            }
    }
}

/// No stories while signed out: say what signing in adds (seeds 001 and 004: "let people know
/// when authentication adds value").
private struct SignInPrompt: View {
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "newspaper.fill")
                .font(.title2)
                .foregroundStyle(.red)
            Spacer(minLength: 0)
            Text("Sign in to News")
                .font(.headline)
            Text(family == .systemSmall ? "See stories from your publications." : "Sign in to see top stories from the publications you follow.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .lineLimit(3)
        }
        .widgetURL(URL(string: "news://sign-in"))
    }
}

extension NewsView {
    private func large(headlines: Int) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            if let lead = entry.stories.first { LeadStory(story: lead) }
            HeadlineList(stories: Array(entry.stories.dropFirst().prefix(headlines)), showsThumbnails: true, headlineLines: 1)
        }
    }
}

/// Headlines separated by dividers.
private struct HeadlineList: View {
    let stories: [NewsEntry.Story]
    let showsThumbnails: Bool
    let headlineLines: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 7) {
            ForEach(Array(stories.enumerated()), id: \.offset) { index, story in
                if index > 0 { Divider() }
                HeadlineRow(story: story, showsThumbnail: showsThumbnails, headlineLines: headlineLines)
            }
        }
    }
}

/// A story's image across the width, its corners concentric with the widget's.
private struct StoryImage: View {
    let story: NewsEntry.Story
    let height: CGFloat

    var body: some View {
        if let image = story.image {
            Image(image)
                .resizable()
                .widgetAccentedRenderingMode(.accentedDesaturated)
                .scaledToFill()
                .frame(maxWidth: .infinity)
                .frame(height: height)
                .clipShape(ContainerRelativeShape())
        }
    }
}

extension NewsEntry.Story {
    /// A stable deep link (a hash would differ from run to run).
    var url: URL {
        URL(string: "news://story/" + (headline.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "story"))!
    }
}

/// Small: the image on top, concentric with the widget's corners, then source and headline.
private struct SmallStory: View {
    let story: NewsEntry.Story

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            StoryImage(story: story, height: 48)
            Text(story.source)
                .font(.caption2.weight(.bold))
                .foregroundStyle(.red)
                .lineLimit(1)
            // As many lines as the height holds: the text is offered all that is left under the image.
            Text(story.headline)
                .font(.footnote.weight(.semibold))
                .lineLimit(5)
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .widgetURL(story.url)
    }
}

/// Large: the lead story's image across the top, with its headline beneath.
private struct LeadStory: View {
    let story: NewsEntry.Story

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            StoryImage(story: story, height: 96)
            HStack(spacing: 6) {
                Text(story.source)
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.red)
                Text(story.age)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(story.headline)
                .font(.headline)
                .lineLimit(3)
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}

/// A headline with its source and a thumbnail; each its own tap target.
private struct HeadlineRow: View {
    let story: NewsEntry.Story
    let showsThumbnail: Bool
    let headlineLines: Int

    var body: some View {
        Link(destination: story.url) {
            HStack(alignment: .center, spacing: 10) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("\(story.source) · \(story.age)")
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Text(story.headline)
                        .font(.footnote.weight(.semibold))
                        .lineLimit(headlineLines)
                }
                Spacer(minLength: 0)
                if showsThumbnail, let image = story.image {
                    Image(image)
                        .resizable()
                        .widgetAccentedRenderingMode(.accentedDesaturated)
                        .scaledToFill()
                        .frame(width: 32, height: 32)
                        .clipShape(RoundedRectangle(cornerRadius: 6))
                }
            }
        }
    }
}
