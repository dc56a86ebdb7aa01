import Foundation

/// Reads a `.intentdefinition` file (an XML property list: `INIntents`, `INEnums`, `INTypes`).
enum DefinitionReader {
    static func read(_ url: URL) throws -> IntentDefinition {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw IntentDefinitionError(file: url.lastPathComponent, problem: "cannot be read (\(error.localizedDescription))")
        }
        return try read(data, file: url.lastPathComponent)
    }

    static func read(_ data: Data, file: String) throws -> IntentDefinition {
        func fail(_ problem: String) -> IntentDefinitionError { IntentDefinitionError(file: file, problem: problem) }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw fail("is not a property list (\(error.localizedDescription)); restore it from version control or save it again in Xcode's intent editor")
        }
        guard let root = plist as? [String: Any] else { throw fail("is not a dictionary of INIntents, INEnums and INTypes") }

        var definition = IntentDefinition()
        for (number, entry) in try list(root, "INEnums", in: "the file", fail).enumerated() {
            let where_ = "enum \(number + 1)"
            let name = try identifier(entry, "INEnumName", in: where_, fail)
            var cases: [(name: String, index: Int)] = []
            for (position, value) in try list(entry, "INEnumValues", in: "enum '\(name)'", fail).enumerated() {
                let caseName = try identifier(value, "INEnumValueName", in: "enum '\(name)', value \(position + 1)", fail)
                let index = value["INEnumValueIndex"] as? Int ?? position
                if caseName == "unknown" && index == 0 { continue }
                cases.append((caseName, index))
            }
            definition.enums.append(.init(name: name, cases: cases))
        }
        for (number, entry) in try list(root, "INTypes", in: "the file", fail).enumerated() {
            let name = try identifier(entry, "INTypeName", in: "type \(number + 1)", fail)
            var properties: [IntentDefinition.Parameter] = []
            for (position, property) in try list(entry, "INTypeProperties", in: "type '\(name)'", fail).enumerated() {
                // identifier, displayString, pronunciationHint, alternativeSpeakableMatches: INObject's own.
                if property["INTypePropertyDefault"] as? Bool == true { continue }
                let propertyName = try identifier(property, "INTypePropertyName", in: "type '\(name)', property \(position + 1)", fail)
                if ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"].contains(propertyName) { continue }
                properties.append(.init(name: propertyName,
                                        kind: kind(property["INTypePropertyType"] as? String, object: property["INTypePropertyObjectType"] as? String,
                                                   enumType: property["INTypePropertyEnumType"] as? String),
                                        isArray: property["INTypePropertySupportsMultipleValues"] as? Bool == true, defaultValue: nil))
            }
            definition.types.append(.init(name: name, properties: properties))
        }
        for (number, entry) in try list(root, "INIntents", in: "the file", fail).enumerated() {
            let name = try identifier(entry, "INIntentName", in: "intent \(number + 1)", fail)
            // System intents (INIntentType other than Custom) are SiriKit's own classes.
            if let type = entry["INIntentType"] as? String, type != "Custom" { continue }
            var parameters: [IntentDefinition.Parameter] = []
            for (position, parameter) in try list(entry, "INIntentParameters", in: "intent '\(name)'", fail).enumerated() {
                let parameterName = try identifier(parameter, "INIntentParameterName", in: "intent '\(name)', parameter \(position + 1)", fail)
                let place = "intent '\(name)', parameter '\(parameterName)'"
                guard let type = parameter["INIntentParameterType"] as? String else { throw fail("\(place) has no INIntentParameterType") }
                let kind = kind(type, object: parameter["INIntentParameterObjectType"] as? String, enumType: parameter["INIntentParameterEnumType"] as? String)
                let metadata = parameter["INIntentParameterMetadata"] as? [String: Any] ?? [:]
                let isArray = parameter["INIntentParameterSupportsMultipleValues"] as? Bool == true
                let defaultValue = try defaultValue(metadata["INIntentParameterMetadataDefaultValue"], kind: kind, enums: definition.enums, at: place, fail)
                parameters.append(.init(name: parameterName, kind: kind, isArray: isArray, defaultValue: isArray ? nil : defaultValue))
            }
            let response = entry["INIntentResponse"] as? [String: Any] ?? [:]
            let codes = try list(response, "INIntentResponseCodes", in: "intent '\(name)', its response", fail).compactMap { $0["INIntentResponseCodeName"] as? String }
            var responseParameters: [IntentDefinition.Parameter] = []
            for (position, parameter) in try list(response, "INIntentResponseParameters", in: "intent '\(name)', its response", fail).enumerated() {
                let parameterName = try identifier(parameter, "INIntentResponseParameterName", in: "intent '\(name)', response parameter \(position + 1)", fail)
                responseParameters.append(.init(name: parameterName,
                                                kind: kind(parameter["INIntentResponseParameterType"] as? String,
                                                           object: parameter["INIntentResponseParameterObjectType"] as? String,
                                                           enumType: parameter["INIntentResponseParameterEnumType"] as? String),
                                                isArray: parameter["INIntentResponseParameterSupportsMultipleValues"] as? Bool == true, defaultValue: nil))
            }
            definition.intents.append(.init(name: name, title: entry["INIntentTitle"] as? String, description: entry["INIntentDescription"] as? String,
                                            parameters: parameters, responseCodes: codes, responseParameters: responseParameters))
        }
        try check(definition, fail)
        return definition
    }

    /// Every enum and custom type a parameter names is declared, and no two classes share a name.
    private static func check(_ definition: IntentDefinition, _ fail: (String) -> IntentDefinitionError) throws {
        let enums = Set(definition.enums.map(\.name)), types = Set(definition.types.map(\.name))
        func names(_ set: Set<String>) -> String { set.isEmpty ? "it declares none" : set.sorted().joined(separator: ", ") }
        func checkKinds(_ parameters: [IntentDefinition.Parameter], in place: String) throws {
            for parameter in parameters {
                switch parameter.kind {
                case .enumeration(let name) where !enums.contains(name):
                    throw fail("\(place) '\(parameter.name)': enum type '\(name)' is not among the file's INEnums (\(names(enums))); declare it or change the parameter's type")
                case .object(let name?) where !types.contains(name):
                    throw fail("\(place) '\(parameter.name)': type '\(name)' is not among the file's INTypes (\(names(types))); declare it or change the parameter's type")
                default: continue
                }
            }
        }
        for intent in definition.intents {
            try checkKinds(intent.parameters, in: "intent '\(intent.name)', parameter")
            try checkKinds(intent.responseParameters, in: "intent '\(intent.name)', response parameter")
        }
        for type in definition.types { try checkKinds(type.properties, in: "type '\(type.name)', property") }
        var seen: Set<String> = []
        let names = definition.intents.map(\.className) + definition.enums.map(\.name) + definition.types.map(\.name)
        for name in names where !seen.insert(name).inserted {
            throw fail("two declarations generate the class '\(name)'; rename one in Xcode's intent editor")
        }
    }

    private static func kind(_ type: String?, object: String?, enumType: String?) -> IntentDefinition.Kind {
        if let enumType { return .enumeration(enumType) }
        switch type {
        case "String": return .string
        case "Boolean": return .boolean
        case "Integer": return .integer
        case "Decimal", "Double", "Number": return .decimal
        case "Duration": return .duration
        case "DateComponents", "Date", "DateTime": return .dateComponents
        case "URL": return .url
        case "Object": return .object(object)
        case let other: return .unsupported(other ?? "none")
        }
    }

    private static func defaultValue(_ value: Any?, kind: IntentDefinition.Kind, enums: [IntentDefinition.Enumeration], at place: String,
                                     _ fail: (String) -> IntentDefinitionError) throws -> IntentDefinition.DefaultValue? {
        guard let value else { return nil }
        func wrong(_ expected: String) -> IntentDefinitionError {
            fail("\(place): INIntentParameterMetadataDefaultValue \(String(describing: value)) is not \(expected); set the default again in Xcode's intent editor")
        }
        switch kind {
        case .string:
            guard let text = value as? String else { throw wrong("a string") }
            return .string(text)
        case .boolean:
            guard let flag = value as? Bool else { throw wrong("a Boolean") }
            return .bool(flag)
        case .integer:
            guard let number = value as? Int else { throw wrong("an integer") }
            return .integer(number)
        case .decimal, .duration:
            guard let number = value as? Double else { throw wrong("a number") }
            return .decimal(number)
        case .enumeration(let name):
            guard let enumeration = enums.first(where: { $0.name == name }) else { return nil }
            let match = (value as? String).flatMap { text in enumeration.cases.first { $0.name == text } }
                ?? (value as? Int).flatMap { index in enumeration.cases.first { $0.index == index } }
            guard let match else { throw wrong("a value of enum '\(name)' (\(enumeration.cases.map(\.name).joined(separator: ", ")))") }
            return .enumCase(match.name)
        default:
            return nil
        }
    }

    private static func list(_ dictionary: [String: Any], _ key: String, in place: String,
                             _ fail: (String) -> IntentDefinitionError) throws -> [[String: Any]] {
        guard let value = dictionary[key] else { return [] }
        guard let array = value as? [[String: Any]] else {
            throw fail("\(place == "the file" ? "" : place + ": ")\(key) is not an array of dictionaries")
        }
        return array
    }

    private static func identifier(_ dictionary: [String: Any], _ key: String, in place: String,
                                   _ fail: (String) -> IntentDefinitionError) throws -> String {
        guard let name = dictionary[key] as? String, !name.isEmpty else { throw fail("\(place) has no \(key)") }
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
              name.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) else {
            throw fail("\(place): \(key) '\(name)' is not a Swift name; rename it in Xcode's intent editor")
        }
        return name
    }
}
