import Foundation
import Testing
@testable import Tether

/// A custom `Layout`'s cache lives as SwiftUI keeps it: `makeCache` once, `updateCache` when
/// the subviews change, the cache's contents carried from call to call.
@MainActor
@Suite struct LayoutCacheTests {
    final class Calls: @unchecked Sendable {
        var made = 0
        var updated = 0
        var subviewCounts: [Int] = []
    }

    /// Stacks its subviews vertically; the cache holds the subview count it was made or
    /// updated for.
    struct CountingLayout: Layout {
        let calls: Calls
        func makeCache(subviews: Subviews) -> Int { calls.made += 1; return subviews.count }
        func updateCache(_ cache: inout Int, subviews: Subviews) { calls.updated += 1; cache = subviews.count }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            calls.subviewCounts.append(cache)
            return CGSize(width: 10, height: 10 * CGFloat(cache))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 10 * CGFloat(i)), proposal: .init(width: 10, height: 10))
            }
        }
    }

    struct Rows: View {
        let calls: Calls
        @State private var count = 2
        var body: some View {
            VStack {
                CountingLayout(calls: calls) {
                    ForEach(0..<count, id: \.self) { _ in Color.red }
                }
                .testID("layout")
                Button("More") { count += 1 }.testID("more")
            }
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() throws {
        let calls = Calls()
        let h = host(Rows(calls: calls))
        #expect(calls.made == 1 && calls.updated == 0)
        #expect(close(h.frame(of: "layout")!.height, 20))
        try h.tap("more")
        // A third row: the same cache, updated rather than made again, now counting three.
        #expect(calls.made == 1 && calls.updated >= 1)
        #expect(calls.subviewCounts.last == 3)
        #expect(close(h.frame(of: "layout")!.height, 30))
    }
}
