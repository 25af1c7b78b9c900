import Foundation
import Testing
@testable import Tether

/// UIKit's `UIContextMenuInteraction`: a long press on the view asks its delegate for a
/// configuration and opens the configuration's menu as SwiftUI's context menu draws it.
@MainActor
@Suite struct UIContextMenuInteractionTests {
    /// A delegate that records what it is asked and told.
    final class Delegate: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        var locations: [CGPoint] = []
        var offersMenu = true
        var preview: UIViewController?

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            locations.append(location)
            log.append("configuration")
            guard offersMenu else { return nil }
            let preview = self.preview
            return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: preview.map { controller in { controller } }) { [unowned self] suggested in
                log.append("suggested \(suggested.count)")
                return UIMenu(title: "", children: [
                    UIAction(title: "Share") { [unowned self] action in
                        log.append("share from \(action.sender is UIContextMenuInteraction ? "interaction" : "?")")
                    },
                    UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in log.append("delete") },
                ])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("display \(configuration.identifier as? NSString ?? "?")")
            animator?.addCompletion { [unowned self] in log.append("displayed") }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("end")
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: any UIContextMenuInteractionCommitAnimating) {
            log.append("preview action")
            animator.addCompletion { [unowned self] in log.append("committed") }
        }
    }

    /// A 120 × 80 photo 100 pt down a 390-point canvas, centred, with the interaction.
    func photoHost(_ delegate: Delegate) -> (ViewHost<some View>, UIView, UIContextMenuInteraction) {
        let photo = colored(.systemBlue, CGRect(x: 135, y: 100, width: 120, height: 80))
        photo.accessibilityIdentifier = "photo"
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(photo)
        let h = host(UIKitHierarchy { root }, width: 390, height: 844)
        return (h, photo, interaction)
    }

    @Test func aLongPressAsksTheDelegateWhereItLayAndOpensTheMenuUnderTheView() throws {
        let delegate = Delegate()
        let (h, _, interaction) = photoHost(delegate)
        #expect(h.find(text: "Share") == nil)
        #expect(interaction.menuAppearance == .unknown)
        try h.longPress("photo")
        // `longPress` presses the view's centre: (60, 40) in its bounds. The action provider
        // gets no suggested actions; the delegate hears the menu appear, then its completion.
        #expect(delegate.locations == [CGPoint(x: 60, y: 40)])
        #expect(delegate.log == ["configuration", "suggested 0", "display photo", "displayed"])
        #expect(interaction.location(in: nil) == CGPoint(x: 135 + 60, y: 100 + 40))
        #expect(interaction.menuAppearance == .rich)
        // As SwiftUI's context menu: the 250-point panel 8 pt under the view, centred on it
        // (the view is in the middle third of the canvas), 44-point rows.
        // The lifted view stays where it is.
        let photo = try #require(h.frame(of: "photo"))
        #expect(abs(photo.minX - 135) < 0.5 && abs(photo.minY - 100) < 0.5)
        let share = try #require(h.find(text: "Share")).frame
        let delete = try #require(h.find(text: "Delete")).frame
        #expect(close(share, CGRect(x: 195 - 125, y: 180 + 8, width: 250, height: 44), tolerance: 0.01))
        #expect(close(delete, CGRect(x: 195 - 125, y: 180 + 8 + 44, width: 250, height: 44), tolerance: 0.01))
    }

    @Test func choosingAnItemRunsItWithTheInteractionAsSenderAndClosesTheMenu() throws {
        let delegate = Delegate()
        let (h, _, interaction) = photoHost(delegate)
        try h.longPress("photo")
        delegate.log = []
        try h.tap(label: "Share")
        #expect(delegate.log == ["share from interaction", "end"])
        #expect(h.find(text: "Share") == nil)
        #expect(interaction.menuAppearance == .unknown)
        // A tap outside the menu closes it too, telling the delegate once.
        try h.longPress("photo")
        delegate.log = []
        try h.tap(at: CGPoint(x: 20, y: 800))
        #expect(delegate.log == ["end"])
        #expect(h.find(text: "Delete") == nil)
    }

    @Test func aTapOnThePreviewIsThePreviewActionThenTheMenuCloses() throws {
        let delegate = Delegate()
        let (h, _, _) = photoHost(delegate)
        try h.longPress("photo")
        delegate.log = []
        // The lifted view lies where the view is: its centre is (195, 140).
        try h.tap(at: CGPoint(x: 195, y: 140))
        #expect(delegate.log == ["preview action", "end", "committed"])
        #expect(h.find(text: "Share") == nil)
    }

    @Test func noConfigurationOpensNoMenuAndARemovedInteractionHearsNoPress() throws {
        let delegate = Delegate()
        delegate.offersMenu = false
        let (h, photo, interaction) = photoHost(delegate)
        try h.longPress("photo")
        #expect(delegate.log == ["configuration"])
        #expect(h.find(text: "Share") == nil)
        delegate.offersMenu = true
        photo.removeInteraction(interaction)
        #expect(photo.interactions.isEmpty && interaction.view == nil)
        h.update()
        // Nothing under the press takes it any more.
        #expect(throws: (any Error).self) { try h.longPress("photo") }
        #expect(delegate.log == ["configuration"])
        #expect(h.find(text: "Share") == nil)
    }

    @Test func dismissMenuAndUpdateVisibleMenuChangeTheOpenMenuFromCode() throws {
        let delegate = Delegate()
        let (h, _, interaction) = photoHost(delegate)
        try h.longPress("photo")
        interaction.updateVisibleMenu { menu in
            UIMenu(title: menu.title, children: menu.children + [UIAction(title: "Duplicate") { _ in }])
        }
        h.update()
        #expect(h.find(text: "Duplicate") != nil && h.find(text: "Share") != nil)
        delegate.log = []
        interaction.dismissMenu()
        h.update()
        #expect(delegate.log == ["end"])
        #expect(h.find(text: "Duplicate") == nil)
        // Closing a closed menu tells nobody.
        interaction.dismissMenu()
        #expect(delegate.log == ["end"])
    }

    @Test func aPreviewControllerIsLiftedAtItsPreferredContentSize() throws {
        let delegate = Delegate()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemRed
        controller.view.accessibilityIdentifier = "preview"
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        delegate.preview = controller
        let (h, _, _) = photoHost(delegate)
        try h.longPress("photo")
        let preview = try #require(h.frame(of: "preview"))
        #expect(abs(preview.width - 300) < 0.5 && abs(preview.height - 200) < 0.5)
    }

    @Test func misbehavingDelegatesLeaveNoMenuOpenAndNothingBroken() throws {
        /// Removes the interaction while asked (1), closes the menu as it appears (2), gives a
        /// preview controller a non-finite size (3), moves the interaction away as the menu
        /// ends (4), makes no menu (5).
        final class Hostile: NSObject, UIContextMenuInteractionDelegate {
            let behaviour: Int
            let elsewhere = UIView()
            init(_ behaviour: Int) { self.behaviour = behaviour }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                if behaviour == 1 { interaction.view?.removeInteraction(interaction) }
                let preview: UIViewController? = behaviour == 3 ? UIViewController() : nil
                preview?.preferredContentSize = CGSize(width: CGFloat.nan, height: -.infinity)
                return UIContextMenuConfiguration(identifier: nil, previewProvider: preview.map { controller in { controller } }) { [behaviour] _ in
                    behaviour == 5 ? nil : UIMenu(children: [UIAction(title: "Item") { _ in }])
                }
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                        animator: (any UIContextMenuInteractionAnimating)?) {
                if behaviour == 2 { animator?.addCompletion { interaction.dismissMenu() } }
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                        animator: (any UIContextMenuInteractionAnimating)?) {
                if behaviour == 4 { elsewhere.addInteraction(interaction) }
            }
        }
        for behaviour in 1...5 {
            let delegate = Hostile(behaviour)
            let photo = colored(.systemBlue, CGRect(x: 135, y: 100, width: 120, height: 80))
            photo.accessibilityIdentifier = "photo"
            let interaction = UIContextMenuInteraction(delegate: delegate)
            photo.addInteraction(interaction)
            let h = host(UIKitHierarchy { photo }.frame(width: 120, height: 80), width: 390, height: 844)
            try h.longPress("photo")
            switch behaviour {
            case 1:
                // Removed while asked: the view no longer has it, so no menu opens on it.
                #expect(photo.interactions.isEmpty && h.find(text: "Item") == nil && interaction.menuAppearance == .unknown)
            case 2, 5:
                #expect(h.find(text: "Item") == nil && interaction.menuAppearance == .unknown)
            case 3:
                // The preview's size is not one: it is lifted at the view's size.
                #expect(h.find(text: "Item") != nil)
                try h.tap(label: "Item")
                #expect(h.find(text: "Item") == nil)
            default:
                try h.tap(at: CGPoint(x: 10, y: 800))
                #expect(interaction.view === delegate.elsewhere && photo.interactions.isEmpty)
            }
        }
    }

    @Test func addingAnInteractionToAnotherViewMovesIt() {
        final class Recorded: NSObject, UIInteraction {
            var log: [String] = []
            weak var view: UIView?
            func willMove(to view: UIView?) { log.append("will \(view?.accessibilityIdentifier ?? "nil")") }
            func didMove(to view: UIView?) { self.view = view; log.append("did \(view?.accessibilityIdentifier ?? "nil")") }
        }
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        let interaction = Recorded()
        a.addInteraction(interaction)
        a.addInteraction(interaction) // added once
        b.addInteraction(interaction)
        #expect(a.interactions.isEmpty && b.interactions.count == 1)
        #expect(interaction.log == ["will a", "did a", "will nil", "did nil", "will b", "did b"])
    }
}
