import Vignette
import VignetteCore

/// A football match as a Live Activity: the two clubs' crests (drawn as shapes), the score and
/// the minute, on a pitch-green Lock Screen tint (extended across the screen in StandBy) and in
/// the Dynamic Island.
struct MatchLiveAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        /// "64′", "HT", "FT".
        var clock: String
        var lastEvent: String
    }

    var home: Club
    var away: Club
    var competition: String
}

/// A club: its short name and crest colours.
struct Club: Codable, Hashable {
    var name: String
    var code: String
    /// Crest colours as 0xRRGGBB.
    var primary: UInt32
    var secondary: UInt32
}

struct MatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchLiveAttributes.self) { context in
            MatchLockScreenView(context: context)
                .activityBackgroundTint(Color(red: 0.05, green: 0.24, blue: 0.14))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    HStack(spacing: 10) {
                        ClubColumn(club: context.attributes.home)
                        Text("\(context.state.homeScore)").font(.system(size: 34, weight: .bold)).monospacedDigit()
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    HStack(spacing: 10) {
                        Text("\(context.state.awayScore)").font(.system(size: 34, weight: .bold)).monospacedDigit()
                        ClubColumn(club: context.attributes.away)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.clock)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.lastEvent)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            } compactLeading: {
                HStack(spacing: 4) {
                    Crest(club: context.attributes.home).frame(width: 20, height: 22)
                    Text("\(context.state.homeScore)").font(.headline).monospacedDigit()
                }
            } compactTrailing: {
                HStack(spacing: 4) {
                    Text("\(context.state.awayScore)").font(.headline).monospacedDigit()
                    Crest(club: context.attributes.away).frame(width: 20, height: 22)
                }
            } minimal: {
                Text("\(context.state.homeScore)–\(context.state.awayScore)")
                    .font(.caption2.weight(.bold))
                    .monospacedDigit()
                    .minimumScaleFactor(0.7)
            }
            .keylineTint(.green)
        }
    }
}

/// The Lock Screen presentation: crest, name and score for each side, the minute between them.
struct MatchLockScreenView: View {
    let context: ActivityViewContext<MatchLiveAttributes>

    var body: some View {
        VStack(spacing: 8) {
            Text(context.attributes.competition.uppercased())
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.white.opacity(0.7))
            HStack(alignment: .center) {
                ClubColumn(club: context.attributes.home)
                Spacer()
                VStack(spacing: 2) {
                    ScoreText(state: context.state, size: 34)
                    Text(context.state.clock)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(Color(red: 0.55, green: 0.95, blue: 0.6))
                }
                Spacer()
                ClubColumn(club: context.attributes.away)
            }
            Text(context.state.lastEvent)
                .font(.caption)
                .foregroundStyle(.white.opacity(0.8))
                .lineLimit(1)
        }
        .foregroundStyle(.white)
        .padding(14)
    }
}

/// "2 – 1", in tabular figures.
struct ScoreText: View {
    let state: MatchLiveAttributes.ContentState
    let size: CGFloat
    var body: some View {
        Text("\(state.homeScore) – \(state.awayScore)")
            .font(.system(size: size, weight: .bold))
            .monospacedDigit()
    }
}

/// A crest over its club's code.
struct ClubColumn: View {
    let club: Club
    var body: some View {
        VStack(spacing: 4) {
            Crest(club: club).frame(width: 36, height: 40)
            Text(club.code)
                .font(.caption.weight(.bold))
        }
        .frame(width: 64)
    }
}

/// A club's crest drawn with shapes: a shield in its primary colour, a diagonal band in its
/// secondary colour and a white rim.
struct Crest: View {
    let club: Club
    var body: some View {
        ShieldShape()
            .fill(Color(hex: club.primary))
            .overlay {
                Rectangle()
                    .fill(Color(hex: club.secondary))
                    .frame(width: 200, height: 9)
                    .rotationEffect(.degrees(-40))
            }
            .clipShape(ShieldShape())
            .overlay { ShieldShape().stroke(.white, lineWidth: 1.5) }
    }
}

/// A heraldic shield: straight top, sides curving into a point.
struct ShieldShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + rect.height * 0.45))
        path.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.minY + rect.height * 0.85))
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.45),
                          control: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.85))
        path.closeSubpath()
        return path
    }
}

private extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

extension MatchLiveAttributes {
    static let sample = MatchLiveAttributes(home: Club(name: "Harbour City", code: "HAR", primary: 0x1E4FA8, secondary: 0xF2C230),
                                            away: Club(name: "Red Valley", code: "RVY", primary: 0xC8272E, secondary: 0xFFFFFF),
                                            competition: "League · Matchday 12")
}

extension MatchLiveAttributes.ContentState {
    static let firstHalf = Self(homeScore: 1, awayScore: 0, clock: "38′", lastEvent: "⚽ 31′ Okafor (HAR)")
    static let secondHalf = Self(homeScore: 2, awayScore: 1, clock: "64′", lastEvent: "⚽ 62′ Lindqvist (RVY) · 57′ Okafor (HAR)")
}

#Preview("Lock Screen", as: .content, using: MatchLiveAttributes.sample) {
    MatchLiveActivity()
} contentStates: {
    MatchLiveAttributes.ContentState.firstHalf
    MatchLiveAttributes.ContentState.secondHalf
}

#Preview("Compact", as: .dynamicIsland(.compact), using: MatchLiveAttributes.sample) {
    MatchLiveActivity()
} contentStates: {
    MatchLiveAttributes.ContentState.secondHalf
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: MatchLiveAttributes.sample) {
    MatchLiveActivity()
} contentStates: {
    MatchLiveAttributes.ContentState.secondHalf
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: MatchLiveAttributes.sample) {
    MatchLiveActivity()
} contentStates: {
    MatchLiveAttributes.ContentState.secondHalf
}
