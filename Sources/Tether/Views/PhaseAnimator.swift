import Foundation

/// Mirrors SwiftUI's `PhaseAnimator` (iOS 17): content drawn for each of a sequence of phases
/// in turn. Tether draws a picture at rest, without animation time: the first phase. With a
/// trigger, that is also where SwiftUI's animation comes back to after running through the
/// phases; without one, it is the phase the endless cycle starts from.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Mirrors `init(_:content:animation:)`: cycles through `phases` for as long as it shows.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.first = phases.first(where: { _ in true })
        self.content = content
    }

    /// Mirrors `init(_:trigger:content:animation:)`: runs through `phases` when `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.first = phases.first(where: { _ in true })
        self.content = content
    }

    @MainActor public var body: some View {
        if first == nil { ControlDiagnostics.report("PhaseAnimator: no phases; nothing is drawn") }
        return first.map(content)
    }
}

/// Mirrors SwiftUI's `PlaceholderContentView`: the view a `phaseAnimator` (or another content
/// closure) is applied to, handed to the closure to modify.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    @MainActor public var body: some View { content }
}

extension View {
    /// Mirrors SwiftUI's `animation(_:body:)` (iOS 17): `animation` applies only to the
    /// modifiers `body` puts on this view. Tether draws the final state: `body`'s view.
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView<Self>(content: AnyView(self)))
    }
}

extension View {
    /// Mirrors SwiftUI's `phaseAnimator(_:content:animation:)`: this view modified by
    /// `content` for each phase in turn (Tether draws the first phase; see `PhaseAnimator`).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Mirrors SwiftUI's `phaseAnimator(_:trigger:content:animation:)`: runs through the phases
    /// when `trigger` changes and comes back to the first, which Tether draws.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
