import Foundation
import Testing
@testable import Tether

/// `listSectionSpacing` with `ListSectionSpacing` (`.default`, `.compact`, `.custom`) or a
/// length, on a list or on its sections, combined as SwiftUI documents: each section with its
/// own spacing gives half of it on either side; a section without one takes its neighbour's.
@MainActor
@Suite struct ListSectionSpacingTests {
    /// The distance from the top of row "a" to the top of row "b" (rows are 52 pt).
    private func gap<V: View>(_ view: V) -> CGFloat {
        let h = host(view)
        return (h.frame(of: "b")?.minY ?? 0) - (h.frame(of: "a")?.minY ?? 0) - 52
    }

    private func sections<A: View, B: View>(_ first: (AnyView) -> A, _ second: (AnyView) -> B) -> some View {
        List {
            first(AnyView(Section { Text("A").testID("a") }))
            second(AnyView(Section { Text("B").testID("b") }))
        }
    }

    @Test func insetGroupedSectionsAre35PointsApartByDefault() {
        #expect(close(gap(sections({ $0 }, { $0 })), 35))
        #expect(close(gap(sections({ $0 }, { $0 }).listSectionSpacing(.default)), 35))
    }

    @Test func compactSpacingBringsSectionsCloser() {
        #expect(close(gap(sections({ $0 }, { $0 }).listSectionSpacing(.compact)), ListSectionSpacing.compactLength))
        #expect(ListSectionSpacing.compactLength < 35)
    }

    @Test func customSpacingIsTheGivenLength() {
        #expect(close(gap(sections({ $0 }, { $0 }).listSectionSpacing(.custom(12))), 12))
        #expect(close(gap(sections({ $0 }, { $0 }).listSectionSpacing(12)), 12))
    }

    @Test func aSectionWithoutSpacingTakesItsNeighbours() {
        #expect(close(gap(sections({ $0.listSectionSpacing(10) }, { $0 })), 10))
        #expect(close(gap(sections({ $0 }, { $0.listSectionSpacing(.custom(4)) })), 4))
    }

    @Test func adjacentSectionsWithDifferentSpacingsEachGiveHalf() {
        #expect(close(gap(sections({ $0.listSectionSpacing(10) }, { $0.listSectionSpacing(30) })), 20))
    }

    @Test func aSectionsSpacingWinsOverTheLists() {
        // The list's 5 reaches the first section; the second's own 30: 2.5 + 15.
        #expect(close(gap(sections({ $0 }, { $0.listSectionSpacing(30) }).listSectionSpacing(5)), 17.5))
    }

    @Test func plainListsStayWithoutSpaceBetweenSections() {
        #expect(close(gap(sections({ $0 }, { $0 }).listStyle(.plain)), 0))
        #expect(close(gap(sections({ $0 }, { $0 }).listSectionSpacing(.compact).listStyle(.plain)), 0))
        #expect(close(gap(sections({ $0 }, { $0 }).listSectionSpacing(.custom(8)).listStyle(.plain)), 8))
    }

    @Test func badSpacingIsReportedAndTakenAsZero() {
        for bad: CGFloat in [.nan, -CGFloat.infinity, -3, 1e308] {
            let h = host(sections({ $0 }, { $0 }).listSectionSpacing(.custom(bad)))
            let a = h.frame(of: "a")?.minY ?? 0, b = h.frame(of: "b")?.minY ?? 0
            #expect(close(b - a - 52, 0), "\(bad)")
            #expect(h.diagnostics.contains { $0.kind == .invalidGeometry && $0.message.contains("listSectionSpacing") }, "\(bad)")
        }
    }
}
