import Foundation
import Testing
@testable import Tether

/// UIKit's modal presentation as SwiftUI apps use it: `present(_:animated:completion:)` from the
/// window's root controller (`UIApplication.shared.windows.first?.rootViewController`) or from a
/// representable's controller. A `UIAlertController` is drawn exactly as SwiftUI's `alert` or
/// `confirmationDialog` with the same contents; any other controller as SwiftUI's sheet.
/// Canvas 390 × 844, the iPhone's. (Other suites' UIKit-lifecycle launches make windows that
/// stay in the process; the root of the key one is then `windows.first`'s, and the host shows
/// what it presents too. Each test dismisses what it left presented.)
@MainActor
@Suite struct UIKitPresentationTests {
    let canvas = CGSize(width: 390, height: 844)

    /// What `UIApplication.shared.windows.first?.rootViewController` is now.
    var windowRoot: UIViewController? { UIApplication.shared.windows.first?.rootViewController }
    /// Dismisses what the window's root presents.
    func dismissAll() { windowRoot?.dismiss(animated: false) }

    /// A SwiftUI button that presents what `make` makes from the window's root controller.
    struct Presenter: View {
        let make: @MainActor () -> UIViewController
        var body: some View {
            Button("Ask") {
                UIApplication.shared.windows.first?.rootViewController?.present(make(), animated: true)
            }
            .accessibilityIdentifier("ask")
        }
    }

