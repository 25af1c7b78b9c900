import Foundation
import Testing
@testable import Tether

/// How a UIKit presentation adapts on an iPhone (a 390 × 844 canvas, compact width): its
/// presentation controller's delegate (`UIAdaptivePresentationControllerDelegate`,
/// `UIPopoverPresentationControllerDelegate`) chooses the style, and may give a controller to
/// show instead; a popover kept as a popover (`.none`) is a bubble at its source.
@MainActor @Suite struct UIKitAdaptivePresentationTests {
    let canvas = CGSize(width: 390, height: 844)

    /// A 100 × 40 UIKit view centred at (195, 200): it spans x 145…245, y 180…220.
    struct Source: UIViewRepresentable {
        let view: UIView
        func makeUIView(context: Context) -> UIView { view }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    /// A screen with the source view, and its host.
    func screen(_ source: UIView) -> ViewHost<some View> {
        let h = ViewHost(ZStack { Color.clear; Source(view: source).frame(width: 100, height: 40).position(x: 195, y: 200) }, size: canvas)
        h.update()
        return h
    }

    /// A controller whose view is identified "content", with a preferred size.
    func content(_ size: CGSize = CGSize(width: 200, height: 100)) -> UIViewController {
        let controller = UIViewController()
        controller.view.accessibilityIdentifier = "content"
        controller.view.backgroundColor = .systemBlue
        controller.preferredContentSize = size
        return controller
    }

    /// Answers `style` and records what it is asked.
    final class Adapter: NSObject, UIPopoverPresentationControllerDelegate {
        var style: UIModalPresentationStyle
        /// Makes the controller shown in the presented one's place.
        var replacement: ((UIViewController) -> UIViewController)?
        var traits: [UITraitCollection] = []
        var replacementsAsked: [UIModalPresentationStyle] = []
        var prepared = 0
        var refusesDismissal = false
        var events: [String] = []
        init(_ style: UIModalPresentationStyle) { self.style = style }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            traits.append(traitCollection)
            return style
        }
        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            replacementsAsked.append(style)
            return replacement?(controller.presentedViewController)
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.append("should")
            return !refusesDismissal
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempt") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("did") }
    }

    /// Only the older form, without traits.
    final class OldAdapter: NSObject, UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    /// Presents `controller` as a popover from `source`, its delegate `delegate`.
    func presentPopover(_ controller: UIViewController, from source: UIView?, in h: ViewHost<some View>,
                        delegate: (any UIAdaptivePresentationControllerDelegate)?, configure: (UIPopoverPresentationController) -> Void = { _ in }) throws {
        controller.modalPresentationStyle = .popover
        let popover = try #require(controller.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        configure(popover)
        h.windowRootController.present(controller, animated: true)
        h.update()
    }

    @Test func withoutADelegateAPopoverIsASheetOnAnIPhone() throws {
        let source = UIView()
        let h = screen(source)
        defer { h.windowRootController.dismiss(animated: false) }
        try presentPopover(content(), from: source, in: h, delegate: nil)
        // The sheet's area: the canvas below the 10-point gap at the top, its width whole.
        let frame = try #require(h.frame(of: "content"))
        #expect(abs(frame.width - 390) < 0.01 && frame.height > 800)
    }

    @Test func aDelegateAnsweringNoneKeepsThePopoverAtItsSource() throws {
        let source = UIView()
        let h = screen(source)
        defer { h.windowRootController.dismiss(animated: false) }
        let adapter = Adapter(.none)
        let shown = content()
        try presentPopover(shown, from: source, in: h, delegate: adapter)
        // Asked with the iPhone's compact width; no replacement for `.none`.
        #expect(adapter.traits.first?.horizontalSizeClass == .compact)
        #expect(adapter.replacementsAsked.isEmpty && adapter.prepared == 1)
        // The 200 × 100 bubble under the source's bottom (220) and the 13-point arrow,
        // centred on the source's 195.
        expectFrame(h, "content", CGRect(x: 95, y: 233, width: 200, height: 100))
        #expect(shown.popoverPresentationController?.adaptivePresentationStyle == UIModalPresentationStyle.none)
    }

