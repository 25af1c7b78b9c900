import Foundation

/// Mirrors SwiftUI's `Never: ShapeStyle`: the `Resolved` of every style that is not resolved
/// by a `resolve(in:)` of the app's own.
extension Never: ShapeStyle {
    public typealias Resolved = Never
}

extension ShapeStyle where Resolved == Never {
    /// Mirrors SwiftUI's `resolve(in:)` for built-in styles: they have nothing to resolve
    /// to (`Never`), so, as in SwiftUI, calling it traps. Tether resolves such styles itself.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) has no resolve(in:) of its own: only styles that implement it can be resolved")
    }
}

/// A shape style of the app's own (one that implements `ShapeStyle.resolve(in:)`, iOS 17),
/// kept until it is drawn: SwiftUI resolves such a style in the environment of the view that
/// draws with it, so the same style can draw differently in light and dark mode, at another
/// text size or under another environment value.
struct CustomShapeStyle: Hashable, @unchecked Sendable {
    /// A style resolving to styles of its own more than this deep (a style resolving to
    /// itself, say) is reported and drawn in the foreground style.
    static let maximumDepth = 32

    /// The style's type, for diagnostics.
    let typeName: String
    /// What the style is in an environment, one level down (nil: the style does not resolve).
    private let resolve: (@Sendable (EnvironmentValues) -> ResolvedPaint)?
    /// The style itself when it is `Hashable` (two equal styles draw alike), else a box made
    /// once per style value, equal only to itself.
    private let identity: AnyHashable

    init<S: ShapeStyle>(_ style: S) {
        typeName = String(describing: S.self)
        if S.Resolved.self == Never.self {
            // A conformance that kept the built-in `resolve(in:)`: nothing to resolve to.
            resolve = nil
        } else {
            resolve = { environment in resolvePaint(style.resolve(in: environment)) }
        }
        identity = (style as? any Hashable).map { AnyHashable($0) } ?? AnyHashable(IdentityBox())
    }

    /// What the style is in `environment`, one level down: the paint of the style its
    /// `resolve(in:)` returns there.
    func resolveOnce(in environment: EnvironmentValues) -> ResolvedPaint {
        guard let resolve else {
            UpdatingHost.reportMisuse("the shape style \(typeName) implements no resolve(in:); drawn in the foreground style")
            return .foreground(level: 0)
        }
        return resolve(environment)
    }

    static func == (lhs: CustomShapeStyle, rhs: CustomShapeStyle) -> Bool { lhs.identity == rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    private final class IdentityBox: Hashable, Sendable {
        static func == (lhs: IdentityBox, rhs: IdentityBox) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
}
