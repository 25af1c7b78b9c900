import Foundation
import Observation

/// Tells the views that show UIKit presentations (`present(_:animated:completion:)`) that a
/// controller was presented or dismissed, or an alert's contents changed: the hosts draw the
/// change at their next update, as SwiftUI redraws a view whose observable state changed.
@MainActor @Observable final class UIKitPresentationChanges {
    static let shared = UIKitPresentationChanges()
    private(set) var revision = 0
    func changed() { revision &+= 1 }
}

/// The window's root view controller of a host, in its environment: what a
/// `UIViewControllerRepresentable`'s controller presents through, and whose presented
/// controllers the host shows.
struct WindowRootController: @unchecked Sendable {
    weak var controller: UIViewController?
}

private struct WindowRootControllerKey: EnvironmentKey {
    static var defaultValue: WindowRootController { WindowRootController() }
}

extension EnvironmentValues {
    var windowRootController: WindowRootController {
        get { self[WindowRootControllerKey.self] }
        set { self[WindowRootControllerKey.self] = newValue }
    }
}

/// What the host shows over its content: what the content presents (`alert`, `sheet`…) and,
/// above it, what the window's root view controller presents with UIKit's
/// `present(_:animated:completion:)` — the host's own root, and the root of the key window a
/// UIKit-lifecycle app made — one mechanism, as SwiftUI's presentations are UIKit's.
nonisolated struct WindowPresentations: View {
    let presented: [Presentation]
    @Environment(\.windowRootController) private var root

    @MainActor var body: some View {
        // (Loops, not closures: an isolated closure checks its thread, which a deep-stack
        // helper is not.)
        var all = presented + UIKitPresentation.presented(by: root.controller)
        var appRoot: UIViewController?
        for window in UIWindowScene.shared.madeWindows where window.isKeyWindow { appRoot = window.rootViewController }
        if let appRoot, appRoot !== root.controller { all += UIKitPresentation.presented(by: appRoot) }
        return AnyView(Presentation.view(for: all))
    }
}

/// How a presented view controller is shown: a `UIAlertController` as SwiftUI's `alert` or
/// `confirmationDialog`, any other controller as SwiftUI's `sheet` (`.fullScreen` and
/// `.overFullScreen` as `fullScreenCover`) showing its view; what it presents in turn shows
/// above it.
@MainActor enum UIKitPresentation {
    /// What `controller` presents, as a presentation (read with observation, so a change is
    /// drawn at the next update).
    static func presented(by controller: UIViewController?) -> [Presentation] {
        _ = UIKitPresentationChanges.shared.revision
        guard let shown = controller?.presentedViewController else { return [] }
        return [presentation(of: shown)]
    }

