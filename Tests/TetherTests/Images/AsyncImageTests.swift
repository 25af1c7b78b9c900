import Foundation
import Testing
@testable import Tether

/// `AsyncImage` in its three forms: the placeholder until the load is done, then the image;
/// a failed load keeps (or shows) the failure with a diagnostic.
@MainActor
@Suite struct AsyncImageTests {
    /// A PNG file of `width`×`height` pixels of one colour, in a temporary folder.
    func pngFile(_ color: Color, _ width: CGFloat, _ height: CGFloat) throws -> URL {
        let h = ViewHost(color, size: CGSize(width: width, height: height))
        h.drawsWindowBackground = false
        h.update()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-async-\(UUID()).png")
        try h.pngData(scale: 1).write(to: url)
        return url
    }

    func pixels<V: View>(_ h: ViewHost<V>) throws -> DecodedPixels { try DecodedPixels(pngData: h.pngData(scale: 1)) }

    @Test func thePlainFormShowsAGreyBoxThenTheImageAtItsScale() async throws {
        let url = try pngFile(.red, 40, 20)
        let h = ViewHost(AsyncImage(url: url, scale: 2).accessibilityIdentifier("a"), size: CGSize(width: 60, height: 60))
        h.drawsWindowBackground = false
        h.update()
        // Before the load: the placeholder fills the offered 60×60 canvas with the
        // secondary system fill (120, 120, 128 at 16 %).
        #expect(h.frame(of: "a")?.size == CGSize(width: 60, height: 60))
        let grey = try pixels(h).pixel(x: 30, y: 30)
        // (Straight alpha read back from 16 % coverage rounds each channel by a few units.)
        #expect(abs(grey.r - 120) <= 4 && abs(grey.g - 120) <= 4 && abs(grey.b - 128) <= 4 && abs(grey.a - 41) <= 1, "\(grey)")
        await h.waitForTasks()
        // 40×20 pixels at scale 2: a 20×10-point image, centred.
        #expect(h.frame(of: "a") == CGRect(x: 20, y: 25, width: 20, height: 10))
        let red = try pixels(h).pixel(x: 30, y: 30)
        #expect(red.r == 255 && red.g == 56 && red.a == 255)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func contentAndPlaceholderFormsShapeTheLoadedImage() async throws {
        let url = try pngFile(.blue, 10, 10)
        let view = AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Color.orange
        }
        .frame(width: 30, height: 30)
        let h = ViewHost(view, size: CGSize(width: 30, height: 30))
        h.drawsWindowBackground = false
        h.update()
        #expect(try pixels(h).pixel(x: 15, y: 15).g == 141)   // orange placeholder
        await h.waitForTasks()
        let blue = try pixels(h)
        #expect(blue.pixel(x: 2, y: 2).b == 255 && blue.pixel(x: 28, y: 28).b == 255)   // resized to the frame
    }

    @Test func anHTTPImageLoadsThroughURLSessionAndAnErrorStatusIsAFailure() async throws {
        let png = try Data(contentsOf: pngFile(.green, 8, 8))
        let server = try LocalHTTPServer { path in path == "/dot.png" ? (200, png) : (404, Data("not found".utf8)) }
        let view = VStack(spacing: 0) {
            AsyncImage(url: server.url("/dot.png")) { phase in
                switch phase {
                case .empty: Color.yellow
                case .success(let image): image.resizable()
                case .failure: Color.red
                @unknown default: Color.clear
                }
            }
            .frame(width: 10, height: 10)
            AsyncImage(url: server.url("/missing.png")) { phase in
                if case .failure = phase { Color.red } else { Color.yellow }
            }
            .frame(width: 10, height: 10)
        }
        let h = ViewHost(view, size: CGSize(width: 10, height: 20))
        h.drawsWindowBackground = false
        h.update()
        #expect(try pixels(h).pixel(x: 5, y: 5).b == 0)        // yellow: still loading
        await h.waitForTasks()
        let p = try pixels(h)
        let loaded = p.pixel(x: 5, y: 5), failed = p.pixel(x: 5, y: 15)
        #expect(loaded.g > 150 && loaded.r < 100, "\(loaded)")    // the green PNG from the server
        #expect(failed.r == 255 && failed.g == 56, "\(failed)")  // iOS red: the 404 is a failure
        // Diagnostics are those of the last update: a host whose only load is the failing one
        // reports it in the update that shows the failure, whichever load finishes first.
        let missing = ViewHost(AsyncImage(url: server.url("/missing.png")).frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        missing.drawsWindowBackground = false
        missing.update()
        await missing.waitForTasks()
        #expect(missing.diagnostics.contains { $0.message.contains("HTTP status 404") }, "\(missing.diagnostics)")
        withExtendedLifetime(server) {}
    }

    @Test func aFailedLoadShowsTheFailurePhaseWithADiagnostic() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent/tether-\(UUID()).png")
        let view = AsyncImage(url: missing, transaction: Transaction(animation: .default)) { phase in
            switch phase {
            case .empty: Color.yellow
            case .success(let image): image
            case .failure: Color.red
            }
        }
        let h = ViewHost(view.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        h.drawsWindowBackground = false
        h.update()
        #expect(try pixels(h).pixel(x: 5, y: 5).g == 204)   // yellow while empty
        await h.waitForTasks()
        let failed = try pixels(h).pixel(x: 5, y: 5)
        #expect(failed.r == 255 && failed.g == 56)            // red: the failure phase
        #expect(h.diagnostics.contains { $0.kind == .missingResource && $0.message.contains("AsyncImage could not load") })
    }

    @Test func bytesThatAreNoImageFailToo() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-async-\(UUID()).png")
        try Data("not a picture".utf8).write(to: url)
        let h = ViewHost(AsyncImage(url: url).frame(width: 8, height: 8), size: CGSize(width: 8, height: 8))
        h.drawsWindowBackground = false
        h.update()
        await h.waitForTasks()
        // The plain form keeps its placeholder after a failure.
        let grey = try pixels(h).pixel(x: 4, y: 4)
        #expect(abs(grey.r - 120) <= 4 && abs(grey.b - 128) <= 4 && abs(grey.a - 41) <= 1, "\(grey)")
        #expect(h.diagnostics.contains { $0.message.contains("neither PNG nor JPEG") })
    }

    @Test func aNilURLStaysEmpty() async throws {
        let h = ViewHost(AsyncImage(url: nil) { phase in
            phase.image == nil && phase.error == nil ? Color.green : Color.red
        }.frame(width: 4, height: 4), size: CGSize(width: 4, height: 4))
        h.update()
        await h.waitForTasks()
        #expect(try pixels(h).pixel(x: 2, y: 2).g == 199)
        #expect(h.diagnostics.isEmpty)
    }
}
