import Foundation

/// Mirrors SwiftUI's `alert(_:isPresented:actions:message:)`: while `isPresented` is true, an
/// iOS alert covers the whole canvas — the screen dimmed, a 270 pt card in the middle with the
/// title, the message, the text fields among the actions (`TextField`, `SecureField`) under
/// them, and the other actions as full-width buttons (two side by side, more stacked). A tap
/// on an action runs it and dismisses the alert (sets `isPresented` to false).
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
                AlertActionPart(.textFields) { alert.actions }
                AlertActionPart(.buttons) { alert.actions }
                    .buttonStyle(PresentedActionStyle(font: .body, cancelFont: .body.weight(.semibold)))
                    .environment(\.presentationDismiss, PresentationDismiss(action: alert.dismiss))
            }
            .frame(width: 270)
            .background(RoundedRectangle(cornerRadius: 14).fill(SystemColors.alertBackground))
            .clipShape(RoundedRectangle(cornerRadius: 14))
        }
    }
}

/// One part of an alert's actions, each leaving the other's views out: its text fields
/// (`AlertTextFieldsLayout`, in 13 pt rounded-border boxes), or its buttons — two side by side,
/// one or more than two stacked, hairlines between them and above them.
nonisolated struct AlertActionPart<Content: View>: View {
    enum Part { case textFields, buttons }
    typealias Body = Never
    let part: Part
    let content: Content
    init(_ part: Part, @ViewBuilder content: () -> Content) {
        self.part = part
        self.content = content()
    }
}

extension AlertActionPart: ResolvableView {
    func resolve(in node: ViewNode) {
        var environment = node.environment
        switch part {
        case .textFields:
            node.layout = LayoutAdapter(layout: AlertTextFieldsLayout())
            node.drawing = nil
            environment.textFieldStyle = .roundedBorder
            environment.font = .footnote
        case .buttons:
            node.layout = LayoutAdapter(layout: AlertActionsLayout())
            node.drawing = AlertSeparators()
        }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: environment)
    }
}

/// Lays the buttons out: 44 pt high each, side by side when there are two. Text fields are
/// left out (`AlertTextFieldsLayout` places them).
struct AlertActionsLayout: SelectiveLayout, Equatable {
    static func buttons(_ subviews: LayoutSubviews) -> [Int] { subviews.indices.filter { !subviews[$0].isTextField } }

    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet {
        IndexSet(Self.buttons(subviews).map { $0 - subviews.startIndex })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 270
        let count = Self.buttons(subviews).count
        return CGSize(width: width, height: count == 2 ? 44 : 44 * CGFloat(count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let buttons = Self.buttons(subviews)
        for index in subviews.indices where !buttons.contains(index) {
            subviews[index].place(at: bounds.origin, proposal: .zero)
        }
        if buttons.count == 2 {
            let half = ProposedViewSize(width: bounds.width / 2, height: 44)
            subviews[buttons[0]].place(at: bounds.origin, proposal: half)
            subviews[buttons[1]].place(at: CGPoint(x: bounds.midX, y: bounds.minY), proposal: half)
        } else {
            for (row, index) in buttons.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + 44 * CGFloat(row)),
                                      proposal: ProposedViewSize(width: bounds.width, height: 44))
            }
        }
    }
}

/// The hairlines of an alert's button area: one above each row, and one between two buttons
/// side by side.
struct AlertSeparators: NodeDrawing {
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        let count = AlertActionsLayout.buttons(LayoutEngine.subviews(of: node)).count
        let rows = count == 2 ? 1 : count
        return [hairlines(across: size.width, at: (0..<rows).map { 44 * CGFloat($0) },
                          down: 44, at: count == 2 ? [size.width / 2] : [], appearance: ColorAppearance(environment))]
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
}
