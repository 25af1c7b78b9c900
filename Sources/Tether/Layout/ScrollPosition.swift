import Foundation

/// Mirrors SwiftUI's `ScrollPosition` (iOS 18): where a scroll view bound with
/// `scrollPosition(_:anchor:)` is scrolled — to a view by its identity, to an edge, to a point,
/// or wherever the user left it.
///
/// Setting it scrolls the scroll view; an edge or a point is kept as the content changes size
/// (a scroll view at its bottom edge stays there). When the user scrolls (`ViewHost.scroll`),
/// the position becomes positioned by the user — its edge and point are nil — and its
/// `viewID` is the first view of the scroll view's `scrollTargetLayout()` that shows, when that
/// view's identity has the position's `idType`.
///
/// ```swift
/// @State private var position = ScrollPosition(idType: Item.ID.self)
/// ScrollView { LazyVStack { ForEach(items) { Row($0) } }.scrollTargetLayout() }
///     .scrollPosition($position)
/// Button("Bottom") { position.scrollTo(edge: .bottom) }
/// ```
public struct ScrollPosition: Equatable, Sendable {
    /// Where the code asked the scroll view to be (`automatic`: wherever it is).
    enum Target: Equatable, @unchecked Sendable {
        case automatic
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case view(AnyHashable, anchor: UnitPoint?)
    }

    var target: Target
    /// The type of the identities `viewID` reports (`Never`: none).
    let idType: ObjectIdentifier
    /// A scroll target's identity as an `idType` value, or nil when it is not one.
    let identity: @Sendable (AnyHashable) -> (any Hashable & Sendable)?
    var positionedViewID: (any Hashable & Sendable)?
    private var positionedByUser = false

    init<ID: Hashable & Sendable>(target: Target, idType: ID.Type, viewID: ID? = nil) {
        self.target = target
        self.idType = ObjectIdentifier(idType)
        self.identity = { $0.base as? ID }
        self.positionedViewID = viewID
    }

    /// Mirrors SwiftUI's `==`: the same target, identity type, view and user positioning.
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.target == b.target && a.idType == b.idType && a.positionedByUser == b.positionedByUser
            && a.positionedViewID.map { AnyHashable($0) } == b.positionedViewID.map { AnyHashable($0) }
    }

    /// Mirrors `init(idType:)`: an automatic position, reporting views with identities of `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init(target: .automatic, idType: idType)
    }

    /// Mirrors `init(idType:edge:)`: scrolled to `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(target: .edge(edge), idType: idType)
    }

    /// Mirrors `init(idType:point:)`: scrolled so `point` of the content is at the top-leading corner.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(target: .point(point), idType: idType)
    }

    /// Mirrors `init(idType:x:)`: scrolled horizontally to `x`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(target: .x(x), idType: idType)
    }

    /// Mirrors `init(idType:y:)`: scrolled vertically to `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(target: .y(y), idType: idType)
    }

    /// Mirrors `init(id:anchor:)`: scrolled to the view whose identity is `id`, its `anchor` at
    /// the same point of the visible area (with no anchor, as little as shows the whole view).
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(target: .view(AnyHashable(id), anchor: anchor), idType: ID.self, viewID: id)
    }

    /// Mirrors `scrollTo(id:anchor:)`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        set(.view(AnyHashable(id), anchor: anchor), viewID: id)
    }

    /// Mirrors `scrollTo(edge:)`.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

    /// Mirrors `scrollTo(point:)`.
    public mutating func scrollTo(point: CGPoint) { set(.point(point)) }

    /// Mirrors `scrollTo(x:)`.
    public mutating func scrollTo(x: CGFloat) { set(.x(x)) }

    /// Mirrors `scrollTo(y:)`.
    public mutating func scrollTo(y: CGFloat) { set(.y(y)) }

    private mutating func set(_ target: Target, viewID: (any Hashable & Sendable)? = nil) {
        self.target = target
        positionedViewID = viewID
        positionedByUser = false
    }

    /// Mirrors `edge`: the edge the scroll view was set to, if that is where it is positioned.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// Mirrors `point`: the point the scroll view was set to, if that is where it is positioned.
    public var point: CGPoint? {
        if case .point(let point) = target { return point }
        return nil
    }

    /// Mirrors `viewID`: the identity of the view the scroll view was set to, or of the first
    /// scroll target showing after the user scrolled.
    public var viewID: (any Hashable & Sendable)? { positionedViewID }

    /// Mirrors `viewID(type:)`: `viewID` when it is a `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        positionedViewID as? T
    }

    /// Mirrors `isPositionedByUser`: true after the user scrolled. Setting it true drops the
    /// edge or point the position was set to.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            if newValue, edge != nil || point != nil { target = .automatic }
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `scrollPosition(_:anchor:)` (iOS 18): the scroll views inside scroll
    /// where `position` says, and write back where the user scrolls them (see `ScrollPosition`).
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionValue, ScrollPositionValueBinding(position: position, anchor: anchor))
    }
}
