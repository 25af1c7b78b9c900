import Foundation
import Testing
@testable import Tether

/// UIKit's names that SwiftUI code uses (Tether's compatibility types): iOS light-mode values.
@MainActor
@Suite struct UIKitCompatibilityTests {
    func rgba255(_ c: UIColor) -> [Int] {
        [c.rgba.red, c.rgba.green, c.rgba.blue].map { Int(($0 * 255).rounded()) } + [Int((c.rgba.alpha * 100).rounded())]
    }

    @Test func fontMetricsScaleWithTheHostsTextSize() {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text(size == .large ? "large" : "other") }
        }
        let h = host(Probe())
        // iOS's default text size: nothing grows.
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
        #expect(dumpedTexts(h) == ["large"])
        // At xxxLarge iOS's body style is 23 pt instead of 17: values grow by 23/17.
        h.dynamicTypeSize = .xxxLarge
        h.update()
        #expect(dumpedTexts(h) == ["other"])
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17) - 23) < 1e-9)
        #expect(abs(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34)).pointSize - 34 * 23 / 17) < 1e-9)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40).pointSize == 40)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 0).pointSize > 40)
    }

    @Test func systemColoursHaveIOSLightModeValues() {
        // iOS light mode: labels are #3C3C43 at 60/30/18 %, grouped backgrounds #F2F2F7,
        // fills #787880 at 20/16 %, the separator #3C3C43 at 29 %.
        #expect(rgba255(.label) == [0, 0, 0, 100])
        #expect(rgba255(.secondaryLabel) == [60, 60, 67, 60])
        #expect(rgba255(.tertiaryLabel) == [60, 60, 67, 30])
        #expect(rgba255(.quaternaryLabel) == [60, 60, 67, 18])
        #expect(rgba255(.systemBackground) == [255, 255, 255, 100])
        #expect(rgba255(.secondarySystemBackground) == [242, 242, 247, 100])
        #expect(rgba255(.systemGroupedBackground) == [242, 242, 247, 100])
        #expect(rgba255(.systemGray) == [142, 142, 147, 100])
        #expect(rgba255(.systemGray6) == [242, 242, 247, 100])
        #expect(rgba255(.systemFill) == [120, 120, 128, 20])
        #expect(rgba255(.secondarySystemFill) == [120, 120, 128, 16])
        #expect(rgba255(.separator) == [60, 60, 67, 29])
        #expect(rgba255(.systemBlue) == [0, 136, 255, 100])  // iOS 26 (HIG "Color", June 2025)
        #expect(rgba255(.tintColor) == rgba255(.systemBlue))
        #expect(rgba255(UIColor(white: 0.5, alpha: 1)) == [128, 128, 128, 100])
    }

    @Test func colorLiteralsAreUIColorsAndColors() {
        // A bare literal is a UIColor (UIKit's `_ColorLiteralType`); typed, a SwiftUI Color.
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(rgba255(literal) == [255, 128, 0, 100])
        let color: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(color == Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0.5))
        #expect(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(uiColor: literal))
    }

    @Test func colorFromUIColorDrawsItsValue() throws {
        // Secondary label (60, 60, 67) at 60 % over white: 60·0.6 + 255·0.4 = 138, 67·0.6 + 102 = 142.2.
        let view = ZStack {
            Color.white
            Color(uiColor: .secondaryLabel)
        }
        let h = ViewHost(view.frame(width: 4, height: 4), size: CGSize(width: 4, height: 4))
        h.update()
        let c = try DecodedPixels(pngData: h.pngData(scale: 1)).pixel(x: 2, y: 2)
        #expect(abs(c.r - 138) <= 1 && abs(c.g - 138) <= 1 && abs(c.b - 142) <= 1)
        #expect(Color(.systemGray6) == Color(uiColor: .systemGray6))
    }

    @Test func fontsFromUIFontMatchSwiftUIFonts() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == Font.system(.title))
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == Font.system(.caption))
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .bold)) == Font.system(size: 20, weight: .bold))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func screenBoundsAreTheHostsCanvas() {
        // A view half as wide as the screen, in a 300-point canvas: 150 points.
        struct Half: View {
            var body: some View {
                Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10).accessibilityIdentifier("half")
            }
        }
        let h = ViewHost(Half(), size: CGSize(width: 300, height: 100))
        h.update()
        #expect(h.frame(of: "half")?.width == 150)
    }

    @Test func theWindowSceneIdiomReadsTheCanvasAndASafeAreaOfZero() {
        // The common idiom for the window's safe area and size, in a 320 × 480 canvas: Tether's
        // canvas has no status bar or home indicator, so the insets are zero, as
        // GeometryProxy's are.
        struct Insets: View {
            var body: some View {
                let window = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                    .flatMap(\.windows).first { $0.isKeyWindow }
                Color.red
                    .frame(width: (window?.bounds.width ?? 0) / 4, height: 10 + (window?.safeAreaInsets.top ?? 99))
                    .accessibilityIdentifier("quarter")
            }
        }
        let h = ViewHost(Insets(), size: CGSize(width: 320, height: 480))
        h.update()
        #expect(h.frame(of: "quarter")?.size == CGSize(width: 80, height: 10))
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.keyWindow?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(UIApplication.shared.windows.first?.safeAreaInsets == .zero)
        // The deprecated `keyWindow` many apps still read is the scene's key window.
        #expect(UIApplication.shared.keyWindow === scene?.keyWindow)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).right == 4)
        // UIKit's keyboard notification names, which apps observe; no keyboard shows headlessly.
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardWillHideNotification != UIResponder.keyboardWillShowNotification)
    }

    @Test func theDeviceIsAnIPhoneHeldAsTheCanvasIs() {
        // The common idiom check picks the phone layout; a wide canvas is a phone on its side.
        struct Idiom: View {
            var body: some View {
                Color.red.frame(width: UIDevice.current.userInterfaceIdiom == .pad ? 200 : 100,
                                height: UIDevice.current.orientation.isLandscape ? 20 : 10).accessibilityIdentifier("idiom")
            }
        }
        let portrait = ViewHost(Idiom(), size: CGSize(width: 300, height: 600))
        portrait.update()
        #expect(portrait.frame(of: "idiom")?.size == CGSize(width: 100, height: 10))
        let landscape = ViewHost(Idiom(), size: CGSize(width: 600, height: 300))
        landscape.update()
        #expect(landscape.frame(of: "idiom")?.size == CGSize(width: 100, height: 20))
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.batteryLevel == -1 && UIDevice.current.batteryState == .unknown)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    @Test func foundationsDirectoryURLsAreTheUsersFolders() {
        // iOS 16's `URL.documentsDirectory` and kin: the folders FileManager names for the user.
        #expect(URL.documentsDirectory == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first)
        #expect(URL.cachesDirectory == FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        #expect(URL.documentsDirectory.appending(path: "notes.json").lastPathComponent == "notes.json")
        #expect(URL.applicationSupportDirectory.hasDirectoryPath)
    }

    @Test func stringsMeasureAsATextInTheirFontDoes() {
        let body = UIFont.systemFont(ofSize: 17)
        let size = "Checked".size(withAttributes: [.font: body])
        // One line of SF Pro at 17 points is its line box tall, 20.29 (not rounded, as UIKit
        // reports it); the width is the advance (ink and side bearings), a little more than
        // the 65.5 points of ink iOS draws (ios-references).
        #expect(close(size.height, lineBox(17)))
        #expect(size.width > 65.5 && size.width < 65.5 * 1.06)
        // The same as a Text's width before it is rounded up to the pixel grid.
        let h = host(Text("Checked").font(.system(size: 17)).fixedSize().testID("t"))
        let textWidth = h.frame(of: "t")?.width ?? 0
        #expect(size.width <= textWidth && textWidth - size.width < 0.5)
        // `kern` adds its points after each of the three characters; NSString measures alike.
        let plain = NSString(string: "abc").size(withAttributes: [.font: body]).width
        let kerned = "abc".size(withAttributes: [.font: body, .kern: 2]).width
        #expect(close(kerned - plain, 6))
        // Two lines are taller than one; no font measures at 12 points.
        #expect("a\nb".size(withAttributes: [.font: body]).height > size.height)
        #expect("Checked".size(withAttributes: nil).width < size.width)
    }

    @Test func applicationOpensNothingAndRecordsTheURL() {
        let url = URL(string: "https://example.org")!
        var result: Bool?
        UIApplication.shared.open(url) { result = $0 }
        #expect(result == false)
        #expect(UIApplication.shared.openedURLs.last == url)
        #expect(UIApplication.shared.canOpenURL(url) == false)
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil) == false)
    }

    @Test func imagesFromDataAndSymbols() throws {
        let source = ViewHost(Color.red, size: CGSize(width: 6, height: 4))
        source.update()
        let png = try source.pngData(scale: 1)
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 3, height: 2))   // 6×4 pixels at 2x
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(systemName: "heart.fill") != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)

        let h = ViewHost(Image(uiImage: image).accessibilityIdentifier("img"), size: CGSize(width: 20, height: 20))
        h.update()
        #expect(h.frame(of: "img")?.size == CGSize(width: 3, height: 2))
    }

    @Test func dynamicColoursResolveForLightMode() {
        let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .systemGray6 }
        #expect(adaptive.rgba == UIColor.systemGray6.rgba)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    /// Code written before Swift concurrency reads font metrics from any context, as UIKit's
    /// are not isolated.
    nonisolated static func scaledPadding() -> CGFloat { UIFontMetrics(forTextStyle: .body).scaledValue(for: 10) }

    @Test func fontMetricsAndTheMonospacedDigitFontAreUIKits() {
        _ = host(Text("x"))
        #expect(Self.scaledPadding() == 10, "at the default text size nothing grows")
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        #expect(digits.pointSize == 15)
        #expect(Font(digits) == Font.system(size: 15, weight: .semibold).monospacedDigit())
    }

    @Test func keyboardFramesAreReadFromNSValuesAsOnIOS() {
        let frame = CGRect(x: 0, y: 508, width: 390, height: 336)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }

    @Test func anEmptyTraitCollectionSpecifiesNoTrait() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified)
        #expect(traits.forceTouchCapability == .unavailable)
    }

    @Test func aCellSubclassMayReplaceItsLabels() {
        /// A cell that shows its own label as the text label, as UIKit subclasses override it.
        final class BadgeCell: UITableViewCell {
            let badge = UILabel()
            override var textLabel: UILabel? { badge }
            override var imageView: UIImageView? { nil }
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
            }
            required init?(coder: NSCoder) { nil }
        }
        let cell = BadgeCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Inbox"
        cell.layoutIfNeeded()
        #expect(cell.badge.text == "Inbox")
        // The cell lays out what the subclass returns: 16 pt in from the leading edge.
        #expect(cell.badge.frame.minX == 16 && cell.badge.frame.width > 0)
        #expect(cell.imageView == nil)
    }

    @Test func aPresentedControllerKnowsItIsBeingPresentedUntilItHasAppeared() throws {
        final class Sheet: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
        }
        let h = ViewHost(Text("Home"), size: CGSize(width: 390, height: 844))
        h.update()
        let root = h.windowRootController
        let sheet = Sheet()
        #expect(!sheet.isBeingPresented && !sheet.isBeingDismissed)
        #expect(sheet.edgesForExtendedLayout == .all && !sheet.extendedLayoutIncludesOpaqueBars)
        root.present(sheet, animated: true)
        #expect(sheet.isBeingPresented)
        h.update()
        #expect(sheet.seen == ["willAppear true", "didAppear true"])
        #expect(!sheet.isBeingPresented)
        sheet.dismiss(animated: true)
        defer { root.dismiss(animated: false) }
        #expect(sheet.isBeingDismissed)
        h.update()
        #expect(sheet.seen.suffix(2) == ["willDisappear true", "didDisappear true"])
        #expect(!sheet.isBeingDismissed)
    }

    @Test func objectsMadeInCodeAreNotAwokenFromANib() {
        final class NoteCell: UITableViewCell {
            var awoken = false
            override func awakeFromNib() {
                super.awakeFromNib()
                awoken = true
            }
        }
        // UIKit calls it only for objects a nib or storyboard made; Tether loads none.
        #expect(!NoteCell(style: .default, reuseIdentifier: nil).awoken)
    }

    @Test func aScrollViewsInsetAdjustmentAddsTheCanvassZeroSafeArea() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 20, right: 0)
        for behavior in [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always] {
            scroll.contentInsetAdjustmentBehavior = behavior
            #expect(scroll.adjustedContentInset == scroll.contentInset)
        }
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.verticalScrollIndicatorInsets == scroll.horizontalScrollIndicatorInsets)
        #expect(scroll.verticalScrollIndicatorInsets.right == 4)
        scroll.flashScrollIndicators()
        #expect(scroll.contentOffset == .zero, "flashing the indicators moves nothing")
    }
}
