import Foundation

/// Mirrors SwiftUI's `PresentationDetent`: a height a sheet rests at — `.large` (the whole
/// height below the top gap), `.medium` (half the canvas), `.fraction(_:)` of the large height
/// and `.height(_:)` in points (UIKit's custom detents, which resolve against the large
/// detent's height and are kept within it), or `.custom(_:)` with a `CustomPresentationDetent`
/// type whose `height(in:)` answers for the sheet's context.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(CustomDetentType)
    }
    let kind: Kind

    /// A `CustomPresentationDetent` type: equal to itself, asked for its height in a context.
    struct CustomDetentType: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        let height: (Context) -> CGFloat?
        static func == (a: CustomDetentType, b: CustomDetentType) -> Bool { a.type == b.type }
        func hash(into hasher: inout Hasher) { hasher.combine(type) }
    }

    /// Mirrors `PresentationDetent.Context` (iOS 16): what a custom detent is measured in — the
    /// tallest a detent can be, and the environment's values by dynamic member lookup.
    @dynamicMemberLookup
    public struct Context {
        /// Mirrors `maxDetentValue`: the large detent's height.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues
        /// Mirrors `subscript(dynamicMember:)`: a value of the sheet's environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// Mirrors `custom(_:)`: the height `type.height(in:)` gives; a nil height makes the
    /// detent unavailable (the sheet rests at its other detents).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetentType(type: ObjectIdentifier(type), height: { D.height(in: $0) })))
    }

    /// The custom detent's own height in a context, nil when it is unavailable there; other
    /// detents are always available.
    func customHeight(inCanvasOfHeight canvasHeight: CGFloat, topGap: CGFloat, environment: EnvironmentValues) -> CGFloat?? {
        guard case .custom(let custom) = kind else { return .none }
        return .some(custom.height(Context(maxDetentValue: max(0, canvasHeight - topGap), environment: environment)))
    }

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
    func height(inCanvasOfHeight canvasHeight: CGFloat, topGap: CGFloat, environment: EnvironmentValues = EnvironmentValues()) -> CGFloat {
        let large = max(0, canvasHeight - topGap)
        let value: CGFloat
        switch kind {
        case .large: return large
        case .medium: return max(0, canvasHeight / 2)
        case .fraction(let f): value = f * large
        case .height(let h): value = h
        case .custom(let custom):
            guard let h = custom.height(Context(maxDetentValue: large, environment: environment)) else { return large }
            value = h
        }
        return value.isFinite && value >= 0 ? min(value, large) : large
    }

    /// Whether the detent's own number is unusable.
    var isHostile: Bool {
        switch kind {
        case .large, .medium, .custom: return false
        case .fraction(let v), .height(let v): return !v.isFinite || v < 0
        }
    }
}

/// The detents a sheet's content asked for and the one it rests at: the selection when it is
/// one of them, else the smallest, as UIKit's sheet rests at its smallest detent unless told.
///
/// A drag on the sheet ends at a detent by Tether's rule (iOS documents no exact one; this is
/// the simplest consistent with how it behaves): the sheet's height less the drag's predicted
/// end translation (`DragGesture.Value.predictedEndTranslation`, the finger's travel plus what
/// its speed carries it) is the height the drag would leave it at; the sheet settles at the
/// available detent whose height is nearest that (the one it rests at on a tie, else the
/// shorter), up to larger detents and down to smaller ones; at or below half the smallest
/// detent's height the drag is a swipe down that dismisses it. With one detent that is a swipe
/// down by at least half the sheet's height.
struct PresentationDetents: Equatable, @unchecked Sendable {
    var detents: Set<PresentationDetent> = [.large]
    var selection: PresentationDetent?
    /// The environment of the sheet's content, for custom detents' contexts.
    var environment = EnvironmentValues()
    /// Where the user's drag to another detent is told: the `selection:` binding of
    /// `presentationDetents(_:selection:)`, or a `UISheetPresentationController`. Without it
    /// the sheet remembers the detent itself.
    var select: (@MainActor (PresentationDetent) -> Void)? = nil

    static func == (a: PresentationDetents, b: PresentationDetents) -> Bool { a.detents == b.detents && a.selection == b.selection }

    /// The gap a large sheet leaves above it.
    static let topGap: CGFloat = 10

    var count: Int { detents.count }

