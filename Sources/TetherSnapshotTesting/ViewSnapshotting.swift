import Foundation
import SnapshotTesting
import Tether

/// How a view is sized for a snapshot, as swift-snapshot-testing's SwiftUI strategies do.
public enum SwiftUISnapshotLayout: Sendable {
    /// The view is proposed this size and centred in a canvas of it.
    case fixed(width: CGFloat, height: CGFloat)
    /// The canvas is the view's ideal size.
    case sizeThatFits
}

@MainActor
func makeHost<V: View>(_ view: V, _ layout: SwiftUISnapshotLayout) -> ViewHost<V> {
    let host: ViewHost<V>
    switch layout {
    case .fixed(let width, let height): host = ViewHost(view, size: CGSize(width: width, height: height))
    case .sizeThatFits: host = ViewHost(view, fitting: .unspecified)
    }
    host.update()
    return host
}

/// Snapshots run on the main actor, where views are evaluated (call `assertSnapshot` from
/// a `@MainActor` test).
func onMainActor<T>(_ work: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { UncheckedResult(work()) }.value
}

struct UncheckedResult<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

extension Snapshotting where Value: View, Format == Data {
    /// A PNG of the view drawn by Tether. Two images match when at least `precision` of
    /// their pixels match, a pixel matching when no channel differs by more than
    /// `(1 − perceptualPrecision) × 255`.
    ///
    /// ```swift
    /// assertSnapshot(of: MyView(), as: .image(layout: .fixed(width: 390, height: 200)))
    /// ```
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, scale: CGFloat = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let view = UncheckedResult(view)
            return onMainActor {
                let host = makeHost(view.value, layout)
                return (try? host.pngData(scale: scale)) ?? Data()
            }
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view as Tether's SVG document, compared line by line.
    public static var svg: Snapshotting {
        svg(layout: .sizeThatFits)
    }

    /// The view as Tether's SVG document in the given layout, compared line by line.
    public static func svg(layout: SwiftUISnapshotLayout) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (view: Value) in
            let view = UncheckedResult(view)
            return onMainActor { makeHost(view.value, layout).svg() }
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// The layout dump (every view's type, frame, proposal and preferences), line by line.
    public static var dump: Snapshotting {
        dump(layout: .sizeThatFits)
    }

    /// The layout dump in the given layout, compared line by line.
    public static func dump(layout: SwiftUISnapshotLayout) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (view: Value) in
            let view = UncheckedResult(view)
            return onMainActor { makeHost(view.value, layout).layoutDump() }
        }
    }
}

extension Diffing where Value == Data {
    /// Compares PNGs pixel by pixel with the given tolerances; the message says how many
    /// pixels differ (the library adds where the reference and the failing image are).
    public static func pixels(precision: Float, perceptualPrecision: Float) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard let message = PixelComparison.compare(reference, actual, precision: precision,
                                                        perceptualPrecision: perceptualPrecision) else { return nil }
            return (message, [.data(actual, name: "failure.png")])
        }
    }
}

/// The pixel comparison behind `.image`.
enum PixelComparison {
    /// Nil when the images match, else a description of the difference.
    static func compare(_ reference: Data, _ actual: Data, precision: Float, perceptualPrecision: Float) -> String? {
        if reference == actual { return nil }
        guard let old = try? DecodedPixels(pngData: reference) else { return "The reference is not a readable PNG" }
        guard let new = try? DecodedPixels(pngData: actual) else { return "The new snapshot is not a readable PNG" }
        guard old.width == new.width, old.height == new.height else {
            return "Image sizes differ: reference \(old.width)×\(old.height) px, new \(new.width)×\(new.height) px"
        }
        let threshold = Int((1 - max(0, min(1, perceptualPrecision))) * 255)
        var differing = 0
        var i = 0
        while i < old.rgba.count {
            for c in 0..<4 where abs(Int(old.rgba[i + c]) - Int(new.rgba[i + c])) > threshold {
                differing += 1
                break
            }
            i += 4
        }
        let total = old.width * old.height
        let allowed = Int((Double(1 - max(0, min(1, precision))) * Double(total) + 1e-3).rounded(.down))
        if differing <= allowed { return nil }
        return "\(differing) of \(total) pixels differ (\(String(format: "%.3f", Double(differing) / Double(max(total, 1)) * 100)) %), more than the \(allowed) allowed by precision \(precision)"
    }
}
