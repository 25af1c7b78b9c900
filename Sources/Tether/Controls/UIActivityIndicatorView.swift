import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIActivityIndicatorView`,
/// drawn as SwiftUI's spinner (`ProgressView()`), 20 points (`.medium`) or 37 (`.large`)
/// across, centred in its bounds, in its `color`. As in UIKit it is hidden until
/// `startAnimating()` while `hidesWhenStopped` is on; Tether draws a still frame of it.
@MainActor @preconcurrency open class UIActivityIndicatorView: UIView {
    /// Mirrors `UIActivityIndicatorView.Style` (UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101

        var isLarge: Bool { self == .large || self == .whiteLarge }
        /// The side of the spinner's square.
        var side: CGFloat { isLarge ? 37 : 20 }
    }

    private var storedColor: UIColor?
    /// Mirrors `isAnimating`.
    public private(set) var isAnimating = false

    /// Mirrors `init(style:)`: the view takes the style's size.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = hidesWhenStopped
    }
    /// Mirrors `init(frame:)`: a `.medium` indicator.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }
    /// Mirrors `init(coder:)`: Tether reads no archive, so this is a `.medium` indicator.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }

    /// Mirrors `style`.
    open var style: Style {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Mirrors `color`: the style's (system gray, white for the white styles) unless set.
    open var color: UIColor! {
        get { storedColor ?? ((style == .white || style == .whiteLarge) ? .white : .systemGray) }
        set { storedColor = newValue; setNeedsDisplay() }
    }
    /// Mirrors `hidesWhenStopped`: the view hides itself while not animating (true by default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Mirrors `startAnimating()`: the indicator shows.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }
    /// Mirrors `stopAnimating()`: hidden again when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// Mirrors `intrinsicContentSize`: the style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    /// Mirrors `sizeThatFits(_:)`: the style's square.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func drawnContent() -> UIViewContent {
        .activity(color: Color(uiColor: color), side: style.side)
    }
}
