import Foundation
import Testing
@testable import Tether

private final class URLLog: @unchecked Sendable { var urls: [URL] = [] }

/// `Link` opens its destination through the environment's `openURL` action.
@MainActor
@Suite struct LinkTests {
    let site = URL(string: "https://example.org/field-notes")!

    @Test func tappingALinkOpensItsDestinationWithTheSystemAction() throws {
        let h = ViewHost(Link("Website", destination: site).accessibilityIdentifier("link"), size: CGSize(width: 200, height: 60))
        h.drawsWindowBackground = false
        h.update()
        let before = UIApplication.shared.openedURLs.count
        try h.tap("link")
        #expect(UIApplication.shared.openedURLs.count == before + 1)
        #expect(UIApplication.shared.openedURLs.last == site)
    }

    @Test func aCustomOpenURLActionGetsTheURL() throws {
        let log = URLLog()
        let view = Link(destination: site) { Text("Website") }
            .accessibilityIdentifier("link")
            .environment(\.openURL, OpenURLAction { url in
                log.urls.append(url)
                return .handled
            })
        let h = ViewHost(view, size: CGSize(width: 200, height: 60))
        h.drawsWindowBackground = false
        h.update()
        let before = UIApplication.shared.openedURLs.count
        try h.tap("link")
        #expect(log.urls == [site])
        #expect(UIApplication.shared.openedURLs.count == before)   // handled: the system does not open it
    }

    @Test func resultsSayWhetherTheURLWasAccepted() {
        var accepted: [Bool] = []
        OpenURLAction { _ in .handled }(site) { accepted.append($0) }
        OpenURLAction { _ in .discarded }(site) { accepted.append($0) }
        OpenURLAction { _ in .systemAction(URL(string: "https://example.org/other")!) }(site) { accepted.append($0) }
        // The system opens nothing headlessly, so a system action is not accepted.
        #expect(accepted == [true, false, false])
        #expect(UIApplication.shared.openedURLs.last == URL(string: "https://example.org/other")!)
    }

    @Test func aLinkIsDrawnInTheTintColour() throws {
        let h = ViewHost(Link("Website", destination: site).accessibilityIdentifier("link"), size: CGSize(width: 200, height: 60))
        h.drawsWindowBackground = false
        h.update()
        let p = try DecodedPixels(pngData: h.pngData(scale: 2))
        let frame = try #require(h.frame(of: "link"))
        var inked: (r: Int, g: Int, b: Int, a: Int)?
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where p.pixel(x: x, y: y).a == 255 {
                inked = p.pixel(x: x, y: y)
            }
        }
        let ink = try #require(inked)
        #expect(ink.r == 0 && ink.g == 136 && ink.b == 255)   // iOS 26's accent blue
    }
}
