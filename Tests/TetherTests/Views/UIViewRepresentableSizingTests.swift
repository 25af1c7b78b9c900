import Foundation
import Testing
@testable import Tether

/// A view with a given intrinsic size.
final class IntrinsicSizeView: UIView {
    var natural = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var boundsInLayout: [CGRect] = []
    override var intrinsicContentSize: CGSize { natural }
    override func layoutSubviews() {
        super.layoutSubviews()
        boundsInLayout.append(bounds)
    }
}

/// A representable of an `IntrinsicSizeView` with given priorities on both axes.
struct IntrinsicSized: UIViewRepresentable {
    var natural = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var hugging: UILayoutPriority = .defaultLow
    var compression: UILayoutPriority = .defaultHigh
    var sink: ((IntrinsicSizeView) -> Void)?

    func makeUIView(context: Context) -> IntrinsicSizeView {
        let view = IntrinsicSizeView()
        sink?(view)
        return view
    }
    func updateUIView(_ uiView: IntrinsicSizeView, context: Context) {
        uiView.natural = natural
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            uiView.setContentHuggingPriority(hugging, for: axis)
            uiView.setContentCompressionResistancePriority(compression, for: axis)
        }
    }
}

/// Sizes of representables, from SwiftUI's rule: per axis, no intrinsic length takes the
/// proposal (zero when unproposed); an intrinsic length is the ideal, a floor when compression
/// resistance is at least `defaultHigh`, a ceiling when hugging is. Canvas 200 × 200, the
/// representable centred in it.
@MainActor
@Suite struct UIViewRepresentableSizingTests {
    @Test func aViewWithoutIntrinsicSizeTakesWhatItIsOffered() {
        let h = host(IntrinsicSized().testID("r").frame(width: 100, height: 50), width: 200, height: 200)
        expectFrame(h, "r", CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    @Test func aViewWithoutIntrinsicSizeIsZeroAtItsIdealSize() {
        // Nothing proposed on either axis: the ideal, zero (SwiftUI does not use 10 here).
        let fixed = host(IntrinsicSized().testID("r").fixedSize(), width: 200, height: 200)
        expectFrame(fixed, "r", CGRect(x: 100, y: 100, width: 0, height: 0))
        // In a vertical scroll view the height is unproposed: zero tall, as wide as the view.
        let scrolled = host(ScrollView { IntrinsicSized().testID("r") }, width: 200, height: 200)
        #expect(scrolled.frame(of: "r")?.size == CGSize(width: 200, height: 0))
    }

    @Test func anIntrinsicSizeGrowsAndResistsCompressionByDefault() {
        // Hugging defaultLow (250) lets it grow to 100 × 50; compression resistance
        // defaultHigh (750) keeps it from going below 40 × 20 in a 10 × 5 frame (it overflows,
        // centred: 100 - 20, 100 - 10).
        let natural = CGSize(width: 40, height: 20)
        let grown = host(IntrinsicSized(natural: natural).testID("r").frame(width: 100, height: 50), width: 200, height: 200)
        expectFrame(grown, "r", CGRect(x: 50, y: 75, width: 100, height: 50))
        let squeezed = host(IntrinsicSized(natural: natural).testID("r").frame(width: 10, height: 5), width: 200, height: 200)
        expectFrame(squeezed, "r", CGRect(x: 80, y: 90, width: 40, height: 20))
        let ideal = host(IntrinsicSized(natural: natural).testID("r").fixedSize(), width: 200, height: 200)
        expectFrame(ideal, "r", CGRect(x: 80, y: 90, width: 40, height: 20))
    }

    @Test func highHuggingKeepsTheIntrinsicSizeAndLowResistanceLetsItShrink() {
        let natural = CGSize(width: 40, height: 20)
        let hugging = host(IntrinsicSized(natural: natural, hugging: .defaultHigh).testID("r").frame(width: 100, height: 50),
                           width: 200, height: 200)
        expectFrame(hugging, "r", CGRect(x: 80, y: 90, width: 40, height: 20))
        let yielding = host(IntrinsicSized(natural: natural, compression: .defaultLow).testID("r").frame(width: 10, height: 5),
                            width: 200, height: 200)
        expectFrame(yielding, "r", CGRect(x: 95, y: 97.5, width: 10, height: 5))
    }

    @Test func oneAxisWithoutIntrinsicLengthIsSizedOnItsOwn() {
        // A view with an intrinsic height only (a text field's shape): 30 tall, as wide as offered.
        let natural = CGSize(width: UIView.noIntrinsicMetric, height: 30)
        let h = host(IntrinsicSized(natural: natural, hugging: .required).testID("r").frame(width: 120, height: 80),
                     width: 200, height: 200)
        expectFrame(h, "r", CGRect(x: 40, y: 85, width: 120, height: 30))
    }

    @Test func sizeThatFitsDecidesWhenItAnswers() {
        final class Proposals { var seen: [ProposedViewSize] = [] }
        struct Fixed: UIViewRepresentable {
            let proposals: Proposals
            let answer: CGSize?
            func makeUIView(context: Context) -> IntrinsicSizeView {
                let view = IntrinsicSizeView()
                view.natural = CGSize(width: 40, height: 20)
                return view
            }
            func updateUIView(_ uiView: IntrinsicSizeView, context: Context) {}
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: IntrinsicSizeView, context: Context) -> CGSize? {
                proposals.seen.append(proposal)
                return answer
            }
        }
        let proposals = Proposals()
        let h = host(Fixed(proposals: proposals, answer: CGSize(width: 70, height: 30)).testID("r").frame(width: 100, height: 50),
                     width: 200, height: 200)
        expectFrame(h, "r", CGRect(x: 65, y: 85, width: 70, height: 30))
        #expect(proposals.seen.contains(ProposedViewSize(width: 100, height: 50)))
        // Nil: the default sizing (the intrinsic size grows to the proposal).
        let fallback = host(Fixed(proposals: proposals, answer: nil).testID("r").frame(width: 100, height: 50), width: 200, height: 200)
        expectFrame(fallback, "r", CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    @Test func aLabelsIdealSizeIsItsTextsSize() {
        struct Label: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "Hello, world"
                return label
            }
            func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        // The same text engine and pixel rounding as a Text in the system font at 17 points.
        let text = host(Text("Hello, world").font(.system(size: 17)).fixedSize().testID("t"), width: 300, height: 100)
        let label = host(Label().fixedSize().testID("l"), width: 300, height: 100)
        let expected = text.frame(of: "t")?.size
        #expect(expected != nil && label.frame(of: "l")?.size == expected)
    }

    @Test func aLabelResistsBeingNarrowerThanItsTextAsInSwiftUI() {
        // SwiftUI's well-known wrapped-UILabel behaviour: compression resistance keeps the
        // label at its one-line width in a narrower frame, unless the resistance is lowered.
        struct Long: UIViewRepresentable {
            var resistance: UILayoutPriority
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "A sentence much wider than fifty points"
                label.numberOfLines = 0
                label.setContentCompressionResistancePriority(resistance, for: .horizontal)
                return label
            }
            func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        let oneLine = UILabel()
        oneLine.text = "A sentence much wider than fifty points"
        let width = oneLine.intrinsicContentSize.width
        #expect(width > 200)
        let stiff = host(Long(resistance: .defaultHigh).testID("l").frame(width: 50, height: 100), width: 400, height: 200)
        #expect(stiff.frame(of: "l")?.width == width)
        let soft = host(Long(resistance: .defaultLow).testID("l").frame(width: 50, height: 100), width: 400, height: 200)
        #expect(soft.frame(of: "l")?.width == 50)
    }

    @Test func aViewControllersPlainViewTakesWhatItIsOffered() {
        struct Controller: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        }
        let h = host(Controller().testID("c").frame(width: 120, height: 60), width: 200, height: 200)
        expectFrame(h, "c", CGRect(x: 40, y: 70, width: 120, height: 60))
        let ideal = host(Controller().testID("c").fixedSize(), width: 200, height: 200)
        #expect(ideal.frame(of: "c")?.size == .zero)
    }

    @Test func theViewIsGivenItsPlacedSizeBeforeLayoutSubviews() {
        var made: IntrinsicSizeView?
        let h = host(IntrinsicSized(sink: { made = $0 }).frame(width: 120, height: 60), width: 200, height: 200)
        // The frame is the placed size at the origin of SwiftUI's host for it.
        #expect(made?.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
        #expect(made?.boundsInLayout == [CGRect(x: 0, y: 0, width: 120, height: 60)])
        // A new canvas that leaves the size alone does not lay it out again.
        h.size = CGSize(width: 300, height: 300)
        h.update()
        #expect(made?.boundsInLayout.count == 1)
    }
}
