import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("name", traits: ...) { body }` like SwiftUI's preview macro: into a
/// uniquely named type conforming to `PreviewRegistry` whose `makePreview()` builds a
/// `Preview` from the same arguments. Declarations of the body marked `@Previewable` become
/// the properties of a view the macro generates; the other statements become its `body`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        var body = node.trailingClosure
        if body == nil, let index = arguments.lastIndex(where: { $0.label?.text == "body" }) {
            body = arguments[index].expression.as(ClosureExprSyntax.self)
            arguments.remove(at: index)
        }
        guard let body else {
            throw PreviewMacroError("#Preview needs a body closure that returns the view to preview")
        }
        let registry = context.makeUniqueName("Preview")
        let location = context.location(of: node)
        let passed = arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }.joined(separator: ", ")
        let call = passed.isEmpty ? "Tether.Preview" : "Tether.Preview(\(passed))"

        let (properties, statements) = splitPreviewable(body.statements)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        var lines = [
            "@MainActor",
            "struct \(registry.text): Tether.PreviewRegistry {",
            "    static var fileID: String { \(file) }",
            "    static var line: Int { \(line) }",
        ]
        if properties.isEmpty {
            lines += [
                "    static func makePreview() -> Tether.Preview {",
                "        \(call) {" + (body.signature.map { " " + $0.trimmedDescription } ?? ""),
            ]
            lines += reindented(body.statements, by: "            ")
            lines += [
                "        }",
                "    }",
            ]
        } else {
            lines.append("    struct Content: Tether.View {")
            lines += properties.map { "        " + $0 }
            lines.append("        var body: some Tether.View {")
            lines += reindented(CodeBlockItemListSyntax(statements), by: "            ")
            lines += [
                "        }",
                "    }",
                "    static func makePreview() -> Tether.Preview {",
                "        \(call) { Content() }",
                "    }",
            ]
        }
        lines.append("}")
        return [DeclSyntax(stringLiteral: lines.joined(separator: "\n"))]
    }

    /// Separates the body's `@Previewable` declarations (returned without that attribute)
    /// from its other statements.
    static func splitPreviewable(_ items: CodeBlockItemListSyntax) -> (properties: [String], statements: [CodeBlockItemSyntax]) {
        var properties: [String] = []
        var statements: [CodeBlockItemSyntax] = []
        for item in items {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(variable.with(\.attributes, AttributeListSyntax(attributes)).trimmedDescription)
            } else {
                statements.append(item)
            }
        }
        return (properties, statements)
    }

    /// The statements' lines with their common indentation replaced by `indent`.
    static func reindented(_ statements: CodeBlockItemListSyntax, by indent: String) -> [String] {
        var lines: [Substring] = []
        let converter = SourceLocationConverter(fileName: "", tree: statements.root)
        for item in statements {
            let itemLines = item.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
            // The first line of a trimmed item starts at the item's own column: give it that
            // column back so that all lines share one reference.
            let column = item.startLocation(converter: converter).column - 1
            lines.append(Substring(String(repeating: " ", count: max(column, 0))) + itemLines[0])
            lines.append(contentsOf: itemLines.dropFirst())
        }
        let common = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : indent + $0.dropFirst(common) }
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "Tether.Previewable"
    }
}

/// Marks a dynamic property declared at the top level of a `#Preview` body (SwiftUI's
/// `@Previewable`). `#Preview` moves such declarations into the view it generates, so the
/// attribute itself expands to nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
