// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// An iCloud storage small widget: the space each kind of file takes as a donut (sectors from
/// the default palette, a gap and rounded corners between them), the total in its hole.
struct StorageCategory: Identifiable {
    let name: String
    let gigabytes: Double
    var id: String { name }
}

struct StorageChartEntry: TimelineEntry {
    let date: Date
    let categories: [StorageCategory]
    let capacity: Double

    var used: Double { categories.reduce(0) { $0 + $1.gigabytes } }
}

struct StorageChartWidgetView: View {
    let entry: StorageChartEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("iCloud", systemImage: "cloud.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Chart(entry.categories) { category in
                SectorMark(
                    angle: .value("Size", category.gigabytes),
                    innerRadius: .ratio(0.6),
                    angularInset: 1.5
                )
                .cornerRadius(3)
                .foregroundStyle(by: .value("Category", category.name))
            }
            .chartLegend(.hidden)
            .overlay {
                VStack(spacing: 0) {
                    Text("\(Int(entry.used)) GB")
                        .font(.caption.weight(.bold))
                    Text("of \(Int(entry.capacity))")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension StorageChartEntry {
    static let sample = StorageChartEntry(
        date: Date(timeIntervalSince1970: 1_795_219_200),
        categories: [
            StorageCategory(name: "Photos", gigabytes: 48),
            StorageCategory(name: "Apps", gigabytes: 31),
            StorageCategory(name: "Messages", gigabytes: 12),
            StorageCategory(name: "System", gigabytes: 9),
        ],
        capacity: 128
    )
}
