import Foundation
import Testing
@testable import Tether

/// UIKit's trait hierarchy: `overrideUserInterfaceStyle` on a view or controller gives it and
/// everything under it that style (drawing included), `traitCollection` resolves what a view
/// inherits (the SwiftUI environment around a representable where nothing overrides it), and
/// `traitCollectionDidChange(_:)` tells the views whose traits changed.
@MainActor
@Suite struct UITraitEnvironmentTests {
    /// A view that counts the trait changes it is told of.
    final class TraitWatcher: UIView {
        var previousStyles: [UIUserInterfaceStyle?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previousStyles.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    /// A controller that counts the trait changes it is told of.
    final class WatchingController: UIViewController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test func anOverrideDrawsTheViewAndItsSubviewsInThatStyle() throws {
        // `systemBackground` is white in light mode, black in dark mode; the outer view is
        // dark, its inner subview inherits it, a second subview overrides it back to light.
        let p = try pixels(UIKitHierarchy {
            let outer = colored(.systemBackground, CGRect(x: 0, y: 0, width: 40, height: 40))
            outer.overrideUserInterfaceStyle = .dark
            outer.addSubview(colored(.systemBackground, CGRect(x: 0, y: 0, width: 20, height: 40)))
            let light = colored(.systemBackground, CGRect(x: 20, y: 0, width: 20, height: 20))
            light.overrideUserInterfaceStyle = .light
            outer.addSubview(light)
            return outer
        }.frame(width: 40, height: 40), width: 40, height: 40, scale: 1)
        #expect(near(p.pixel(x: 10, y: 10), 0, 0, 0))
        #expect(near(p.pixel(x: 30, y: 30), 0, 0, 0))
        #expect(near(p.pixel(x: 30, y: 10), 255, 255, 255))
    }

    @Test func aControllersOverrideReachesItsHostedSwiftUIContent() throws {
        // A hosting controller overridden to dark: its SwiftUI root reads a dark colour scheme.
        let scheme = Recorder<ColorScheme>()
        struct Reader: View {
            let scheme: Recorder<ColorScheme>
            @Environment(\.colorScheme) var colorScheme
            var body: some View { scheme.record(colorScheme); return Color.clear }
        }
        let hosting = UIHostingController(rootView: Reader(scheme: scheme))
        hosting.overrideUserInterfaceStyle = .dark
        _ = try pixels(UIKitControllerView(controller: hosting), width: 40, height: 40, scale: 1)
        #expect(scheme.value == .dark)
        #expect(hosting.traitCollection.userInterfaceStyle == .dark)
        #expect(hosting.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func traitsComeFromTheEnvironmentAroundTheHierarchyWhereNothingOverridesThem() throws {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        let h = host(UIKitHierarchy { root }.environment(\.colorScheme, .dark), width: 40, height: 40)
        h.update()
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // An iPhone in portrait: compact across, regular in height.
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        root.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        // Outside any host, a view is light.
        #expect(UIView().traitCollection.userInterfaceStyle == .light)
    }

    @Test func changingAnOverrideTellsTheViewsWhoseTraitsChange() {
        let root = TraitWatcher(), inheriting = TraitWatcher(), ownStyle = TraitWatcher()
        ownStyle.overrideUserInterfaceStyle = .light
        root.addSubview(inheriting)
        root.addSubview(ownStyle)
        root.overrideUserInterfaceStyle = .dark
        #expect(root.previousStyles == [.light])
        #expect(inheriting.previousStyles == [.light])
        // A subview keeping its own style is not told.
        #expect(ownStyle.previousStyles.isEmpty)
        // Setting the same style again changes nothing.
        root.overrideUserInterfaceStyle = .dark
        #expect(root.previousStyles.count == 1)
    }

    @Test func aParentControllersOverrideReachesItsChildren() {
        let parent = UIViewController(), child = WatchingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes == 1)
    }

    @Test func traitCollectionsCombineAndCompareAsUIKitDoes() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let both = UITraitCollection(traitsFrom: [dark, compact])
        #expect(both.userInterfaceStyle == .dark && both.horizontalSizeClass == .compact)
        #expect(both.containsTraits(in: dark) && both.containsTraits(in: compact))
        #expect(!dark.containsTraits(in: both))
        #expect(both.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!both.hasDifferentColorAppearance(comparedTo: dark))
        #expect(both.isEqual(UITraitCollection(traitsFrom: [compact, dark])))
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.regular) == .regular)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
    }

    @Test func anAdjustingLabelFollowsTheTextSizeAroundIt() throws {
        // iOS's body is 17 pt at the default size, 28 at accessibility1 (AX M); a label that does
        // not adjust keeps the size its font was made at.
        let adjusting = UILabel(), fixed = UILabel()
        for label in [adjusting, fixed] {
            label.text = "Body"
            label.font = .preferredFont(forTextStyle: .body)
        }
        adjusting.adjustsFontForContentSizeCategory = true
        let root = UIView()
        root.addSubview(adjusting)
        root.addSubview(fixed)
        let h = host(UIKitHierarchy { root }.environment(\.dynamicTypeSize, .accessibility1), width: 200, height: 100)
        h.update()
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(adjusting.font.pointSize == 28 && fixed.font.pointSize == 17)
        #expect(adjusting.intrinsicContentSize.height > fixed.intrinsicContentSize.height + 5)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 14)
        // Text fields and text views adjust the same way (`UIContentSizeCategoryAdjusting`).
        let field = UITextField(), plainField = UITextField()
        let textView = UITextView(), plainTextView = UITextView()
        for adjusting in [field, plainField] as [UITextField] {
            adjusting.text = "Body"
            adjusting.font = .preferredFont(forTextStyle: .body)
        }
        for view in [textView, plainTextView] {
            view.text = "Body"
            view.font = .preferredFont(forTextStyle: .body)
        }
        let adjusters: [any UIContentSizeCategoryAdjusting] = [field, textView]
        for adjuster in adjusters { adjuster.adjustsFontForContentSizeCategory = true }
        let fields = UIView()
        for view in [field, plainField, textView, plainTextView] as [UIView] { fields.addSubview(view) }
        let h2 = host(UIKitHierarchy { fields }.environment(\.dynamicTypeSize, .accessibility1), width: 200, height: 100)
        h2.update()
        #expect(field.intrinsicContentSize.height > plainField.intrinsicContentSize.height + 5)
        #expect(textView.sizeThatFits(CGSize(width: 150, height: CGFloat.infinity)).height
                > plainTextView.sizeThatFits(CGSize(width: 150, height: CGFloat.infinity)).height + 5)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil).pointSize == 17)
    }

    @Test func contentSizeCategoriesConvertAndCompareAsUIKitsDo() {
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory(DynamicTypeSize.xxLarge) == .extraExtraLarge)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
        #expect(ContentSizeCategory(UIContentSizeCategory.medium) == .medium)
    }
}
