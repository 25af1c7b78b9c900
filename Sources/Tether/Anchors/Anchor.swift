import Foundation

/// Mirrors SwiftUI's `Anchor`: a geometric value (point, rect, or arrays and optionals of
/// them) captured from a view in global space when its preference is written, and turned
/// back into any reader's space by `GeometryProxy.subscript(_:)`. Points map exactly; a rect
/// keeps its four corners, so under rotation it resolves to their bounding box.
public struct Anchor<Value>: @unchecked Sendable {
    /// The captured points, in global space.
    let points: [CGPoint]
    let rebuild: @Sendable ([CGPoint]) -> Value
    /// The type of the view the anchor was taken from (named in `debugDescription`).
    let sourceView: Any.Type

    func resolve(toLocal t: CGAffineTransform) -> Value { rebuild(points.map { $0.applying(t) }) }

    /// The value in global space.
    var globalValue: Value { rebuild(points) }

    /// Mirrors SwiftUI's `Anchor.Source`: where in a view an anchor is taken.
    public struct Source: @unchecked Sendable {
        /// The points in the view's local space, given its bounds.
        let capture: @Sendable (CGRect) -> [CGPoint]
        let rebuild: @Sendable ([CGPoint]) -> Value

        /// Takes the anchor from a view with local `bounds` and local-to-global transform `t`.
        func anchor(bounds: CGRect, transform t: CGAffineTransform, sourceView: Any.Type) -> Anchor<Value> {
            Anchor(points: capture(bounds).map { $0.applying(t) }, rebuild: rebuild, sourceView: sourceView)
        }

        /// Takes the anchor from a view with local `bounds` whose points go to global space by `map`.
        func anchor(bounds: CGRect, map: (CGPoint) -> CGPoint, sourceView: Any.Type) -> Anchor<Value> {
            Anchor(points: capture(bounds).map(map), rebuild: rebuild, sourceView: sourceView)
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.points == b.points && a.globalValue == b.globalValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        for p in points { hasher.combine(p.x); hasher.combine(p.y) }
    }
}

extension Anchor: CustomDebugStringConvertible {
    /// Tether's addition: the global value and the view it came from.
    public var debugDescription: String { "Anchor<\(Value.self)>(global: \(globalValue), from: \(viewTypeName(sourceView)))" }
}

private func corners(_ r: CGRect) -> [CGPoint] {
    [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
}

/// The bounding box of a rect's four (possibly rotated) corners.
func boundingBox(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .zero }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points.dropFirst() {
        minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

extension Anchor.Source where Value == CGRect {
    /// Mirrors `.rect(_:)`: a rectangle in the view's local space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(capture: { _ in corners(r) }, rebuild: boundingBox)
    }
    /// Mirrors `.bounds`: the view's own bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(capture: { corners($0) }, rebuild: boundingBox)
    }
}

extension Anchor.Source where Value == CGPoint {
    /// Mirrors `.point(_:)`: a point in the view's local space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(capture: { _ in [p] }, rebuild: { $0.first ?? .zero })
    }
    /// Mirrors `.unitPoint(_:)`: a point of the view's unit square.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(capture: { [u.point(in: $0)] }, rebuild: { $0.first ?? .zero })
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Mirrors `init(_:)` from an array of sources: an anchor of an array of values.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        let sources = array
        // Each source's points, concatenated; the counts split them again.
        let counts = sources.map { $0.capture(CGRect(x: 0, y: 0, width: 1, height: 1)).count }
        capture = { bounds in sources.flatMap { $0.capture(bounds) } }
        rebuild = { points in
            var out: [T] = []
            var start = 0
            for (source, n) in zip(sources, counts) {
                out.append(source.rebuild(Array(points[start..<min(start + n, points.count)])))
                start += n
            }
            return out
        }
    }

    /// Mirrors `init(_:)` from an optional source: an anchor of an optional value.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        let source = anchor
        capture = { bounds in source?.capture(bounds) ?? [] }
        rebuild = { points in points.isEmpty ? nil : source?.rebuild(points) }
    }
}
