import Foundation
import Testing
@testable import Tether

/// `controlSize` reaches the controls below; iOS's large bordered buttons pad a body title
/// 14 points above and below (its line is 20.5 points at 2x), regular ones 7.
@MainActor
@Suite struct ControlSizeTests {
    @Test func largeBorderedButtonsPadTheirTitleTwiceAsMuch() {
        let regular = host(Button("Continue") {}.buttonStyle(.borderedProminent).testID("b"))
        let large = host(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large).testID("b"))
        #expect(close(regular.frame(of: "b")?.height ?? 0, bodyLine + 14))
        #expect(close(large.frame(of: "b")?.height ?? 0, bodyLine + 28))
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
