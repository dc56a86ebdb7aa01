import Foundation
import Testing
@testable import VignetteRunner

/// The extension's Info.plist as `Bundle.main` gets it: Xcode's build settings resolved and the
/// keys every bundle has added, as Xcode's build does.
@Suite struct ExtensionInfoPlistTests {
    private func resolve(_ body: String) throws -> [String: Any] {
        let plist = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(body)</dict></plist>
            """.utf8)
        let data = try ExtensionInfoPlist.resolved(plist, extensionName: "Weather Widgets")
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test("a modern Info.plist (NSExtension only) gets the bundle keys Xcode generates")
    func generatedKeys() throws {
        let info = try resolve("""
            <key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>
            """)
        #expect(info["CFBundleIdentifier"] as? String == "vignette.preview.Weather-Widgets")
        #expect(info["CFBundleExecutable"] as? String == "Weather Widgets")
        #expect(info["CFBundlePackageType"] as? String == "XPC!")
        #expect(info["CFBundleShortVersionString"] as? String == "1.0")
        let ext = try #require(info["NSExtension"] as? [String: Any])
        #expect(ext["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension")
    }

    @Test("$(…) and ${…} build settings resolve, with Xcode's modifiers, in nested values; unknown ones are empty; the author's keys stay")
    func buildSettings() throws {
        let info = try resolve("""
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>CFBundleDisplayName</key><string>${PRODUCT_NAME}</string>
            <key>AppGroup</key><string>group.$(PRODUCT_NAME:rfc1034identifier).shared</string>
            <key>Lists</key><array><string>$(DEVELOPMENT_LANGUAGE)</string><string>$(TEAM_ID)x</string></array>
            <key>CFBundleVersion</key><string>42</string>
            """)
        #expect(info["CFBundleIdentifier"] as? String == "vignette.preview.Weather-Widgets")
        #expect(info["CFBundleDisplayName"] as? String == "Weather Widgets")
        #expect(info["AppGroup"] as? String == "group.Weather-Widgets.shared")
        #expect(info["Lists"] as? [String] == ["en", "x"])
        #expect(info["CFBundleVersion"] as? String == "42")
    }

    @Test("a program that carries no Info.plist writes nothing and warns of nothing")
    func noRecord() {
        #expect(ExtensionInfoPlist.carried().isEmpty)
        #expect(ExtensionInfoPlist.placeBesideProgram(extensionName: "CompatibilityTests") == nil)
    }
}
