import Foundation

/// What a view presents over the whole canvas (`alert`, `confirmationDialog`, a menu,
/// `sheet`); the host collects them as a preference and shows one, as iOS puts an alert above
/// a dialog above a menu above a sheet.
enum Presentation {
    case alert(PresentedActions)
    case dialog(PresentedActions)
    case menu(PresentedMenu)
    case sheet(PresentedSheet)

    /// The view the host shows for what is presented: the last alert, else the last dialog,
    /// else the last menu, else the last sheet, else nothing.
    static func view(for presented: [Presentation]) -> any View {
        for case .alert(let alert) in presented.reversed() {
            return AlertPresentation(alert: alert).modifier(PresenterEnvironment(presenter: alert.presenterEnvironment))
        }
        for case .dialog(let dialog) in presented.reversed() {
            return DialogPresentation(dialog: dialog).modifier(PresenterEnvironment(presenter: dialog.presenterEnvironment))
        }
        for case .menu(let menu) in presented.reversed() {
            return MenuPresentation(menu: menu).modifier(PresenterEnvironment(presenter: menu.presenterEnvironment))
        }
        for case .sheet(let sheet) in presented.reversed() {
            return SheetPresentation(sheet: sheet).modifier(PresenterEnvironment(presenter: sheet.presenterEnvironment))
        }
        return EmptyView()
    }
}

/// An alert or a confirmation dialog to show: its title (a dialog may hide it), its message,
/// its action buttons and what dismisses it.
struct PresentedActions {
    let title: Text?
    let message: AnyView?
    let actions: AnyView
    let dismiss: @MainActor () -> Void
    /// The environment of the view that presents it, which its views inherit.
    var presenterEnvironment: EnvironmentValues? = nil
    /// Whether an action sheet without a cancel action gets one (SwiftUI's dialogs do,
    /// `UIAlertController`'s do not).
    var addsCancel = true
}

/// The presentations in the tree, in tree order.
struct PresentationsKey: PreferenceKey {
    static var defaultValue: [Presentation] { [] }
    static func reduce(value: inout [Presentation], nextValue: () -> [Presentation]) { value += nextValue() }
}

/// Dismisses the presentation a button is in, after its action.
struct PresentationDismiss: @unchecked Sendable {
    let action: @MainActor () -> Void
}

private struct PresentationDismissKey: PresentationContextKey {
    static var defaultValue: PresentationDismiss? { nil }
}

extension EnvironmentValues {
    /// Set inside an alert or a dialog: buttons there dismiss it after their action.
    var presentationDismiss: PresentationDismiss? {
        get { self[PresentationDismissKey.self] }
        set { self[PresentationDismissKey.self] = newValue }
    }
}

/// The hairlines between the buttons of an alert or a dialog: horizontal ones across `width`
/// at each of `rows`, vertical ones `height` tall at each of `columns`, in iOS's separator
/// colour, one device pixel thick.
func hairlines(across width: CGFloat, at rows: [CGFloat], down height: CGFloat = 0, at columns: [CGFloat] = [],
               appearance: ColorAppearance) -> DisplayItem {
    let paint = Paint.solid(SystemColors.separator.rgba(for: appearance))
    let across = rows.map { y in DisplayItem.hairline(CGRect(x: 0, y: y, width: width, height: 0.5), paint) }
    let down = columns.map { x in DisplayItem.hairline(CGRect(x: x - 0.25, y: 0, width: 0.5, height: height), paint) }
    return .group(transform: .identity, opacity: 1, clip: nil, items: across + down)
}

/// An action of an alert or an action sheet: its title centred in its cell on one line, in the
/// tint colour (red for `.destructive`), in `font` (`cancelFont` for `.cancel`); a tap
/// anywhere in the cell triggers it.
nonisolated struct PresentedActionStyle: PrimitiveButtonStyle {
    let font: Font
    let cancelFont: Font
    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        nonisolated(unsafe) let configuration = configuration
        return configuration.label
            .font(role == .cancel ? cancelFont : font)
            .foregroundStyle(role == .destructive ? Color.red : Color.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}
