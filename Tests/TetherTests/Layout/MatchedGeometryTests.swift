import Foundation
import Testing
@testable import Tether

/// `matchedGeometryEffect` in a steady state, as SwiftUI documents it: the views of a group
/// that are not the source take the source's frame in the window (its size as their proposal
/// and size, its anchor point as theirs), whatever lies between them. Like an offset, the
/// move shows inside the effect (frames read within it), not to the views around it.
@MainActor
@Suite struct MatchedGeometryTests {
    struct Tabs: View {
        @Namespace var tabs
        @State var selected = 0
        var body: some View {
            ZStack(alignment: .topLeading) {
                Capsule().fill(.blue.opacity(0.2))
                    .testID("indicator")
                    .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
                HStack(spacing: 10) {
                    ForEach(0..<3, id: \.self) { index in
                        Text(["One", "Three", "Fifteen"][index]).padding(8)
                            .matchedGeometryEffect(id: index, in: tabs)
                            .onTapGesture { selected = index }
                            .testID("tab\(index)")
                    }
                }
            }
        }
    }

    @Test func aNonSourceTakesTheSourcesFrame() throws {
        let h = host(Tabs())
        let tab0 = try #require(h.frame(of: "tab0"))
        #expect(close(h.frame(of: "indicator"), tab0))
        try h.tap("tab2")
        #expect(close(h.frame(of: "indicator"), try #require(h.frame(of: "tab2"))))
        #expect(!h.diagnostics.contains { $0.kind == .updateLoop })
    }

    @Test func positionOnlyMovesTheAnchorAndKeepsTheSize() throws {
        struct Marker: View {
            @Namespace var space
            let anchor: UnitPoint
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20)
                        .testID("marker")
                        .matchedGeometryEffect(id: "target", in: space, properties: .position, anchor: anchor, isSource: false)
                    Color.clear.frame(height: 100)
                    Color.green.frame(width: 120, height: 60)
                        .matchedGeometryEffect(id: "target", in: space, anchor: anchor)
                        .testID("target")
                }
            }
        }
        let centred = host(Marker(anchor: .center))
        let target = try #require(centred.frame(of: "target"))
        #expect(close(centred.frame(of: "marker"), CGRect(x: target.midX - 10, y: target.midY - 10, width: 20, height: 20)))
        let corner = host(Marker(anchor: .topLeading))
        let cornerTarget = try #require(corner.frame(of: "target"))
        #expect(close(corner.frame(of: "marker"), CGRect(x: cornerTarget.minX, y: cornerTarget.minY, width: 20, height: 20)))
    }

    @Test func theSourcesFrameIsInTheWindowWhateverIsBetween() throws {
        struct Scaled: View {
            @Namespace var space
            var body: some View {
                HStack {
                    Color.orange
                        .testID("follower")
                        .matchedGeometryEffect(id: 1, in: space, isSource: false)
                        .offset(x: 40, y: -25)
                    Color.teal.frame(width: 80, height: 50)
                        .matchedGeometryEffect(id: 1, in: space)
                        .testID("source")
                        .padding(20)
                }
            }
        }
        let h = host(Scaled())
        #expect(close(h.frame(of: "follower"), try #require(h.frame(of: "source"))))
    }

    @Test func contentWithASizeOfItsOwnIsCentredOnTheSource() throws {
        struct Fixed: View {
            @Namespace var space
            var body: some View {
                VStack(spacing: 40) {
                    Color.orange.frame(width: 30, height: 30).testID("small").matchedGeometryEffect(id: 1, in: space, isSource: false)
                    Color.teal.frame(width: 80, height: 50).matchedGeometryEffect(id: 1, in: space).testID("source")
                }
            }
        }
        let h = host(Fixed())
        let source = try #require(h.frame(of: "source"))
        #expect(close(h.frame(of: "small"), CGRect(x: source.midX - 15, y: source.midY - 15, width: 30, height: 30)))
    }

    @Test func withoutASourceAViewKeepsItsOwnFrame() {
        struct Alone: View {
            @Namespace var space
            var body: some View {
                Color.red.frame(width: 40, height: 30).matchedGeometryEffect(id: 7, in: space, isSource: false).testID("alone")
            }
        }
        #expect(close(host(Alone(), width: 200, height: 100).frame(of: "alone"), CGRect(x: 80, y: 35, width: 40, height: 30)))
    }

    @Test func twoSourcesInAGroupAreReported() {
        struct Twice: View {
            @Namespace var space
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: 0, in: space)
                    Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: 0, in: space)
                }
            }
        }
        #expect(host(Twice()).diagnostics.contains { $0.message.contains("Multiple inserted views in matched geometry group") })
    }

    @Test func aNamespaceKeepsItsIdentityAcrossUpdates() throws {
        final class Seen { var ids: Set<Namespace.ID> = [] }
        let seen = Seen()
        struct Probe: View {
            @Namespace var space
            @State var count = 0
            let seen: Seen
            var body: some View {
                seen.ids.insert(space)
                return Button("\(count)") { count += 1 }.testID("b")
            }
        }
        let h = host(Probe(seen: seen))
        try h.tap("b")
        try h.tap("b")
        #expect(seen.ids.count == 1)
        let other = host(Probe(seen: seen))
        _ = other
        #expect(seen.ids.count == 2)
    }
}
