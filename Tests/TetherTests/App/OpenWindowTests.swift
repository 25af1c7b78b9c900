import Foundation
import Testing
@testable import Tether

/// `openWindow` and `dismissWindow` on an iPhone: one window, so a request opens or closes none
/// and is recorded.
@MainActor
@Suite struct OpenWindowTests {
    struct Opener: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
        let seen: Recorder<Bool>
        var body: some View {
            seen.record(supportsMultipleWindows)
            return VStack {
                Button("Viewer") { openWindow(id: "viewer") }.testID("id")
                Button("Note") { openWindow(value: 42) }.testID("value")
                Button("Both") { openWindow(id: "notes", value: "draft") }.testID("both")
            }
        }
    }

    @Test func anIPhoneSupportsOneWindow() {
        let seen = Recorder<Bool>()
        _ = host(Opener(seen: seen))
        #expect(seen.value == false)
    }

    @Test func requestsAreRecordedInOrderAndOpenNothing() throws {
        let h = host(Opener(seen: Recorder()))
        let before = UIApplication.shared.openWindowRequests.count
        let layout = h.layoutDump()
        try h.tap("id")
        try h.tap("value")
        try h.tap("both")
        let requests = Array(UIApplication.shared.openWindowRequests.dropFirst(before))
        #expect(requests == [WindowRequest(id: "viewer", value: nil),
                             WindowRequest(id: nil, value: AnyHashable(42)),
                             WindowRequest(id: "notes", value: AnyHashable("draft"))])
        // The one window shows what it showed.
        #expect(h.layoutDump() == layout)
    }

    struct Closer: View {
        @Environment(\.dismissWindow) private var dismissWindow
        var body: some View {
            VStack {
                Button("Close") { dismissWindow() }.testID("current")
                Button("Viewer") { dismissWindow(id: "viewer") }.testID("id")
                Button("Note") { dismissWindow(value: 42) }.testID("value")
                Button("Both") { dismissWindow(id: "notes", value: "draft") }.testID("both")
            }
        }
    }

    @Test func dismissalsAreRecordedInOrderAndTheOneWindowStays() throws {
        let h = host(Closer())
        let before = UIApplication.shared.dismissWindowRequests.count
        let layout = h.layoutDump()
        for id in ["current", "id", "value", "both"] { try h.tap(id) }
        let requests = Array(UIApplication.shared.dismissWindowRequests.dropFirst(before))
        #expect(requests == [WindowRequest(id: nil, value: nil),
                             WindowRequest(id: "viewer", value: nil),
                             WindowRequest(id: nil, value: AnyHashable(42)),
                             WindowRequest(id: "notes", value: AnyHashable("draft"))])
        #expect(h.layoutDump() == layout)
    }
}
