import Foundation

/// Mirrors SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// Mirrors SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` as
/// iOS shows it: an action sheet at the bottom of the dimmed canvas — a card with the title
/// (hidden unless asked for) and the message in small grey type, the actions stacked in 57 pt
/// rows, and the cancel action in a card of its own below (iOS adds one when none is given).
/// A tap on an action runs it and dismisses the dialog.
nonisolated struct _ConfirmationDialogModifier<Actions: View, Message: View>: ViewModifier {
    let title: Text
    let isPresented: Binding<Bool>
    let titleVisibility: Visibility
    let actions: Actions
    let message: Message?
    /// What the dialog's title, message and actions inherit.
    @Environment(\.self) private var environment

    @MainActor public func body(content: Content) -> some View {
        let isPresented = self.isPresented
        let presented = isPresented.wrappedValue
            ? [Presentation.dialog(PresentedActions(title: titleVisibility == .visible ? title : nil, message: message.map { AnyView($0) },
                                                   actions: AnyView(actions), dismiss: { isPresented.wrappedValue = false },
                                                   presenterEnvironment: environment))]
            : []
        return content.preference(key: PresentationsKey.self, value: presented)
    }
}

/// The dimmed canvas and the action sheet.
nonisolated struct DialogPresentation: View {
    let dialog: PresentedActions

    @MainActor var body: some View {
        let hasHeader = dialog.title != nil || dialog.message != nil
        ZStack(alignment: .bottom) {
            Color(red: 0, green: 0, blue: 0, opacity: 0.2)
            VStack(spacing: 8) {
                VStack(spacing: 0) {
                    if hasHeader {
                        VStack(spacing: 4) {
                            dialog.title.font(.footnote.weight(.semibold))
                            dialog.message.font(.footnote)
                        }
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 14)
                        .frame(maxWidth: .infinity)
                    }
                    DialogActions(part: .main, separatorAboveFirst: hasHeader) { dialog.actions }
                }
                .background(RoundedRectangle(cornerRadius: 14).fill(SystemColors.actionSheetBackground))
                DialogActions(part: .cancel, separatorAboveFirst: false) {
                    dialog.actions
                    // SwiftUI always shows a Cancel; this one shows when the actions have none.
                    if dialog.addsCancel { Button("Cancel", role: .cancel) {} }
                }
                .background(RoundedRectangle(cornerRadius: 14).fill(SystemColors.elevatedSystemBackground))
            }
            .buttonStyle(PresentedActionStyle(font: .system(size: 20), cancelFont: .system(size: 20, weight: .semibold)))
            .environment(\.presentationDismiss, PresentationDismiss(action: dialog.dismiss))
            .padding(8)
        }
    }
}

/// One card of an action sheet's buttons, in 57 pt rows: the actions that are not `.cancel`
/// (`main`), or the first `.cancel` one (`cancel`). The others are omitted.
nonisolated struct DialogActions<Content: View>: View {
    typealias Body = Never
    let part: DialogActionsLayout.Part
    let separatorAboveFirst: Bool
    let content: Content
    init(part: DialogActionsLayout.Part, separatorAboveFirst: Bool, @ViewBuilder content: () -> Content) {
        self.part = part
        self.separatorAboveFirst = separatorAboveFirst
        self.content = content()
    }
}

extension DialogActions: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = LayoutAdapter(layout: DialogActionsLayout(part: part))
        node.drawing = DialogSeparators(separatorAboveFirst: separatorAboveFirst)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Stacks the shown buttons in 57 pt rows across the width.
struct DialogActionsLayout: SelectiveLayout, Equatable {
    enum Part: Equatable { case main, cancel }
    static let row: CGFloat = 57
    let part: Part

    func shown(_ subviews: Subviews) -> [Int] {
        let cancels = subviews.indices.filter { subviews[$0][ButtonRoleKey.self] == .cancel }
        switch part {
        case .main: return subviews.indices.filter { !cancels.contains($0) }
        case .cancel: return cancels.first.map { [$0] } ?? []
        }
    }
    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet {
        IndexSet(shown(subviews).map { $0 - subviews.startIndex })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 375, height: Self.row * CGFloat(shown(subviews).count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let shown = shown(subviews)
        for index in subviews.indices {
            let row = shown.firstIndex(of: index)
            subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + Self.row * CGFloat(row ?? 0)),
                                  proposal: ProposedViewSize(width: bounds.width, height: Self.row))
        }
    }
}

/// The hairlines between an action sheet's rows (and above the first, under a header).
struct DialogSeparators: NodeDrawing {
    let separatorAboveFirst: Bool
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        // Never more hairlines than a dialog has rows, however tall a hostile layout made it.
        let rows = min(1_000, Int(saturating: (size.height / DialogActionsLayout.row).rounded()))
        guard rows > 0 else { return [] }
        return [hairlines(across: size.width, at: ((separatorAboveFirst ? 0 : 1)..<rows).map { DialogActionsLayout.row * CGFloat($0) },
                           appearance: ColorAppearance(environment))]
    }
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool { false }
}

/// The role of a button, as a trait its container can read (the dialog puts cancel apart).
struct ButtonRoleKey: LayoutValueKey {
    static let defaultValue: ButtonRole? = nil
}

extension View {
    /// Mirrors SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: () -> A) -> some View {
        modifier(_ConfirmationDialogModifier<A, EmptyView>(title: Text(titleKey), isPresented: isPresented,
                                                           titleVisibility: titleVisibility, actions: actions(), message: nil))
    }
    /// Mirrors SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                                 titleVisibility: Visibility = .automatic,
                                                                 @ViewBuilder actions: () -> A,
                                                                 @ViewBuilder message: () -> M) -> some View {
        modifier(_ConfirmationDialogModifier(title: Text(titleKey), isPresented: isPresented,
                                             titleVisibility: titleVisibility, actions: actions(), message: message()))
    }
}
