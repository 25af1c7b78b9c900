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
struct PresentationDetents: Equatable, @unchecked Sendable {
    var detents: Set<PresentationDetent> = [.large]
    var selection: PresentationDetent?
    /// The environment of the sheet's content, for custom detents' contexts.
    var environment = EnvironmentValues()

    static func == (a: PresentationDetents, b: PresentationDetents) -> Bool { a.detents == b.detents && a.selection == b.selection }

    /// The gap a large sheet leaves above it.
    static let topGap: CGFloat = 10

    var count: Int { detents.count }

    /// The detent the sheet rests at on a canvas `canvasHeight` tall.
    func resting(inCanvasOfHeight canvasHeight: CGFloat) -> PresentationDetent {
        // A custom detent whose height is nil here is not available.
        let available = detents.filter { detent in
            detent.customHeight(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment).map { $0 != nil } ?? true
        }
        if let selection, available.contains(selection) { return selection }
        return available.min { a, b in
            let ha = a.height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment)
            let hb = b.height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment)
            return ha < hb
        } ?? .large
    }

    /// The sheet's height on a canvas `canvasHeight` tall.
    func height(inCanvasOfHeight canvasHeight: CGFloat) -> CGFloat {
        resting(inCanvasOfHeight: canvasHeight).height(inCanvasOfHeight: canvasHeight, topGap: Self.topGap, environment: environment)
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
    @Environment(\.self) private var environment

    @MainActor func body(content: Content) -> some View {
        let hostile = detents.filter(\.isHostile)
        if !hostile.isEmpty {
            ControlDiagnostics.report("presentationDetents: \(hostile.count) detent(s) with a non-finite or negative size rest at the large height")
        }
        return content.preference(key: PresentationDetentsKey.self,
                                  value: PresentationDetents(detents: detents.isEmpty ? [.large] : detents, selection: selection, environment: environment))
    }
}
