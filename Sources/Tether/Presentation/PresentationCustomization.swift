import Foundation

/// A background the sheet's content asks for, drawn in place of the sheet's own.
struct PresentationBackground {
    let view: AnyView
}

/// The innermost `presentationBackground` of a sheet's content.
struct PresentationBackgroundKey: PreferenceKey {
    static let defaultValue: PresentationBackground? = nil
    static func reduce(value: inout PresentationBackground?, nextValue: () -> PresentationBackground?) {
        if value == nil { value = nextValue() }
    }
}

/// The innermost `presentationCornerRadius` of a sheet's content (nil: the system's).
struct PresentationCornerRadiusKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { if value == nil { value = nextValue() } }
}

/// Mirrors SwiftUI's `PresentationBackgroundInteraction`: whether people can use what lies
/// behind a sheet — never (`.disabled`), at every detent (`.enabled`) or up to one
/// (`.enabled(upThrough:)`). Where they can, iOS does not dim it.
public struct PresentationBackgroundInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, disabled, enabled(upThrough: PresentationDetent?) }
    let kind: Kind
    /// Mirrors `automatic`: the system's choice, on an iPhone the same as `.disabled`.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// Mirrors `disabled`.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// Mirrors `enabled`.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    /// Mirrors `enabled(upThrough:)`: enabled while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }

    /// Whether what lies behind takes taps with the sheet resting at `detent`.
    func allowsInteraction(at detent: PresentationDetent, canvasHeight: CGFloat) -> Bool {
        switch kind {
        case .automatic, .disabled: return false
        case .enabled(let limit):
            guard let limit else { return true }
            let gap = PresentationDetents.topGap
            return detent.height(inCanvasOfHeight: canvasHeight, topGap: gap) <= limit.height(inCanvasOfHeight: canvasHeight, topGap: gap)
        }
    }
}

/// The innermost `presentationBackgroundInteraction` of a sheet's content.
struct PresentationBackgroundInteractionKey: PreferenceKey {
    static let defaultValue: PresentationBackgroundInteraction? = nil
    static func reduce(value: inout PresentationBackgroundInteraction?, nextValue: () -> PresentationBackgroundInteraction?) {
        if value == nil { value = nextValue() }
    }
}

/// Mirrors SwiftUI's `PresentationContentInteraction`: whether a swipe on a sheet's scrolling
/// content resizes the sheet first or scrolls first.
public struct PresentationContentInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, resizes, scrolls }
    let kind: Kind
    /// Mirrors `automatic`.
    public static let automatic = PresentationContentInteraction(kind: .automatic)
    /// Mirrors `resizes`.
    public static let resizes = PresentationContentInteraction(kind: .resizes)
    /// Mirrors `scrolls`.
    public static let scrolls = PresentationContentInteraction(kind: .scrolls)
}

extension View {
    /// Mirrors SwiftUI's `presentationBackground(_:)`: the sheet is filled with `style`
    /// instead of its system background (within its corners).
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        preference(key: PresentationBackgroundKey.self, value: PresentationBackground(view: AnyView(Rectangle().fill(style))))
    }

    /// Mirrors SwiftUI's `presentationBackground(alignment:content:)`: `content`, laid out in
    /// the sheet's whole frame, is its background.
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return preference(key: PresentationBackgroundKey.self, value: PresentationBackground(view: AnyView(
            ZStack(alignment: alignment) { Color.clear; background })))
    }

    /// Mirrors SwiftUI's `presentationCornerRadius(_:)`: the radius of the sheet's top corners
    /// (nil: the system's). Negative or non-finite radii keep the system's.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        preference(key: PresentationCornerRadiusKey.self, value: cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
    }

    /// Mirrors SwiftUI's `presentationBackgroundInteraction(_:)`: with interaction enabled at
    /// the detent the sheet rests at, what lies behind it is not dimmed and takes taps.
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        preference(key: PresentationBackgroundInteractionKey.self, value: interaction)
    }

    /// Mirrors SwiftUI's `presentationContentInteraction(_:)`. It decides what a finger's swipe
    /// on the sheet's scrolling content does first; a sheet at rest looks the same either way.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
