import Foundation

/// Hosts a Live Activity's Lock Screen view as iOS draws it (`LiveActivitySurface`): a banner the
/// Lock Screen's width less its margins, as tall as the content asks between 84 and 160 pt (taller
/// content is cut off, as the system truncates it), on the content's `activityBackgroundTint` or
/// the system's material, with rounded corners, over a strip of wallpaper. In StandBy: the same
/// view at twice its size on the landscape screen, the tint (or black) filling it.
nonisolated struct LockScreenActivityHost: View, PrimitiveView {
    let content: AnyView
    /// False on a mock-up that draws its own Lock Screen (the lock-screen sheet): the banner alone.
    var drawsWallpaper = true

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let device = context.environment.widgetDevice
        let width = LiveActivityGeometry.lockScreenWidth(on: device) ?? device.screenSize.width - 2 * LiveActivityGeometry.lockScreenSideMargin
        let shape = RoundedRectangle(cornerRadius: LiveActivityGeometry.lockScreenCornerRadius, style: .continuous)
        let appearance = context.environment.widgetAppearance
        let standBy = appearance?.isStandBy == true
        let inner = context.inStack(nil).with {
            $0.activityFamily = .medium
            $0.isActivityFullscreen = standBy
        }
        let contentNodes = inner.resolve(content.containerShape(shape))
        // What the content set with `activityBackgroundTint` (nil, or never set: the material).
        let tint = WidgetOutputs(of: contentNodes).activityBackgroundTint ?? nil
        if standBy {
            // StandBy: the presentation at twice its size (the surface's raster scale) on the
            // landscape screen, laid out at half the screen's size; its tint fills the screen.
            let screen = device.screenSize
            let screenView = ResolvedNodesView(nodes: contentNodes)
                .frame(width: width)
                .frame(minHeight: LiveActivityGeometry.minimumHeight, maxHeight: LiveActivityGeometry.maximumHeight)
                .clipped()
                .frame(width: max(screen.width, screen.height) / LiveActivityGeometry.standByScale,
                       height: min(screen.width, screen.height) / LiveActivityGeometry.standByScale)
                .background {
                    // The screen is black; a translucent tint shows it through.
                    ZStack {
                        Rectangle().fill(Color.black)
                        if let tint { Rectangle().fill(tint) }
                    }
                }
            let root = ViewLayout.rootNode(context.resolve(screenView), context)
            // At night StandBy draws everything in red by its luminance, as it does widgets, on
            // the screen's black (the red alone is translucent).
            if let appearance, let night = Recoloring(appearance) {
                root.effects.append(.recolor(night))
                let screenBlack = ViewLayout.rootNode(context.resolve(ModeBackdrop.color(ModeValues.standByBackdrop)), context)
                nodes.append(context.container(ZStackLayout(), children: [screenBlack, root], name: "StandByNight"))
                return
            }
            nodes.append(root)
            return
        }
        let banner = ResolvedNodesView(nodes: contentNodes)
            .frame(width: width)
            .frame(minHeight: LiveActivityGeometry.minimumHeight, maxHeight: LiveActivityGeometry.maximumHeight)
            .background { BannerBackground(tint: tint) }
            .clipShape(shape)
        guard drawsWallpaper else {
            context.resolve(banner, into: &nodes)
            return
        }
        let framed = banner
            .padding(LiveActivityGeometry.lockScreenSideMargin)
            .frame(maxWidth: .infinity)
            .background { LockScreenWallpaper() }
        context.resolve(framed, into: &nodes)
    }
}

/// A Live Activity's Lock Screen view in its banner, without the wallpaper around it, for a Lock
/// Screen mock-up that draws its own (the lock-screen sheet).
package nonisolated enum LockScreenActivityBanner {
    package static func view(_ content: AnyView) -> AnyView { AnyView(LockScreenActivityHost(content: content, drawsWallpaper: false)) }
}

/// The banner's background: the tint, or the system's material.
private nonisolated struct BannerBackground: View {
    let tint: Color?
    var body: some View {
        if let tint { Rectangle().fill(tint) } else { Rectangle().fill(.regularMaterial) }
    }
}

/// A stand-in for the Lock Screen's wallpaper behind the banner: a deep blue sky to a warm horizon
/// (the lock-screen sheet's).
private nonisolated struct LockScreenWallpaper: View {
    var body: some View {
        LinearGradient(colors: [Color(red: 0.13, green: 0.20, blue: 0.42), Color(red: 0.30, green: 0.28, blue: 0.58),
                                Color(red: 0.72, green: 0.42, blue: 0.52)],
                       startPoint: .top, endPoint: .bottom)
    }
}

