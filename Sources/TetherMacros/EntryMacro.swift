import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`, as SwiftUI expands it: a stored-looking property in an extension of
/// `EnvironmentValues` (or `Transaction`, or `ContainerValues`) becomes a computed property reading and writing a
/// private key type whose `defaultValue` is the property's initial value (nil for an
/// optional without one). In `FocusedValues` the property is optional and the key's value
/// is the wrapped type, with no default.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let keyProtocol = try keyProtocol(in: context)
        if keyProtocol == "Tether.FocusedValueKey" {
            // A focused value is optional and has no default: the key's value is the wrapped type.
            let entry = try Entry(declaration, requiresDefault: false)
            guard let optional = entry.type?.as(OptionalTypeSyntax.self) else {
                throw EntryMacroError("@Entry in FocusedValues needs an optional type: var \(entry.name): \(entry.type?.trimmedDescription ?? "Type")?")
            }
            return ["""
                private struct __Key_\(raw: entry.name): \(raw: keyProtocol) {
                    typealias Value = \(optional.wrappedType)
                }
                """]
        }
        let entry = try Entry(declaration)
        guard let type = entry.type else {
            // `@Entry var name = value`: the key's value type is inferred from `value`.
            return ["""
                private struct __Key_\(raw: entry.name): \(raw: keyProtocol), Tether._EntryKeyWithInferredType {
                    static let __default = Tether._EntryDefault { \(entry.defaultValue) }
                    static var defaultValue: Value { __default.make() }
                }
                """]
        }
        return ["""
            private struct __Key_\(raw: entry.name): \(raw: keyProtocol) {
                typealias Value = \(type)
                static var defaultValue: Value { \(entry.defaultValue) }
            }
            """]
    }

    /// The key protocol of the extended type: `EnvironmentKey` unless the extension is of
    /// `Transaction`.
    private static func keyProtocol(in context: some MacroExpansionContext) throws -> String {
        for scope in context.lexicalContext {
            guard let ext = scope.as(ExtensionDeclSyntax.self) else { continue }
            let extended = ext.extendedType.trimmedDescription
            switch extended.split(separator: ".").last.map(String.init) ?? extended {
            case "EnvironmentValues": return "Tether.EnvironmentKey"
            case "Transaction": return "Tether.TransactionKey"
            case "FocusedValues": return "Tether.FocusedValueKey"
            case "ContainerValues": return "Tether.ContainerValueKey"
            default: throw EntryMacroError("@Entry is supported in extensions of EnvironmentValues, Transaction, FocusedValues and ContainerValues, not \(extended)")
            }
        }
        return "Tether.EnvironmentKey"
    }

    /// The parts of `@Entry var name: Type = value` the expansion uses.
    private struct Entry {
        let name: String
        let type: TypeSyntax?
        let defaultValue: ExprSyntax

        init(_ declaration: some DeclSyntaxProtocol, requiresDefault: Bool = true) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.var),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw EntryMacroError("@Entry applies to a single `var` property")
            }
            guard binding.accessorBlock == nil else {
                throw EntryMacroError("@Entry applies to a stored property; \(identifier.identifier.text) has accessors")
            }
            let type = binding.typeAnnotation?.type.trimmed
            name = identifier.identifier.text
            self.type = type
            if let value = binding.initializer?.value.trimmed {
                defaultValue = value
            } else if let type, !requiresDefault || type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                defaultValue = "nil"
            } else {
                throw EntryMacroError("@Entry needs a default value: var \(name): \(type?.trimmedDescription ?? "Type") = …")
            }
        }
    }
}

struct EntryMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
