import Foundation
import Testing
@testable import Tether

/// HStack/VStack/ZStack and Spacer, with the worked numbers of SWIFTUI-SEMANTICS §1.
@MainActor
@Suite struct StackLayoutTests {
    @Test func aStackProbedWithInfinityOffersInfinityToEveryChild() {
        // The outer stack probes the inner one with an infinite width: each of its Colors is
        // offered infinity (not infinity minus infinity). Then the inner stack gets 400 − 100
        // and shares it: (300 − 8 spacing) / 2 = 146 per Color.
        let h = host(HStack(spacing: 0) {
            Color.gray.frame(width: 100)
            HStack { Color.red.testID("red"); Color.blue.testID("blue") }
        })
        #expect(h.diagnostics.isEmpty)
        expectFrame(h, "red", CGRect(x: 100, y: 0, width: 146, height: 400))
        expectFrame(h, "blue", CGRect(x: 254, y: 0, width: 146, height: 400))
    }

    @Test func aZStackOfFlexibleViewsIsFlexibleInAStack() {
        // The HStack probes the ZStack with an infinite width; Colors are as large as that, so
        // the ZStack is too (not NaN). It then gets what the fixed 100 pt leave: 300 × 400.
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 100)
            ZStack { Color.blue; Color.green.offset(y: 1).testID("inner") }.testID("z")
        })
        #expect(h.diagnostics.isEmpty)
        expectFrame(h, "z", CGRect(x: 100, y: 0, width: 300, height: 400))
        expectFrame(h, "inner", CGRect(x: 100, y: 0, width: 300, height: 400))
    }

    @Test func maxWidthChildGetsHalfThenMinWidthChildOverflows() {
        // 150 offered, spacing 0. Flexibility sorts the max-100 frame first (range 0...100 is
        // narrower than 100...∞): it gets 150/2 = 75; the min-100 frame gets max(75, 100) = 100.
        let h = host(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).testID("a")
            Color.blue.frame(minWidth: 100).testID("b")
        }.frame(width: 150).testID("stack"), width: 150, height: 50)
        #expect(close(h.frame(of: "a")?.width ?? 0, 75))
        #expect(close(h.frame(of: "b")?.width ?? 0, 100))
        // The stack's own size is 175 and it is centred in the 150 frame: it starts at -12.5.
        #expect(close(h.frame(of: "a")?.minX ?? 0, -12.5))
    }

    @Test func fixedAndFlexibleChildrenWithFractionalSpacing() {
        // Available 150 - 2*7.5 = 135. Order: width 30 (rigid), maxWidth 50 (0...50), minWidth 100.
        // 30 → 105 left, 135/2... the max-50 frame gets min(52.5, 50) = 50, the min-100 one 100.
        let h = host(HStack(spacing: 7.5) {
            Color.red.frame(minWidth: 100).testID("a")
            Color.green.frame(width: 30).testID("b")
            Color.blue.frame(maxWidth: 50).testID("c")
        }.testID("stack"), width: 150, height: 50)
        let stack = h.frame(of: "stack")!
        #expect(close(stack.width, 195))
        #expect(close(h.frame(of: "a")!.minX - stack.minX, 0))
        #expect(close(h.frame(of: "b")!.minX - stack.minX, 107.5))
        #expect(close(h.frame(of: "c")!.minX - stack.minX, 145))
        #expect(close(h.frame(of: "c")!.width, 50))
    }

    @Test func threeColorsShareTheWidthMinusDefaultSpacing() {
        let h = host(HStack {
            Color.red.testID("a"); Color.green.testID("b"); Color.blue.testID("c")
        }, width: 300, height: 100)
        let expected = (300 - 16) / 3.0
        for id in ["a", "b", "c"] { #expect(close(h.frame(of: id)!.width, expected)) }
        #expect(close(h.frame(of: "b")!.minX, expected + 8))
    }

    @Test func spacerTakesTheRemainderBetweenFixedViews() {
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 50)
            Spacer().testID("spacer")
            Color.blue.frame(width: 50)
        }, width: 200, height: 40)
        expectFrame(h, "spacer", CGRect(x: 50, y: 20, width: 100, height: 0))
    }

    @Test func spacerKeepsItsMinimumLengthAndNoGapBesideIt() {
        let h = host(HStack {
            Color.red.testID("color")
            Spacer().testID("spacer")
        }, width: 300, height: 40)
        #expect(close(h.frame(of: "color")!.width, 292))
        #expect(close(h.frame(of: "spacer")!.width, 8))
        #expect(close(h.frame(of: "spacer")!.minX, 292))
    }

    @Test func vstackAlignsChildrenByLeadingGuide() {
        let h = host(VStack(alignment: .leading, spacing: 10) {
            Color.red.frame(width: 100, height: 20).testID("wide")
            Color.blue.frame(width: 40, height: 20).testID("narrow")
        }, width: 200, height: 200)
        // Stack 100×50, centred: origin (50, 75).
        expectFrame(h, "wide", CGRect(x: 50, y: 75, width: 100, height: 20))
        expectFrame(h, "narrow", CGRect(x: 50, y: 105, width: 40, height: 20))
    }

    @Test func layoutPriorityIsServedFirst() {
        // Priority 1 child gets all but the other's minimum (0) and spacing: 200 - 8 = 192.
        let h = host(HStack {
            Color.red.testID("low")
            Color.blue.layoutPriority(1).testID("high")
        }, width: 200, height: 20)
        #expect(close(h.frame(of: "high")!.width, 192))
        #expect(close(h.frame(of: "low")!.width, 0))
    }

    @Test func aTraitStaysWithItsViewThroughLaterModifiers() {
        // SwiftUI keeps a view's traits whatever modifiers follow: the priority written
        // before the frame and padding is the padded view's, so it is served first
        // (200 - 8 spacing = 192), as in `layoutPriorityIsServedFirst`.
        let h = host(HStack {
            Color.red.testID("low")
            Color.blue.layoutPriority(1).frame(minWidth: 50).padding(0).testID("high")
        }, width: 200, height: 20)
        #expect(close(h.frame(of: "high")!.width, 192))
        // A stack's children's traits are not the stack's: the inner priority stays inside.
        let nested = host(HStack {
            Color.red.testID("outerLow")
            HStack { Color.blue.layoutPriority(1) }.padding(0).testID("stack")
        }, width: 200, height: 20)
        #expect(close(nested.frame(of: "stack")!.width, 96) && close(nested.frame(of: "outerLow")!.width, 96))
    }

    @Test func zstackTakesTheLargestChildAndCentresOthers() {
        let h = host(ZStack {
            Color.red.frame(width: 100, height: 60).testID("big")
            Color.blue.frame(width: 20, height: 20).testID("small")
        }.testID("z"), width: 300, height: 300)
        expectFrame(h, "z", CGRect(x: 100, y: 120, width: 100, height: 60))
        expectFrame(h, "small", CGRect(x: 140, y: 140, width: 20, height: 20))
    }

    @Test func zstackAlignmentPlacesChildrenAtTheCorner() {
        let h = host(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60)
            Color.blue.frame(width: 20, height: 20).testID("small")
        }, width: 100, height: 60)
        expectFrame(h, "small", CGRect(x: 80, y: 40, width: 20, height: 20))
    }

    @Test func forEachOverARangeMakesOneChildPerElement() {
        let h = host(VStack(spacing: 0) {
            ForEach(0..<4) { i in Color.red.frame(height: 10).testID("row\(i)") }
        }, width: 100, height: 40)
        for i in 0..<4 { #expect(close(h.frame(of: "row\(i)")!.minY, CGFloat(i) * 10)) }
    }

    @Test func conditionalContentSwitchesBranches() {
        struct Switcher: View {
            var flag: Bool
            var body: some View {
                if flag { Color.red.frame(width: 10, height: 10).testID("x") }
                else { Color.blue.frame(width: 30, height: 30).testID("x") }
            }
        }
        #expect(close(host(Switcher(flag: true), width: 100, height: 100).frame(of: "x")!.width, 10))
        #expect(close(host(Switcher(flag: false), width: 100, height: 100).frame(of: "x")!.width, 30))
    }
}

