import Foundation

/// Mirrors SwiftUI's `MatchedGeometryProperties`: what a non-source view takes from the source.
nonisolated public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Mirrors `position`: the anchor point moves to the source's.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// Mirrors `size`: the view is proposed, and takes, the source's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Mirrors `frame`: both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Mirrors SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: views
    /// with the same `id` in `namespace` form a group; the source's frame (in the canvas) is
    /// what the others take, in a steady state: its size as their proposal and size, and its
    /// `anchor` point as theirs. A group with several sources is reported.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryModifier(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                          properties: properties, anchor: anchor, isSource: isSource))
    }
}

/// A matched geometry group: a namespace and an id.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The modifier behind `matchedGeometryEffect`.
nonisolated struct _MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    nonisolated(unsafe) let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = MatchedGeometryLayout(key: key, properties: properties, anchor: anchor, isSource: isSource, node: WeakNode(node: node))
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// The sources' frames of every matched geometry group, and who read them: a source that
/// moves or resizes asks its readers for another layout pass.
final class MatchedGeometryRegistry {
    private struct Entry {
        var frame: CGRect
        weak var source: ViewNode?
        var generation: Int
        var readers: [ObjectIdentifier: (node: WeakNode, frame: CGRect?)] = [:]
    }
    private var entries: [MatchedGeometryKey: Entry] = [:]
    private var pendingReaders: [MatchedGeometryKey: [ObjectIdentifier: (node: WeakNode, frame: CGRect?)]] = [:]

    /// The source's frame in the group, as `reader` reads it now (nil when the group has no source).
    func frame(for key: MatchedGeometryKey, reader: ViewNode) -> CGRect? {
        var frame: CGRect?
        if let entry = entries[key], let source = entry.source, !source.isDiscarded { frame = entry.frame }
        if entries[key] != nil {
            entries[key]?.readers[ObjectIdentifier(reader)] = (WeakNode(node: reader), frame)
        } else {
            pendingReaders[key, default: [:]][ObjectIdentifier(reader)] = (WeakNode(node: reader), nil)
        }
        return frame
    }

    /// Records the source's frame; readers that read something else are laid out again.
    func record(_ frame: CGRect, for key: MatchedGeometryKey, source: ViewNode) {
        let graph = source.graph
        var entry = entries[key] ?? Entry(frame: frame, source: source, generation: graph.updateGeneration)
        if let other = entry.source, other !== source, !other.isDiscarded, entry.generation == graph.updateGeneration {
            graph.report(.invalidGeometry, "Multiple inserted views in matched geometry group \(key.id) have isSource: true; using the last one placed", at: source)
        }
        entry.frame = frame
        entry.source = source
        entry.generation = graph.updateGeneration
        for (id, reader) in pendingReaders.removeValue(forKey: key) ?? [:] { entry.readers[id] = reader }
        for (id, reader) in entry.readers {
            guard let node = reader.node.node, !node.isDiscarded else { entry.readers[id] = nil; continue }
            if reader.frame != frame { graph.requestLayout(of: node) }
        }
        entries[key] = entry
    }
}

/// Lays out a view of a matched geometry group: a source records its frame when placed; the
/// others take the source's size and move their anchor onto the source's.
struct MatchedGeometryLayout: PassThroughLayout {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    let node: WeakNode

    private func sourceFrame(_ node: ViewNode) -> CGRect? {
        isSource ? nil : node.graph.matchedGeometry.frame(for: key, reader: node)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        let content = LayoutEngine.subviews(of: node)
        if properties.contains(.size), let source = sourceFrame(node) {
            _ = content.unionSize(ProposedViewSize(source.size))
            return source.size
        }
        return content.unionSize(p)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard properties.contains(.size), let source = sourceFrame(node) else {
            for s in LayoutEngine.subviews(of: node) { s.place(at: bounds.origin, proposal: proposal) }
            return
        }
        // Content that keeps a size of its own is centred in the source's, as in a frame.
        let matched = ProposedViewSize(source.size)
        for s in LayoutEngine.subviews(of: node) {
            s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: matched)
        }
    }

    /// For a view that takes the source's position: the move of its anchor onto the source's,
    /// in its own space.
    func childTransform(size: CGSize) -> CGAffineTransform? {
        guard !isSource, properties.contains(.position), let node = node.node, let source = sourceFrame(node) else { return nil }
        let global = node.globalTransform
        let own = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height).applying(global)
        let target = CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
        var linear = global
        linear.tx = 0; linear.ty = 0
        guard linear.determinant != 0 else { return nil }
        let delta = CGPoint(x: target.x - own.x, y: target.y - own.y).applying(linear.inverted())
        guard delta.x.isFinite, delta.y.isFinite else { return nil }
        return CGAffineTransform(translationX: delta.x, y: delta.y)
    }

    func willPlace(_ node: ViewNode) {
        guard isSource else { return }
        let frame = CGRect(origin: .zero, size: node.frame.size).applying(node.globalTransform)
        node.graph.matchedGeometry.record(frame, for: key, source: node)
    }

    var dependsOnGlobalPosition: Bool { true }
}

extension CGAffineTransform {
    /// The determinant of the linear part.
    var determinant: CGFloat { a * d - b * c }
}
