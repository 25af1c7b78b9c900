import Foundation

/// A UIView's drawing with the context menu of one of its interactions open over the canvas,
/// when one is. Its body is a concrete `AnyView`: the lifted preview draws `UIViewBody`,
/// whose own body holds this modifier, and an opaque result type here would make that type
/// refer to itself (the optimizer's substitution of opaque types aborts on it).
struct UIViewContextMenuModifier: ViewModifier {
    let snapshot: UIViewSnapshot
    func body(content: Content) -> AnyView {
        guard let interaction = snapshot.contextMenu, interaction.presented != nil else { return AnyView(content) }
        return AnyView(content.modifier(UIContextMenuPresenter(interaction: interaction, lifted: snapshot.lifted)))
    }
}

extension UIViewSnapshot {
    /// The view as a context menu lifts it: drawn as it is, without its transform, opacity,
    /// gestures or open menu.
    var lifted: UIViewSnapshot {
        var copy = self
        copy.transform = nil
        copy.projection = nil
        copy.alpha = 1
        copy.interaction = nil
        copy.gestureRecognizers = []
        copy.contextMenu = nil
        copy.identifier = nil
        copy.label = nil
        return copy
    }
}

/// An open `UIContextMenuInteraction` menu: SwiftUI's context menu presented from the view's
/// frame, lifting the view itself or the configuration's preview controller's view (at its
/// `preferredContentSize`, or the view's size when it sets none).
struct UIContextMenuPresenter: ViewModifier {
    let interaction: UIContextMenuInteraction
    let lifted: UIViewSnapshot

    func body(content: Content) -> AnyView {
        let interaction = self.interaction
        guard let open = interaction.presented else { return AnyView(content) }
        let previewController = open.preview
        let lifted = self.lifted
        return AnyView(content.presentsMenu(true) { source in
            let preview: AnyView
            var proposal: CGSize? = source.size
            if let previewController {
                let preferred = previewController.preferredContentSize
                if preferred.width > 0, preferred.height > 0, preferred.width.isFinite, preferred.height.isFinite { proposal = preferred }
                preview = AnyView(UIContextMenuPreviewController(controller: previewController))
            } else {
                preview = AnyView(UIViewBody(snapshot: lifted))
            }
            return PresentedMenu(source: source, items: AnyView(UIMenuContent(menu: open.menu, sender: interaction)), preview: preview,
                                 previewProposal: proposal, order: open.configuration.menuOrder,
                                 dismiss: { interaction.dismissMenu() }, previewTapped: { interaction.previewTapped() })
        })
    }
}

/// A context menu's preview controller, its view drawn as a representable's.
private struct UIContextMenuPreviewController: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
