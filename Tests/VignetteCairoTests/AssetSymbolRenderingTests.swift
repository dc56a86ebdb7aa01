import Foundation
import Testing
import VignetteCore
import VignetteCairo

// What the VignetteAssetSymbols plugin generates for the test catalog's `brand` and `tile`
// (written out here: this test target does not run the plugin).
extension ColorResource {
    static let brand = ColorResource(name: "brand", bundle: .main)
}

extension ImageResource {
    static let tile = ImageResource(name: "tile", bundle: .main)
}

extension UIColor {
    static var brand: UIColor { UIColor(resource: .brand) }
}

extension Color {
    static var brand: Color { Color(ColorResource.brand) }
}

extension ShapeStyle where Self == Color {
    static var brand: Color { Color(ColorResource.brand) }
}

/// Xcode's asset symbols draw the catalog's sets exactly as their names do, in the forms widget
/// code uses them (`Color(.brand)` compiles although `UIColor.brand` exists too, as in SwiftUI).
extension AssetCatalogRenderingTests {
    @Test("Color(.resource), .foregroundStyle(.symbol) and UIColor(resource:) draw the colour set per scheme")
    func colourResource() throws {
        let size = CGSize(width: 4, height: 4)
        /// The form of the failed trial: a ternary of symbols as a shape style.
        func background(isOn: Bool) -> some View { Color.clear.background(isOn ? .brand : .red) }
        let views: [AnyView] = [
            AnyView(background(isOn: true)),
            AnyView(Color(.brand)),
            AnyView(Color.brand),
            AnyView(Rectangle().foregroundStyle(.brand)),
            AnyView(Color(UIColor(resource: .brand))),
        ]
        for view in views {
            #expect(try render(view, size: size).1[2, 2] == (0x1A, 0x7F, 0x37, 255))
            #expect(try render(view, size: size, scheme: .dark).1[2, 2] == (0x3F, 0xB9, 0x50, 255))
        }
    }

    @Test("Image(.resource) draws the image set, its dark variant and the file for the scale")
    func imageResource() throws {
        let size = CGSize(width: 10, height: 10)
        #expect(try render(Image(.tile), size: size, scale: 2).1[10, 10] == (255, 0, 0, 255))
        #expect(try render(Image(.tile), size: size, scale: 2, scheme: .dark).1[10, 10] == (0, 0, 255, 255))
        #expect(try render(Image(.tile), size: size, scale: 3).1[15, 15] == (0, 255, 0, 255))
    }

    @Test("resources are values: equal names and bundles are equal")
    func resourceEquality() {
        #expect(ColorResource(name: "brand", bundle: .main) == .brand)
        #expect(ImageResource(name: "tile", bundle: .main) != ImageResource(name: "mask", bundle: .main))
    }
}
