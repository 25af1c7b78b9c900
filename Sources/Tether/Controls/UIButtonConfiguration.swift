import Foundation

extension UIButton {
    /// Mirrors UIKit's `UIButton.Configuration` (iOS 15): a button's content — title,
    /// subtitle, image and where it goes, the padding between them and around them — and its
    /// look, one of UIKit's styles (`plain`, `gray`, `tinted`, `filled` and their bordered
    /// names) adjusted by base colours, a background, a corner style and a size. A button
    /// with a configuration draws it (see `UIButtonConfigurationDrawing`) instead of its
    /// per-state titles and images.
    ///
    /// The `.medium` size is SwiftUI's regular bordered button (a body title, 12 × 7 points of
    /// content insets: 34.33 points tall, as measured on iOS 26.2), `.large` its large one
    /// (20 × 14); `.small` and `.mini` are drawn as `.medium` (not measured). The `.dynamic`
    /// corner style is a capsule, iOS 26's shape for bordered buttons; `.small`, `.medium`
    /// and `.large` are SwiftUI's rounded-rectangle border shape.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Continue"
    /// configuration.image = UIImage(systemName: "arrow.right")
    /// configuration.imagePlacement = .trailing
    /// configuration.imagePadding = 6
    /// let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in next() })
    /// ```
    public struct Configuration {
        /// Mirrors `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The background's `cornerRadius`.
            case fixed = -1
            /// The system's shape for the size: a capsule on iOS 26.
            case dynamic = 0
            case small, medium, large, capsule
        }
        /// Mirrors `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
        /// Mirrors `UIButton.Configuration.TitleAlignment`: how title and subtitle line up.
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }

        /// The UIKit style it was made as.
        enum Style: Equatable, Sendable { case plain, gray, tinted, filled }
        let style: Style

        /// Mirrors `title`.
        public var title: String?
        /// Mirrors `attributedTitle`: its characters (styled runs are drawn in the title font).
        public var attributedTitle: AttributedString? {
            get { title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) } }
        }
        /// Mirrors `subtitle`: a second, smaller line under the title.
        public var subtitle: String?
        /// Mirrors `attributedSubtitle`: its characters.
        public var attributedSubtitle: AttributedString? {
            get { subtitle.map { AttributedString($0) } }
            set { subtitle = newValue.map { String($0.characters) } }
        }
        /// Mirrors `image`.
        public var image: UIImage?
        /// Mirrors `imagePlacement`: the side of the title the image goes on (`.leading`
        /// unless set; a set of several edges is read as its first of top, leading, bottom,
        /// trailing).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// Mirrors `imagePadding`: the space between image and title (0 unless set).
        public var imagePadding: CGFloat = 0
        /// Mirrors `titlePadding`: the space between title and subtitle (0 unless set).
        public var titlePadding: CGFloat = 0
        /// Mirrors `titleAlignment`.
        public var titleAlignment = TitleAlignment.automatic
        /// Mirrors `contentInsets`: the space around the content (the size's unless set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitInsets ?? defaultInsets }
            set { explicitInsets = newValue }
        }
        private var explicitInsets: NSDirectionalEdgeInsets?
        /// Mirrors `setDefaultContentInsets()`: the size's insets again.
        public mutating func setDefaultContentInsets() { explicitInsets = nil }
        /// Mirrors `buttonSize`.
        public var buttonSize = Size.medium
        /// Mirrors `cornerStyle`.
        public var cornerStyle = CornerStyle.dynamic
        /// Mirrors `baseForegroundColor`: the title and image colour (the style's unless set).
        public var baseForegroundColor: UIColor?
        /// Mirrors `baseBackgroundColor`: the colour the style's background is made from (the
        /// tint unless set).
        public var baseBackgroundColor: UIColor?
        /// Mirrors `background`: a fill, corner radius and stroke overriding the style's.
        public var background = UIBackgroundConfiguration()
        /// Mirrors `showsActivityIndicator`: a spinner in place of the image.
        public var showsActivityIndicator = false
        /// Mirrors `preferredSymbolConfigurationForImage` (kept: symbols are drawn at the
        /// title's size).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Mirrors `automaticallyUpdateForSelection` (kept).
        public var automaticallyUpdateForSelection = true
        /// Mirrors `titleLineBreakMode`.
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingMiddle
        /// The control state `updated(for:)` resolved the configuration for.
        var resolvedState: UIControl.State?

        init(style: Style) { self.style = style }

        /// Mirrors `plain()`: the title in the tint, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Mirrors `gray()`: the title in the tint on a grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// Mirrors `tinted()`: the title in the tint on a light tint background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Mirrors `filled()`: a white title on the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Mirrors `borderless()`: `plain()`.
        public static func borderless() -> Configuration { plain() }
        /// Mirrors `bordered()`: `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// Mirrors `borderedTinted()`: `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// Mirrors `borderedProminent()`: `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// Mirrors `updated(for:)`: the configuration as it draws in the button's state.
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.resolvedState = button.state
            return copy
        }

        /// The insets of the size: SwiftUI's large or regular bordered button's.
        var defaultInsets: NSDirectionalEdgeInsets {
            buttonSize == .large ? NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                                 : NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }
    }

    /// Mirrors `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}
