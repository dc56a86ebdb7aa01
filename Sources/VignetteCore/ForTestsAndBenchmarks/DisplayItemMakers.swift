import Foundation

// Makers for the display list's values that have no public initializer, so that the
// benchmarks can read a display list back from a file (vignette-bench's `DisplayListArchive`).

nonisolated extension ResolvedText {
    package static func make(runs: [Run], lineLimit: Int?, alignment: TextAlignment, truncationMode: Text.TruncationMode,
                             minimumScaleFactor: CGFloat, lineSpacing: CGFloat, layoutDirection: LayoutDirection,
                             language: String) -> ResolvedText {
        ResolvedText(runs: runs, lineLimit: lineLimit, alignment: alignment, truncationMode: truncationMode,
                     minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing, layoutDirection: layoutDirection,
                     language: language)
    }
}

nonisolated extension TextDrawing {
    package static func make(text: ResolvedText, proposal: ProposedViewSize, frame: CGRect) -> TextDrawing {
        TextDrawing(text: text, proposal: proposal, frame: frame)
    }
}

nonisolated extension ImageDrawing {
    package static func make(asset: ImageAsset, frame: CGRect, tint: RGBA?, luminanceTint: RGBA? = nil,
                             interpolation: Image.Interpolation) -> ImageDrawing {
        ImageDrawing(asset: asset, frame: frame, tint: tint, luminanceTint: luminanceTint, interpolation: interpolation)
    }
}

nonisolated extension ResolvedStyle.GradientStop {
    package static func make(color: RGBA, location: Double) -> Self { Self(color: color, location: location) }
}

nonisolated extension DisplayShadow {
    package static func make(color: RGBA, radius: CGFloat, offset: CGSize) -> DisplayShadow {
        DisplayShadow(color: color, radius: radius, offset: offset)
    }
}