    @Test func theWindowsRootIsAHostingControllerOfTheContent() {
        let h = ViewHost(Text("Hi"), size: canvas)
        h.update()
        #expect(h.windowRootController is UIHostingController<AnyView>)
        // With no window made by a UIKit-lifecycle launch, it is the window's root.
        if UIWindowScene.shared.madeWindows.isEmpty { #expect(windowRoot === h.windowRootController) }
        #expect(h.windowRootController.presentedViewController == nil && h.windowRootController.presentingViewController == nil)
    }

    @Test func aPresentedAlertIsDrawnAsSwiftUIsAlert() throws {
        let uikit = ViewHost(Presenter {
            let alert = UIAlertController(title: "Delete the file?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            return alert
        }, size: canvas)
        uikit.update()
        defer { dismissAll() }
        try uikit.tap("ask")
        // UIKit puts the cancel action on the left of two.
        let swiftUI = ViewHost(Button("Ask") {}.accessibilityIdentifier("ask")
            .alert("Delete the file?", isPresented: .constant(true)) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            } message: { Text("This cannot be undone.") }, size: canvas)
        swiftUI.update()
        #expect(try uikit.pngData(scale: 1) == swiftUI.pngData(scale: 1))
        #expect(uikit.find(role: .button, label: "Delete") != nil)
    }

    @Test func anActionDismissesTheAlertThenRunsItsHandler() throws {
        var log: [String] = []
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            log.append("\(action.title ?? "") presented: \(alert.presentingViewController != nil)")
        })
        var completed = false
        let h = ViewHost(Button("Ask") {
            UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true) { completed = true }
        }.accessibilityIdentifier("ask"), size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        #expect(completed)
        #expect(windowRoot?.presentedViewController === alert)
        #expect(alert.presentingViewController === windowRoot)
        try h.tap(label: "OK")
        #expect(log == ["OK presented: false"])
        #expect(windowRoot?.presentedViewController == nil)
        #expect(h.find(role: .button, label: "OK") == nil)
        // The same alert can be presented again.
        try h.tap("ask")
        #expect(h.find(role: .button, label: "OK") != nil)
    }

    @Test func textFieldsTakeTypingAndEnableAnAction() throws {
        var saved: String?
        let alert = UIAlertController(title: "Rename", message: "Give the file a new name.", preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in saved = alert.textFields?.first?.text }
        save.isEnabled = false
        alert.addTextField { field in
            field.placeholder = "Name"
            field.accessibilityIdentifier = "name"
            field.addAction(UIAction { _ in save.isEnabled = !(field.text ?? "").isEmpty }, for: .editingChanged)
        }
        alert.addTextField { $0.isSecureTextEntry = true; $0.accessibilityIdentifier = "password" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        #expect(alert.textFields?.count == 2)
        let h = ViewHost(Presenter { alert }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        // Fields stand as in a SwiftUI alert: across the 270 pt card less 16 pt each side.
        let name = try #require(h.frame(of: "name")), password = try #require(h.frame(of: "password"))
        #expect(close(name.minX, 60 + 16) && close(name.width, 270 - 32) && close(password.minY, name.maxY))
        #expect(throws: InteractionError.self) { try h.tap(label: "Save") }
        #expect(saved == nil)
        try h.type("Notes", into: "name")
        #expect(alert.textFields?.first?.text == "Notes")
        #expect(save.isEnabled)
        try h.tap(label: "Save")
        #expect(saved == "Notes")
        #expect(h.frame(of: "name") == nil)
    }

    @Test func anActionSheetIsDrawnAsSwiftUIsConfirmationDialog() throws {
        let uikit = ViewHost(Presenter {
            let sheet = UIAlertController(title: "Share", message: "Pick a way", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Mail", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            return sheet
        }, size: canvas)
        uikit.update()
        defer { dismissAll() }
        try uikit.tap("ask")
        let swiftUI = ViewHost(Button("Ask") {}.accessibilityIdentifier("ask")
            .confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Cancel", role: .cancel) {}
                Button("Mail") {}
                Button("Delete", role: .destructive) {}
            } message: { Text("Pick a way") }, size: canvas)
        swiftUI.update()
        #expect(try uikit.pngData(scale: 1) == swiftUI.pngData(scale: 1))
    }

    @Test func anActionSheetWithoutCancelGetsNone() throws {
        let h = ViewHost(Presenter {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Mail", style: .default))
            return sheet
        }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        #expect(h.find(role: .button, label: "Mail") != nil)
        #expect(h.find(role: .button, label: "Cancel") == nil)
    }

    @Test func presentingWhilePresentingIsRefusedWithADiagnostic() throws {
        let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
        first.addAction(UIAlertAction(title: "OK", style: .default))
        var secondCompleted = false
        let h = ViewHost(Button("Ask") {
            let root = UIApplication.shared.windows.first?.rootViewController
            root?.present(first, animated: true)
            root?.present(UIAlertController(title: "Second", message: nil, preferredStyle: .alert), animated: true) { secondCompleted = true }
            // A controller cannot present itself.
            first.present(first, animated: false)
        }.accessibilityIdentifier("ask"), size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        #expect(windowRoot?.presentedViewController === first)
        #expect(first.presentedViewController == nil)
        #expect(!secondCompleted)
        #expect(h.diagnostics.contains { $0.message.contains("which is already presenting") })
        #expect(h.diagnostics.contains { $0.message.contains("already being presented") })
    }

    @Test func alertMisuseIsReportedAndIgnored() {
        let h = ViewHost(Color.clear, size: canvas)
        h.update()
        defer { dismissAll() }
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        #expect(alert.actions.map(\.title) == ["Cancel"])
        alert.addTextField()
        #expect(alert.textFields == nil)
        alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = alert.actions[0]
        #expect(alert.preferredAction === alert.actions[0])
        h.update()
        #expect(h.diagnostics.count >= 3)
        // Dismissing what presents nothing does nothing.
        var completed = false
        alert.dismiss(animated: true) { completed = true }
        #expect(!completed)
    }

    /// A controller whose view is red, counting its appearance callbacks.
    final class Red: UIViewController {
        var log: [String] = []
        override func viewDidLoad() { view.backgroundColor = .red }
        override func viewDidAppear(_ animated: Bool) { log.append("appeared") }
        override func viewDidDisappear(_ animated: Bool) { log.append("disappeared") }
    }

    func isRed(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.r > 240 && p.g < 10 && p.b < 10 }

    @Test func aPresentedControllerIsShownAsASheetAndSwipedAway() throws {
        let red = Red()
        let h = ViewHost(Presenter { red }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        #expect(red.log == ["appeared"])
        // As SwiftUI's sheet: from 10 pt below the top of the canvas, over the dimmed content.
        var p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(isRed(p.pixel(x: 195, y: 400)))
        #expect(!isRed(p.pixel(x: 195, y: 4)))
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800))
        #expect(windowRoot?.presentedViewController == nil)
        #expect(red.log == ["appeared", "disappeared"])
        p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(!isRed(p.pixel(x: 195, y: 400)))
    }

    @Test func aFullScreenControllerCoversTheCanvasAndIsDismissedByCode() throws {
        let red = Red()
        red.modalPresentationStyle = .fullScreen
        // A cross-dissolve ends where any transition style does: the controller covering the canvas.
        #expect(red.modalTransitionStyle == .coverVertical)
        red.modalTransitionStyle = .crossDissolve
        let h = ViewHost(Presenter { red }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        #expect(isRed(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 195, y: 4)))
        var completed = false
        red.dismiss(animated: true) { completed = true }
        h.update()
        #expect(completed && red.presentingViewController == nil)
        #expect(!isRed(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 195, y: 400)))
    }

    @Test func aModalInPresentationSheetIsNotSwipedAway() throws {
        let red = Red()
        red.isModalInPresentation = true
        let h = ViewHost(Presenter { red }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800))
        #expect(windowRoot?.presentedViewController === red)
    }

    /// Records what a presentation controller's delegate hears, and may refuse the swipe.
    final class SwipeLog: NSObject, UIAdaptivePresentationControllerDelegate {
        var events: [String] = []
        var refuses = false
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.append("should")
            return !refuses
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            events.append("will \(presentationController.presentingViewController != nil)")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("did \(presentationController.presentedViewController.presentingViewController == nil)")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempt") }
    }

    @Test func aSwipedSheetAsksAndTellsItsPresentationControllersDelegate() throws {
        let red = Red()
        let log = SwipeLog()
        // Set before presenting, as apps do; the controller is made when first asked and kept.
        let presentation = try #require(red.presentationController)
        presentation.delegate = log
        #expect(red.presentationController === presentation && presentation.presentedViewController === red)
        #expect(presentation.presentationStyle == .automatic && presentation.presentingViewController == nil)
        let h = ViewHost(Presenter { red }, size: canvas)
        h.update()
        defer { dismissAll() }
        // The delegate refuses: the sheet stays, and the swipe was an attempt.
        log.refuses = true
        try h.tap("ask")
        #expect(presentation.presentingViewController === windowRoot)
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800))
        #expect(log.events == ["should", "attempt"])
        #expect(windowRoot?.presentedViewController === red)
        // Modal in presentation: not even asked.
        red.isModalInPresentation = true
        h.update()
        log.events = []
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800))
        #expect(log.events == ["attempt"])
        // Allowed: it is told before (still presented) and after (dismissed).
        red.isModalInPresentation = false
        log.refuses = false
        h.update()
        log.events = []
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800))
        #expect(log.events == ["should", "will true", "did true"])
        #expect(windowRoot?.presentedViewController == nil)
        // Dismissing in code tells the delegate nothing.
        try h.tap("ask")
        log.events = []
        red.dismiss(animated: true)
        h.update()
        #expect(log.events.isEmpty && windowRoot?.presentedViewController == nil)
    }

    @Test func aSheetPresentationControllersDetentsSetTheSheetsHeight() throws {
        let red = Red()
        let sheet = try #require(red.sheetPresentationController)
        #expect(red.presentationController === sheet && sheet.detents.map(\.identifier) == [.large])
        // Half the 844-point canvas: the sheet's top edge at 422.
        sheet.detents = [.medium(), .large()]
        let h = ViewHost(Presenter { red }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        func top() throws -> Int {
            let p = try PNGDecoder.decode(h.pngData(scale: 1))
            return (0..<844).first { isRed(p.pixel(x: 195, y: $0)) } ?? -1
        }
        #expect(try top() == 422)
        // Selected in code while shown: the large detent leaves the 10-point gap at the top.
        sheet.selectedDetentIdentifier = .large
        h.update()
        #expect(try top() == 10)
        // A custom detent 200 points tall, from the resolver (the large detent is 834).
        var offered: CGFloat = 0
        sheet.detents = [.custom(identifier: .init("short")) { context in
            offered = context.maximumDetentValue
            return 200
        }]
        sheet.selectedDetentIdentifier = nil
        h.update()
        #expect(try top() == 644 && offered == 834)
        #expect(sheet.detents[0].identifier.rawValue == "short")
        // A full-screen controller has no sheet presentation controller.
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil && cover.presentationController != nil)
    }

    /// Records what a sheet presentation controller's delegate hears: the selected detent
    /// when it is told of a change, attempts to dismiss, and dismissals.
    final class DetentLog: NSObject, UISheetPresentationControllerDelegate {
        var events: [String] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            events.append("changed to \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempt") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("dismissed") }
    }

    /// The first row of the canvas where a red sheet is drawn (-1: none).
    func redTop(_ h: ViewHost<Presenter>) throws -> Int {
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        return (0..<844).first { isRed(p.pixel(x: 195, y: $0)) } ?? -1
    }

    /// Drags straight up or down by `distance` from `y`, in `steps` moves 1/60 s apart; the
    /// finger lifts at its last speed, which carries it 0.499 s further (SwiftUI's sheet rule:
    /// `SheetCustomizationTests`): D points in N steps predict D × (1 + 29.94 / N).
    func drag(_ h: ViewHost<Presenter>, from y: CGFloat, by distance: CGFloat, steps: Int) throws {
        try h.drag(from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: y + distance), steps: steps)
    }

    @Test func aUserDragToAnotherDetentSelectsItAndTellsTheDelegate() throws {
        let red = Red()
        let sheet = try #require(red.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let log = DetentLog()
        sheet.delegate = log
        let h = ViewHost(Presenter { red }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        // At the smallest detent (no selection): medium, 422 tall, its top at 422.
        #expect(try redTop(h) == 422 && sheet.selectedDetentIdentifier == nil)
        // 200 up in 10 steps predicts 798.8 up: 422 + 798.8 is nearest the large detent (834).
        try drag(h, from: 600, by: -200, steps: 10)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(log.events == ["changed to com.apple.UIKit.large"])
        #expect(try redTop(h) == 10)
        // Changes in code move the sheet and tell the delegate nothing.
        sheet.selectedDetentIdentifier = .medium
        h.update()
        #expect(try redTop(h) == 422)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        h.update()
        #expect(try redTop(h) == 10 && log.events.count == 1)
        // 200 down in 100 steps predicts 259.88 down: 834 - 259.88 = 574.12, nearer 422.
        try drag(h, from: 300, by: 200, steps: 100)
        #expect(try redTop(h) == 422 && sheet.selectedDetentIdentifier == .medium)
        #expect(log.events == ["changed to com.apple.UIKit.large", "changed to com.apple.UIKit.medium"])
        // 100 down in 100 steps predicts 129.94: 292.06 is nearest 422 again. No change, no call.
        try drag(h, from: 600, by: 100, steps: 100)
        #expect(try redTop(h) == 422 && log.events.count == 2)
        // 200 down predicts 259.88: 162.12 is below half the medium detent (211). Dismissed,
        // as a swipe the delegate hears of; no detent change.
        try drag(h, from: 600, by: 200, steps: 100)
        #expect(windowRoot?.presentedViewController == nil)
        #expect(log.events == ["changed to com.apple.UIKit.large", "changed to com.apple.UIKit.medium", "dismissed"])
    }

    @Test func aRefusedSwipeLeavesTheSheetAtItsSmallestDetent() throws {
        let red = Red()
        red.isModalInPresentation = true
        let sheet = try #require(red.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .large
        let log = DetentLog()
        sheet.delegate = log
        let h = ViewHost(Presenter { red }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        #expect(try redTop(h) == 10)
        // 100 down in 5 steps predicts 698.8 down: 135.2 is below 211, a swipe to dismiss that
        // the sheet refuses; the user has moved it to its smallest detent.
        try drag(h, from: 300, by: 100, steps: 5)
        #expect(windowRoot?.presentedViewController === red)
        #expect(log.events == ["attempt", "changed to com.apple.UIKit.medium"])
        #expect(try redTop(h) == 422 && sheet.selectedDetentIdentifier == .medium)
    }

    /// A representable whose controller presents an alert from a UIKit button, as a
    /// coordinator-driven screen does.
    struct AskingScreen: UIViewControllerRepresentable {
        final class Asking: UIViewController {
            override func viewDidLoad() {
                let button = UIButton(type: .system, primaryAction: UIAction(title: "Ask") { [unowned self] _ in
                    let alert = UIAlertController(title: "Hello", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(alert, animated: true)
                })
                button.accessibilityIdentifier = "uikit-ask"
                button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
                view.addSubview(button)
            }
        }
        func makeUIViewController(context: Context) -> Asking { Asking() }
        func updateUIViewController(_ uiViewController: Asking, context: Context) {}
    }

    @Test func aRepresentablesControllerPresentsThroughTheWindowsRoot() throws {
        let h = ViewHost(AskingScreen(), size: canvas)
        h.update()
        try h.tap("uikit-ask")
        let alert = try #require(h.windowRootController.presentedViewController as? UIAlertController)
        #expect(alert.title == "Hello")
        #expect(h.find(role: .button, label: "OK") != nil)
        try h.tap(label: "OK")
        #expect(h.windowRootController.presentedViewController == nil)
    }

    @Test func aPresentedControllerPresentsOverItsSheet() throws {
        final class Sheet: UIViewController {
            override func viewDidLoad() {
                let label = UILabel()
                label.text = "Sheet"
                label.accessibilityIdentifier = "sheet-label"
                label.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
                view.addSubview(label)
            }
        }
        let sheet = Sheet()
        let h = ViewHost(Presenter { sheet }, size: canvas)
        h.update()
        defer { dismissAll() }
        try h.tap("ask")
        let alert = UIAlertController(title: "Over", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Fine", style: .default))
        sheet.present(alert, animated: false)
        h.update()
        #expect(alert.presentingViewController === sheet)
        #expect(h.frame(of: "sheet-label") != nil)
        #expect(h.find(role: .button, label: "Fine") != nil)
        // Dismissing from the window's root dismisses both.
        windowRoot?.dismiss(animated: false)
        h.update()
        #expect(sheet.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(h.frame(of: "sheet-label") == nil)
    }
}
