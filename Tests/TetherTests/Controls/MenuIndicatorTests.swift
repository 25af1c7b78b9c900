import Foundation
import Testing
@testable import Tether

/// `menuIndicator(_:)`: a `.menu` picker's up-down chevrons, and the room they take.
@MainActor
@Suite struct MenuIndicatorTests {
    func menuPicker() -> some View {
        Picker("Size", selection: .constant(2)) {
            Text("One").tag(1)
            Text("Medium").tag(2).testID("choice")
        }
        .testID("picker")
    }

    @Test func aCompactMenuPickerIsItsChoicePlusTheChevronsByDefault() {
        let h = host(VStack { menuPicker() })
        let choice = h.frame(of: "choice")?.width ?? 0
        // The chevrons take 12 pt after a 6 pt gap.
        #expect(close(h.frame(of: "picker")?.width ?? 0, choice + 18))
    }

    @Test func aHiddenIndicatorLeavesTheButtonJustItsChoice() {
        let h = host(VStack { menuPicker().menuIndicator(.hidden) })
        let choice = h.frame(of: "choice") ?? .zero
        #expect(choice.width > 0)
        #expect(close(h.frame(of: "picker"), choice))
    }

    @Test func visibleAndAutomaticKeepTheChevrons() {
        for visibility in [Visibility.visible, .automatic] {
            let h = host(VStack { menuPicker().menuIndicator(visibility) })
            #expect(close(h.frame(of: "picker")?.width ?? 0, (h.frame(of: "choice")?.width ?? 0) + 18))
        }
    }

    @Test func theEnvironmentValueFollowsTheModifier() {
        struct Reader: View {
            @Environment(\.menuIndicatorVisibility) var visibility
            var body: some View { Text(visibility == .hidden ? "hidden" : "shown") }
        }
        #expect(dumpedTexts(host(Reader().menuIndicator(.hidden))) == ["hidden"])
        #expect(dumpedTexts(host(Reader())) == ["shown"])
    }

    @Test func aHiddenIndicatorDrawsNoChevronsBesideTheChoice() throws {
        // The picker alone, its chevrons (secondary grey) would sit in the 18 pt after the choice.
        let shown = try pixels(VStack { menuPicker() }.frame(width: 200, height: 60), width: 200, height: 60)
        let hidden = try pixels(VStack { menuPicker().menuIndicator(.hidden) }.frame(width: 200, height: 60), width: 200, height: 60)
        func greyInk(_ p: DecodedPixels) -> Int {
            var count = 0
            for y in 0..<p.height { for x in 0..<p.width {
                let c = p.pixel(x: x, y: y)
                if c.a > 60 && abs(c.r - c.g) < 12 && abs(c.g - c.b) < 20 && c.r < 200 { count += 1 }
            } }
            return count
        }
        #expect(greyInk(shown) > 0)
        #expect(greyInk(hidden) == 0)
    }
}
