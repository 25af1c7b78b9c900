import Foundation

/// Blurs the view's pixels (`blur(radius:opaque:)`).
struct BlurLayout: DrawingEffectLayout {
    let radius: CGFloat
    let opaque: Bool
    func effect(size: CGSize) -> GraphicsEffect? {
        radius > 0 ? .blur(radius: radius, opaque: opaque, bounds: CGRect(origin: .zero, size: size)) : nil
    }
}

extension View {
    /// Mirrors SwiftUI's `blur(radius:opaque:)`: a Gaussian blur of the view's drawing (its
    /// standard deviation half the radius, as for shadows), which spreads beyond the frame
    /// and fades at the edges; an `opaque` blur stays inside the frame and keeps its edges
    /// solid. A negative or non-finite radius does not blur (with a diagnostic).
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        var check = EffectArgument()
        // Beyond a few thousand points a blur is a flat average; the cap keeps the work bounded.
        let value = check.check(Double(radius), "blur radius", in: 0...10_000, fallback: 0)
        return modifier(_DrawingEffectModifier(layout: BlurLayout(radius: CGFloat(value), opaque: opaque), problems: check.problems))
    }
}
