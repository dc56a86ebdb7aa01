import VignetteCore

/// A small widget to snapshot.
nonisolated struct Badge: View {
    var stroke = Color.blue
    var body: some View {
        VStack(spacing: 6) {
            Circle().fill(.green).frame(width: 40, height: 40)
            Rectangle().fill(stroke).frame(width: 60, height: 1)
            Text("Badge").font(.headline)
        }
    }
}
