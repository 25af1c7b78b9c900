import Foundation

/// Mirrors SwiftUI's `GeometryProxy`: the size and coordinate spaces of a `GeometryReader`,
/// and the resolver of anchors into its space.
///
/// A `GeometryReader`'s proxy is live, as SwiftUI's is: read later (in a gesture's action,
/// say) it answers for the reader's current geometry, and every read is noted in its
/// `GeometryReads`, so the reader builds its content again only when something read changed.
public struct GeometryProxy {
    weak var node: ViewNode?
    private let sizeWhenMade: CGSize
    private let transformWhenMade: CGAffineTransform
    /// Where a reader's proxy notes what is read; nil for a snapshot proxy.
    let reads: GeometryReads?

    init(node: ViewNode?, size: CGSize, transform: CGAffineTransform, reads: GeometryReads? = nil) {
        self.node = node
        self.sizeWhenMade = size
        self.transformWhenMade = transform
        self.reads = reads
    }

    /// A proxy answering for `node`'s geometry as it is when read, noting reads in `reads`.
    static func live(_ node: ViewNode, reads: GeometryReads) -> GeometryProxy {
        GeometryProxy(node: node, size: node.frame.size, transform: node.globalTransform, reads: reads)
    }

    /// The same proxy without noting reads.
    private var unrecorded: GeometryProxy {
        GeometryProxy(node: node, size: currentSize, transform: transform)
    }

    var unnotedSize: CGSize { currentSize }
    private var currentSize: CGSize { reads != nil ? node?.frame.size ?? sizeWhenMade : sizeWhenMade }
    var transform: CGAffineTransform { reads != nil ? node?.globalTransform ?? transformWhenMade : transformWhenMade }

    /// Mirrors `size`: the reader's untransformed layout size.
    public var size: CGSize {
        let value = currentSize
        reads?.size = value
        return value
    }

    /// Mirrors `safeAreaInsets`: Tether's canvases have none.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Mirrors `frame(in:)`: the reader's bounds mapped through every transform to `space`,
    /// as the bounding box of the four mapped corners.
    public func frame(in space: CoordinateSpace) -> CGRect {
        let value = unrecorded.unnotedFrame(in: space)
        reads?.frames[space] = value
        return value
    }

    func unnotedFrame(in space: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: currentSize)
        if space == .local { return local }
        let transform = self.transform
        guard let node else { return local.applying(transform) }
        // Under a perspective effect the corners are projected (the frame is their bounding box).
        let projection = transform == node.globalTransform ? node.projectionToGlobal : nil
        guard let toSpace = node.transformFromGlobal(to: space) else {
            node.graph.report(.other, "coordinate space \(space) is not an ancestor of this GeometryReader; using global", at: node)
            return projection.map { local.applying($0) } ?? local.applying(transform)
        }
        if let projection { return local.applying(projection).applying(toSpace) }
        return local.applying(transform.concatenating(toSpace))
    }

    /// Mirrors `frame(in:)` taking a `CoordinateSpaceProtocol` value (`.named("x")`, `.global`).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// Mirrors `bounds(of:)`: the reader's bounds in a named space, nil if not found.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        let value = unrecorded.unnotedBounds(of: space)
        reads?.bounds[space] = .some(value)
        return value
    }

    func unnotedBounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard let node, let t = node.transformFromGlobal(to: space.coordinateSpace) else { return nil }
        return CGRect(origin: .zero, size: currentSize).applying(transform.concatenating(t))
    }

    /// Mirrors `subscript(_:)`: an anchor's value in this reader's local space.
    public subscript<T>(_ anchor: Anchor<T>) -> T {
        let toLocal = transform.inverted()
        let points = anchor.points.map { $0.applying(toLocal) }
        reads?.note { proxy in
            let now = proxy.transform.inverted()
            return anchor.points.map { $0.applying(now) } == points
        }
        return anchor.resolve(toLocal: toLocal)
    }
}

/// What a `GeometryReader`'s content read from its proxy, each read with the value it gave:
/// the reader builds its content again when placed only if one of those reads would now
/// give another value (SwiftUI tracks a reader's proxy reads the same way), so a reader that
/// reads only its size is not rebuilt when it moves.
final class GeometryReads {
    /// The size read, if it was.
    var size: CGSize?
    /// The frames read, by coordinate space.
    var frames: [CoordinateSpace: CGRect] = [:]
    /// The bounds read, by named coordinate space.
    var bounds: [NamedCoordinateSpace: CGRect?] = [:]
    /// Each anchor resolved, as a check that it still resolves to the same points.
    private var anchorChecks: [(GeometryProxy) -> Bool] = []
    /// More anchors than are worth checking: the content is built at every placement.
    private var tooMany = false
    /// Whether content was built with this reader's current content closure.
    private(set) var hasBuilt = false
    /// Anchor reads kept before every placement rebuilds instead.
    static let maxAnchorChecks = 64

    func note(_ check: @escaping (GeometryProxy) -> Bool) {
        guard !tooMany else { return }
        if anchorChecks.count >= Self.maxAnchorChecks { tooMany = true; anchorChecks = [] } else { anchorChecks.append(check) }
    }

    /// True when content built before still matches what `proxy` would give.
    func stillHold(for proxy: GeometryProxy) -> Bool {
        guard hasBuilt, !tooMany, size.map({ $0 == proxy.unnotedSize }) ?? true else { return false }
        return frames.allSatisfy { proxy.unnotedFrame(in: $0.key) == $0.value }
            && bounds.allSatisfy { proxy.unnotedBounds(of: $0.key) == $0.value }
            && anchorChecks.allSatisfy { $0(proxy) }
    }

    /// Starts a new build.
    func startBuild() {
        size = nil
        frames = [:]
        bounds = [:]
        anchorChecks = []
        tooMany = false
        hasBuilt = true
    }
}
