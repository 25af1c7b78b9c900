import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that carries Tether's macros.
@main
struct TetherMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
