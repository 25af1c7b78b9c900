import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIToolbar`, a 44 pt bar of
/// bar button items. A navigation controller's toolbar shows its top controller's
/// `toolbarItems` in the bottom toolbar SwiftUI's `NavigationStack` draws; a toolbar added as a
/// view draws its `items` over its bar tint (else the `.bar` material). Items are packed from
/// the leading end 8 pt apart, 16 pt in from each end, unless flexible spaces spread them (the
/// spacing is Tether's, not measured on a device).
@MainActor @preconcurrency open class UIToolbar: UIView {
    /// The height of a toolbar on an iPhone.
    static let barHeight: CGFloat = 44

    /// Mirrors `items`.
    open var items: [UIBarButtonItem]? { didSet { setNeedsDisplay() } }
    /// Mirrors `setItems(_:animated:)`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    /// Mirrors `barStyle` (accepted).
    open var barStyle = UIBarStyle.default
    /// Mirrors `isTranslucent` (accepted).
    open var isTranslucent = true
    /// The tint set on this toolbar itself, which colours its items.
    var explicitTint: UIColor?
    /// Mirrors `tintColor`: the colour of the toolbar's items.
    open override var tintColor: UIColor! {
        get { explicitTint ?? super.tintColor }
        set { explicitTint = newValue; super.tintColor = newValue }
    }
    /// Mirrors `barTintColor`: the bar's background colour.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// A toolbar is 44 pt tall, as wide as it is laid out.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    override func drawnContent() -> UIViewContent {
        let items = self.items ?? []
        let tint = barTintColor.map { Color(uiColor: $0) }
        return .hosted(AnyView(
            UIToolbarItemsRow(items: items)
                .modifier(UIKitBarTint(color: explicitTint.map { Color(uiColor: $0) }))
                .frame(maxHeight: .infinity)
                .background { if let tint { Rectangle().fill(tint) } else { Rectangle().fill(.bar) } }
        ))
    }
}

/// A UIKit toolbar's items in a row: packed from the leading end unless a flexible space
/// spreads them.
struct UIToolbarItemsRow: View {
    let items: [UIBarButtonItem]
    /// What the row shows, read when it was drawn: a change draws it again.
    let shown: [UINavigationControllerDrawing.Shown.BarItem]

    init(items: [UIBarButtonItem]) {
        self.items = items
        shown = items.map(UINavigationControllerDrawing.Shown.BarItem.init)
    }

    var body: some View {
        let visible = items.filter { !$0.isHidden }
        HStack(spacing: 8) {
            ForEach(visible.indices, id: \.self) { UIBarButtonItemView(item: visible[$0]) }
            if !visible.contains(where: { $0.systemItem == .flexibleSpace }) { Spacer(minLength: 0) }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, minHeight: UIToolbar.barHeight)
    }
}
