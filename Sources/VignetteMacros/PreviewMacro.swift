import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: expands to a record in the `vignette_previews` section of the binary, which
/// Vignette's runner finds at run time (`PreviewRecords`), so that every preview in a program
/// is discovered without a list. The record's accessor builds the `Preview` the macro's
/// arguments describe (calling `Preview`'s initializer with them unchanged, as SwiftUI's macro
/// does) together with the preview's file, line and column.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        // Trailing closures become labelled arguments: the first is `widget` for a widget
        // preview (one with `as:`) and `body` for a view preview.
        let isWidgetPreview = arguments.contains { $0.label?.text == "as" }
        if let closure = node.trailingClosure {
            arguments.append(LabeledExprSyntax(label: isWidgetPreview ? "widget" : "body", expression: ExprSyntax(closure)))
        }
        for extra in node.additionalTrailingClosures {
            arguments.append(LabeledExprSyntax(label: extra.label.text, expression: ExprSyntax(extra.closure)))
        }
        let call = arguments.enumerated().map { index, argument -> String in
            let expression = argument.expression.trimmedDescription
            let label = argument.label.map { "\($0.text): " } ?? ""
            return label + expression + (index < arguments.count - 1 ? ", " : "")
        }.joined()

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        let name = context.makeUniqueName("preview")
        return ["""
            @section("vignette_previews") @used
            private let \(name): _PreviewRecord = (0x7667_6E70, 1, { storage in
                _storePreview(Preview(\(raw: call)), fileID: \(raw: file), line: \(raw: line), column: \(raw: column), in: storage)
            })
            """]
    }
}

@main
struct VignetteMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, ModelMacro.self, ModelPropertyMarkerMacro.self, ModelConstraintMacro.self]
}
