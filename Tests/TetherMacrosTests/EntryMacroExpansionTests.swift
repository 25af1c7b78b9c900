import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TetherMacros

/// What `@Entry` expands into, as SwiftUI documents it: accessors that read and write
/// `self[__Key_name.self]`, and a private key type whose default is the initial value.
@Suite struct EntryMacroExpansionTests {
    let macros: [String: MacroSpec] = ["Entry": MacroSpec(type: EntryMacro.self)]

    func expand(_ source: String, _ expected: String, diagnostics: [DiagnosticSpec] = [],
                sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
                             testModuleName: "App", testFileName: "Theme.swift") { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func anEnvironmentEntryBecomesAComputedPropertyAndAPrivateKey() {
        expand("""
            extension EnvironmentValues {
                @Entry var accent: String = "blue"
            }
            """, """
            extension EnvironmentValues {
                var accent: String {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: Tether.EnvironmentKey {
                    typealias Value = String
                    static var defaultValue: Value {
                        "blue"
                    }
                }
            }
            """)
    }

    @Test func aContainerValuesEntryUsesAContainerValueKey() {
        expand("""
            extension ContainerValues {
                @Entry var rank: Int = 0
            }
            """, """
            extension ContainerValues {
                var rank: Int {
                    get {
                        self[__Key_rank.self]
                    }
                    set {
                        self[__Key_rank.self] = newValue
                    }
                }

                private struct __Key_rank: Tether.ContainerValueKey {
                    typealias Value = Int
                    static var defaultValue: Value {
                        0
                    }
                }
            }
            """)
    }

    @Test func anOptionalWithoutAValueDefaultsToNil() {
        expand("""
            extension Transaction {
                @Entry var origin: String?
            }
            """, """
            extension Transaction {
                var origin: String? {
                    get {
                        self[__Key_origin.self]
                    }
                    set {
                        self[__Key_origin.self] = newValue
                    }
                }

                private struct __Key_origin: Tether.TransactionKey {
                    typealias Value = String?
                    static var defaultValue: Value {
                        nil
                    }
                }
            }
            """)
    }

    @Test func aNonOptionalWithoutADefaultIsAnError() {
        expand("""
            extension EnvironmentValues {
                @Entry var count: Int
            }
            """, """
            extension EnvironmentValues {
                var count: Int
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Entry needs a default value: var count: Int = …", line: 2, column: 5),
                DiagnosticSpec(message: "@Entry needs a default value: var count: Int = …", line: 2, column: 5),
            ])
    }

    @Test func anEntryWithoutAWrittenTypeInfersItFromItsValue() {
        expand("""
            extension EnvironmentValues {
                @Entry var store = Store()
            }
            """, """
            extension EnvironmentValues {
                var store {
                    get {
                        self[__Key_store.self]
                    }
                    set {
                        self[__Key_store.self] = newValue
                    }
                }

                private struct __Key_store: Tether.EnvironmentKey, Tether._EntryKeyWithInferredType {
                    static let __default = Tether._EntryDefault {
                        Store()
                    }
                    static var defaultValue: Value {
                        __default.make()
                    }
                }
            }
            """)
    }

    @Test func anEntryWithNeitherTypeNorValueIsAnError() {
        expand("""
            extension EnvironmentValues {
                @Entry var count
            }
            """, """
            extension EnvironmentValues {
                var count
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Entry needs a default value: var count: Type = …", line: 2, column: 5),
                DiagnosticSpec(message: "@Entry needs a default value: var count: Type = …", line: 2, column: 5),
            ])
    }
}
