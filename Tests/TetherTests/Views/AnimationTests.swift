import Foundation
import Testing
@testable import Tether

/// Animation and transaction API compiles as SwiftUI's does; Tether shows final states.
@MainActor
@Suite struct AnimationTests {
    @Test func springWithNoArgumentsIsTheDurationAndBounceSpring() {
        // SwiftUI back-deploys `spring(duration:bounce:blendDuration:)` and disfavours the older
        // `spring(response:dampingFraction:blendDuration:)`, so `.spring()` is a spring of
        // duration 0.5 without bounce: response 0.5, damping fraction 1 − bounce = 1.
        let spring: Animation = .spring()
        #expect(spring == .spring(duration: 0.5, bounce: 0))
        #expect(spring == .spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0))
        #expect(spring != .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.spring == spring && Animation.smooth == spring)
        // `default` is, since iOS 17, the spring of response 0.55 and damping fraction 1.
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1.0))
    }

    @Test func withAnimationAndWithTransactionRunOutsideTheMainActor() {
        // SwiftUI declares neither on the main actor: a model's nonisolated method calls them.
        final class Counter: @unchecked Sendable {
            var count = 0
            func bump() {
                withAnimation(.snappy) { count += 1 }
                withTransaction(Transaction(animation: nil)) { count += 1 }
            }
        }
        let counter = Counter()
        counter.bump()
        #expect(counter.count == 2)
    }

    @Test func anAnimationBodyShowsItsModifiersAtRest() {
        // iOS 17's `animation(_:body:)`: the animation scopes to the modifiers in `body`; at
        // rest the view wears them: a 20 × 20 square padded by 10 on each side.
        let h = host(Color.red.frame(width: 20, height: 20).animation(.linear) { $0.padding(10) }.testID("a"))
        #expect(h.frame(of: "a")?.size == CGSize(width: 40, height: 40))
    }

    @Test func iOS17AnimationsTakeASpringOrAUnitCurve() {
        // `spring(_:)` animates with the spring's response and damping ratio; `snappy` is
        // bounce 0.15; named curves are the unit curves of the same names.
        #expect(Animation.spring(Spring(duration: 0.8, bounce: 0.2)) == .spring(duration: 0.8, bounce: 0.2))
        #expect(Animation.spring(.snappy) == .snappy)
        #expect(Animation.timingCurve(.easeInOut, duration: 0.4) == .easeInOut(duration: 0.4))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.35) == .easeInOut)
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2).description
                == "interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 2.0)")
        #expect(Animation.linear.delay(1).description == "linear(duration: 0.35).delay(1.0)")
    }

    @Test func anAnimationsCompletionRunsOnceRightAfterItsBodyAsWhenNoAnimationIsMade() throws {
        // SwiftUI: "If no animations are created by the changes in body, then the callback will
        // be called immediately after body." Tether's changes make none: they show at once.
        struct Fader: View {
            @State private var visible = true
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Button("Fade") {
                        withAnimation(.easeOut(duration: 0.3), completionCriteria: .removed) {
                            visible = false
                            log.append("body")
                        } completion: {
                            log.append("completion, visible \(visible)")
                        }
                    }.testID("fade")
                    Text(log.joined(separator: "; "))
                }
            }
        }
        let h = host(Fader())
        try h.tap("fade")
        #expect(dumpedTexts(h).last == "body; completion, visible false")
    }

    @Test func aPushTransitionShowsTheInsertedViewAtRest() {
        let h = host(Text("Pushed").transition(.push(from: .bottom)).testID("t"))
        #expect(h.frame(of: "t") != nil)
        #expect(dumpedTexts(h) == ["Pushed"])
    }

    @Test func aTransitionedViewAtRestIsTheTransitionsIdentityPhase() {
        // iOS 17's `Transition`: at rest (phase `.identity`, value 0) this one scales by
        // 1 + value = 1 and adds a 10-point padding, which shows in the frame.
        struct Rise: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.scaleEffect(1 + phase.value).padding(phase.isIdentity ? 10 : 0)
            }
        }
        struct Padded: ViewModifier {
            let amount: CGFloat
            func body(content: Content) -> some View { content.padding(amount) }
        }
        let custom = host(Color.red.frame(width: 20, height: 20).transition(Rise()).testID("t"))
        #expect(custom.frame(of: "t")?.size == CGSize(width: 40, height: 40))
        let erased = host(Color.red.frame(width: 20, height: 20).transition(AnyTransition(Rise()).combined(with: .opacity)).testID("t"))
        #expect(erased.frame(of: "t")?.size == CGSize(width: 40, height: 40))
        // A modifier transition leaves its identity modifier on the view at rest.
        let modified = host(Color.red.frame(width: 20, height: 20)
            .transition(.modifier(active: Padded(amount: 50), identity: Padded(amount: 5))).testID("t"))
        #expect(modified.frame(of: "t")?.size == CGSize(width: 30, height: 30))
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
        #expect(Rise.properties.hasMotion)
    }

    @Test func aBlurReplacedViewAtRestIsDrawnAsItIs() throws {
        // iOS 17's `.blurReplace`: blurred, scaled and faded only while it is inserted or
        // removed; at rest the view is drawn exactly as without the transition.
        let plain = host(Text("Replaced").padding().testID("t"))
        func expectDrawnPlain<V: View>(_ transitioned: V) {
            let h = host(transitioned)
            #expect(h.frame(of: "t") == plain.frame(of: "t"))
            #expect(h.svg() == plain.svg())
        }
        expectDrawnPlain(Text("Replaced").padding().transition(.blurReplace).testID("t"))
        expectDrawnPlain(Text("Replaced").padding().transition(.blurReplace(.upUp)).testID("t"))
        expectDrawnPlain(Text("Replaced").padding().transition(.blurReplace.combined(with: BlurReplaceTransition(configuration: .downUp))).testID("t"))
        #expect(BlurReplaceTransition.blurReplace.configuration == .downUp)
        #expect(BlurReplaceTransition.properties.hasMotion)
    }

    @Test func combinedTransitionsApplyTheFirstInsideTheSecond() {
        // Each adds its identity-phase padding: 20 pt + 2 × (10 + 5) = 50 pt at rest.
        struct Pad: Transition {
            let amount: CGFloat
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.padding(phase.isIdentity ? amount : 0)
            }
        }
        let h = host(Color.red.frame(width: 20, height: 20).transition(Pad(amount: 10).combined(with: Pad(amount: 5))).testID("t"))
        #expect(h.frame(of: "t")?.size == CGSize(width: 50, height: 50))
    }

    @Test func aTransactionsCompletionsRunInOrderAfterWithTransactionsBody() {
        var log: [String] = []
        var transaction = Transaction(animation: .default)
        transaction.addAnimationCompletion { log.append("first") }
        transaction.addAnimationCompletion(criteria: .removed) { log.append("second") }
        let result = withTransaction(transaction) { log.append("body"); return 7 }
        #expect(result == 7)
        #expect(log == ["body", "first", "second"])
        let disabled = withTransaction(\.disablesAnimations, true) { log.count }
        #expect(disabled == 3)
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
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

    /// A phase animator draws a picture at rest: its first phase, both the endless cycle (where
    /// it starts) and the triggered run (where it comes back to); no phases draw nothing and
    /// are reported.
    @Test func aPhaseAnimatorDrawsItsFirstPhase() throws {
        enum Pulse: CaseIterable { case small, large }
        struct Triggered: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Tap") { taps += 1 }.testID("tap")
                    Color.red.frame(width: 10, height: 10).testID("dot")
                        .phaseAnimator(Pulse.allCases, trigger: taps) { content, phase in
                            content.scaleEffect(phase == .large ? 3 : 1)
                        }
                }
            }
        }
        let cycling = host(Color.red.frame(width: 10, height: 10).testID("dot")
            .phaseAnimator([2.0, 0.5]) { content, scale in content.scaleEffect(scale) }, width: 100, height: 100)
        // Scaled by 2 about its centre (50, 50).
        expectFrame(cycling, "dot", CGRect(x: 40, y: 40, width: 20, height: 20))
        let triggered = host(Triggered(), width: 100, height: 200)
        let before = try #require(triggered.frame(of: "dot"))
        #expect(close(before.width, 10))
        try triggered.tap("tap")
        #expect(close(try #require(triggered.frame(of: "dot")).width, 10))
        let view = PhaseAnimator(["one", "two"]) { Text($0) }
        #expect(Set(dumpedTexts(host(view))) == ["one"])
        let empty = host(PhaseAnimator([String]()) { Text($0) })
        #expect(dumpedTexts(empty).isEmpty)
        #expect(empty.diagnostics.contains { $0.message.contains("no phases") })
    }
}