/// Tether's canvases have no safe area: ignoring it changes nothing.
@MainActor @Suite struct SafeAreaTests {
    @Test func ignoringTheSafeAreaKeepsTheLayout() {
        let plain = host(Color.blue.frame(height: 100).testID("bar"))
        let ignoring = host(Color.blue.frame(height: 100).ignoresSafeArea().edgesIgnoringSafeArea(.top).testID("bar"))
        #expect(close(ignoring.frame(of: "bar"), plain.frame(of: "bar")!))
        expectFrame(plain, "bar", CGRect(x: 0, y: 150, width: 400, height: 100))
    }

    /// iOS 26's background extension mirrors the view into the safe area around it: with none,
    /// the view and its picture are as they were.
    @Test func theBackgroundExtensionEffectHasNoSafeAreaToFill() throws {
        let plain = host(Color.blue.frame(height: 100).testID("bar"))
        let extended = host(Color.blue.frame(height: 100).backgroundExtensionEffect().backgroundExtensionEffect(isEnabled: true).testID("bar"))
        #expect(close(extended.frame(of: "bar"), plain.frame(of: "bar")!))
        #expect(try extended.pngData(scale: 1) == plain.pngData(scale: 1))
    }
}

/// The host lays several top-level views out as iOS's hosting does: in an implicit `VStack`.
@MainActor
@Suite struct ImplicitRootStackTests {
    struct TwoViews: View {
        var body: some View {
            Color.red.frame(width: 100, height: 40).testID("first")
            Color.blue.frame(width: 60, height: 20).testID("second")
        }
    }

    @Test func severalTopLevelViewsAreStackedAndCentred() {
        // A VStack of 40 + 8 + 20 = 68 points, centred in 400×400: it starts at y = 166;
        // each view is centred horizontally.
        let h = host(TwoViews())
        expectFrame(h, "first", CGRect(x: 150, y: 166, width: 100, height: 40))
        expectFrame(h, "second", CGRect(x: 170, y: 214, width: 60, height: 20))
    }

    @Test func anImageRendererSizesToTheImplicitStack() {
        let renderer = ImageRenderer(content: TwoViews())
        #expect(renderer.size == CGSize(width: 100, height: 68))
    }
}
