import SwiftUI
import WidgetKit

/// A badge that measures its container with a `GeometryReader` and keeps the size in `@State`
/// through `onAppear` and `onChange`, and refreshes a store in `task`: code a Live Activity view
/// shares with its app. In a widget none of these actions run (iOS archives the view).
struct MeasuredBadgeView: View {
    let title: String
    @State private var containerSize: CGSize = .zero
    @State private var refreshed = false

    var body: some View {
        Text(title)
            .font(.headline)
            .padding(8)
            .background(
                GeometryReader { proxy in
                    Color.clear
                        .onAppear { containerSize = proxy.size }
                        .onChange(of: proxy.size) { size in containerSize = size }
                        .onChange(of: proxy.size, initial: true) { old, new in
                            if old != new { containerSize = new }
                        }
                        .onChange(of: title) { refreshed = false }
                }
            )
            .task { await BadgeStore.shared.refresh() }
            .task(id: title, priority: .background) { refreshed = true }
            .onDisappear { refreshed = false }
            .overlay(alignment: .topTrailing) {
                if refreshed || containerSize != .zero { Circle().fill(.red).frame(width: 6, height: 6) }
            }
    }
}

@MainActor final class BadgeStore {
    static let shared = BadgeStore()
    private(set) var refreshCount = 0
    func refresh() async { refreshCount += 1 }
}
