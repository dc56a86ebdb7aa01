import Foundation
import Testing
@testable import VignetteCore

/// `String(localized:)`, `LocalizedStringResource` and `Text("key")` share one lookup in the
/// target's `Localizable.xcstrings` and `.lproj/*.strings` (this target's resources).
@Suite("Localized strings")
struct LocalizationTests {
    let de = Locale(identifier: "de_DE")

    @Test("a key with a translation for the locale gives it; the source language keeps the key; an unknown key is itself")
    func catalogLookup() {
        #expect(String(localized: "Good morning, vignette", bundle: .module, locale: de) == "Guten Morgen, Vignette")
        #expect(String(localized: "Good morning, vignette", bundle: .module, locale: Locale(identifier: "fr_FR")) == "Bonjour, Vignette")
        #expect(String(localized: "Good morning, vignette", bundle: .module, locale: Locale(identifier: "es_ES")) == "Good morning, vignette")
        #expect(String(localized: "vignette.widget.title", bundle: .module) == "Up Next")
        #expect(String(localized: "vignette.widget.title", bundle: .module, locale: Locale(identifier: "zh_CN")) == "下一个")
        #expect(String(localized: "vignette.no.such.key", bundle: .module, locale: de) == "vignette.no.such.key")
    }

    @Test("interpolations become format specifiers in the key and are put into the translation, positional ones in their order")
    func interpolation() {
        let name = "Ana"
        let value: String.LocalizationValue = "Hello, \(name) (vignette)"
        #expect(value.key == "Hello, %@ (vignette)")
        #expect(String(localized: "Hello, \(name) (vignette)", bundle: .module, locale: de) == "Hallo, Ana (Vignette)")
        #expect(String(localized: "Hello, \(name) (vignette)", bundle: .module) == "Hello, Ana (vignette)")
        let (item, list) = ("Milk", "Groceries")
        #expect(String(localized: "Move \(item) to \(list) (vignette)", bundle: .module, locale: de) == "Move Milk to Groceries (vignette)",
                "the catalog's key uses positional specifiers, a plain interpolation's key does not: no match")
        #expect(String(localized: "100% done") == "100% done")
    }

    @Test("plural variations follow the language's rules for the first number")
    func plurals() {
        func due(_ n: Int, _ locale: Locale) -> String { String(localized: "\(n) reminders due", bundle: .module, locale: locale) }
        #expect(due(1, Locale(identifier: "en_US")) == "1 reminder due")
        #expect(due(3, Locale(identifier: "en_US")) == "3 reminders due")
        #expect(due(0, Locale(identifier: "en_US")) == "0 reminders due")
        #expect(due(1, de) == "1 Erinnerung fällig")
        #expect(due(5, de) == "5 Erinnerungen fällig")
        let ru = Locale(identifier: "ru_RU")
        #expect([1, 2, 5, 21, 22, 11].map { due($0, ru) } == ["1 напоминание", "2 напоминания", "5 напоминаний", "21 напоминание", "22 напоминания", "11 напоминаний"])
    }

    @Test("a table of .lproj .strings files is read when there is no string catalog of that name")
    func stringsFiles() {
        #expect(String(localized: "vignette.legacy.header", table: "Legacy", bundle: .module, locale: de) == "Kopfzeile")
        #expect(String(localized: "vignette.legacy.header", table: "Legacy", bundle: .module) == "Header")
        let count: Int32 = 4
        #expect(String(localized: "\(count) vignette items", table: "Legacy", bundle: .module, locale: de) == "4 Dinge")
    }

    @Test("defaultValue is shown when no table has the key")
    func defaultValue() {
        #expect(String(localized: "vignette.missing", defaultValue: "Nothing \(3) here", bundle: .module) == "Nothing 3 here")
        #expect(String(localized: "vignette.widget.title", defaultValue: "Later", bundle: .module, locale: de) == "Als Nächstes")
    }

    @Test("a catalog that cannot be read is reported once, naming the file, and its strings are shown as their keys")
    func brokenCatalog() {
        #expect(String(localized: "a", table: "Broken", bundle: .module, locale: de) == "a")
        let problem = LocalizedStrings.problems.first { $0.contains("Broken.xcstrings") }
        #expect(problem?.contains("cannot be read (not a string catalog (JSON) Vignette can read") == true)
        #expect(problem?.hasSuffix("its strings are shown as their keys") == true)
    }

    @Test("a LocalizedStringResource is looked up when it is shown, in its own locale or the render's")
    func resource() {
        let title = LocalizedStringResource("vignette.widget.title", bundle: .atURL(Bundle.module.bundleURL))
        #expect(String(localized: title) == "Up Next")
        #expect(String(localized: title, locale: de) == "Als Nächstes")
        var german = title
        german.locale = de
        #expect(String(localized: german) == "Als Nächstes")
        #expect(title.key == "vignette.widget.title")
        let count = 2
        let due = LocalizedStringResource("\(count) reminders due", locale: de, bundle: .atURL(Bundle.module.bundleURL))
        #expect(due.key == "%lld reminders due")
        #expect(String(localized: due) == "2 Erinnerungen fällig")
        let module = LocalizedStringResource("vignette.widget.title", locale: de, bundle: .module)
        #expect(String(localized: module) == "Als Nächstes")
        let withDefault = LocalizedStringResource("vignette.absent", defaultValue: "Soon \(count)", bundle: .module)
        #expect(withDefault.key == "vignette.absent" && String(localized: withDefault) == "Soon 2")
    }

    @Test("Text(\"key\") looks the key up for the environment's locale in the catalog of the module declaring the view")
    func textLookup() {
        nonisolated struct Greeting: View {
            let count: Int
            var body: some View {
                VStack {
                    Text("Good morning, vignette")
                    Text("\(count) reminders due")
                    Text(verbatim: "Good morning, vignette")
                }
            }
        }
        func drawn(_ locale: Locale) -> String {
            var env = EnvironmentValues()
            env.displayScale = 1
            env.locale = locale
            return "\(ViewLayout.layout(Greeting(count: 1), in: CGSize(width: 300, height: 100), environment: env, measurer: FixedAdvanceTextMeasurer()).displayList)"
        }
        let german = drawn(de)
        #expect(german.contains("Guten Morgen, Vignette") && german.contains("1 Erinnerung fällig"))
        #expect(german.contains("\"Good morning, vignette\""), "Text(verbatim:) is not looked up")
        let english = drawn(Locale(identifier: "en_US"))
        #expect(english.contains("Good morning, vignette") && english.contains("1 reminder due"))
        #expect(LocalizedStringResource.BundleDescription.main == .main)
    }

    @Test("Text(_:bundle:) looks in the bundle given")
    func textBundle() {
        var env = EnvironmentValues()
        env.locale = de
        let text = EnvironmentValues.$current.withValue(env) { Text("vignette.widget.title", bundle: .module) }
        #expect(text.plainText == "Als Nächstes")
    }

    @Test("locales name the languages a catalog is searched for, most specific first")
    func languages() {
        #expect(LocalizedStrings.languages(for: Locale(identifier: "de_DE")) == ["de-DE", "de"])
        #expect(LocalizedStrings.languages(for: Locale(identifier: "zh_Hans_CN")) == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(LocalizedStrings.languages(for: Locale(identifier: "zh_TW")) == ["zh-TW", "zh-Hant", "zh"])
    }
}
