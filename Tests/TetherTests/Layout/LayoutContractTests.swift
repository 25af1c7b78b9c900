import Foundation
import Testing
@testable import Tether

/// Every built-in `Layout` keeps the protocol's contract: for a proposal it answers the same
/// size every time, whether its cache is fresh or kept; a finite proposal gets a finite,
/// non-negative size; placing the subviews in that size gives them finite frames; explicit
/// alignment guides are finite or nil.
@MainActor
@Suite struct LayoutContractTests {
    /// Broken rules found while a layout ran, in the order found.
    final class Breaches: @unchecked Sendable { var list: [String] = [] }

    /// Runs `inner` and checks each answer against the contract.
    struct ContractChecker<Inner: Layout>: Layout {
        let inner: Inner
        let breaches: Breaches
        let name: String

        func makeCache(subviews: Subviews) -> Inner.Cache { inner.makeCache(subviews: subviews) }
        func updateCache(_ cache: inout Inner.Cache, subviews: Subviews) { inner.updateCache(&cache, subviews: subviews) }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Inner.Cache) -> CGSize {
            let size = inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            let again = inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            var fresh = inner.makeCache(subviews: subviews)
            let uncached = inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &fresh)
            if size != again { breaches.list.append("\(name): \(proposal) answered \(size), then \(again)") }
            if size != uncached { breaches.list.append("\(name): \(proposal) answered \(size) with its cache, \(uncached) without") }
            let finiteProposal = [proposal.width, proposal.height].allSatisfy { $0.map(\.isFinite) ?? true }
            if finiteProposal && !(size.width.isFinite && size.height.isFinite) {
                breaches.list.append("\(name): finite \(proposal) answered non-finite \(size)")
            }
            if size.width < 0 || size.height < 0 || size.width.isNaN || size.height.isNaN {
                breaches.list.append("\(name): \(proposal) answered \(size)")
            }
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Inner.Cache) {
            inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout Inner.Cache) -> CGFloat? {
            let value = inner.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            if let value, !value.isFinite { breaches.list.append("\(name): guide \(guide) is \(value)") }
            return value
        }

        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout Inner.Cache) -> CGFloat? {
            let value = inner.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            if let value, !value.isFinite { breaches.list.append("\(name): guide \(guide) is \(value)") }
            return value
        }
    }

    /// The built-in layouts, each with a name for the report.
    nonisolated(unsafe) static let layouts: [(String, any Layout)] = [
        ("HStackLayout", HStackLayout(spacing: 4)),
        ("VStackLayout", VStackLayout(alignment: .leading)),
        ("ZStackLayout", ZStackLayout(alignment: .bottomTrailing)),
        ("GridLayout", GridLayout(horizontalSpacing: 2, verticalSpacing: 3)),
        ("_FrameLayout", _FrameLayout(width: 50, height: nil, alignment: .topLeading)),
        ("_FlexFrameLayout", _FlexFrameLayout(minWidth: 10, idealWidth: 80, maxWidth: .infinity,
                                              minHeight: nil, idealHeight: nil, maxHeight: 120, alignment: .center)),
        ("_PaddingLayout", _PaddingLayout(insets: EdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 9))),
        ("_PositionLayout", _PositionLayout(position: CGPoint(x: 20, y: 30))),
        ("_FixedSizeLayout", _FixedSizeLayout(horizontal: true, vertical: false)),
        ("_AspectRatioLayout", _AspectRatioLayout(aspectRatio: 1.5, contentMode: .fit)),
        ("ViewThatFitsLayout", ViewThatFitsLayout(axes: [.horizontal, .vertical])),
        ("NavigationLevels", NavigationLevels()),
        ("AlertActionsLayout", AlertActionsLayout()),
        ("DialogActionsLayout", DialogActionsLayout(part: .main)),
        ("AnyLayout", AnyLayout(HStackLayout())),
    ]

    nonisolated static let proposals: [CGSize] = [
        CGSize(width: 390, height: 844), CGSize(width: 0, height: 0), CGSize(width: 37, height: 1000),
        CGSize(width: 5000, height: 3),
    ]

    /// Subviews of every kind of sizing: fixed, flexible, text that wraps, a spacer.
    struct Children: View {
        var body: some View {
            Color.red.frame(width: 30, height: 20).testID("fixed")
            Color.blue.testID("flexible")
            Text("Text that wraps at narrow widths").testID("text")
            Spacer(minLength: 5)
            Color.green.frame(minWidth: 10, maxWidth: 60, minHeight: 5).testID("range")
        }
    }

    func check<L: Layout>(_ layout: L, name: String, in canvas: CGSize, breaches: Breaches) {
        let checker = ContractChecker(inner: layout, breaches: breaches, name: name)
        let h = host(checker { Children() }.testID("layout"), width: canvas.width, height: canvas.height)
        for id in ["layout", "fixed", "flexible", "text", "range"] {
            guard let frame = h.frame(of: id) else { continue }
            if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
                breaches.list.append("\(name) in \(canvas): \(id) placed at \(frame)")
            }
        }
        for d in h.diagnostics where d.kind == .invalidGeometry {
            breaches.list.append("\(name) in \(canvas): \(d)")
        }
    }

    @Test(arguments: 0..<layouts.count)
    func aBuiltInLayoutKeepsTheContract(index: Int) {
        let (name, layout) = Self.layouts[index]
        let breaches = Breaches()
        for canvas in Self.proposals {
            func open<L: Layout>(_ l: L) { check(l, name: name, in: canvas, breaches: breaches) }
            open(layout)
        }
        #expect(breaches.list.isEmpty, Comment(rawValue: breaches.list.prefix(10).joined(separator: "\n")))
    }

    @Test func theCheckerCatchesALayoutThatAnswersDifferentlyEachTime() {
        /// Grows by a point on every call: not a function of its proposal.
        final class Counter: @unchecked Sendable { var calls = 0 }
        struct Drifting: Layout {
            let counter: Counter
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                counter.calls += 1
                return CGSize(width: CGFloat(counter.calls), height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let breaches = Breaches()
        check(Drifting(counter: Counter()), name: "Drifting", in: CGSize(width: 100, height: 100), breaches: breaches)
        #expect(!breaches.list.isEmpty)
    }
}
