import Foundation
import Testing
@testable import Tether

/// Lays `view` out in a canvas of `size` and returns the updated host. Its renderings show
/// the views alone, transparent where nothing draws (no window background), so pixel tests
/// read what the views drew; `WindowBackgroundTests` cover the window's own paint.
@MainActor
func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 400) -> ViewHost<V> {
    checkInvariantsAfterEveryUpdate()
    let host = ViewHost(view, size: CGSize(width: width, height: height))
    host.drawsWindowBackground = false
    host.update()
    return host
}

/// Geometry is compared with a small tolerance.
func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

/// The glyph box of one line of text at `size` points as iOS lays it out: SF Pro's ascender
/// and descender, (1950 + 494) / 2048 of the size (20.29 pt for body).
func lineBox(_ size: CGFloat = 17) -> CGFloat { (1950.0 + 494.0) / 2048.0 * size }
/// `length` rounded up to the display's pixel grid (2x unless given), as SwiftUI sizes text.
func pixelCeil(_ length: CGFloat, scale: CGFloat = 2) -> CGFloat { (length * scale - 1e-9).rounded(.up) / scale }
/// A line of body text at 2x: 20.29 pt rounded up to 20.5.
let bodyLine = pixelCeil(lineBox())

func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

func close(_ a: CGPoint?, _ b: CGPoint, tolerance: CGFloat = 0.01) -> Bool {
    guard let a else { return false }
    return close(a.x, b.x, tolerance: tolerance) && close(a.y, b.y, tolerance: tolerance)
}

extension View {
    /// Short form used by the tests: an accessibility identifier to look the view up by.
    func testID(_ id: String) -> some View { accessibilityIdentifier(id) }
}

/// Keeps a value a view reported while it was laid out (tests read it afterwards).
final class Recorder<T>: @unchecked Sendable {
    var value: T?
    var count = 0
    func record(_ v: T) { value = v; count += 1 }
}

/// A clear view that records `value` when its body runs (used inside GeometryReaders).
struct Recording<T>: View {
    let recorder: Recorder<T>
    let value: T
    var body: some View {
        recorder.record(value)
        return Color.clear
    }
}

/// The PNG of `view` on a `width`×`height` canvas at `scale`, decoded to pixels.
@MainActor
func pixels<V: View>(_ view: V, width: CGFloat, height: CGFloat, scale: CGFloat = 2) throws -> DecodedPixels {
    try PNGDecoder.decode(host(view, width: width, height: height).pngData(scale: scale))
}

/// A UIKit image renderer at one pixel per point, so pixel (x, y) is point (x, y).
@MainActor
func oneXRenderer(_ width: CGFloat, _ height: CGFloat) -> UIGraphicsImageRenderer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
}

/// A UIKit image's PNG, decoded to pixels.
func pixels(_ image: UIImage) throws -> DecodedPixels { try DecodedPixels(pngData: #require(image.pngData())) }

/// Whether pixel `p` is within `tolerance` of the sRGB bytes `r`, `g`, `b`, `a`.
func near(_ p: (r: Int, g: Int, b: Int, a: Int), _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 2) -> Bool {
    abs(p.r - r) <= tolerance && abs(p.g - g) <= tolerance && abs(p.b - b) <= tolerance && abs(p.a - a) <= tolerance
}

/// A counter with a button: tapping "add" grows the "bar" by 10 points.
struct TapCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)").accessibilityIdentifier("label")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
            Color.blue.frame(width: 10, height: CGFloat(10 + count * 10)).accessibilityIdentifier("bar")
        }
    }
}

/// Checks the frame of the view marked `id` (global space) against `expected`; a failure
/// shows both frames and the host's layout dump, so the wrong number can be traced.
@MainActor
func expectFrame<V: View>(_ host: ViewHost<V>, _ id: String, _ expected: CGRect, tolerance: CGFloat = 0.01,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = host.frame(of: id)
    guard !close(actual, expected, tolerance: tolerance) else { return }
    let shown = actual.map { "\($0)" } ?? "no view with that identifier"
    Issue.record("frame of \"\(id)\" is \(shown), expected \(expected)\n\(host.layoutDump())", sourceLocation: sourceLocation)
}

/// Makes every update in the tests check the tree's invariants; a broken one fails the test
/// that made the update.
func checkInvariantsAfterEveryUpdate() {
    guard ViewGraph.invariantViolationHandler == nil else { return }
    ViewGraph.invariantViolationHandler = { problems in
        let listed = problems.prefix(20).joined(separator: "\n")
        Issue.record(Comment(rawValue: "the tree breaks its invariants after an update:\n\(listed)"))
    }
}

/// The layouts of the texts the host shows, in tree order.
@MainActor
func textLayouts<V: View>(_ h: ViewHost<V>) -> [TextLayoutNode] {
    var layouts: [TextLayoutNode] = []
    var stack = [h.root]
    while let node = stack.popLast() {
        if let laidOut = node.layout as? TextLayoutNode { layouts.append(laidOut) }
        stack.append(contentsOf: node.children.reversed())
    }
    return layouts
}

/// The frame (global space) of the laid-out text showing `string`, when exactly one does.
@MainActor
func textFrame<V: View>(_ string: String, in h: ViewHost<V>) -> CGRect? {
    var found: [CGRect] = []
    var stack = [h.root]
    while let node = stack.popLast() {
        if let text = node.layout as? TextLayoutNode, text.text.string == string { found.append(node.globalBounds) }
        stack.append(contentsOf: node.children)
    }
    return found.count == 1 ? found[0] : nil
}

/// The strings of the texts the host shows (translated and cased as laid out), in tree order.
@MainActor
func dumpedTexts<V: View>(_ h: ViewHost<V>) -> [String] {
    var texts: [String] = []
    var stack = [h.root]
    while let node = stack.popLast() {
        if let laidOut = node.layout as? TextLayoutNode { texts.append(laidOut.text.string) }
        else if let text = node.view as? Text { texts.append(text.string) }
        stack.append(contentsOf: node.children.reversed())
    }
    return texts
}

/// The ink (glyph outlines' bounds) of the text showing `string`, in the window's space.
@MainActor
func textInk<V: View>(of string: String, in h: ViewHost<V>) -> CGRect? {
    var stack = [h.root]
    while let node = stack.popLast() {
        if let text = node.layout as? TextLayoutNode, text.text.string == string {
            let bounds = text.layout(node.proposal, node: node).path().boundingRect
            return bounds.offsetBy(dx: node.globalBounds.minX, dy: node.globalBounds.minY)
        }
        stack.append(contentsOf: node.children.reversed())
    }
    return nil
}

/// Waits (without blocking the main queue) until `condition` holds or `seconds` pass.
func waitUntil(_ seconds: TimeInterval = 5, _ condition: @escaping @Sendable () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 2_000_000)
    }
    return true
}
