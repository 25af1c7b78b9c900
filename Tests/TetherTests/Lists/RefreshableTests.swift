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

/// The refresh spinner a list shows while its refresh runs.
extension RefreshableTests {
    /// Holds a refresh action until the test lets it finish.
    final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, Never>?
        private var isOpen = false
        private(set) var isWaiting = false
        func wait() async {
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                lock.lock()
                if isOpen { lock.unlock(); c.resume(); return }
                continuation = c
                isWaiting = true
                lock.unlock()
            }
        }
        func open() {
            lock.lock()
            isOpen = true
            let c = continuation
            continuation = nil
            lock.unlock()
            c?.resume()
        }
    }

    @Test func whileARefreshRunsTheListShowsTheSpinnerAboveItsContent() async throws {
        let gate = Gate()
        let h = host(List { Text("A").testID("a") }.refreshable { await gate.wait() }.testID("feed"), width: 400, height: 300)
        // Inset grouped: the first row 35 pt down.
        let before = try #require(h.frame(of: "a"))
        let task = Task { @MainActor in try await h.refresh("feed") }
        for _ in 0..<1000 where !gate.isWaiting { await Task.yield() }
        #expect(gate.isWaiting)
        // The content moves down by the refresh control's 60 pt band...
        let during = try #require(h.frame(of: "a"))
        #expect(close(during.minY - before.minY, 60))
        // ...where the grey spinner sits in the middle, over the grouped background.
        let png = try PNGDecoder.decode(h.pngData(scale: 2))
        let band = (20 * 2..<40 * 2).flatMap { y in (190 * 2..<210 * 2).map { x in png.pixel(x: x, y: y) } }
        #expect(band.contains { $0.r < 200 && $0.r == $0.g }, "no spinner pixels")
        #expect(png.pixel(x: 100 * 2, y: 30 * 2).r == 242, "beside the spinner, the grouped grey")
        gate.open()
        try await task.value
        // Done: the spinner goes and the content is back in place.
        #expect(close(h.frame(of: "a")?.minY ?? 0, before.minY))
        let after = try PNGDecoder.decode(h.pngData(scale: 2))
        #expect(after.pixel(x: 200 * 2, y: 24 * 2).r == 242)
    }
}

extension RefreshableTests {
    @Test func whileARefreshRunsAScrollViewShowsTheSpinnerAboveItsContent() async throws {
        let gate = Gate()
        // The text 100 pt down, clear of the spinner's band.
        let h = host(ScrollView { Text("A").testID("a").padding(.top, 100) }.refreshable { await gate.wait() }.testID("feed"),
                     width: 400, height: 300)
        let before = try #require(h.frame(of: "a"))
        #expect(close(before.minY, 100))
        let task = Task { @MainActor in try await h.refresh("feed") }
        for _ in 0..<1000 where !gate.isWaiting { await Task.yield() }
        #expect(gate.isWaiting)
        #expect(close((h.frame(of: "a")?.minY ?? 0) - before.minY, 60))
        // The grey spinner in the middle of the 60 pt band (the canvas is clear elsewhere).
        let png = try PNGDecoder.decode(h.pngData(scale: 2))
        let band = (20 * 2..<40 * 2).flatMap { y in (190 * 2..<210 * 2).map { x in png.pixel(x: x, y: y) } }
        #expect(band.contains { $0.a > 100 && $0.r < 200 && $0.r == $0.g }, "no spinner pixels")
        #expect(png.pixel(x: 100 * 2, y: 30 * 2).a == 0, "beside the spinner, nothing")
        gate.open()
        try await task.value
        #expect(close(h.frame(of: "a")?.minY ?? 0, before.minY))
        let after = try PNGDecoder.decode(h.pngData(scale: 2))
        let cleared = (20 * 2..<40 * 2).flatMap { y in (190 * 2..<210 * 2).map { x in after.pixel(x: x, y: y) } }
        #expect(!cleared.contains { $0.a > 0 }, "the spinner stays")
    }
}

extension RefreshableTests {
    /// A UIKit refresh control's tint colours the spinner (a table hands it to its list as
    /// `refreshControlTint`); `UIRefreshControl.appearance()` gives later controls its tint and
    /// title.
    @Test func aRefreshControlsTintColoursTheSpinner() async throws {
        let gate = Gate()
        let h = host(List { Text("A") }.refreshable { await gate.wait() }.environment(\.refreshControlTint, .systemRed).testID("feed"),
                     width: 400, height: 300)
        let task = Task { @MainActor in try await h.refresh("feed") }
        for _ in 0..<1000 where !gate.isWaiting { await Task.yield() }
        let png = try PNGDecoder.decode(h.pngData(scale: 2))
        let band = (20 * 2..<40 * 2).flatMap { y in (190 * 2..<210 * 2).map { x in png.pixel(x: x, y: y) } }
        // iOS 26's light system red, (255, 56, 60), at the spinner's strongest spoke.
        #expect(band.contains { $0.r == 255 && abs($0.g - 56) <= 2 && abs($0.b - 60) <= 2 }, "no red spinner pixels")
        #expect(!band.contains { $0.r < 200 && $0.r == $0.g }, "grey spinner pixels")
        gate.open()
        try await task.value

        // Set, read and undone without suspending: no other test sees the proxy styled.
        let proxy = UIRefreshControl.appearance()
        #expect(proxy === UIRefreshControl.appearance(whenContainedInInstancesOf: [UITableView.self]))
        proxy.tintColor = .systemGreen
        proxy.attributedTitle = NSAttributedString(string: "Loading")
        let made = UIRefreshControl()
        let tinted = made.ownTintColor === UIColor.systemGreen && UIRefreshControl.appearanceTint === UIColor.systemGreen
        let titled = made.attributedTitle?.string == "Loading"
        proxy.tintColor = nil
        proxy.attributedTitle = nil
        #expect(tinted && titled)
        #expect(UIRefreshControl().ownTintColor == nil && UIRefreshControl.appearanceTint == nil)
    }
}
