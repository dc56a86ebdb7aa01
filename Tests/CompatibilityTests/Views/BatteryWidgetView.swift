// Written as for WidgetKit on iOS 17.
import SwiftUI
import Foundation

struct Device: Identifiable {
    let id: String
    let name: String
    let symbol: String
    let level: Double
    let isCharging: Bool
}

/// A battery's outline: a rounded body, drawn with Path; the terminal is `BatteryTerminal`.
struct BatteryShape: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: r, cornerSize: CGSize(width: r.height * 0.3, height: r.height * 0.3), style: .continuous)
    }

    func inset(by amount: CGFloat) -> BatteryShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The battery's terminal: a solid cap, rounded on its outer side.
struct BatteryTerminal: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addArc(center: CGPoint(x: rect.minX, y: rect.midY), radius: rect.height / 2,
                     startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
            p.closeSubpath()
        }
    }
}

/// The charge as an arc clockwise from twelve o'clock (a Gauge-like ring, with Path).
struct ChargeArc: Shape {
    let level: Double

    func path(in rect: CGRect) -> Path {
        Path { p in
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                     startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * level), clockwise: false)
        }
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
            }
            .containerBackground(Color(.systemGroupedBackground), for: .widget)
        }
    }

    private func ring(_ device: Device) -> some View {
        ZStack {
            Circle().stroke(levelColor(device).opacity(0.25), lineWidth: 5)
            ChargeArc(level: device.level)
                .stroke(levelColor(device), style: StrokeStyle(lineWidth: 5, lineCap: .round))
            Image(systemName: device.symbol)
                .font(.title3)
                .foregroundStyle(.primary)
        }
        .padding(2.5)
        .frame(width: 52, height: 52)
    }

    private func levelColor(_ device: Device) -> Color { device.level < 0.2 ? .red : .green }

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
            HStack(spacing: 1) {
                BatteryShape()
                    .strokeBorder(Color.secondary, lineWidth: 1.5)
                    .overlay(alignment: .leading) {
                        GeometryReader { proxy in
                            RoundedRectangle(cornerRadius: 3, style: .continuous)
                                .fill(levelColor(device))
                                .frame(width: max((proxy.size.width - 6) * device.level, 3))
                                .padding(3)
                        }
                    }
                BatteryTerminal()
                    .fill(Color.secondary)
                    .frame(width: 2.5, height: 7)
            }
            .frame(width: 42, height: 18)
        }
        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        // The large size shares its height among the rows instead of leaving the bottom empty.
        .frame(maxHeight: family == .systemLarge ? .infinity : nil)
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}
