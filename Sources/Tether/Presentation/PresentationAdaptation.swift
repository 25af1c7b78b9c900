import Foundation

/// Mirrors SwiftUI's `PresentationAdaptation` (iOS 16.4): how a sheet or a popover adapts to a
/// compact size class.
public struct PresentationAdaptation: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind
    /// Mirrors `automatic`: the system's choice (a sheet on an iPhone).
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// Mirrors `none`: no adaptation, a sheet stays a sheet and a popover a popover (its
    /// bubble, pointing at its source, in compact width too).
    public static let none = PresentationAdaptation(kind: .none)
    /// Mirrors `popover`: a popover keeps its bubble in compact width; a sheet stays a sheet.
    public static let popover = PresentationAdaptation(kind: .popover)
    /// Mirrors `sheet`: a sheet.
    public static let sheet = PresentationAdaptation(kind: .sheet)
    /// Mirrors `fullScreenCover`: a cover over the whole canvas, with no swipe to dismiss.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

/// The compact adaptation the presentation's content asks for, horizontally and vertically.
struct PresentationCompactAdaptationKey: PreferenceKey {
    static let defaultValue: CompactAdaptation? = nil
    static func reduce(value: inout CompactAdaptation?, nextValue: () -> CompactAdaptation?) { if value == nil { value = nextValue() } }
}

/// A presentation's adaptations in a horizontally and a vertically compact size class.
struct CompactAdaptation: Equatable, Sendable {
    let horizontal: PresentationAdaptation
    let vertical: PresentationAdaptation

    /// The adaptation that applies in these size classes (nil: none applies).
    /// Compact both ways (a landscape iPhone), the vertical one applies, as Apple documents.
    func applying(horizontal horizontalClass: UserInterfaceSizeClass?, vertical verticalClass: UserInterfaceSizeClass?) -> PresentationAdaptation? {
        if verticalClass == .compact { return vertical }
        if horizontalClass == .compact { return horizontal }
        return nil
    }
}

extension View {
    /// Mirrors SwiftUI's `presentationCompactAdaptation(_:)` (iOS 16.4), set on a sheet's or a
    /// popover's content: in a compact size class `.fullScreenCover` covers the whole canvas and
    /// `.sheet`/`.automatic` show a sheet; `.none` and `.popover` keep a popover's bubble.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        preference(key: PresentationCompactAdaptationKey.self, value: CompactAdaptation(horizontal: adaptation, vertical: adaptation))
    }
    /// Mirrors SwiftUI's `presentationCompactAdaptation(horizontal:vertical:)`: one adaptation
    /// for a horizontally compact size class (an iPhone in portrait), one for a vertically
    /// compact one.
    nonisolated public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                                          vertical verticalAdaptation: PresentationAdaptation) -> some View {
        preference(key: PresentationCompactAdaptationKey.self,
                   value: CompactAdaptation(horizontal: horizontalAdaptation, vertical: verticalAdaptation))
    }
}
