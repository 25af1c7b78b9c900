import Foundation
import Testing
@testable import Tether

private struct ScaledSquare: View {
    @ScaledMetric var side: CGFloat = 20
    @ScaledMetric(relativeTo: .caption) var captionSide: CGFloat = 24
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: side, height: side).testID("body-relative")
            Color.blue.frame(width: captionSide, height: captionSide).testID("caption-relative")
        }
    }
}

/// Dynamic Type: text styles take iOS's size for each text size; scaled metrics and custom
/// fonts grow with their style.
@MainActor
@Suite struct DynamicTypeTests {
    func textFrame(_ font: Font, _ size: DynamicTypeSize) -> CGRect {
        host(Text("Hamburgefonts").font(font).fixedSize().testID("t").dynamicTypeSize(size)).frame(of: "t") ?? .zero
    }

    @Test func bodyTextGrowsFrom17To53PointsAtAccessibility5() {
        let large = textFrame(.body, .large), huge = textFrame(.body, .accessibility5)
        // iOS's body is 17 pt at Large and 53 pt at AX5: the line (and the width of the same
        // glyphs) grows by 53/17.
        #expect(close(huge.height / large.height, 53.0 / 17.0, tolerance: 0.01))
        #expect(close(huge.width / large.width, 53.0 / 17.0, tolerance: 0.06))
        let small = textFrame(.body, .xSmall)
        #expect(close(small.height / large.height, 14.0 / 17.0, tolerance: 0.01))
    }

    @Test func caption2KeepsItsSizeAtTheSmallerTextSizes() {
        // Caption 2 is 11 pt from xSmall to Large.
        #expect(close(textFrame(.caption2, .xSmall).height, textFrame(.caption2, .large).height))
        #expect(textFrame(.caption2, .xLarge).height > textFrame(.caption2, .large).height)
    }

    @Test func aRangeClampsTheTextSize() {
        let clamped = host(Text("A").font(.body).fixedSize().testID("t").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .dynamicTypeSize(.accessibility5)).frame(of: "t")?.height ?? 0
        #expect(close(clamped, textFrame(.body, .xxxLarge).height))
        let raised = host(Text("A").font(.body).fixedSize().testID("t").dynamicTypeSize(DynamicTypeSize.large...)
            .dynamicTypeSize(.xSmall)).frame(of: "t")?.height ?? 0
        #expect(close(raised, textFrame(.body, .large).height))
    }

    @Test func scaledMetricsGrowWithTheirTextStyle() {
        let h = host(ScaledSquare().dynamicTypeSize(.accessibility1))
        // Body grows 17 → 28 at AX1; caption 12 → 22.
        #expect(close(h.frame(of: "body-relative")?.width ?? 0, 20 * 28 / 17))
        #expect(close(h.frame(of: "caption-relative")?.width ?? 0, 24 * 22 / 12))
        #expect(close(host(ScaledSquare()).frame(of: "body-relative")?.width ?? 0, 20))
    }

    @Test func customFontsScaleRelativeToTheirStyleUnlessFixed() {
        let relative = textFrame(.custom("Avenir", size: 20, relativeTo: .title), .xxLarge).height
        let base = textFrame(.custom("Avenir", size: 20, relativeTo: .title), .large).height
        #expect(close(relative / base, 32.0 / 28.0, tolerance: 0.01))   // Title 1: 28 → 32 at xxLarge
        #expect(close(textFrame(.custom("Avenir", fixedSize: 20), .accessibility3).height, textFrame(.custom("Avenir", fixedSize: 20), .large).height))
    }

    @Test func sizeCategoryIsTheOlderNameOfTheSameSetting() {
        var env = EnvironmentValues()
        #expect(env.dynamicTypeSize == .large && env.sizeCategory == .large)
        env.sizeCategory = .accessibilityLarge
        #expect(env.dynamicTypeSize == .accessibility2 && env.dynamicTypeSize.isAccessibilitySize)
        #expect(ContentSizeCategory(.xxxLarge) == .extraExtraExtraLarge && !ContentSizeCategory.extraSmall.isAccessibilityCategory)
    }
}
