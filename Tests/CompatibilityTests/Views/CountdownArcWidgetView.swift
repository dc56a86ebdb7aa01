// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

/// A countdown's progress arc: the share of the wait that has passed, drawn with angle
/// arithmetic from twelve o'clock, with hour ticks around it.
struct ProgressArc: Shape {
    var progress: Double
    var startAngle: Angle = .degrees(-90)

    func path(in rect: CGRect) -> Path {
        let end = startAngle + .degrees(360) * progress
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: startAngle, endAngle: end, clockwise: false)
        return path
    }
}

/// Twelve short ticks around a circle, like a clock face.
struct HourTicks: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        var angle = -Angle.degrees(90)
        let step = Angle.degrees(360) / 12
        while angle < .degrees(270) {
            let inner = outer - 4
            path.move(to: CGPoint(x: center.x + inner * cos(angle.radians), y: center.y + inner * sin(angle.radians)))
            path.addLine(to: CGPoint(x: center.x + outer * cos(angle.radians), y: center.y + outer * sin(angle.radians)))
            angle += step
        }
        return path
    }
}

struct CountdownArcWidgetView: View {
    let title: String
    let daysLeft: Int
    let totalDays: Int
    @Environment(\.widgetFamily) private var family

    private var progress: Double { 1 - Double(daysLeft) / Double(max(totalDays, 1)) }
    private var lineWidth: CGFloat { family == .accessoryCircular ? 5 : 8 }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                dial
                    .padding(4)
            }
            .containerBackground(for: .widget) { Color.clear }
        case .systemSmall:
            VStack(spacing: 6) {
                dial
                    .frame(width: 92, height: 92)
                Text(title)
                    .font(.caption.weight(.semibold))
                    .lineLimit(1)
            }
            .containerBackground(Color.indigo.gradient, for: .widget)
            .foregroundStyle(.white)
        default:
            HStack(spacing: 16) {
                dial
                    .frame(width: 110, height: 110)
                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                        .font(.headline)
                    Text("\(totalDays - daysLeft) of \(totalDays) days waited")
                        .font(.subheadline)
                        .opacity(0.8)
                    Spacer(minLength: 0)
                }
                Spacer(minLength: 0)
            }
            .containerBackground(Color.indigo.gradient, for: .widget)
            .foregroundStyle(.white)
        }
    }

    private var dial: some View {
        ZStack {
            Circle()
                .stroke(.white.opacity(0.25), lineWidth: lineWidth)
            ProgressArc(progress: progress)
                .stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            if family != .accessoryCircular {
                HourTicks()
                    .stroke(.white.opacity(0.5), lineWidth: 1)
                    .padding(lineWidth + 4)
            }
            VStack(spacing: -2) {
                Text("\(daysLeft)")
                    .font(.system(size: family == .accessoryCircular ? 22 : 30, weight: .bold, design: .rounded))
                Text(daysLeft == 1 ? "day" : "days")
                    .font(.caption2)
            }
        }
        .padding(lineWidth / 2)
    }
}
