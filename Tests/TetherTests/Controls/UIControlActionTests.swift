import Foundation
import Testing
@testable import Tether

/// UIControl's actions and the controls a SwiftUI app wraps: actions run for the events they
/// were added for, in order, with the control as sender; a host tap is a finger's tap
/// (touch down, then up inside; a switch flips and reports a changed value); a disabled
/// control takes no taps. Canvas 200 × 100 unless said.
@MainActor
@Suite struct UIControlActionTests {
    @Test func actionsRunForTheirEventsInOrderWithTheControlAsSender() {
        let control = UIControl()
        var log: [String] = []
        let first = UIAction(title: "first") { action in log.append("first \(action.sender is UIControl)") }
        control.addAction(first, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("second") }, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["first true", "second"])
        log = []
        control.sendActions(for: .valueChanged)
        #expect(log == ["second", "changed"])
        // The sender is the control only while the handler runs.
        #expect(first.sender == nil)
        // Added again, an action is registered once, for both sets of events.
        control.addAction(first, for: .touchDown)
        log = []
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log == ["first true", "second"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
        control.removeAction(first, for: [.touchDown, .touchUpInside])
        log = []
        control.sendActions(for: .allEvents)
        #expect(log == ["second", "changed"])
        control.removeAction(identifiedBy: UIAction.Identifier("nothing"), for: .allEvents)
    }