    @Test func theArrowDirectionsAndSourceRectPlaceTheBubble() throws {
        let source = UIView()
        let h = screen(source)
        defer { h.windowRootController.dismiss(animated: false) }
        try presentPopover(content(), from: source, in: h, delegate: Adapter(.none)) { popover in
            // Only down: the bubble above, its arrow on its bottom edge pointing at the
            // source's left 20 points (midX 155).
            popover.permittedArrowDirections = .down
            popover.sourceRect = CGRect(x: 0, y: 0, width: 20, height: 40)
        }
        expectFrame(h, "content", CGRect(x: 55, y: 180 - 13 - 100, width: 200, height: 100))
    }

    @Test func aFullScreenAnswerCoversTheCanvasWithTheControllerTheDelegateGives() throws {
        let source = UIView()
        let h = screen(source)
        defer { h.windowRootController.dismiss(animated: false) }
        let adapter = Adapter(.fullScreen)
        let shown = content()
        shown.title = "Details"
        var navigation: UINavigationController?
        adapter.replacement = { presented in
            navigation = UINavigationController(rootViewController: presented)
            return navigation!
        }
        try presentPopover(shown, from: source, in: h, delegate: adapter)
        h.update()
        // The navigation controller around it shows, over the whole canvas, asked once.
        #expect(adapter.replacementsAsked == [.fullScreen])
        #expect(h.find(text: "Details") != nil)
        let frame = try #require(h.frame(of: "content"))
        #expect(abs(frame.width - 390) < 0.01 && frame.maxY > 843)
        #expect(h.windowRootController.presentedViewController === shown && shown.navigationController === navigation)
    }

    @Test func theOlderFormAndSheetStylesAreAskedToo() throws {
        let h = screen(UIView())
        defer { h.windowRootController.dismiss(animated: false) }
        // A page sheet whose delegate answers full screen covers the canvas.
        let adapter = Adapter(.overFullScreen)
        let sheet = content()
        sheet.modalPresentationStyle = .pageSheet
        sheet.presentationController?.delegate = adapter
        h.windowRootController.present(sheet, animated: true)
        h.update()
        expectFrame(h, "content", CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(sheet.presentationController?.adaptivePresentationStyle == .overFullScreen)
        // Only `adaptivePresentationStyle(for:)` implemented: it is the answer.
        let old = OldAdapter()
        sheet.presentationController?.delegate = old
        #expect(sheet.presentationController?.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)) == UIModalPresentationStyle.none)
    }

    @Test func anInvalidAnswerIsReportedAndThePopoverAdaptsAsWithoutIt() throws {
        let source = UIView()
        let h = screen(source)
        defer { h.windowRootController.dismiss(animated: false) }
        try presentPopover(content(), from: source, in: h, delegate: Adapter(.popover))
        #expect(h.diagnostics.contains { $0.message.contains("no style a presentation adapts to") })
        let frame = try #require(h.frame(of: "content"))
        #expect(abs(frame.width - 390) < 0.01, "a sheet")
    }

    @Test func aPopoverWithoutASourceIsReportedAndShownAsASheet() throws {
        let h = screen(UIView())
        defer { h.windowRootController.dismiss(animated: false) }
        try presentPopover(content(), from: nil, in: h, delegate: Adapter(.none))
        #expect(h.diagnostics.contains { $0.message.contains("non-nil sourceView or barButtonItem") })
        let frame = try #require(h.frame(of: "content"))
        #expect(abs(frame.width - 390) < 0.01)
    }

    @Test func aTapOutsideThePopoverAsksTheDelegateBeforeDismissing() throws {
        let source = UIView()
        let h = screen(source)
        defer { h.windowRootController.dismiss(animated: false) }
        let adapter = Adapter(.none)
        adapter.refusesDismissal = true
        let shown = content()
        try presentPopover(shown, from: source, in: h, delegate: adapter)
        try h.tap(at: CGPoint(x: 200, y: 700))
        #expect(adapter.events == ["should", "attempt"])
        #expect(h.windowRootController.presentedViewController === shown)
        adapter.refusesDismissal = false
        try h.tap(at: CGPoint(x: 200, y: 700))
        #expect(adapter.events == ["should", "attempt", "should", "did"])
        #expect(h.windowRootController.presentedViewController == nil && h.frame(of: "content") == nil)
    }
}
