import Foundation
import Testing
@testable import Tether

/// A deprecated `AnimatableModifier`, as older apps write them.
@available(*, deprecated)
struct GrowModifier: AnimatableModifier {
    var amount: Double
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.frame(width: 20 + amount) }
}

/// `EmptyModifier`, `AnimatableModifier`, `navigationTransition` and `matchedTransitionSource`:
/// modifiers that leave a still picture as it is.
@MainActor
@Suite struct EmptyModifierTests {
    @Test func theEmptyModifierLeavesLayoutAndDrawingAlone() throws {
        let plain = host(Color.red.frame(width: 50, height: 30).testID("v"), width: 100, height: 100)
        let modified = host(Color.red.frame(width: 50, height: 30).testID("v").modifier(EmptyModifier.identity).modifier(EmptyModifier()),
                            width: 100, height: 100)
        #expect(plain.frame(of: "v") == modified.frame(of: "v"))
        #expect(try plain.pngData(scale: 1) == modified.pngData(scale: 1))
    }

    @available(*, deprecated)
    @Test func anAnimatableModifierDrawsWithTheValuesItIsGiven() {
        let h = host(Color.red.frame(height: 10).modifier(GrowModifier(amount: 30)).testID("v"), width: 100, height: 100)
        #expect(h.frame(of: "v")?.width == 50)
    }

    @Test func navigationTransitionsChangeNothingAtRest() throws {
        struct Screen: View {
            @Namespace var space
            let zoom: Bool
            var body: some View {
                NavigationStack {
                    if zoom {
                        Color.blue.frame(width: 40, height: 40).matchedTransitionSource(id: 1, in: space)
                            .matchedTransitionSource(id: 2, in: space) { source in
                                source.background(.red).clipShape(RoundedRectangle(cornerRadius: 12)).shadow(radius: 4)
                            }
                            .navigationTransition(.zoom(sourceID: 1, in: space))
                    } else {
                        Color.blue.frame(width: 40, height: 40).navigationTransition(.automatic)
                    }
                }
            }
        }
        let a = host(Screen(zoom: true), width: 200, height: 300)
        let b = host(Screen(zoom: false), width: 200, height: 300)
        #expect(try a.pngData(scale: 1) == b.pngData(scale: 1))
    }
}
