import Foundation
import Testing

/// The generator as data: a definition file in, the classes Xcode would generate out, and one
/// message naming the file and what is wrong for a file it cannot read.
@Suite("Intent definitions")
struct IntentDefinitionsTests {
    /// A property list with the given top-level entries, as Xcode's intent editor writes it.
    private func plist(_ body: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        <key>INIntentDefinitionModelVersion</key><string>1.2</string>
        \(body)
        </dict></plist>
        """.utf8)
    }

    private let weather = """
    <key>INEnums</key><array><dict>
      <key>INEnumName</key><string>Unit</string>
      <key>INEnumValues</key><array>
        <dict><key>INEnumValueName</key><string>unknown</string></dict>
        <dict><key>INEnumValueIndex</key><integer>1</integer><key>INEnumValueName</key><string>celsius</string></dict>
        <dict><key>INEnumValueIndex</key><integer>2</integer><key>INEnumValueName</key><string>fahrenheit</string></dict>
      </array></dict></array>
    <key>INIntents</key><array><dict>
      <key>INIntentName</key><string>Configuration</string>
      <key>INIntentTitle</key><string>Configuration</string>
      <key>INIntentType</key><string>Custom</string>
      <key>INIntentParameters</key><array>
        <dict><key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>Object</string>
              <key>INIntentParameterObjectType</key><string>City</string></dict>
        <dict><key>INIntentParameterName</key><string>unit</string><key>INIntentParameterType</key><string>Integer</string>
              <key>INIntentParameterEnumType</key><string>Unit</string>
              <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>fahrenheit</string></dict></dict>
        <dict><key>INIntentParameterName</key><string>days</string><key>INIntentParameterType</key><string>Integer</string>
              <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><integer>5</integer></dict></dict>
        <dict><key>INIntentParameterName</key><string>showsFeelsLike</string><key>INIntentParameterType</key><string>Boolean</string>
              <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><false/></dict></dict>
        <dict><key>INIntentParameterName</key><string>label</string><key>INIntentParameterType</key><string>String</string>
              <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>My "Home"</string></dict></dict>
        <dict><key>INIntentParameterName</key><string>friends</string><key>INIntentParameterType</key><string>Person</string></dict>
      </array>
      <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
        <dict><key>INIntentResponseCodeName</key><string>success</string></dict>
        <dict><key>INIntentResponseCodeName</key><string>noNetwork</string></dict>
      </array></dict>
    </dict>
    <dict><key>INIntentName</key><string>SendMessage</string><key>INIntentType</key><string>System</string></dict></array>
    <key>INTypes</key><array><dict>
      <key>INTypeName</key><string>City</string>
      <key>INTypeProperties</key><array>
        <dict><key>INTypePropertyDefault</key><true/><key>INTypePropertyName</key><string>identifier</string><key>INTypePropertyType</key><string>String</string></dict>
        <dict><key>INTypePropertyName</key><string>population</string><key>INTypePropertyType</key><string>Integer</string></dict>
        <dict><key>INTypePropertyName</key><string>timeZones</string><key>INTypePropertyType</key><string>String</string>
              <key>INTypePropertySupportsMultipleValues</key><true/></dict>
      </array></dict></array>
    """

    @Test("a definition's intents, enums and custom types, their parameters and defaults, in the file's order")
    func reads() throws {
        let definition = try DefinitionReader.read(plist(weather), file: "Intents.intentdefinition")
        #expect(definition.enums == [.init(name: "Unit", cases: [("celsius", 1), ("fahrenheit", 2)])])
        #expect(definition.types == [.init(name: "City", properties: [
            .init(name: "population", kind: .integer, isArray: false, defaultValue: nil),
            .init(name: "timeZones", kind: .string, isArray: true, defaultValue: nil),
        ])])
        #expect(definition.intents.map(\.className) == ["ConfigurationIntent"], "system intents are SiriKit's own classes")
        let intent = try #require(definition.intents.first)
        #expect(intent.parameters == [
            .init(name: "city", kind: .object("City"), isArray: false, defaultValue: nil),
            .init(name: "unit", kind: .enumeration("Unit"), isArray: false, defaultValue: .enumCase("fahrenheit")),
            .init(name: "days", kind: .integer, isArray: false, defaultValue: .integer(5)),
            .init(name: "showsFeelsLike", kind: .boolean, isArray: false, defaultValue: .bool(false)),
            .init(name: "label", kind: .string, isArray: false, defaultValue: .string("My \"Home\"")),
            .init(name: "friends", kind: .unsupported("Person"), isArray: false, defaultValue: nil),
        ])
        #expect(intent.responseCodes == ["success", "noNetwork"])
    }

    @Test("the generated classes: Xcode's names and types, parameters empty as in an intent made in code, the defaults set apart")
    func generates() throws {
        let definition = try DefinitionReader.read(plist(weather), file: "Intents.intentdefinition")
        let source = GeneratedSource.text(for: [("Intents.intentdefinition", definition)])
        #expect(source == """
        // Generated by Vignette's VignetteIntentDefinitions plugin from Intents.intentdefinition,
        // as Xcode generates the intent classes of a target's intent definitions. Do not edit.
        import Foundation
        import Intents

        public enum Unit: Int {
            case unknown = 0
            case celsius = 1
            case fahrenheit = 2
        }

        public class UnitResolutionResult: INEnumResolutionResult {
            public class func success(with resolvedValue: Unit) -> Self { _result(.success, rawValue: resolvedValue.rawValue) }
            public class func confirmationRequired(with valueToConfirm: Unit) -> Self { _result(.confirmationRequired, rawValue: valueToConfirm.rawValue) }
        }

        public class City: INObject {
            public var population: NSNumber? = nil
            public var timeZones: [String]? = nil
        }

        public class CityResolutionResult: INObjectResolutionResult {
            public class func success(with resolvedObject: City) -> Self { success(with: resolvedObject as INObject) }
            public class func disambiguation(with objectsToDisambiguate: [City]) -> Self { disambiguation(with: objectsToDisambiguate as [INObject]) }
            public class func confirmationRequired(with objectToConfirm: City?) -> Self { confirmationRequired(with: objectToConfirm as INObject?) }
        }

        /// Configuration
        public class ConfigurationIntent: INIntent {
            public var city: City? = nil
            public var unit: Unit = .unknown
            public var days: NSNumber? = nil
            public var showsFeelsLike: NSNumber? = nil
            public var label: String? = nil
            // 'friends' (Person) is not generated on Linux: Vignette has no SiriKit type for it.

            /// The definition's default values, which WidgetKit gives a newly added widget's configuration.
            public override func _setDefinitionDefaults() {
                unit = .fahrenheit
                days = NSNumber(value: 5)
                showsFeelsLike = NSNumber(value: false)
                label = "My \\"Home\\""
            }
        }

        /// The methods an Intents extension's handler implements for `ConfigurationIntent` (Xcode's are optional
        /// Objective-C requirements; here the handler's methods need no requirement to match).
        public protocol ConfigurationIntentHandling: NSObjectProtocol {}

        public enum ConfigurationIntentResponseCode: Int {
            case unspecified = 0
            case ready
            case continueInApp
            case inProgress
            case success
            case failure
            case failureRequiringAppLaunch
            case noNetwork = 100
        }

        public class ConfigurationIntentResponse: INIntentResponse {
            public fileprivate(set) var code: ConfigurationIntentResponseCode = .unspecified

            public convenience init(code: ConfigurationIntentResponseCode, userActivity: NSUserActivity?) {
                self.init()
                self.code = code
                self.userActivity = userActivity
            }
        }

        """)
    }

    @Test("an enum parameter with no default starts as .unknown; a keyword name is escaped")
    func enumWithoutDefault() throws {
        let definition = try DefinitionReader.read(plist("""
        <key>INEnums</key><array><dict><key>INEnumName</key><string>Size</string><key>INEnumValues</key><array>
          <dict><key>INEnumValueName</key><string>default</string></dict><dict><key>INEnumValueName</key><string>large</string></dict>
        </array></dict></array>
        <key>INIntents</key><array><dict><key>INIntentName</key><string>Pick</string><key>INIntentParameters</key><array>
          <dict><key>INIntentParameterName</key><string>size</string><key>INIntentParameterType</key><string>Integer</string>
                <key>INIntentParameterEnumType</key><string>Size</string></dict>
        </array></dict></array>
        """), file: "Pick.intentdefinition")
        let source = GeneratedSource.text(for: [("Pick.intentdefinition", definition)])
        #expect(source.contains("    case `default` = 0\n    case large = 1\n"), "values without an index are numbered by position")
        #expect(source.contains("public class PickIntent: INIntent {\n    public var size: Size = .unknown\n}"), "no defaults, no override")
    }

    @Test("a file it cannot read: one message naming the file and what is wrong", arguments: [
        ("<plist><dict><key>INIntents</key>", "Broken.intentdefinition: is not a property list"),
        (#"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#,
         "Broken.intentdefinition: is not a dictionary of INIntents, INEnums and INTypes"),
    ])
    func unreadable(text: String, message: String) {
        #expect {
            try DefinitionReader.read(Data(text.utf8), file: "Broken.intentdefinition")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("a definition that names what it does not declare, or a default of the wrong kind", arguments: [
        ("""
         <key>INIntents</key><array><dict><key>INIntentName</key><string>Configuration</string><key>INIntentParameters</key><array>
           <dict><key>INIntentParameterName</key><string>unit</string><key>INIntentParameterType</key><string>Integer</string>
                 <key>INIntentParameterEnumType</key><string>Unit</string></dict></array></dict></array>
         """, "Broken.intentdefinition: intent 'Configuration', parameter 'unit': enum type 'Unit' is not among the file's INEnums (it declares none); declare it or change the parameter's type"),
        ("""
         <key>INIntents</key><array><dict><key>INIntentName</key><string>Configuration</string><key>INIntentParameters</key><array>
           <dict><key>INIntentParameterName</key><string>count</string><key>INIntentParameterType</key><string>Integer</string>
                 <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>three</string></dict>
           </dict></array></dict></array>
         """, "Broken.intentdefinition: intent 'Configuration', parameter 'count': INIntentParameterMetadataDefaultValue three is not an integer; set the default again in Xcode's intent editor"),
        ("<key>INIntents</key><array><dict><key>INIntentTitle</key><string>Untitled</string></dict></array>",
         "Broken.intentdefinition: intent 1 has no INIntentName"),
        ("<key>INIntents</key><array><dict><key>INIntentName</key><string>Show Weather</string></dict></array>",
         "Broken.intentdefinition: intent 1: INIntentName 'Show Weather' is not a Swift name; rename it in Xcode's intent editor"),
        ("<key>INTypes</key><string>City</string>", "Broken.intentdefinition: INTypes is not an array of dictionaries"),
    ])
    func invalid(body: String, message: String) {
        #expect {
            try DefinitionReader.read(plist(body), file: "Broken.intentdefinition")
        } throws: { error in
            "\(error)" == message
        }
    }
}
