import Foundation
import Testing
@testable import Tether

/// `UIButton.Configuration`: a configured button sizes to its content inside the size's
/// insets (SwiftUI's bordered button's: 12 × 7 points at `.medium`, 20 × 14 at `.large`),
/// arranges image, title and subtitle as configured, draws its style's colours, and updates
/// through its handler when its state changes.
@MainActor
@Suite struct UIButtonConfigurationTests {
    /// The width of `text` in `font` as Tether lays out one line.
    func width(of text: String, _ font: Font = .body) -> CGFloat {
        let host = ViewHost(Text(verbatim: text).font(font), fitting: ProposedViewSize(width: nil, height: nil))
        host.update()
        return host.size.width
    }

    let picture = UIImage(data: solidPNG(width: 20, height: 10, rgba: [0, 0, 255, 255]), scale: 1)

    @Test func aMediumButtonIsItsTitleInsideTwelveBySevenPoints() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        // A body line (20.5 at 2x) and 7 above and below: 34.5; the title and 12 each side.
        #expect(close(button.intrinsicContentSize.height, bodyLine + 14))
        #expect(close(button.intrinsicContentSize.width, width(of: "Continue") + 24))
        // Large: 14 above and below, 20 each side.
        button.configuration?.buttonSize = .large
        #expect(close(button.intrinsicContentSize.height, bodyLine + 28))
        #expect(close(button.intrinsicContentSize.width, width(of: "Continue") + 40))
        // Insets of its own.
        button.configuration?.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        #expect(close(button.intrinsicContentSize.height, bodyLine + 6))
        #expect(close(button.intrinsicContentSize.width, width(of: "Continue") + 8))
        button.configuration?.setDefaultContentInsets()
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test func imageAndTitlesAreArrangedAsConfigured() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.image = picture
        configuration.imagePadding = 6
        configuration.imagePlacement = .trailing
        let button = UIButton(configuration: configuration)
        // Side by side: 20 + 6 + the title, and the insets.
        #expect(close(button.intrinsicContentSize.width, 20 + 6 + width(of: "Go") + 24))
        #expect(close(button.intrinsicContentSize.height, bodyLine + 14))
        // Above the title: stacked, 6 apart.
        button.configuration?.imagePlacement = .top
        #expect(close(button.intrinsicContentSize.height, 10 + 6 + bodyLine + 14))
        #expect(close(button.intrinsicContentSize.width, max(20, width(of: "Go")) + 24))
        // A subtitle under the title, `titlePadding` below it, in the subheadline size.
        button.configuration?.image = nil
        button.configuration?.subtitle = "Next step"
        button.configuration?.titlePadding = 2
        #expect(close(button.intrinsicContentSize.height, bodyLine + 2 + pixelCeil(lineBox(15)) + 14))
        #expect(close(button.intrinsicContentSize.width, max(width(of: "Go"), width(of: "Next step", .subheadline)) + 24))
    }

    @Test func eachStyleDrawsItsColours() {
        let button = UIButton(configuration: .filled())
        let tint = Color(uiColor: button.tintColor)
        func look(_ configuration: UIButton.Configuration) -> UIButtonConfigurationLook { UIButtonConfigurationLook(configuration, button: button) }
        // Filled: white on the tint, in a capsule (iOS 26's bordered shape).
        #expect(look(.filled()).foreground == .white && look(.filled()).background == tint && look(.filled()).shape == .capsule)
        // Tinted: the tint on a 15 % tint; plain: no background; gray: the tertiary fill.
        #expect(look(.tinted()).foreground == tint && look(.tinted()).background == tint.opacity(0.15))
        #expect(look(.plain()).background == nil && look(.borderless()) == look(.plain()))
        #expect(look(.gray()).background == Color(uiColor: .tertiarySystemFill))
        // Base colours and a background of its own.
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemGreen
        custom.baseForegroundColor = .black
        custom.background.strokeColor = .systemRed
        custom.background.strokeWidth = 2
        custom.cornerStyle = .fixed
        custom.background.cornerRadius = 5
        #expect(look(custom).background == Color(uiColor: .systemGreen) && look(custom).foreground == Color(uiColor: .black))
        #expect(look(custom).stroke == Color(uiColor: .systemRed) && look(custom).shape == .roundedRectangle(radius: 5))
        // Disabled: the tertiary label on the disabled fill.
        button.isEnabled = false
        #expect(look(.filled()).foreground == Color(uiColor: .tertiaryLabel) && look(.filled()).background == SystemColors.disabledButtonFill)
    }

    @Test func theUpdateHandlerFollowsTheStateAndATapTogglesSelection() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Follow"
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        button.accessibilityIdentifier = "follow"
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        let h = host(UIKitHierarchy { button }.fixedSize(), width: 300, height: 100)
        #expect(h.find(text: "Follow") != nil)
        try h.tap("follow")
        #expect(button.isSelected && taps == 1)
        #expect(h.find(text: "Following") != nil)
        // The button grew with its title.
        #expect(close(try #require(h.frame(of: "follow")).width, width(of: "Following") + 24))
    }

    @Test func hostileInsetsAndPaddingsAreTakenAsZero() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "OK"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 0)
        configuration.imagePadding = .nan
        configuration.image = picture
        let button = UIButton(configuration: configuration)
        #expect(close(button.intrinsicContentSize.width, 20 + width(of: "OK")))
        #expect(close(button.intrinsicContentSize.height, bodyLine))
    }
}
