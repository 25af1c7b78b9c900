import Foundation
import Testing
@testable import Tether

/// `contextMenu(menuItems:)` and `contextMenu(menuItems:preview:)`, opened by a long press.
@MainActor
@Suite struct ContextMenuTests {
    struct Photo: View {
        let log: Recorder<String>
        var body: some View {
            VStack {
                Color.blue.frame(width: 120, height: 80)
                    .testID("photo")
                    .contextMenu {
                        Button("Share", systemImage: "square.and.arrow.up") { log.record("share") }.testID("share")
                        Button("Delete", systemImage: "trash", role: .destructive) { log.record("delete") }.testID("delete")
                    }
                Spacer()
            }
            .padding(.top, 100)
        }
    }

    @Test func aLongPressOpensTheMenuUnderTheLiftedView() throws {
        let h = host(Photo(log: Recorder()), width: 390, height: 844)
        #expect(h.frame(of: "share") == nil)
        try h.longPress("photo")
        let photo = try #require(h.frame(of: "photo"))
        // The view stays where it is; the 250 pt panel comes 8 pt under it, centred with it
        // (the view is in the middle third of the canvas).
        expectFrame(h, "share", CGRect(x: photo.midX - 125, y: photo.maxY + 8, width: 250, height: 44))
        expectFrame(h, "delete", CGRect(x: photo.midX - 125, y: photo.maxY + 8 + 44, width: 250, height: 44))
    }

    @Test func iOS13sContextMenuValueOpensTheSameMenuAndNilOpensNone() throws {
        struct Legacy: View {
            let attached: Bool
            var body: some View {
                Color.blue.frame(width: 120, height: 80).testID("photo")
                    .contextMenu(attached ? ContextMenu { Button("Share") {}.testID("share") } : nil)
            }
        }
        let h = host(Legacy(attached: true), width: 390, height: 844)
        try h.longPress("photo")
        #expect(h.frame(of: "share") != nil)
        let none = host(Legacy(attached: false), width: 390, height: 844)
        try none.longPress("photo")
        #expect(none.frame(of: "share") == nil)
    }

    @Test func aTapDoesNotOpenTheContextMenu() throws {
        let h = host(Photo(log: Recorder()).onTapGesture {}, width: 390, height: 844)
        try h.tap("photo")
        #expect(h.frame(of: "share") == nil)
    }

    @Test func aTapOnAnItemRunsItAndClosesTheMenu() throws {
        let log = Recorder<String>()
        let h = host(Photo(log: log), width: 390, height: 844)
        try h.longPress("photo")
        try h.tap("delete")
        #expect(log.value == "delete")
        #expect(h.frame(of: "delete") == nil)
    }

    @Test func aTapOutsideClosesTheMenu() throws {
        let log = Recorder<String>()
        let h = host(Photo(log: log), width: 390, height: 844)
        try h.longPress("photo")
        try h.tap(at: CGPoint(x: 20, y: 800))
        #expect(log.count == 0 && h.frame(of: "share") == nil)
    }

    @Test func theCanvasBehindAContextMenuIsBlurred() throws {
        let h = host(Photo(log: Recorder()), width: 390, height: 844)
        try h.longPress("photo")
        // The material's white tint covers the otherwise transparent canvas.
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(pixels.pixel(x: 10, y: 830).a > 0)
    }

    @Test func aCustomPreviewIsShownAtItsIdealSizeAboveTheMenu() throws {
        let h = host(VStack {
            Text("Row").testID("row")
                .contextMenu {
                    Button("Open") {}.testID("open")
                } preview: {
                    Color.orange.frame(width: 200, height: 150).testID("preview")
                }
            Spacer()
        }
        .padding(.top, 100), width: 390, height: 844)
        #expect(h.frame(of: "preview") == nil)
        try h.longPress("row")
        let row = try #require(h.frame(of: "row"))
        expectFrame(h, "preview", CGRect(x: row.midX - 100, y: row.minY, width: 200, height: 150))
        expectFrame(h, "open", CGRect(x: row.midX - 125, y: row.minY + 150 + 8, width: 250, height: 44))
    }

    @Test func noMenuItemsTurnTheContextMenuOff() throws {
        let h = host(Color.blue.frame(width: 100, height: 100).testID("box").contextMenu {}, width: 390, height: 844)
        try h.longPress("box")
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(pixels.pixel(x: 5, y: 5).a == 0)
    }
}