/// Hosts a Live Activity's Lock Screen view in its `.small` family (`LiveActivitySurface`): a tile
/// of the Apple Watch Smart Stack's size on a watch, of CarPlay's on an iPhone, on the content's
/// `activityBackgroundTint` (else the tile of the colour scheme), with `\.activityFamily == .small`.
nonisolated struct SmallActivityHost: View, PrimitiveView {
    let content: AnyView

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let device = context.environment.widgetDevice
        let size = LiveActivityGeometry.smallSize(on: device) ?? LiveActivityGeometry.carPlaySize
        let radius = device.isWatch ? LiveActivityGeometry.smartStackCornerRadius : LiveActivityGeometry.carPlayCornerRadius
        let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
        let inner = context.inStack(nil).with { $0.activityFamily = .small }
        let contentNodes = inner.resolve(content.containerShape(shape))
        let tint = WidgetOutputs(of: contentNodes).activityBackgroundTint ?? nil
        // A dark grey tile on black (the watch; CarPlay in dark), a white one on light grey (CarPlay in light).
        let light = context.environment.colorScheme == .light
        let tile = ResolvedNodesView(nodes: contentNodes)
            .frame(width: size.width, height: size.height)
            .background { Rectangle().fill(tint ?? Color(white: light ? 1 : 0.14)) }
            .clipShape(shape)
            .padding(8)
            .background(Color(white: light ? 0.9 : 0))
        context.resolve(tile, into: &nodes)
    }
}

/// The `.small` family of an activity that does not declare it (HIG-LA; surfaces.md §2.6: without
/// `.small`, the Apple Watch Smart Stack and CarPlay join the compact leading and trailing views
/// into one layout): the compact leading view at the leading edge, the trailing one at the
/// trailing edge, centred vertically, on black in the dark scheme as in the island they were
/// made for. Margins (12 pt a side) and the black tile are estimates.
nonisolated struct SmallActivityFallback: View {
    let island: DynamicIsland

    var body: some View {
        HStack(spacing: 8) {
            island.compactLeading
            Spacer(minLength: 0)
            island.compactTrailing
        }
        .padding(.horizontal, LiveActivityGeometry.smallFallbackMargin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
        .environment(\.colorScheme, .dark)
    }
}

/// Nodes already resolved, placed as one view.
nonisolated struct ResolvedNodesView: View, PrimitiveView {
    let nodes: [LayoutNode]
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(ViewLayout.rootNode(self.nodes, context))
    }
}

/// The top of the screen with the Dynamic Island on it, centred at the device's island height:
/// the island image is a strip of the screen, the screen's width, on the system background of
/// the appearance (the island's keyline shows on the dark one).
nonisolated struct DynamicIslandScreenTop: View {
    @Environment(\.widgetDevice) private var device
    let presentation: LiveActivityPresentation
    let content: AnyView

    var body: some View {
        let top = DynamicIslandGeometry(device)?.top ?? 11
        content
            .fixedSize()
            .padding(.vertical, top)
            .frame(maxWidth: .infinity)
            .background(Color(provider: .system(.systemBackground)))
    }
}

