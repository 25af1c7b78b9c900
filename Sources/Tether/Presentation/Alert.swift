import Foundation

/// Mirrors SwiftUI's `alert(_:isPresented:actions:message:)`: while `isPresented` is true, an
/// iOS alert covers the whole canvas — the screen dimmed, a 270 pt card with iOS 26's 32 pt
/// corners in the middle with the title, the message, the text fields among the actions
/// (`TextField`, `SecureField`) under them, and the other actions as iOS 26's capsule buttons
/// (two side by side, more stacked). A tap on an action runs it and dismisses the alert (sets
/// `isPresented` to false).
nonisolated struct _AlertModifier<Actions: View, Message: View>: ViewModifier {
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?
    /// What the alert's title, message and actions inherit.
    @Environment(\.self) private var environment

    @MainActor public func body(content: Content) -> some View {
        let isPresented = self.isPresented
        let alert = isPresented.wrappedValue
            ? [Presentation.alert(PresentedActions(title: title, message: message.map { AnyView($0) }, actions: AnyView(actions),
                                                 dismiss: { isPresented.wrappedValue = false }, presenterEnvironment: environment))]
            : []
        return content.preference(key: PresentationsKey.self, value: alert)
    }
}

/// The dimmed canvas and the alert card, as iOS draws them (the card dark in dark mode).
nonisolated struct AlertPresentation: View {
    /// iOS 26's card corner radius (measured, see `IOSReferencePresentationTests`).
    static let cornerRadius: CGFloat = 32
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
                    .buttonStyle(AlertActionStyle())
                    .environment(\.presentationDismiss, PresentationDismiss(action: alert.dismiss))
            }
            .frame(width: 270)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(SystemColors.alertBackground))
            .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
        }
    }
}

/// One part of an alert's actions, each leaving the other's views out: its text fields
/// (`AlertTextFieldsLayout`, in 13 pt rounded-border boxes), or its buttons — two side by side,
/// one or more than two stacked, each on its capsule (`AlertActionStyle`).
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
            node.drawing = nil
        }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: environment)
    }
}

/// Lays the buttons out as iOS 26 does: 48 pt tall capsules, 16 pt in from the card's sides
/// and bottom, 8 pt apart — two side by side, one or more than two stacked. Text fields are
/// left out (`AlertTextFieldsLayout` places them).
struct AlertActionsLayout: SelectiveLayout, Equatable {
    static let buttonHeight: CGFloat = 48
    static let inset: CGFloat = 16
    static let spacing: CGFloat = 8
    static func buttons(_ subviews: LayoutSubviews) -> [Int] { subviews.indices.filter { !subviews[$0].isTextField } }

    /// The rows the buttons take: one for two side by side, else one each.
    static func rows(_ count: Int) -> Int { count == 2 ? 1 : count }

    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet {
        IndexSet(Self.buttons(subviews).map { $0 - subviews.startIndex })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 270
        let rows = Self.rows(Self.buttons(subviews).count)
        guard rows > 0 else { return CGSize(width: width, height: 0) }
        return CGSize(width: width, height: CGFloat(rows) * Self.buttonHeight + CGFloat(rows - 1) * Self.spacing + Self.inset)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let buttons = Self.buttons(subviews)
        for index in subviews.indices where !buttons.contains(index) {
            subviews[index].place(at: bounds.origin, proposal: .zero)
        }
        let inner = max(0, bounds.width - 2 * Self.inset)
        if buttons.count == 2 {
            let half = max(0, (inner - Self.spacing) / 2)
            let proposal = ProposedViewSize(width: half, height: Self.buttonHeight)
            subviews[buttons[0]].place(at: CGPoint(x: bounds.minX + Self.inset, y: bounds.minY), proposal: proposal)
            subviews[buttons[1]].place(at: CGPoint(x: bounds.minX + Self.inset + half + Self.spacing, y: bounds.minY), proposal: proposal)
        } else {
            for (row, index) in buttons.enumerated() {
                let y = bounds.minY + (Self.buttonHeight + Self.spacing) * CGFloat(row)
                subviews[index].place(at: CGPoint(x: bounds.minX + Self.inset, y: y),
                                      proposal: ProposedViewSize(width: inner, height: Self.buttonHeight))
            }
        }
    }
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
