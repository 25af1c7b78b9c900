import Foundation
import Testing
@testable import Tether

/// Modifiers whose effect an iPhone at rest does not show — a pointer's hover, the keyboard's
/// dismissal, the bounce past a scroll view's edge, the status bar and home indicator Tether's
/// canvas does not include, a text's selectability before a long press — compile with
/// SwiftUI's signatures and leave layout and drawing exactly as without them.
@MainActor
@Suite struct TouchScreenNoOpModifierTests {
    private func screen() -> some View {
        ScrollView {
            VStack(spacing: 12) {
                Text("Selectable paragraph of text").testID("text")
                Button("Hover") {}.testID("button")
            }
        }
    }

    @Test func theyChangeNeitherLayoutNorDrawing() {
        let plain = host(screen(), width: 200, height: 300)
        let modified = host(screen()
            .textSelection(.enabled)
            .hoverEffect(.lift)
            .hoverEffectDisabled()
            .defaultHoverEffect(.highlight)
            .onContinuousHover { _ in Issue.record("a touch screen has no pointer that hovers") }
            .onContinuousHover(coordinateSpace: .named("screen")) { _ in Issue.record("a touch screen has no pointer that hovers") }
            .scrollDismissesKeyboard(.interactively)
            .scrollBounceBehavior(.basedOnSize)
            .persistentSystemOverlays(.hidden)
            .defersSystemGestures(on: .vertical)
            .statusBarHidden(), width: 200, height: 300)
        for id in ["text", "button"] { #expect(modified.frame(of: id) == plain.frame(of: id)) }
        #expect(modified.svg() == plain.svg())
        #expect(modified.diagnostics.isEmpty)
    }

    @Test func selectabilityAndKeyboardDismissalReachTheViewsBelow() {
        struct Reader: View {
            @Environment(\.scrollDismissesKeyboardMode) var mode
            @Environment(\.allowsTextSelection) var selectable
            let recorder: Recorder<String>
            var body: some View {
                recorder.record("\(mode == .immediately) \(selectable)")
                return Color.clear
            }
        }
        let recorder = Recorder<String>()
        _ = host(VStack { Reader(recorder: recorder).textSelection(.disabled) }
            .textSelection(.enabled).scrollDismissesKeyboard(.immediately))
        #expect(recorder.value == "true false")
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    }
}
