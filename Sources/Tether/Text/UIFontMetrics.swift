import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIFontMetrics`, which
/// scales sizes and fonts with the user's text size (Dynamic Type) as a text style grows. The
/// text size is that of the host updated last (its environment's `dynamicTypeSize`; `.large`,
/// the default, before any host), as UIKit reads the app's preferred content size category.
///
/// ```swift
/// let padding = UIFontMetrics(forTextStyle: .body).scaledValue(for: 12)
/// label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
/// ```
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// Mirrors `default`: the metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private let textStyle: UIFont.TextStyle

    /// Mirrors `init(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// How much the text style has grown at the current text size (1 at `.large`).
    private var scale: CGFloat {
        let size = UpdatingHost.lastGraph?.root?.environment.dynamicTypeSize ?? .large
        return textStyle.swiftUIStyle.scale(at: size)
    }

    /// Mirrors `scaledValue(for:)`: `value` grown as the text style has grown.
    public func scaledValue(for value: CGFloat) -> CGFloat { value * scale }

    /// Mirrors `scaledFont(for:)`: `font` at its size grown as the text style has grown.
    public func scaledFont(for font: UIFont) -> UIFont {
        var scaled = font.font
        scaled.size = font.pointSize * scale
        return UIFont(scaled)
    }

    /// Mirrors `scaledFont(for:maximumPointSize:)`: as `scaledFont(for:)`, at most
    /// `maximumPointSize` (0: no limit, as in UIKit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        guard maximumPointSize > 0, maximumPointSize.isFinite, scaled.pointSize > maximumPointSize else { return scaled }
        var capped = scaled.font
        capped.size = maximumPointSize
        return UIFont(capped)
    }
}
