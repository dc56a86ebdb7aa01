import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// The Reminders app's checkbox: an empty circle, or a filled one with a checkmark in the list's
/// colour (the tint) once done, the title then dimmed.
struct ReminderToggleStyle: ToggleStyle {
    /// The height of the title's first line, which the checkbox is centred on.
    var checkboxHeight: CGFloat = 18

    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 7) {
            // Centred on the title's first line.
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .font(.system(size: checkboxHeight + 2))
                .imageScale(.small)
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary.opacity(0.6))
                .frame(width: checkboxHeight + 2, height: checkboxHeight)
            configuration.label
                .foregroundStyle(configuration.isOn ? .secondary : .primary)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
