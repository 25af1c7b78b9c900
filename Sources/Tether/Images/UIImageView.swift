import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIImageView`, drawn as
/// Tether's `Image` of its `UIImage`, placed in its bounds by `contentMode` as UIKit places it:
/// stretched (`.scaleToFill`, the default), fitted or filled keeping the aspect ratio
/// (a filled image overflows the bounds unless the view clips), or at its natural size
/// aligned to the centre, an edge or a corner. A symbol image (`UIImage(systemName:)`) is a
/// template drawn in the view's `tintColor`, at the size of body text's symbols, as UIKit's
/// default symbol configuration draws it. Its intrinsic size is the image's.
///
/// ```swift
/// let photo = UIImageView(image: UIImage(named: "cover"))
/// photo.contentMode = .scaleAspectFill
/// photo.clipsToBounds = true
/// ```
@MainActor @preconcurrency open class UIImageView: UIView {
    /// Labels and image views take no touches unless told to, as in UIKit.
    override class var interactsByDefault: Bool { false }
    /// Mirrors `image`.
    open var image: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Mirrors `preferredSymbolConfiguration`: the point size (or text style, or font), scale
    /// and weight a symbol image is drawn at, where the image's own configuration sets none.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The symbol configuration the image is drawn with: the view's preferred one, with the
    /// image's own values over it.
    var drawnSymbolConfiguration: UIImage.SymbolConfiguration? {
        guard let own = image?.symbolConfiguration else { return nil }
        return preferredSymbolConfiguration.map { $0.applying(own) } ?? own
    }
    private var naturalImageSize: CGSize? { image?.naturalSize(configuration: drawnSymbolConfiguration) }

    /// Mirrors `init(image:)`: the view takes the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.naturalSize(configuration: image?.symbolConfiguration) ?? .zero))
    }
    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `intrinsicContentSize`: the image's size (none without an image).
    open override var intrinsicContentSize: CGSize {
        naturalImageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// Mirrors `sizeThatFits(_:)`: the image's size (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalImageSize ?? .zero }

    /// What the image view draws.
    override func drawnContent() -> UIViewContent {
        guard let image else { return .none }
        return .image(ImageViewContent(image: image, contentMode: contentMode, tint: Color(uiColor: tintColor),
                                       symbolSizing: drawnSymbolConfiguration?.sizing))
    }
}

/// What a `UIImageView` draws.
struct ImageViewContent {
    let image: UIImage
    let contentMode: UIView.ContentMode
    let tint: Color
    /// What the symbol configuration the view draws with sets.
    var symbolSizing: SymbolSizing?

    var isSymbol: Bool { if case .symbol = image.source { return true } else { return false } }
    /// Whether the image draws as a template, in the view's `tintColor`: a symbol, or an
    /// image made `.alwaysTemplate`.
    var isTemplate: Bool { image.renderingMode == .alwaysTemplate || (isSymbol && image.renderingMode == .automatic) }

    /// Where an image at its natural size sits in the bounds (for the non-scaling modes).
    var alignment: Alignment {
        switch contentMode {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .leading
        case .right: return .trailing
        case .topLeft: return .topLeading
        case .topRight: return .topTrailing
        case .bottomLeft: return .bottomLeading
        case .bottomRight: return .bottomTrailing
        default: return .center
        }
    }
}

extension UIImage {
    /// The size the image is drawn at naturally: its point size, or for a symbol the size of
    /// `Image(systemName:)` at `configuration`'s size, beside body text where it sets none
    /// (UIKit's default symbol configuration).
    @MainActor func naturalSize(configuration: SymbolConfiguration?) -> CGSize {
        guard case .symbol(let name) = source else { return size }
        let pointSize = SymbolCatalog.pointSize(in: EnvironmentValues(), sizing: configuration?.sizing)
        guard let glyph = SymbolCatalog.glyph(systemName: name, pointSize: pointSize) else {
            return CGSize(width: pointSize, height: pointSize)
        }
        return SymbolCatalog.frameSize(of: glyph)
    }
}
