import Foundation
import Testing
@testable import Tether

/// `UIStackView`: its arranged views placed by the constraints UIKit's stack view makes, for
/// every distribution and alignment, with spacing, margins, hidden views and a free size.
@MainActor
@Suite struct UIStackViewTests {
    /// A view with a given intrinsic size (as a label or an image view has).
    final class Block: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    /// A 300 × 50 horizontal stack placed by its frame, of blocks 50×20, 60×30 and 70×40.
    func row(_ distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 10) -> (UIStackView, [Block]) {
        let blocks = [Block(50, 20), Block(60, 30), Block(70, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.distribution = distribution
        stack.spacing = spacing
        return (stack, blocks)
    }

    @Test func arrangedViewsBecomeSubviewsPlacedByConstraints() {
        let (stack, blocks) = row()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 3)
        #expect(blocks.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        stack.layoutIfNeeded()
        // Its constraints are listed in the stack's, under UIKit's names.
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" })
    }

    @Test func fillStretchesTheLastOfEqualHuggersOrTheOneThatHugsLeast() {
        let (stack, blocks) = row()
        stack.layoutIfNeeded()
        // 300 − 50 − 60 − 2 × 10 = 170 for the last; alignment fill: all 50 tall.
        #expect(close(blocks[0].frame, CGRect(x: 0, y: 0, width: 50, height: 50)))
        #expect(close(blocks[1].frame, CGRect(x: 60, y: 0, width: 60, height: 50)))
        #expect(close(blocks[2].frame, CGRect(x: 130, y: 0, width: 170, height: 50)))
        // The middle one hugging less (by one step) takes the extra 100 instead: 300 − 50 −
        // 70 − 20 = 160.
        blocks[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(close(blocks[1].frame, CGRect(x: 60, y: 0, width: 160, height: 50)))
        #expect(close(blocks[2].frame, CGRect(x: 230, y: 0, width: 70, height: 50)))
    }

    @Test func fillShrinksTheOneThatResistsCompressionLeast() {
        let (stack, blocks) = row()
        stack.frame.size.width = 150
        blocks[0].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        stack.layoutIfNeeded()
        // 180 of content and 20 of spacing in 150: the first gives up 50 and vanishes.
        #expect(abs(blocks[0].frame.width) < 0.001)
        #expect(close(blocks[2].frame, CGRect(x: 80, y: 0, width: 70, height: 50)))
    }

    @Test func fillEquallyGivesEveryViewOneLength() {
        let (stack, blocks) = row(.fillEqually)
        stack.layoutIfNeeded()
        // (300 − 20) / 3 each.
        let width: CGFloat = 280 / 3
        for (index, block) in blocks.enumerated() {
            #expect(close(block.frame, CGRect(x: CGFloat(index) * (width + 10), y: 0, width: width, height: 50)))
        }
    }

    @Test func fillProportionallyKeepsTheIntrinsicProportions() {
        let blocks = [Block(50, 10), Block(100, 10), Block(150, 10)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 0, width: 600, height: 20)
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        // 50 : 100 : 150 of 600: 100, 200, 300.
        #expect(close(blocks[0].frame, CGRect(x: 0, y: 0, width: 100, height: 20)))
        #expect(close(blocks[1].frame, CGRect(x: 100, y: 0, width: 200, height: 20)))
        #expect(close(blocks[2].frame, CGRect(x: 300, y: 0, width: 300, height: 20)))
    }

    @Test func equalSpacingKeepsTheSizesAndSharesTheRestBetweenTheGaps() {
        let (stack, blocks) = row(.equalSpacing, spacing: 5)
        stack.layoutIfNeeded()
        // 300 − 180 = 120 over two gaps: 60 each.
        #expect(close(blocks[0].frame, CGRect(x: 0, y: 0, width: 50, height: 50)))
        #expect(close(blocks[1].frame, CGRect(x: 110, y: 0, width: 60, height: 50)))
        #expect(close(blocks[2].frame, CGRect(x: 230, y: 0, width: 70, height: 50)))
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let (stack, blocks) = row(.equalCentering, spacing: 5)
        stack.layoutIfNeeded()
        // Centres at 25 and 265 (the ends), the middle one's halfway at 145.
        #expect(abs(blocks[0].frame.midX - 25) < 0.001)
        #expect(abs(blocks[1].frame.midX - 145) < 0.001)
        #expect(abs(blocks[2].frame.midX - 265) < 0.001)
        #expect(abs(blocks[1].frame.width - 60) < 0.001)
    }

    @Test func alignmentPlacesTheViewsAcrossTheAxis() {
        let expected: [(UIStackView.Alignment, [CGFloat])] = [
            // Heights 20, 30, 40 in 50: tops at 0, centred, or at the bottom.
            (.top, [0, 0, 0]), (.center, [15, 10, 5]), (.bottom, [30, 20, 10]),
        ]
        for (alignment, tops) in expected {
            let (stack, blocks) = row()
            stack.alignment = alignment
            stack.layoutIfNeeded()
            for (block, top) in zip(blocks, tops) {
                #expect(abs(block.frame.minY - top) < 0.001 && abs(block.frame.height - block.size.height) < 0.001)
            }
        }
        // A vertical stack's leading and trailing are its left and right.
        let (stack, blocks) = row()
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        #expect(blocks.allSatisfy { abs($0.frame.maxX - 100) < 0.001 && abs($0.frame.width - $0.size.width) < 0.001 })
        #expect(abs(blocks[1].frame.minY - 30) < 0.001)
    }

    @Test func firstBaselineAlignmentLinesUpTheTextOfLabelsInOtherFonts() {
        let big = UILabel(), small = UILabel()
        big.text = "42"
        big.font = .systemFont(ofSize: 34)
        small.text = "kg"
        small.font = .systemFont(ofSize: 13)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        func baseline(_ label: UILabel) -> CGFloat {
            label.frame.midY + (label.baselineOffsetFromCentre(last: false) ?? .nan)
        }
        #expect(abs(baseline(big) - baseline(small)) < 0.001)
        #expect(abs(small.frame.midY - big.frame.midY) > 1)
        // Both stay inside the stack, the big one from its top.
        #expect(abs(big.frame.minY) < 0.001 && small.frame.maxY <= 80.001)
    }

    @Test func aHiddenViewTakesNoSpaceAndNoSpacing() {
        let (stack, blocks) = row()
        blocks[1].isHidden = true
        stack.layoutIfNeeded()
        // 50, then 10 of spacing, then the last takes the remaining 240.
        #expect(abs(blocks[1].frame.width) < 0.001)
        #expect(close(blocks[2].frame, CGRect(x: 60, y: 0, width: 240, height: 50)))
        // Shown again, it is arranged again at the next layout.
        blocks[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(close(blocks[2].frame, CGRect(x: 130, y: 0, width: 170, height: 50)))
    }

    @Test func aFreeStackWrapsItsViewsWithTheirSpacings() {
        let blocks = [Block(50, 20), Block(60, 30), Block(40, 10)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.setCustomSpacing(20, after: blocks[0])
        #expect(stack.customSpacing(after: blocks[0]) == 20 && stack.customSpacing(after: blocks[1]) == UIStackView.spacingUseDefault)
        // As wide as the widest view; 20 + 20 + 30 + 8 + 10 tall.
        let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(size.width - 60) < 0.001 && abs(size.height - 88) < 0.001)
        // The system spacing is 8 points; the default spacing comes back.
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: blocks[0])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: blocks[1])
        stack.spacing = 0
        let tighter = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(tighter.height - 68) < 0.001)
    }

