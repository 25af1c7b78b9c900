import Foundation
import Testing
@testable import Tether

/// SwiftUI's built-in `Transition` conformers (iOS 17): each leaves the view as it is at rest
/// (the `.identity` phase) and moves, fades or scales it in the phases of insertion and
/// removal, as SwiftUI documents each.
@MainActor
@Suite struct StandardTransitionTests {
    /// A 10 pt red square in the middle of a 30 × 30 canvas, drawn as `transition`'s body in
    /// `phase`.
    private func square<T: Transition>(_ transition: T, _ phase: TransitionPhase) -> some View {
        let content = PlaceholderContentView<T>(content: AnyView(Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)))
        return transition.body(content: content, phase: phase).frame(width: 30, height: 30)
    }

    /// Whether the canvas is red at (x, y), in points at scale 1.
    private func isRed<V: View>(_ view: V, _ x: Int, _ y: Int) throws -> Bool {
        let p = try pixels(view, width: 30, height: 30, scale: 1)
        let pixel = p.pixel(x: x, y: y)
        return pixel.r == 255 && pixel.a == 255
    }

    @Test func everyStandardTransitionLeavesTheViewAsItIsAtRest() throws {
        // The square stays in the middle (10...20) whatever the transition.
        #expect(try isRed(square(.identity, .identity), 15, 15))
        #expect(try isRed(square(.opacity, .identity), 15, 15))
        #expect(try isRed(square(.move(edge: .leading), .identity), 15, 15))
        #expect(try isRed(square(.push(from: .bottom), .identity), 15, 15))
        #expect(try isRed(square(.offset(x: 10), .identity), 15, 15))
        #expect(try isRed(square(.scale, .identity), 15, 15))
        #expect(try isRed(square(.slide, .identity), 15, 15))
    }

    @Test func aMoveTransitionMovesTheViewByItsOwnSizeBeyondItsEdge() throws {
        // `.move(edge: .leading)`: 10 pt to the left in both phases (0...10).
        #expect(try isRed(square(.move(edge: .leading), .willAppear), 5, 15))
        #expect(try !isRed(square(.move(edge: .leading), .willAppear), 15, 15))
        #expect(try isRed(square(.move(edge: .leading), .didDisappear), 5, 15))
        // `.move(edge: .bottom)`: 10 pt down (20...30).
        #expect(try isRed(square(.move(edge: .bottom), .willAppear), 15, 25))
    }

    @Test func aPushComesInFromItsEdgeAndLeavesTowardsTheOppositeOneFading() throws {
        // Faded out in both phases: nothing red anywhere.
        for phase in [TransitionPhase.willAppear, .didDisappear] {
            for (x, y) in [(15, 5), (15, 15), (15, 25)] {
                #expect(try !isRed(square(.push(from: .top), phase), x, y))
            }
        }
        // Under the fade, `.top` inserts from above and removes towards the bottom.
        let push = PushTransition(edge: .top)
        #expect(push.edgeBeyond(in: .willAppear) == .top)
        #expect(push.edgeBeyond(in: .didDisappear) == .bottom)
        #expect(push.edgeBeyond(in: .identity) == nil)
        #expect(PushTransition(edge: .leading).edgeBeyond(in: .didDisappear) == .trailing)
        let above = Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).offsetBeyond(.top).frame(width: 30, height: 30)
        #expect(try isRed(above, 15, 5) && !isRed(above, 15, 15))
    }

    @Test func aSlideComesFromTheLeadingEdgeAndLeavesTowardsTheTrailingOne() throws {
        #expect(try isRed(square(.slide, .willAppear), 5, 15))
        #expect(try isRed(square(.slide, .didDisappear), 25, 15))
    }

    @Test func anOffsetTransitionOffsetsOnlyWhileInsertedOrRemoved() throws {
        #expect(try isRed(square(.offset(x: 10, y: -10), .willAppear), 25, 5))
        #expect(try isRed(square(.offset(CGSize(width: -10, height: 10)), .didDisappear), 5, 25))
    }

    @Test func opacityAndScaleHideTheViewWhileInsertedOrRemoved() throws {
        #expect(try !isRed(square(.opacity, .willAppear), 15, 15))
        // `.scale` shrinks the view to nothing; `.scale(2)` doubles it around its centre (5...25).
        #expect(try !isRed(square(.scale, .didDisappear), 15, 15))
        #expect(try isRed(square(.scale(2), .willAppear), 7, 7))
        // Around the top leading corner, doubled: 10...30.
        #expect(try isRed(square(.scale(2, anchor: .topLeading), .willAppear), 27, 27))
        #expect(ScaleTransition.scale.scale == 0 && ScaleTransition.scale.anchor == .center)
        #expect(!OpacityTransition.properties.hasMotion && MoveTransition.properties.hasMotion)
    }

    @Test func builtInTransitionsCombineWithCustomOnes() {
        // Real code's `.blurReplace.combined(with: .push(from: .bottom))`: at rest the view is
        // where it would be without it.
        let plain = host(Text("Alert").padding().testID("t"))
        let h = host(Text("Alert").padding().transition(.blurReplace.combined(with: .push(from: .bottom))).testID("t"))
        #expect(h.frame(of: "t") == plain.frame(of: "t"))
        #expect(h.svg() == plain.svg())
    }

    @Test func realCodesTransitionFormsStillResolve() {
        // Both `AnyTransition`'s and `Transition`'s statics exist, as in SwiftUI; these forms
        // must keep compiling without ambiguity.
        let views: [AnyView] = [
            AnyView(Text("a").transition(.opacity)),
            AnyView(Text("b").transition(.move(edge: .top).combined(with: .opacity))),
            AnyView(Text("c").transition(.scale.combined(with: .opacity))),
            AnyView(Text("d").transition(.asymmetric(insertion: .push(from: .trailing), removal: .slide))),
            AnyView(Text("e").transition(.offset(x: 0, y: 20))),
            AnyView(Text("f").transition(.scale(scale: 0.5, anchor: .bottom))),
            AnyView(Text("g").transition(.identity)),
        ]
        for view in views {
            #expect(dumpedTexts(host(view, width: 100, height: 40)).count == 1)
        }
    }
}