    /// The detents available on a canvas `canvasHeight` tall (a custom detent whose height is
    /// nil there is not), with their heights, shortest first; detents of one height in a fixed
    /// order of their own.
    func available(inCanvasOfHeight canvasHeight: CGFloat) -> [(detent: PresentationDetent, height: CGFloat)] {
        var available: [(detent: PresentationDetent, height: CGFloat)] = []
        for detent in detents {
            if case .some(.none) = detent.customHeight(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment) { continue }
            available.append((detent, detent.height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment)))
        }
        return available.sorted { a, b in
            if a.height != b.height { return a.height < b.height }
            return a.detent.orderKey < b.detent.orderKey
        }
    }

    /// The detent the sheet rests at on a canvas `canvasHeight` tall.
    func resting(inCanvasOfHeight canvasHeight: CGFloat) -> PresentationDetent {
        let available = self.available(inCanvasOfHeight: canvasHeight)
        if let selection, available.contains(where: { $0.detent == selection }) { return selection }
        return available.first?.detent ?? .large
    }

    /// The sheet's height on a canvas `canvasHeight` tall.
    func height(inCanvasOfHeight canvasHeight: CGFloat) -> CGFloat {
        resting(inCanvasOfHeight: canvasHeight).height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment)
    }

    /// What a drag that ends with the sheet's top predicted to move `predictedTranslation`
    /// points down (negative: up) does, by the rule above; nil when that is not finite (the
    /// sheet stays where it rests).
    func outcome(ofDragPredictedToMove predictedTranslation: CGFloat, inCanvasOfHeight canvasHeight: CGFloat) -> DragOutcome? {
        let available = self.available(inCanvasOfHeight: canvasHeight)
        let resting = self.resting(inCanvasOfHeight: canvasHeight)
        let restingHeight = resting.height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment)
        let projected = restingHeight - predictedTranslation
        guard projected.isFinite else { return nil }
        let smallest = available.first?.height ?? restingHeight
        if projected <= smallest / 2 { return .dismiss }
        var nearest = (detent: resting, distance: abs(restingHeight - projected))
        for (detent, height) in available where abs(height - projected) < nearest.distance {
            nearest = (detent, abs(height - projected))
        }
        return .settle(nearest.detent)
    }

    /// Where a drag on a sheet leaves it.
    enum DragOutcome: Equatable {
        /// At rest at this detent (the one it was at, or another).
        case settle(PresentationDetent)
        /// Swiped down: dismissed, where dismissal is allowed.
        case dismiss
    }
}

extension PresentationDetent {
    /// A fixed order among detents of one height, so that which one a sheet picks does not
    /// depend on a set's order.
    var orderKey: String {
        switch kind {
        case .large: return "0"
        case .medium: return "1"
        case .fraction(let f): return "2 \(f)"
        case .height(let h): return "3 \(h)"
        case .custom(let custom): return "4 \(UInt(bitPattern: custom.type))"
        }
    }
}

/// Mirrors SwiftUI's `CustomPresentationDetent` (iOS 16): a type that computes a sheet
/// height from the sheet's context (`PresentationDetent.custom(_:)`).
public protocol CustomPresentationDetent {
    /// Mirrors `height(in:)`: the detent's height, or nil when it is not available.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// Mirrors `CustomPresentationDetent.Context`.
    public typealias Context = PresentationDetent.Context
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
    /// opens at the smallest (`[.medium, .large]` opens half as tall). With several, a drag
    /// moves the sheet between them (it remembers where it was dragged to) — see
    /// `PresentationDetents` for the rule Tether applies when the finger lifts.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents, selection: nil))
    }

    /// Mirrors SwiftUI's `presentationDetents(_:selection:)`: the sheet rests at the selected
    /// detent (setting the binding in code moves it), and a drag to another detent sets the
    /// binding. Apple asks that the selection be one of `detents`; one that is not is reported
    /// and the sheet rests at the smallest detent until the binding names one of them.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents, selection: selection.wrappedValue, binding: selection))
    }
}

/// Hands the detents up to the sheet, reporting unusable ones.
nonisolated struct PresentationDetentsModifier: ViewModifier {
    let detents: Set<PresentationDetent>
    let selection: PresentationDetent?
    /// The `selection:` binding a drag to another detent sets.
    var binding: Binding<PresentationDetent>? = nil
    /// Where a drag to another detent is told otherwise (nil, without a binding: the sheet
    /// remembers it).
    var select: (@MainActor (PresentationDetent) -> Void)? = nil
    @Environment(\.self) private var environment

    @MainActor func body(content: Content) -> some View {
        let hostile = detents.filter(\.isHostile)
        if !hostile.isEmpty {
            ControlDiagnostics.report("presentationDetents: \(hostile.count) detent(s) with a non-finite or negative size rest at the large height")
        }
        let detents = self.detents.isEmpty ? [.large] : self.detents
        if let selection, !detents.contains(selection) {
            ControlDiagnostics.report("presentationDetents(_:selection:): the selection is not one of the detents (Apple asks that it be); the sheet rests at the smallest detent")
        }
        return content.preference(key: PresentationDetentsKey.self,
                                  value: PresentationDetents(detents: detents, selection: selection, environment: environment, select: select ?? selectBinding))
    }

    /// Sets the binding, when there is one.
    @MainActor private var selectBinding: (@MainActor (PresentationDetent) -> Void)? {
        guard let binding else { return nil }
        return { binding.wrappedValue = $0 }
    }
}
