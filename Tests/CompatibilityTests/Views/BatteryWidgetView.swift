// Written as for WidgetKit on iOS 17; only the import differs on Linux.
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif
import Foundation

struct Device: Identifiable {
    let id: String
    let name: String
    let symbol: String
    let level: Double
    let isCharging: Bool
}

/// A battery: a rounded body with a nub, drawn with Path.
struct BatteryShape: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path { p in
            p.addRoundedRect(in: CGRect(x: r.minX, y: r.minY, width: r.width - 4, height: r.height),
                             cornerSize: CGSize(width: r.height * 0.3, height: r.height * 0.3), style: .continuous)
            p.move(to: CGPoint(x: r.maxX - 3, y: r.midY - r.height * 0.18))
            p.addQuadCurve(to: CGPoint(x: r.maxX, y: r.midY), control: CGPoint(x: r.maxX, y: r.midY - r.height * 0.18))
            p.addCurve(to: CGPoint(x: r.maxX - 3, y: r.midY + r.height * 0.18),
                       control1: CGPoint(x: r.maxX, y: r.midY + r.height * 0.1), control2: CGPoint(x: r.maxX - 1, y: r.midY + r.height * 0.18))
            p.closeSubpath()
        }
    }

    func inset(by amount: CGFloat) -> BatteryShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A charging bolt drawn with arcs and lines.
struct ChargeMark: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX + 2, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.minX + 1, y: rect.midY + 1))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.midY + 1))
        p.addLine(to: CGPoint(x: rect.midX - 2, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY - 1))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.midY - 1))
        p.closeSubpath()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 0.5, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
        return p
    }
}

struct BatteryWidgetView: View {
    let devices: [Device]
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall:
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow { ring(devices[0]); ring(devices[1]) }
                GridRow { ring(devices[2]); ring(devices[3]) }
            }
            .containerBackground(Color(.systemGroupedBackground), for: .widget)
        default:
            VStack(alignment: .leading, spacing: 8) {
                ForEach(devices.indices, id: \.self) { index in
                    if index < (family == .systemMedium ? 3 : devices.count) {
                        row(devices[index])
                    }
                }
                if family == .systemLarge { Spacer() }
            }
            .containerBackground(Color(.systemGroupedBackground), for: .widget)
        }
    }

    private func ring(_ device: Device) -> some View {
        ZStack {
            Circle().stroke(Color.green.opacity(0.25), lineWidth: 5)
            GeometryReader { proxy in
                Circle()
                    .fill(Color.green)
                    .frame(width: proxy.size.width * device.level * 0.6, height: proxy.size.width * device.level * 0.6)
                    .frame(width: proxy.size.width, height: proxy.size.height)
            }
            Image(systemName: device.symbol)
                .font(.footnote)
                .foregroundStyle(.white)
        }
        .frame(width: 52, height: 52)
    }

    private func row(_ device: Device) -> some View {
        HStack(spacing: 10) {
            Image(systemName: device.symbol)
                .frame(width: 24)
                .foregroundStyle(Color.accentColor)
            Text(device.name)
                .font(.subheadline)
                .lineLimit(1)
                .layoutPriority(1)
            Spacer(minLength: 4)
            if device.isCharging {
                ChargeMark().fill(Color.yellow).frame(width: 8, height: 12)
            }
            Text("\(Int(device.level * 100))%")
                .font(.subheadline.monospacedDigit())
            ZStack(alignment: .leading) {
                BatteryShape().strokeBorder(Color.secondary, lineWidth: 1.5)
                BatteryShape()
                    .inset(by: 3)
                    .fill(device.level < 0.2 ? Color.red : Color.green)
                    .frame(width: 4 + 34 * device.level)
            }
            .frame(width: 42, height: 18)
        }
        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}
