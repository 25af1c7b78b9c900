import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TetherMacros

/// What `#Preview` and `@Previewable` expand into. The expected source follows the expansion
/// rules: a registry type named by the context's unique-name scheme, `Preview(...)` called
/// with every argument but the body, `@Previewable` declarations moved into a generated view.
@Suite struct PreviewMacroExpansionTests {
    let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    func expand(_ source: String, _ expected: String, diagnostics: [DiagnosticSpec] = [],
                sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
                             testModuleName: "App", testFileName: "ContentView.swift") { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func aTrailingClosureBecomesTheBodyOfAPreview() {
        expand("""
            #Preview {
                Text("Hello")
            }
            """, """
            @MainActor
            struct __macro_local_7PreviewfMu_: Tether.PreviewRegistry {
                static var fileID: String {
                    "App/ContentView.swift"
                }
                static var line: Int {
                    1
                }
                static func makePreview() -> Tether.Preview {
                    Tether.Preview {
                        Text("Hello")
                    }
                }
            }
            """)
    }

    @Test func theNameAndTraitsArePassedOnInOrder() {
        expand("""
            #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) { Card() }
            """, """
            @MainActor
            struct __macro_local_7PreviewfMu_: Tether.PreviewRegistry {
                static var fileID: String {
                    "App/ContentView.swift"
                }
                static var line: Int {
                    1
                }
                static func makePreview() -> Tether.Preview {
                    Tether.Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
                        Card()
                    }
                }
            }
            """)
    }

    @Test func aLabelledBodyArgumentIsTheBodyToo() {
        expand("""
            #Preview("Card", body: { Card() })
            """, """
            @MainActor
            struct __macro_local_7PreviewfMu_: Tether.PreviewRegistry {
                static var fileID: String {
                    "App/ContentView.swift"
                }
                static var line: Int {
                    1
                }
                static func makePreview() -> Tether.Preview {
                    Tether.Preview("Card") {
                        Card()
                    }
                }
            }
            """)
    }

    @Test func previewableDeclarationsBecomePropertiesOfAGeneratedView() {
        expand("""
            #Preview("Toggle") {
                @Previewable @State var on = true
                let title = "Loud"
                return Toggle(title, isOn: $on)
            }
            """, """
            @MainActor
            struct __macro_local_7PreviewfMu_: Tether.PreviewRegistry {
                static var fileID: String {
                    "App/ContentView.swift"
                }
                static var line: Int {
                    1
                }
                struct Content: Tether.View {
                    @State var on = true
                    var body: some Tether.View {
                        let title = "Loud"
                        return Toggle(title, isOn: $on)
                    }
                }
                static func makePreview() -> Tether.Preview {
                    Tether.Preview("Toggle") {
                        Content()
                    }
                }
            }
            """)
    }

    @Test func aPreviewWithoutABodyIsAnError() {
        expand("""
            #Preview("Empty")
            """, """
            #Preview("Empty")
            """, diagnostics: [
                DiagnosticSpec(message: "#Preview needs a body closure that returns the view to preview", line: 1, column: 1),
            ])
    }
}
