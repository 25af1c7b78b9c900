import Foundation
import Testing
@testable import Tether

/// `refreshable(action:)`, the environment's `refresh` and Tether's `ViewHost.refresh`.
@MainActor
@Suite struct RefreshableTests {
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    @Test func refreshRunsTheListsRefreshableActionAndUpdates() async throws {
        struct Feed: View {
            @State var items = ["Old"]
            var body: some View {
                List(items, id: \.self) { Text($0).testID($0) }
                    .refreshable { @MainActor in items.insert("New", at: 0) }
                    .testID("feed")
            }
        }
        let h = host(Feed())
        try await h.refresh("feed")
        #expect(h.frame(of: "New") != nil)
        #expect((h.frame(of: "Old")?.minY ?? 0) > (h.frame(of: "New")?.minY ?? 0))
    }

    @Test func theEnvironmentsRefreshRunsTheSameAction() async throws {
        let counter = Counter()
        let seen = Recorder<RefreshAction?>()
        struct Reader: View {
            @Environment(\.refresh) var refresh
            let seen: Recorder<RefreshAction?>
            var body: some View {
                seen.record(refresh)
                return Text("x")
            }
        }
        _ = host(Reader(seen: seen).refreshable { counter.count += 1 })
        await seen.value??()
        #expect(counter.count == 1)
        _ = host(Reader(seen: seen))
        #expect(seen.value! == nil)
    }

    @Test func refreshFindsAScrollViewToo() async throws {
        let counter = Counter()
        let h = host(ScrollView { Text("x").testID("x") }.refreshable { counter.count += 1 })
        try await h.refresh("x")
        #expect(counter.count == 1)
    }

    @Test func refreshWithoutARefreshableListThrows() async {
        let h = host(List { Text("x").testID("x") })
        await #expect(throws: InteractionError.notRefreshable("x")) { try await h.refresh("x") }
        // A refreshable on a view that is no list or scroll view is not pulled.
        let plain = host(Text("y").testID("y").refreshable {})
        await #expect(throws: InteractionError.notRefreshable("y")) { try await plain.refresh("y") }
    }
}