/// A Live Activity's Dynamic Island in one presentation (made by its `ActivityConfiguration`):
/// the views laid out in the device's island geometry, on the black island shape, in the dark
/// colour scheme iOS gives island content, with the keyline around it on a dark screen.
nonisolated struct DynamicIslandView: View {
    @Environment(\.widgetDevice) private var device
    @Environment(\.colorScheme) private var screenScheme
    let presentation: LiveActivityPresentation
    let island: DynamicIsland
    /// Minimal only: the view sits at the leading end of the island, which keeps the camera's
    /// part (two activities at once, `DynamicIslandMinimalPair`).
    var attachedToCamera = false

    var body: some View {
        let geometry = DynamicIslandGeometry(device) ?? DynamicIslandGeometry(WidgetDevice.defaultDevice)!
        let cornerRadius = presentation == .expanded ? geometry.expandedCornerRadius : geometry.height / 2
        // Compact and minimal: a pill, as the camera's cutout (half circles at the ends).
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: presentation == .expanded ? .continuous : .circular)
        let laidOut = regions(geometry)
            .containerShape(shape)
            .environment(\.colorScheme, .dark)
            .background(shape.fill(Color.black))
            .clipShape(shape)
            .overlay {
                // Apple: a keyline appears around the island over a dark background; its width is unpublished.
                if screenScheme == .dark { shape.strokeBorder(island.keylineTintColor ?? Color(white: 1, opacity: 0.18), lineWidth: 1) }
            }
        if let url = island.url { laidOut.widgetURL(url) } else { laidOut }
    }

    @ViewBuilder private func regions(_ geometry: DynamicIslandGeometry) -> some View {
        switch presentation {
        case .compact:
            HStack(spacing: 0) {
                island.compactLeading
                    .padding(island.contentMargins(for: .compactLeading))
                    .frame(width: geometry.compactSideWidth, height: geometry.height, alignment: .trailing)
                Color.clear.frame(width: geometry.sensorWidth, height: geometry.height)
                island.compactTrailing
                    .padding(island.contentMargins(for: .compactTrailing))
                    .frame(width: geometry.compactSideWidth, height: geometry.height, alignment: .leading)
            }
        case .minimal, .minimalPair:
            if attachedToCamera {
                HStack(spacing: 0) {
                    minimal(geometry)
                    Color.clear.frame(width: geometry.sensorWidth, height: geometry.height)
                }
            } else {
                minimal(geometry)
            }
        case .expanded, .lockScreen, .small:
            DynamicIslandExpandedLayout(geometry: geometry, margins: island.contentMargins(for: .expanded),
                                        priorities: DynamicIslandExpandedLayout.positions.map { position in
                                            island.expanded.last { $0.position == position }?.priority ?? 0
                                        }) {
                ForEach(Array(DynamicIslandExpandedLayout.positions.enumerated()), id: \.offset) { _, position in
                    region(position)
                }
            }
            .frame(width: geometry.expandedWidth)
        }
    }

    /// The minimal view: a circle, wider up to 45 pt for wider content.
    private func minimal(_ geometry: DynamicIslandGeometry) -> some View {
        island.minimal
            .padding(island.contentMargins(for: .minimal))
            .frame(minWidth: geometry.height, maxWidth: geometry.minimalMaximumWidth, minHeight: geometry.height, maxHeight: geometry.height)
    }

    /// The views of the regions at `position` (a region listed twice stacks), aligned to its edge.
    private func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
        let placed = island.expanded.filter { $0.position == position }
        let base = island.contentMargins(for: .expanded)
        let alignment: HorizontalAlignment = position == .leading ? .leading : position == .trailing ? .trailing : .center
        return VStack(alignment: alignment, spacing: 0) {
            ForEach(Array(placed.enumerated()), id: \.offset) { _, region in
                region.content.padding(DynamicIslandExpandedLayout.regionInsets(region.margins, base: base))
            }
        }
    }
}

/// Two Live Activities in the Dynamic Island at once, as iOS shows them: the first's minimal view
/// attached to the island's leading end (the camera's part stays centred on the screen), the
/// second's minimal view a detached circle `detachedGap` after the island's trailing end.
nonisolated struct DynamicIslandMinimalPair: View {
    @Environment(\.widgetDevice) private var device
    let attached: DynamicIsland
    let detached: DynamicIsland

    var body: some View {
        let geometry = DynamicIslandGeometry(device) ?? DynamicIslandGeometry(WidgetDevice.defaultDevice)!
        let width = device.screenSize.width
        HStack(spacing: 0) {
            // Each as wide as its content asks (36.67–45 pt), not as the row offers.
            DynamicIslandView(presentation: .minimal, island: attached, attachedToCamera: true)
                .fixedSize()
                .frame(width: (width + geometry.sensorWidth) / 2, alignment: .trailing)
            DynamicIslandView(presentation: .minimal, island: detached)
                .fixedSize()
                .padding(.leading, geometry.detachedGap)
            Spacer(minLength: 0)
        }
        .frame(width: width)
    }
}

package nonisolated extension View {
    /// A Live Activity on a mock-up drawn in another appearance (the home- and lock-screen
    /// sheets): in full colour and `colorScheme`, as iOS draws activities whatever the widgets' mode.
    func liveActivityOnSheet(colorScheme: ColorScheme) -> some View {
        modifier(EnvironmentModifier {
            $0.widgetRenderingMode = .fullColor
            $0.colorScheme = colorScheme
        })
    }
}
