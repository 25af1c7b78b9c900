import Foundation

/// Mirrors SwiftUI's `CoordinateSpace`: global, the current view's local space, or a named one.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)
}

/// Mirrors SwiftUI's `CoordinateSpaceProtocol` (`.global`, `.local`, `.named(_)` as values).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// Mirrors SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// Mirrors SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// Mirrors SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// Mirrors `scrollView` (iOS 17): the space of the innermost scroll view around the view,
    /// its origin at the top leading corner of what the scroll view shows.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }
    /// Mirrors `scrollView(axis:)` (iOS 17): the space of the innermost scroll view around the
    /// view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

/// The name of the space SwiftUI gives every scroll view (`.scrollView`), or only those that
/// scroll along `axis` (`.scrollView(axis:)`).
struct ScrollViewSpaceName: Hashable, Sendable {
    let axis: Axis?

    func names(_ node: ViewNode) -> Bool {
        guard let scroll = node.layout as? ScrollViewportLayout else { return false }
        guard let axis else { return true }
        return scroll.axes.contains(axis == .vertical ? .vertical : .horizontal)
    }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A node that names its space (`coordinateSpace(name:)`): a pass-through layout node.
struct NamedSpaceLayout: PassThroughLayout, Equatable {
    let name: AnyHashable
}

/// The modifier behind `coordinateSpace(name:)`.
nonisolated struct _CoordinateSpaceModifier: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let name: AnyHashable
    var nodeLayout: any NodeLayout { NamedSpaceLayout(name: name) }
}

extension View {
    /// Mirrors SwiftUI's `coordinateSpace(name:)`.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
    /// Mirrors SwiftUI's `coordinateSpace(_:)`.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

extension ViewNode {
    /// The transform from global space into `space` as seen from this node, or nil when a
    /// named space is not among the node's ancestors. The inverse of a nearly singular
    /// transform (a view scaled almost to nothing) is clamped to `FiniteGeometry`'s range.
    func transformFromGlobal(to space: CoordinateSpace) -> CGAffineTransform? {
        switch space {
        case .global: return .identity
        case .local: return FiniteGeometry.clamp(globalTransform.inverted())
        case .named(let name):
            let scrollView = name.base as? ScrollViewSpaceName
            var current: ViewNode? = self
            while let n = current {
                if scrollView?.names(n) == true {
                    return FiniteGeometry.clamp(n.globalTransform.inverted())
                }
                if let named = n.layout as? NamedSpaceLayout, named.name == name {
                    return FiniteGeometry.clamp(n.globalTransform.inverted())
                }
                current = n.parent
            }
            return nil
        }
    }
}
