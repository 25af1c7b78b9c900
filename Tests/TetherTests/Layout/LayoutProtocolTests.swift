import Foundation
import Testing
@testable import Tether

/// The public Layout protocol (SWIFTUI-SEMANTICS §3) and the frame/padding modifiers (§2).
@MainActor
@Suite struct LayoutProtocolTests {
    /// Places subviews in a row, each proposed 30 × 30, and counts cache creation.
    struct Row: Layout {
        final class Log: @unchecked Sendable { var caches = 0 }
        let log: Log
        func makeCache(subviews: Subviews) -> Int { log.caches += 1; return subviews.count }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: CGFloat(cache) * 30, height: 30)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            for (i, s) in subviews.enumerated() where i < 2 {   // the third is never placed
                s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 30, y: bounds.minY), proposal: ProposedViewSize(width: 30, height: 30))
            }
        }
    }

    @Test func customLayoutPlacesSubviewsAndUnplacedOnesAreCentred() {
        let log = Row.Log()
        let h = host(Row(log: log) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("c")
        }.accessibilityIdentifier("row"), width: 90, height: 30)
        expectFrame(h, "a", CGRect(x: 0, y: 0, width: 30, height: 30))
        expectFrame(h, "b", CGRect(x: 30, y: 0, width: 30, height: 30))
        // A subview that is never placed sits in the centre of the bounds.
        expectFrame(h, "c", CGRect(x: 40, y: 10, width: 10, height: 10))
        #expect(log.caches == 1)
    }

    @Test func specialProposalsGiveMinimumMaximumAndIdealSizes() {
        let recorder = Recorder<[CGSize]>()
        struct Probe: Layout {
            let recorder: Recorder<[CGSize]>
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let s = subviews[0]
                recorder.record([s.sizeThatFits(.zero), s.sizeThatFits(.infinity), s.sizeThatFits(.unspecified)])
                return proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = host(Probe(recorder: recorder) { Color.red.frame(minWidth: 20, maxWidth: 80) }, width: 100, height: 100)
        let sizes = recorder.value ?? []
        #expect(sizes.count == 3)
        #expect(sizes.first?.width == 20)           // .zero → minimum
        #expect(sizes.dropFirst().first?.width == 80) // .infinity → maximum
    }

    @Test func anyLayoutSwitchesBetweenStacks() {
        func make(_ vertical: Bool) -> some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            return layout {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second")
            }
        }
        #expect(close(host(make(true), width: 10, height: 20).frame(of: "second")!.minY, 10))
        #expect(close(host(make(false), width: 20, height: 10).frame(of: "second")!.minX, 10))
    }

    /// Fuzz seed 29522: `AnyLayout`'s cache (an `Any`) gained a level of wrapping at every
    /// layout query until casting it overflowed the stack. After many updates and alignment
    /// queries the node still holds the cache itself, unwrapped.
    @Test func anyLayoutsCacheStaysUnwrappedAcrossQueries() throws {
        let view = ZStack(alignment: .topLeading) {
            AnyLayout(VStackLayout(spacing: 0)) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
                .alignmentGuide(.leading) { $0.width / 2 }
        }
        let h = ViewHost(view, size: CGSize(width: 100, height: 100))
        for width in stride(from: 100.0, through: 200, by: 10) {
            h.size = CGSize(width: width, height: 100)
            h.update()
        }
        var nodes = [h.root]
        var box: LayoutCacheBox<Any>?
        while let node = nodes.popLast() {
            if let found = node.userLayoutCache as? LayoutCacheBox<Any> { box = found }
            nodes += node.children
        }
        let cache = try #require(box).cache
        #expect(cache is any AnyLayoutCache)
        #expect("\(type(of: cache))".hasPrefix("AnyLayoutCacheBox"))
    }

    @Test func fixedFrameAlignsItsChild() {
        let h = host(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("c")
            .frame(width: 100, height: 60, alignment: .bottomTrailing), width: 100, height: 60)
        expectFrame(h, "c", CGRect(x: 80, y: 40, width: 20, height: 20))
    }

    @Test func flexibleFrameClampsTheProposal() {
        // min and max: proposal clamped; max only: min(max(proposal, child), max).
        let a = host(Color.red.frame(minWidth: 50, maxWidth: 120).accessibilityIdentifier("v"), width: 300, height: 10)
        #expect(close(a.frame(of: "v")!.width, 120))
        let b = host(Color.red.frame(minWidth: 50, maxWidth: 120).accessibilityIdentifier("v"), width: 30, height: 10)
        #expect(close(b.frame(of: "v")!.width, 50))
        let c = host(Text("Hi").frame(maxWidth: .infinity).accessibilityIdentifier("v"), width: 300, height: 40)
        #expect(close(c.frame(of: "v")!.width, 300))
    }

    @Test func paddingAddsSixteenPerEdgeByDefault() {
        let h = host(Color.red.frame(width: 10, height: 10).padding().accessibilityIdentifier("p"), width: 100, height: 100)
        #expect(close(h.frame(of: "p")!.width, 42))
        let edges = host(Color.red.frame(width: 10, height: 10).padding(.leading, 5).padding(.vertical, 2).accessibilityIdentifier("p"), width: 100, height: 100)
        #expect(close(edges.frame(of: "p")!.size.width, 15))
        #expect(close(edges.frame(of: "p")!.size.height, 14))
    }

    @Test func overlayTakesThePrimarySizeAndAlignment() {
        let h = host(Color.red.frame(width: 100, height: 50)
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge") }
            .accessibilityIdentifier("base"), width: 100, height: 50)
        #expect(close(h.frame(of: "base")!.size.width, 100))
        expectFrame(h, "badge", CGRect(x: 90, y: 0, width: 10, height: 10))
    }

    @Test func positionCentresTheChildAtThePoint() {
        let h = host(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("c").position(x: 30, y: 40), width: 100, height: 100)
        expectFrame(h, "c", CGRect(x: 20, y: 30, width: 20, height: 20))
    }

    @Test func fixedSizeProposesNil() {
        let h = host(Text("A fairly long line of text").fixedSize().frame(width: 50).accessibilityIdentifier("t"), width: 300, height: 100)
        #expect(close(h.frame(of: "t")!.width, 50))
        let text = host(Text("A fairly long line of text").fixedSize().accessibilityIdentifier("t"), width: 50, height: 100)
        #expect(text.frame(of: "t")!.width > 150)
        #expect(close(text.frame(of: "t")!.height, bodyLine))
    }

    @Test func aspectRatioFitsInsideTheProposal() {
        let h = host(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("r"), width: 100, height: 100)
        #expect(close(h.frame(of: "r")!.size.width, 100))
        #expect(close(h.frame(of: "r")!.size.height, 50))
    }

    @Test func geometryReaderTakesTheProposalAndPlacesContentTopLeading() {
        let h = host(GeometryReader { _ in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }, width: 100, height: 60)
        expectFrame(h, "c", CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