    @Test func theStateFollowsTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    }

    @Test func aButtonShowsTheTitleAndImageOfItsState() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system && UIButton.ButtonType.roundedRect == .system)
        button.setTitle("Save", for: .normal)
        #expect(button.currentTitle == "Save" && button.title(for: .highlighted) == "Save")
        button.setTitle("Saving", for: .disabled)
        button.isEnabled = false
        #expect(button.currentTitle == "Saving" && button.titleLabel?.text == "Saving")
        // A system button's title is in the tint colour, tertiaryLabel when disabled; a
        // custom button's is white.
        #expect(button.currentTitleColor == UIColor.tertiaryLabel)
        button.isEnabled = true
        #expect(button.currentTitleColor == button.tintColor)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == UIColor.white)
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: .selected) == UIColor.red)
        let star = UIImage(systemName: "star.fill")
        button.setImage(star, for: .normal)
        #expect(button.currentImage === star && button.imageView?.image === star)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test func aButtonIsAsLargeAsItsContentWithRoomAboveAndBelowTheTitle() {
        let button = UIButton(type: .system)
        // Empty, UIKit's 30 × 34.
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Button", for: .normal)
        // The title's line of 15-point text (17.9, 18 on the 2x grid) and 6 points above and below.
        let title = button.titleLabel!.intrinsicContentSize
        #expect(title.height == pixelCeil(lineBox(15)))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        // The title label uses its font.
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.intrinsicContentSize.height == pixelCeil(lineBox(30)) + 12)
        // An image alone: the image's size.
        let image = UIButton(type: .custom)
        let png = UIImage(data: solidPNG(width: 20, height: 10, rgba: [0, 0, 255, 255]), scale: 1)
        image.setImage(png, for: .normal)
        #expect(image.intrinsicContentSize == CGSize(width: 20, height: 10))
        // Image and title side by side, centred in the bounds.
        image.setTitle("Go", for: .normal)
        image.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        image.layoutIfNeeded()
        let goWidth = image.titleLabel!.intrinsicContentSize.width
        #expect(image.imageView!.frame == CGRect(x: (200 - 20 - goWidth) / 2, y: 25, width: 20, height: 10))
        #expect(image.titleLabel!.frame.minX == (200 - 20 - goWidth) / 2 + 20)
    }

    @Test func aHostTapSendsTouchUpInsideAndThePrimaryAction() throws {
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in log.append("primary") })
        button.accessibilityIdentifier = "add"
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        #expect(button.currentTitle == "Add")
        let h = host(UIKitHierarchy { button }.fixedSize(), width: 200, height: 100)
        try h.tap("add")
        #expect(log == ["down", "up", "primary"])
        button.isEnabled = false
        h.update()
        #expect(throws: InteractionError.self) { try h.tap("add") }
        #expect(log.count == 3)
    }

    @Test func aButtonShowingItsMenuAsItsPrimaryActionOpensItOnATap() throws {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.accessibilityIdentifier = "sort"
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("menu") }, for: .menuActionTriggered)
        button.menu = UIMenu(title: "Sort By", children: [
            UIAction(title: "Name") { action in log.append("name from \((action.sender as? UIButton)?.currentTitle ?? "?")") },
            UIAction(title: "Date") { _ in log.append("date") },
        ])
        button.showsMenuAsPrimaryAction = true
        let h = host(UIKitHierarchy { button }.fixedSize(), width: 390, height: 400)
        #expect(h.find(text: "Name") == nil)
        try h.tap("sort")
        // The tap opens the menu instead of sending touchUpInside; choosing runs the action
        // with the button as sender and closes the menu.
        #expect(log == ["menu"])
        #expect(h.find(text: "Sort By") != nil && h.find(text: "Date") != nil)
        try h.tap(label: "Name")
        #expect(log == ["menu", "name from Sort"])
        #expect(h.find(text: "Date") == nil)
        // Without showsMenuAsPrimaryAction, a tap is an ordinary tap and a long press opens
        // the menu (iOS 14's context menu of a button).
        button.showsMenuAsPrimaryAction = false
        h.update()
        try h.tap("sort")
        #expect(log.last == "up" && h.find(text: "Date") == nil)
        try h.longPress("sort")
        #expect(log.last == "menu" && h.find(text: "Date") != nil)
        try h.tap(label: "Date")
        #expect(log.last == "date" && h.find(text: "Date") == nil)
        // Without a menu, a press held and lifted inside is a tap, as UIKit's touch-up-inside.
        button.menu = nil
        h.update()
        try h.longPress("sort")
        #expect(log.last == "up" && h.find(text: "Sort By") == nil)
    }

    /// `UIDeferredMenuElement`: "Loading…" until the provider completes, then its elements in
    /// its place; a cached element asks once, an uncached one at each showing.
    @Test func aDeferredMenuElementLoadsItsElementsWhenTheMenuShows() throws {
        var asks = 0, uncachedAsks = 0
        var pending: (([UIMenuElement]) -> Void)?
        var log: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Recent", for: .normal)
        button.accessibilityIdentifier = "recent"
        button.menu = UIMenu(children: [
            UIAction(title: "Clear") { _ in log.append("clear") },
            UIDeferredMenuElement { completion in
                asks += 1
                pending = completion
            },
            UIDeferredMenuElement.uncached { completion in
                uncachedAsks += 1
                completion([UIAction(title: "Fresh \(uncachedAsks)") { _ in log.append("fresh") }])
            },
        ])
        button.showsMenuAsPrimaryAction = true
        let h = host(UIKitHierarchy { button }.fixedSize(), width: 390, height: 500)
        #expect(asks == 0)
        try h.tap("recent")
        // The uncached provider answered at once; the other still loads.
        #expect(asks == 1 && h.find(text: "Loading…") != nil && h.find(text: "Fresh 1") != nil)
        pending?([UIAction(title: "Report.pdf") { _ in log.append("report") }])
        h.update()
        #expect(h.find(text: "Loading…") == nil && h.find(text: "Report.pdf") != nil)
        try h.tap(label: "Report.pdf")
        #expect(log == ["report"] && h.find(text: "Report.pdf") == nil)
        // Shown again: the cached elements at once, the uncached provider asked again.
        try h.tap("recent")
        #expect(asks == 1 && uncachedAsks == 2)
        #expect(h.find(text: "Report.pdf") != nil && h.find(text: "Fresh 2") != nil && h.find(text: "Fresh 1") == nil)
    }

    @Test func aSwitchFlipsOnATapAndReportsTheNewValue() throws {
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "switch"
        var values: [Bool] = []
        toggle.addAction(UIAction { action in values.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        // Setting the value in code sends nothing.
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(values.isEmpty)
        let h = host(UIKitHierarchy { toggle }.testID("r"), width: 200, height: 100)
        // SwiftUI sizes it at its fixed size (63 × 28), centred in the canvas.
        #expect(h.frame(of: "r") == CGRect(x: 68.5, y: 36, width: 63, height: 28))
        try h.tap("switch")
        try h.tap("switch")
        #expect(values == [true, false])
        #expect(UISwitch(frame: CGRect(x: 5, y: 5, width: 200, height: 200)).frame == CGRect(x: 5, y: 5, width: 63, height: 28))
    }

    @Test func aPageControlIsSizedByItsDotsAndStaysWithinItsPages() {
        let dots = UIPageControl()
        dots.numberOfPages = 5
        // Five 8 pt dots 8 pt apart and 8 pt of padding each side, in the 26 pt band.
        #expect(dots.intrinsicContentSize == CGSize(width: 5 * 8 + 4 * 8 + 16, height: 26))
        dots.currentPage = 9
        #expect(dots.currentPage == 4)
        dots.numberOfPages = 2
        #expect(dots.currentPage == 1)
        dots.numberOfPages = -3
        #expect(dots.numberOfPages == 0 && dots.currentPage == 0)
    }

    @Test func aTapBesideTheCurrentDotTurnsThePageThatWay() throws {
        let dots = UIPageControl()
        dots.numberOfPages = 5
        dots.currentPage = 2
        dots.accessibilityIdentifier = "dots"
        dots.pageIndicatorTintColor = .systemBlue
        dots.currentPageIndicatorTintColor = .systemRed
        var pages: [Int] = []
        dots.addAction(UIAction { _ in pages.append(dots.currentPage) }, for: .valueChanged)
        // 88 × 26, centred in 200 × 100: x 56...144, y 37...63; dots start 8 pt in, one per 16 pt.
        let h = host(UIKitHierarchy { dots }.fixedSize(), width: 200, height: 100)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        // The current dot (the third) is centred at x 56 + 8 + 32 + 4 = 100, the second at 84.
        #expect(near(p.pixel(x: 100, y: 50), 255, 56, 60))
        #expect(near(p.pixel(x: 84, y: 50), 0, 136, 255))
        try h.tap(at: CGPoint(x: 130, y: 50))
        #expect(dots.currentPage == 3)
        try h.tap(at: CGPoint(x: 60, y: 50))
        #expect(dots.currentPage == 2)
        #expect(pages == [3, 2])
    }

    @Test func aSwitchIsDrawnAsSwiftUIsSwitch() throws {
        func render(_ configure: @escaping @MainActor (UISwitch) -> Void) throws -> DecodedPixels {
            try pixels(UIKitHierarchy {
                let s = UISwitch()
                configure(s)
                return s
            }, width: 63, height: 28, scale: 1)
        }
        func render(_ toggle: Toggle<EmptyView>) throws -> DecodedPixels {
            try pixels(toggle.labelsHidden(), width: 63, height: 28, scale: 1)
        }
        let off = try render { _ in }
        #expect(off.rgba == (try render(Toggle(isOn: .constant(false)) { EmptyView() })).rgba)
        let on = try render { $0.isOn = true }
        #expect(on.rgba == (try render(Toggle(isOn: .constant(true)) { EmptyView() })).rgba)
        // onTintColor colours the track when on: blue at the track's left end, past the knob.
        let tinted = try render { $0.isOn = true; $0.onTintColor = .blue }
        let p = tinted.pixel(x: 8, y: 14)
        #expect(p.b > 200 && p.r < 60 && p.g < 60)
        // thumbTintColor colours the knob: red at the knob's centre (right end when on).
        let thumb = try render { $0.isOn = true; $0.thumbTintColor = .red }
        let k = thumb.pixel(x: 42, y: 14)
        #expect(k.r > 200 && k.g < 60 && k.b < 60)
    }
}
