import Foundation
import Testing
@testable import Tether

/// `controlSize` reaches the controls below; iOS's large bordered buttons are 50 points tall
/// with a body title (22-point line + 2 × 14 padding), regular ones 36 (22 + 2 × 7).
@MainActor
@Suite struct ControlSizeTests {
    @Test func largeBorderedButtonsAreFiftyPointsTall() {
        let regular = host(Button("Continue") {}.buttonStyle(.borderedProminent).testID("b"))
        let large = host(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large).testID("b"))
        #expect(close(regular.frame(of: "b")?.height ?? 0, 36))
        #expect(close(large.frame(of: "b")?.height ?? 0, 50))
        // 20 points of padding each side instead of 12.
        #expect(close((large.frame(of: "b")?.width ?? 0) - (regular.frame(of: "b")?.width ?? 0), 16))
    }

    @Test func customViewsReadTheSizeAndScale() {
        struct Probe: View {
            @Environment(\.controlSize) var size
            @Environment(\.displayScale) var scale
            var body: some View { Text("\(size == .small ? "small" : "other") \(Int(scale))") }
        }
        #expect(dumpedTexts(host(Probe().controlSize(.small))) == ["small 2"])
        #expect(dumpedTexts(host(Probe())) == ["other 2"])
    }
}
