import Foundation

/// Mirrors SwiftUI's `alert(_:isPresented:actions:message:)`: while `isPresented` is true, an
/// iOS alert covers the whole canvas — the screen dimmed, a 270 pt card in the middle with the
/// title, the message and the actions as full-width buttons (two side by side, more stacked).
/// A tap on an action runs it and dismisses the alert (sets `isPresented` to false).
nonisolated struct _AlertModifier<Actions: View, Message: View>: ViewModifier {
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?

    @MainActor public func body(content: Content) -> some View {
        let isPresented = self.isPresented
        let alert = isPresented.wrappedValue
            ? [Presentation.alert(PresentedActions(title: title, message: message.map { AnyView($0) }, actions: AnyView(actions),
                                                 dismiss: { isPresented.wrappedValue = false }))]
            : []
        return content.preference(key: PresentationsKey.self, value: alert)
    }
}

/// The dimmed canvas and the alert card, as iOS draws them (the card dark in dark mode).
nonisolated struct AlertPresentation: View {
    let alert: PresentedActions

    @MainActor var body: some View {
        ZStack {
            Color(red: 0, green: 0, blue: 0, opacity: 0.2)
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    alert.title.font(.headline).multilineTextAlignment(.center)
                    alert.message.font(.footnote).multilineTextAlignment(.center)
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 19)
                AlertActions { alert.actions }
                    .buttonStyle(PresentedActionStyle(font: .body, cancelFont: .body.weight(.semibold)))
                    .environment(\.presentationDismiss, PresentationDismiss(action: alert.dismiss))
            }
            .frame(width: 270)
            .background(RoundedRectangle(cornerRadius: 14).fill(SystemColors.alertBackground))
            .clipShape(RoundedRectangle(cornerRadius: 14))
        }
    }
}

/// An alert's buttons: two side by side, one or more than two stacked; hairlines between them
/// and above them.
nonisolated struct AlertActions<Content: View>: View {
    typealias Body = Never
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension AlertActions: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = LayoutAdapter(layout: AlertActionsLayout())
        node.drawing = AlertSeparators()
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Lays the buttons out: 44 pt high each, side by side when there are two.
struct AlertActionsLayout: Layout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 270
        return CGSize(width: width, height: subviews.count == 2 ? 44 : 44 * CGFloat(subviews.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if subviews.count == 2 {
            let half = ProposedViewSize(width: bounds.width / 2, height: 44)
            subviews[0].place(at: bounds.origin, proposal: half)
            subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.minY), proposal: half)
        } else {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 44 * CGFloat(index)),
                              proposal: ProposedViewSize(width: bounds.width, height: 44))
            }
        }
    }
}

/// The hairlines of an alert's button area: one above each row, and one between two buttons
/// side by side.
struct AlertSeparators: NodeDrawing {
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        let count = LayoutEngine.subviews(of: node).count
        let rows = count == 2 ? 1 : count
        return [hairlines(across: size.width, at: (0..<rows).map { 44 * CGFloat($0) },
                          down: 44, at: count == 2 ? [size.width / 2] : [], scheme: environment.colorScheme)]
    }
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool { false }
}

extension View {
    /// Mirrors SwiftUI's `alert(_:isPresented:actions:)`.
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier<A, EmptyView>(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: nil))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:actions:)` with a title string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                              @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier<A, EmptyView>(title: Text(title), isPresented: isPresented, actions: actions(), message: nil))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:actions:message:)`.
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(_AlertModifier(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message()))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:actions:message:)` with a title string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       @ViewBuilder actions: () -> A,
                                                                       @ViewBuilder message: () -> M) -> some View {
        modifier(_AlertModifier(title: Text(title), isPresented: isPresented, actions: actions(), message: message()))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:actions:message:)` with a `Text` title.
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(_AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:actions:)` with a `Text` title.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier<A, EmptyView>(title: title, isPresented: isPresented, actions: actions(), message: nil))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:message:)`: the actions and
    /// message are made from `data`, and nothing shows while it is nil.
    nonisolated public func alert<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                                       @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(_AlertModifier(title: Text(titleKey), isPresented: shown, actions: data.map(actions), message: data.map(message)))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:)`.
    nonisolated public func alert<T, A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                              @ViewBuilder actions: (T) -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(_AlertModifier<A?, EmptyView>(title: Text(titleKey), isPresented: shown, actions: data.map(actions), message: nil))
    }
    /// Mirrors SwiftUI's `alert(isPresented:error:actions:)`: titled with the error's
    /// `errorDescription`, its `failureReason` as the message; nothing shows while it is nil.
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && error != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(_AlertModifier(title: Text(verbatim: error?.errorDescription ?? ""), isPresented: shown, actions: actions(),
                                       message: error?.failureReason.map { Text(verbatim: $0) }))
    }
    /// Mirrors SwiftUI's `alert(isPresented:error:actions:message:)`.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                                       @ViewBuilder message: (E) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && error != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(_AlertModifier(title: Text(verbatim: error?.errorDescription ?? ""), isPresented: shown,
                                       actions: error.map(actions), message: error.map(message)))
    }
}
