import Foundation

/// Mirrors SwiftUI's `PresentationDetent`: a height a sheet rests at — `.large` (the whole
/// height below the top gap), `.medium` (half the canvas), `.fraction(_:)` of the large height
/// and `.height(_:)` in points (UIKit's custom detents, which resolve against the large
/// detent's height and are kept within it).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// Mirrors `large`.
    public static let large = PresentationDetent(kind: .large)
    /// Mirrors `medium`.
    public static let medium = PresentationDetent(kind: .medium)
    /// Mirrors `fraction(_:)`: that fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// Mirrors `height(_:)`: that many points tall.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent on a canvas `canvasHeight` tall, where the large
    /// detent leaves `topGap` above the sheet. Non-finite or negative values rest at the large
    /// height (`PresentationDetents` reports them).
    func height(inCanvasOfHeight canvasHeight: CGFloat, topGap: CGFloat) -> CGFloat {
        let large = max(0, canvasHeight - topGap)
        let value: CGFloat
        switch kind {
        case .large: return large
        case .medium: return max(0, canvasHeight / 2)
        case .fraction(let f): value = f * large
        case .height(let h): value = h
        }
        return value.isFinite && value >= 0 ? min(value, large) : large
    }

    /// Whether the detent's own number is unusable.
    var isHostile: Bool {
        switch kind {
        case .large, .medium: return false
        case .fraction(let v), .height(let v): return !v.isFinite || v < 0
        }
    }
}

/// The detents a sheet's content asked for and the one it rests at: the selection when it is
/// one of them, else the smallest, as UIKit's sheet rests at its smallest detent unless told.
struct PresentationDetents: Equatable {
    var detents: Set<PresentationDetent> = [.large]
    var selection: PresentationDetent?

    /// The gap a large sheet leaves above it.
    static let topGap: CGFloat = 10

    var count: Int { detents.count }

    /// The detent the sheet rests at on a canvas `canvasHeight` tall.
    func resting(inCanvasOfHeight canvasHeight: CGFloat) -> PresentationDetent {
        if let selection, detents.contains(selection) { return selection }
        return detents.min { a, b in
            a.height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap) < b.height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap)
        } ?? .large
    }

    /// The sheet's height on a canvas `canvasHeight` tall.
    func height(inCanvasOfHeight canvasHeight: CGFloat) -> CGFloat {
        resting(inCanvasOfHeight: canvasHeight).height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap)
    }
}

/// The detents the sheet's content asks for (the innermost `presentationDetents`).
struct PresentationDetentsKey: PreferenceKey {
    static let defaultValue: PresentationDetents? = nil
    static func reduce(value: inout PresentationDetents?, nextValue: () -> PresentationDetents?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Mirrors SwiftUI's `presentationDetents(_:)`: the heights the sheet may rest at; it
    /// opens at the smallest (`[.medium, .large]` opens half as tall).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents, selection: nil))
    }

    /// Mirrors SwiftUI's `presentationDetents(_:selection:)`: the sheet rests at the selected
    /// detent when it is one of `detents`.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents, selection: selection.wrappedValue))
    }
}

/// Hands the detents up to the sheet, reporting unusable ones.
nonisolated struct PresentationDetentsModifier: ViewModifier {
    let detents: Set<PresentationDetent>
    let selection: PresentationDetent?

    @MainActor func body(content: Content) -> some View {
        let hostile = detents.filter(\.isHostile)
        if !hostile.isEmpty {
            ControlDiagnostics.report("presentationDetents: \(hostile.count) detent(s) with a non-finite or negative size rest at the large height")
        }
        return content.preference(key: PresentationDetentsKey.self,
                                  value: PresentationDetents(detents: detents.isEmpty ? [.large] : detents, selection: selection))
    }
}
