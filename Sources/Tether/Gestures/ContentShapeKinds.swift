import Foundation

/// Mirrors SwiftUI's `ContentShapeKinds`: what a `contentShape(_:_:eoFill:)` shape is for.
/// Tether uses the shape for `.interaction` (taps and gestures land on it, as
/// `contentShape(_:eoFill:)`); the other kinds shape things Tether does not draw (drag previews,
/// hover and focus effects) or takes from the view's frame (the context menu's lifted preview,
/// the accessibility frame), so they change nothing.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `interaction`: the area hit testing uses.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// Mirrors `dragPreview`: the shape of a drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// Mirrors `contextMenuPreview`: the shape of a context menu's lifted preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// Mirrors `hoverEffect`: the shape of a pointer's hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// Mirrors `focusEffect`: the shape of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// Mirrors `accessibility`: the shape of the accessibility frame.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Mirrors SwiftUI's `contentShape(_:_:eoFill:)`: `shape` for the given kinds; with
    /// `.interaction` among them, taps land on it as with `contentShape(_:eoFill:)`.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeKindModifier(kind: kind, shape: shape, eoFill: eoFill))
    }
}

/// A content shape of some kinds: the hit-testing one when `.interaction` is among them.
nonisolated struct ContentShapeKindModifier<S: Shape>: ViewModifier {
    let kind: ContentShapeKinds
    let shape: S
    let eoFill: Bool
    func body(content: Content) -> some View {
        if kind.contains(.interaction) {
            content.contentShape(shape, eoFill: eoFill)
        } else {
            content
        }
    }
}
