import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIConfigurationState`,
/// the state (selected, highlighted…) a configuration is updated for.
@MainActor @preconcurrency public protocol UIConfigurationState {}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UICellConfigurationState`
/// (iOS 14), a cell's state.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Mirrors `isSelected`.
    public var isSelected = false
    /// Mirrors `isHighlighted`.
    public var isHighlighted = false
    /// Mirrors `isDisabled`.
    public var isDisabled = false
    /// Mirrors `isEditing`.
    public var isEditing = false
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIContentConfiguration`
/// (iOS 14), what a cell's content shows: it makes the view that shows it.
@MainActor @preconcurrency public protocol UIContentConfiguration {
    /// Mirrors `makeContentView()`.
    func makeContentView() -> any UIView & UIContentView
    /// Mirrors `updated(for:)`: the configuration for a state (by default itself).
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// The configuration unchanged: Tether's cells draw their selection themselves.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIContentView`, a view
/// made from a content configuration.
@MainActor @preconcurrency public protocol UIContentView: AnyObject {
    /// Mirrors `configuration`.
    var configuration: any UIContentConfiguration { get set }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIListContentConfiguration`
/// (iOS 14), the content of a list cell — an image, a text and a secondary text with their
/// properties. Set as a `UITableViewCell`'s `contentConfiguration`, it fills the cell's own
/// image view and labels, laid out as the cell's style lays them out.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// Mirrors `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// Mirrors `font`.
        public var font: UIFont
        /// Mirrors `color`.
        public var color: UIColor
        /// Mirrors `numberOfLines`: 0 for as many as the text needs.
        public var numberOfLines = 0
        /// Mirrors `alignment`.
        public var alignment: TextAlignment = .natural

        /// Mirrors `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }

        @MainActor func apply(to label: UILabel?) {
            guard let label else { return }
            label.font = font
            label.textColor = color
            label.numberOfLines = numberOfLines
            label.textAlignment = alignment == .center ? .center : alignment == .justified ? .justified : label.textAlignment
        }
    }

    /// Mirrors `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// Mirrors `tintColor`: nil draws a template image in the tint colour.
        public var tintColor: UIColor?
        /// Mirrors `cornerRadius` (kept).
        public var cornerRadius: CGFloat = 0
        /// Mirrors `maximumSize` (kept).
        public var maximumSize: CGSize = .zero
    }

    /// Mirrors `image`.
    public var image: UIImage?
    /// Mirrors `imageProperties`.
    public var imageProperties = ImageProperties()
    /// Mirrors `text`.
    public var text: String?
    /// Mirrors `textProperties`: 17 pt body text in the label colour.
    public var textProperties: TextProperties
    /// Mirrors `secondaryText`.
    public var secondaryText: String?
    /// Mirrors `secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties

    init(secondaryFont: UIFont, secondaryColor: UIColor) {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    /// Mirrors `cell()`: text and secondary text stacked, the secondary in the subheadline style.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .label)
    }
    /// Mirrors `subtitleCell()`: the secondary text under the text, in the subheadline style.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .label)
    }
    /// Mirrors `valueCell()`: the secondary text at the trailing edge, in the secondary label colour.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel)
    }

    /// Mirrors `header()` (iOS 18): a section header's text, styled as the table draws its
    /// section titles — footnote text in the secondary label colour, in the case it is given
    /// (Tether's list headers are not uppercased).
    public static func header() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel)
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        return configuration
    }
    /// Mirrors `footer()` (iOS 18): a section footer's text, as `header()`.
    public static func footer() -> UIListContentConfiguration { header() }
    /// Mirrors `groupedHeader()` (iOS 14): the header of a grouped or inset grouped table, as
    /// `header()`.
    public static func groupedHeader() -> UIListContentConfiguration { header() }
    /// Mirrors `groupedFooter()` (iOS 14): as `footer()`.
    public static func groupedFooter() -> UIListContentConfiguration { header() }
    /// Mirrors `plainHeader()` (iOS 14): the header of a plain table, as `header()` (a plain
    /// table's titles are drawn alike, on their band).
    public static func plainHeader() -> UIListContentConfiguration { header() }
    /// Mirrors `plainFooter()` (iOS 14): as `footer()`.
    public static func plainFooter() -> UIListContentConfiguration { header() }
    /// Mirrors `prominentInsetGroupedHeader()` (iOS 15): a larger header, as SwiftUI's
    /// `headerProminence(.increased)` draws one — bold title-3 text in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = header()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .bold), color: .label)
        return configuration
    }

    /// A list configuration fills its cell's own views (see `UITableViewCell.contentConfiguration`);
    /// made on its own, its view is a `.subtitle` cell's content showing it.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIListContentView`, the
/// view of a `UIListContentConfiguration`: a cell's image and labels without the cell.
@MainActor @preconcurrency open class UIListContentView: UIView, UIContentView {
    private let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)

    /// Mirrors `init(configuration:)`.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(cell)
        cell.contentConfiguration = configuration
    }
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `configuration`: a `UIListContentConfiguration` (others are ignored).
    open var configuration: any UIContentConfiguration {
        didSet { cell.contentConfiguration = configuration as? UIListContentConfiguration }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        cell.frame = bounds
    }
}
