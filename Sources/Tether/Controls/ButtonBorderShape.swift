import Foundation

/// Mirrors SwiftUI's `ButtonBorderShape`: the platter of `.bordered` and `.borderedProminent`
/// buttons, set with `buttonBorderShape(_:)`. `.automatic` is iOS 26's capsule (measured on
/// an iOS 26.2 `.bordered` button, see `IOSReferenceControlTests`); `.roundedRectangle` keeps
/// the system's corners (8 pt, 12 pt for large controls); `.roundedRectangle(radius:)` takes
/// a negative or non-finite radius as 0, with a diagnostic when drawn as a button.
nonisolated public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(radius: CGFloat?) }
    let kind: Kind
    var insetAmount: CGFloat = 0

    /// Mirrors `automatic`: the system's choice, a capsule on iOS 26.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// Mirrors `capsule`.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// Mirrors `circle`: the button becomes a circle around its label.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// Mirrors `roundedRectangle`: the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// Mirrors `roundedRectangle(radius:)`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The corner radius iOS gives a bordered button of `large` size or not.
    static func systemRadius(large: Bool) -> CGFloat { large ? 12 : 8 }

    /// The shape as drawn for a button of that size: explicit radii made finite and ≥ 0.
    func path(in rect: CGRect, large: Bool) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        switch kind {
        case .roundedRectangle(radius: nil):
            return Path(roundedRect: r, cornerRadius: Self.systemRadius(large: large), style: .continuous)
        case .roundedRectangle(radius: let radius?):
            let finite = radius.isFinite ? max(0, radius - insetAmount) : 0
            return Path(roundedRect: r, cornerRadius: min(finite, min(r.width, r.height) / 2), style: .continuous)
        case .automatic, .capsule:
            return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: .circular)
        case .circle:
            let side = min(r.width, r.height)
            return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        }
    }

    /// Mirrors `path(in:)`: the shape in `rect` (`.automatic` as a regular-size button's).
    public func path(in rect: CGRect) -> Path { path(in: rect, large: false) }

    /// Mirrors `inset(by:)`.
    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var shape = self
        shape.insetAmount += amount.isFinite ? amount : 0
        return shape
    }

    /// Why an explicit radius cannot be used as given, if it cannot.
    var radiusProblem: String? {
        guard case .roundedRectangle(radius: let radius?) = kind, !radius.isFinite || radius < 0 else { return nil }
        return "buttonBorderShape(.roundedRectangle(radius: \(radius))): the radius must be finite and not negative; 0 is used"
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `buttonBorderShape(_:)`: the platter shape of the `.bordered` and
    /// `.borderedProminent` buttons in this view; other button styles draw no platter.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// A circular button: its padded label in a square as wide as its longer side, so the circle
/// drawn behind it encloses the label.
struct SquareAroundLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let only = subviews.first else { return .zero }
        let size = only.sizeThatFits(proposal)
        let side = max(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}