    static func presentation(of controller: UIViewController) -> Presentation {
        if let alert = controller as? UIAlertController {
            let actions = PresentedActions(title: alert.title.map { Text(verbatim: $0) },
                                           message: alert.message.map { AnyView(Text(verbatim: $0)) },
                                           actions: AnyView(AlertControllerActions(alert: alert)),
                                           dismiss: { [weak alert] in alert?.dismissIfPresented() },
                                           addsCancel: false)
            return alert.preferredStyle == .alert ? .alert(actions) : .dialog(actions)
        }
        let fullScreen = controller.modalPresentationStyle == .fullScreen || controller.modalPresentationStyle == .overFullScreen
        let swipedDown: @MainActor (Bool) -> Bool = { [weak controller] allowed in controller?.presentationController?.sheetSwiped(allowed: allowed) ?? true }
        if let popover = controller.popoverPresentationController {
            if !popover.prepared {
                popover.prepared = true
                (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
            }
            // A popover whose source Tether can locate is a popover (a bubble wherever it does
            // not adapt); without one it shows as the sheet it adapts to on an iPhone. A tap
            // outside the bubble is the user's dismissal, which the delegate may refuse.
            let source = popover.sourceFrame().map { PopoverSource(rect: $0, arrowEdge: popover.arrowEdge(for: $0)) }
            return .sheet(PresentedSheet(content: AnyView(PresentedControllerView(controller: controller)), coversFullScreen: false,
                                         isPopover: source != nil,
                                         dismiss: { [weak controller] in
                                             guard let controller else { return }
                                             controller.presentationController?.sheetSwiped(allowed: !controller.isModalInPresentation)
                                         },
                                         popoverSource: source, swipedDown: swipedDown))
        }
        return .sheet(PresentedSheet(content: AnyView(PresentedControllerView(controller: controller)), coversFullScreen: fullScreen,
                                     dismiss: { [weak controller] in controller?.dismissIfPresented() },
                                     swipedDown: swipedDown))
    }

    /// How a presentation's adaptation shows, as SwiftUI's compact adaptation of its
    /// content: a full-screen style covers the canvas, a sheet style is a sheet, `.none`
    /// keeps a popover's bubble (nil: the presentation's own adaptation).
    static func compactAdaptation(for style: UIModalPresentationStyle?) -> PresentationAdaptation? {
        switch style {
        case .fullScreen?, .overFullScreen?: .fullScreenCover
        case .pageSheet?, .formSheet?: .sheet
        case UIModalPresentationStyle.none?: PresentationAdaptation.none
        default: nil
        }
    }
}

/// A presented controller's view in its sheet (with its appearance callbacks, as a
/// representable's), with what the controller presents in turn.
nonisolated struct PresentedControllerView: View {
    let controller: UIViewController

    @MainActor var body: some View {
        // In a compact size class the delegate decides how the presentation adapts, and may
        // give a controller to show in its place.
        let traits = controller.presentingViewController?.traitCollection ?? controller.traitCollection
        let (style, shown) = controller.presentationController?.adapted(to: traits) ?? (nil, controller)
        let compact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
        let inBubble = controller.popoverPresentationController?.hasLocatableSource == true && (!compact || style == UIModalPresentationStyle.none)
        let content = AnyView(ControllerRepresentation(controller: shown)
            .modifier(PreferredContentSizeFrame(controller: controller, inBubble: inBubble)))
            .modifier(UISheetPresentationSettings(sheet: controller.presentationController as? UISheetPresentationController))
            .interactiveDismissDisabled(controller.isModalInPresentation)
            .preference(key: PresentationsKey.self, value: UIKitPresentation.presented(by: controller))
        guard let adaptation = UIKitPresentation.compactAdaptation(for: style) else { return AnyView(content) }
        return AnyView(content.presentationCompactAdaptation(adaptation))
    }
}

/// A popover's content at the presented controller's `preferredContentSize` (the room the
/// canvas leaves, when it is zero); other presentations' content as it is.
nonisolated struct PreferredContentSizeFrame: ViewModifier {
    let controller: UIViewController
    /// Whether the content shows in a popover's bubble (not adapted to a sheet).
    let inBubble: Bool

    @MainActor func body(content: Content) -> some View {
        guard inBubble else { return AnyView(content) }
        let size = controller.preferredContentSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 {
                controller.presentationController?.reportOnce("preferredContentSize \(size) of a popover's controller is not a size: the popover takes the room the canvas leaves")
            }
            return AnyView(FillsUnproposedRoom { content })
        }
        return AnyView(content.frame(width: size.width, height: size.height))
    }
}

/// Takes whatever is proposed, and all the room there is when nothing is (a popover's ideal
/// size without a preferred content size).
struct FillsUnproposedRoom: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// A sheet presentation controller's settings as SwiftUI's sheet modifiers (none without one).
nonisolated struct UISheetPresentationSettings: ViewModifier {
    let sheet: UISheetPresentationController?

    @MainActor func body(content: Content) -> some View {
        guard let sheet else { return AnyView(content) }
        let drawn = sheet.drawnDetents
        return AnyView(content
            .modifier(PresentationDetentsModifier(detents: drawn.detents, selection: drawn.selection,
                                                  select: { [weak sheet] detent in sheet?.userSelected(detent) }))
            .presentationDragIndicator(sheet.prefersGrabberVisible ? .visible : .hidden)
            .presentationCornerRadius(sheet.preferredCornerRadius)
            .presentationBackgroundInteraction(drawn.undimmed.map { .enabled(upThrough: $0) } ?? .automatic))
    }
}

/// Shows a controller made elsewhere.
struct ControllerRepresentation: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// An alert controller's text fields and actions as SwiftUI alert content: a `TextField` (or
/// `SecureField`) per field, bound to its text; a `Button` per action, in UIKit's order, that
/// dismisses the alert and then runs the handler.
nonisolated struct AlertControllerActions: View {
    let alert: UIAlertController

    @MainActor var body: some View {
        _ = UIKitPresentationChanges.shared.revision
        let fields = alert.textFields ?? []
        let actions = alert.shownActions
        return Group {
            ForEach(fields.indices, id: \.self) { index in
                AlertControllerTextField(field: fields[index])
            }
            ForEach(actions.indices, id: \.self) { index in
                let action = actions[index]
                Button(action.title ?? "", role: action.role) { [weak alert] in
                    alert?.dismissIfPresented()
                    action.handler?(action)
                }
                .disabled(!action.isEnabled)
            }
        }
    }
}

/// An alert's `UITextField` as a SwiftUI field: typing sets its text and sends `.editingChanged`.
nonisolated struct AlertControllerTextField: View {
    let field: UITextField

    @MainActor var body: some View {
        let field = self.field
        let text = Binding<String>(get: { field.text ?? "" }, set: { field.typed($0) })
        let placeholder = field.placeholder ?? ""
        Group {
            if field.isSecureTextEntry {
                SecureField(placeholder, text: text)
            } else {
                TextField(placeholder, text: text)
            }
        }
        .keyboardType(field.keyboardType)
        .accessibilityIdentifier(field.accessibilityIdentifier ?? "")
    }
}
