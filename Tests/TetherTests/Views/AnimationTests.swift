import Foundation
import Testing
@testable import Tether

/// Animation and transaction API compiles as SwiftUI's does; Tether shows final states.
@MainActor
@Suite struct AnimationTests {
    @Test func springWithNoArgumentsIsTheResponseSpring() {
        // SwiftUI resolves `.spring()` to `spring(response:dampingFraction:blendDuration:)`,
        // whose response is 0.5 seconds.
        let spring: Animation = .spring()
        #expect(spring == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.spring(duration: 0.3) != spring)
    }

    @Test func aChangeThroughAnAnimatedBindingShowsItsFinalState() throws {
        struct Switch: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on.animation(.spring())).testID("toggle")
                    Text(on ? "on" : "off")
                }
                .transaction { $0.animation = nil }
            }
        }
        let h = host(Switch())
        try h.tap("toggle")
        #expect(dumpedTexts(h).last == "on")
        withTransaction(Transaction(animation: .easeIn)) {}
    }
}