    @Test func aStackPinnedByConstraintsIsSizedByItsViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let blocks = [Block(50, 20), Block(60, 30)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
        ])
        container.layoutIfNeeded()
        // 50 + 4 + 60 wide, as tall as the taller view (alignment fill stretches the other).
        #expect(close(stack.frame, CGRect(x: 16, y: 16, width: 114, height: 30)))
        #expect(close(blocks[0].frame, CGRect(x: 0, y: 0, width: 50, height: 30)))
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let (stack, blocks) = row(.fillEqually, spacing: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 0)
        #expect(stack.layoutMargins == UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 0))
        stack.layoutIfNeeded()
        // 270 wide inside the margins: 90 each, from x 30; 40 tall from y 5.
        #expect(close(blocks[0].frame, CGRect(x: 30, y: 5, width: 90, height: 40)))
        #expect(close(blocks[2].frame, CGRect(x: 210, y: 5, width: 90, height: 40)))
    }

    @Test func baselineRelativeArrangementSpacesAColumnFromBaselineToBaseline() {
        let title = UILabel(), subtitle = UILabel()
        title.text = "Title"
        subtitle.text = "Subtitle"
        let stack = UIStackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        let titleBaseline = title.frame.midY + (title.baselineOffsetFromCentre(last: true) ?? .nan)
        let subtitleBaseline = subtitle.frame.midY + (subtitle.baselineOffsetFromCentre(last: false) ?? .nan)
        // Equal spacing keeps at least 30 between the baselines.
        #expect(subtitleBaseline - titleBaseline >= 30 - 0.001)
        stack.distribution = .fill
        stack.frame.size.height = 100
        stack.layoutIfNeeded()
        let fillTitle = title.frame.midY + (title.baselineOffsetFromCentre(last: true) ?? .nan)
        let fillSubtitle = subtitle.frame.midY + (subtitle.baselineOffsetFromCentre(last: false) ?? .nan)
        #expect(abs(fillSubtitle - fillTitle - 30) < 0.001)
    }

    @Test func removingAViewFromTheStackOrItsSuperview() {
        let (stack, blocks) = row()
        stack.removeArrangedSubview(blocks[0])
        // Still a subview, no longer arranged.
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 3)
        blocks[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(blocks[2])])
        stack.layoutIfNeeded()
        #expect(close(blocks[2].frame, CGRect(x: 0, y: 0, width: 300, height: 50)))
        // Inserting an arranged view moves it to its new place.
        stack.insertArrangedSubview(blocks[0], at: 1)
        stack.insertArrangedSubview(blocks[0], at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(blocks[0]), ObjectIdentifier(blocks[2])])
    }

    struct Toolbar: UIViewRepresentable {
        var showsMiddle: Bool
        var spacing: CGFloat
        func makeUIView(context: Context) -> UIStackView {
            let views = ["first", "middle", "last"].map { name -> UIView in
                let block = Block(40, 20)
                block.accessibilityIdentifier = name
                block.backgroundColor = .systemBlue
                return block
            }
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .equalSpacing
            stack.alignment = .center
            return stack
        }
        func updateUIView(_ stack: UIStackView, context: Context) {
            stack.arrangedSubviews[1].isHidden = !showsMiddle
            stack.spacing = spacing
        }
    }

    struct ToolbarScreen: View {
        @State var showsMiddle = true
        var spacing: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Toolbar(showsMiddle: showsMiddle, spacing: spacing).frame(width: 200, height: 40)
                Button("Hide") { showsMiddle = false }.testID("hide")
            }
        }
    }

    @Test func aStackInARepresentableFollowsItsUpdates() throws {
        let h = host(ToolbarScreen(), width: 200, height: 200)
        let middle = try #require(h.frame(of: "middle"))
        let first = try #require(h.frame(of: "first"))
        // Three 40-wide views in 200: gaps of 40; the middle one centred at 100, 10 from the top.
        #expect(abs(middle.midX - first.minX - 100) < 0.001 && abs(middle.minY - first.minY) < 0.001)
        #expect(abs(middle.height - 20) < 0.001)
        try h.tap("hide")
        let last = try #require(h.frame(of: "last"))
        #expect(abs(last.minX - first.minX - 160) < 0.001)
        #expect(h.frame(of: "middle") == nil || h.frame(of: "middle")?.width == 0)
    }

    @Test func aNonFiniteSpacingIsReportedAndTakenAsZero() throws {
        let h = host(ToolbarScreen(spacing: .nan), width: 200, height: 200)
        #expect(h.diagnostics.contains { $0.message.contains("UIStackView spacing") })
        let first = try #require(h.frame(of: "first"))
        let last = try #require(h.frame(of: "last"))
        #expect(abs(last.maxX - first.minX - 200) < 0.001)
    }
}
