import Foundation

/// Traits a subview carries from the modifiers between it and its container
/// (`layoutPriority`, `layoutValue`).
struct LayoutTraits {
    /// Set by `layoutPriority`; otherwise the view's own default (0, or −∞ for `Spacer`).
    var priority: Double?
    var values: [ObjectIdentifier: Any] = [:]
    /// Set by `containerValue(_:_:)`; read through `Subview.containerValues`.
    var containerValues = ContainerValues()
}

/// One subview of a layout node: a layout node plus the traits found on the way to it.
struct LayoutChild {
    let node: ViewNode
    let traits: LayoutTraits
}

/// Mirrors SwiftUI's `LayoutSubview`: a proxy a `Layout` uses to measure and place one subview.
public struct LayoutSubview: Equatable {
    let child: LayoutChild
    var node: ViewNode { child.node }

    /// Mirrors `sizeThatFits(_:)`: the subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutEngine.measure(node, proposal)
    }
    /// Mirrors `dimensions(in:)`: size plus alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        LayoutEngine.dimensions(of: node, proposal)
    }
    /// Mirrors `place(at:anchor:proposal:)`: puts the subview's `anchor` at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = LayoutEngine.measure(node, proposal)
        var origin = CGPoint(x: position.x - anchor.x * size.width - node.parentBoundsOrigin.x,
                             y: position.y - anchor.y * size.height - node.parentBoundsOrigin.y)
        if !origin.isFinite {
            node.graph.report(.invalidGeometry, "LayoutSubview.place(at:) got a non-finite position; using 0", at: node)
            origin = CGPoint(x: origin.x.finiteOr(0), y: origin.y.finiteOr(0))
        }
        node.pendingPlacement = (CGRect(origin: origin, size: size), proposal)
    }
    /// Mirrors `priority`: the subview's `layoutPriority`.
    public var priority: Double { child.traits.priority ?? node.layout?.defaultPriority ?? 0 }
    /// Mirrors `spacing`: the subview's spacing preferences.
    public var spacing: ViewSpacing { LayoutEngine.spacing(of: node) }
    /// Mirrors `subscript(_:)` for `LayoutValueKey`s.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        keyedValue(child.traits.values[ObjectIdentifier(key)], or: K.defaultValue)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Mirrors SwiftUI's `LayoutSubviews`: the subviews of a layout, in view-tree order.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ children: [LayoutChild], layoutDirection: LayoutDirection = .leftToRight) {
        storage = children.map(LayoutSubview.init(child:))
        startIndex = 0
        endIndex = storage.count
        self.layoutDirection = layoutDirection
    }
    private init(storage: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage; startIndex = range.lowerBound; endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    /// Mirrors SwiftUI's `layoutDirection`: the direction the container is in. A layout need
    /// not read it: Tether, like SwiftUI, flips the x position of each subview within the
    /// container when it is right to left, so `place(at:)` calls made for left to right mirror.
    public let layoutDirection: LayoutDirection
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection)
    }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.map { storage[$0] }
        return LayoutSubviews(storage: picked, range: 0..<picked.count, layoutDirection: layoutDirection)
    }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { Array(a) == Array(b) }
}

extension LayoutSubviews {
    /// The size of the subviews stacked on each other (one subview: its size).
    func unionSize(_ proposal: ProposedViewSize) -> CGSize {
        if count == 1 { return self[startIndex].sizeThatFits(proposal) }
        var size = CGSize.zero
        for s in self {
            let each = s.sizeThatFits(proposal)
            size.width = Swift.max(size.width, each.width); size.height = Swift.max(size.height, each.height)
        }
        return size
    }

    /// Places each subview so its `alignment` guides meet the same guides of `bounds`.
    func align(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        for s in self {
            let origin = alignedOrigin(s, in: bounds.size, alignment: alignment, proposal: proposal)
            s.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }

    func alignedOrigin(_ s: LayoutSubview, in size: CGSize, alignment: Alignment, proposal: ProposedViewSize) -> CGPoint {
        let d = s.dimensions(in: proposal)
        let container = ViewDimensions(size: size)
        return CGPoint(x: container[alignment.horizontal] - d[alignment.horizontal],
                       y: container[alignment.vertical] - d[alignment.vertical])
    }

    /// A container's explicit guide: the first subview's explicit guide, moved by where the
    /// container put that subview.
    func passThroughGuide(_ key: AlignmentKey, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) -> CGFloat? {
        guard let s = first, let v = s.dimensions(in: proposal).explicitGuide(key) else { return nil }
        let origin = alignedOrigin(s, in: bounds.size, alignment: alignment, proposal: proposal)
        return (key.isHorizontal ? origin.x : origin.y) + v
    }
}
