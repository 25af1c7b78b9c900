import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors `CATextLayer`, a layer
/// that draws `string` from the top of its bounds, clipped to them, laid out by Tether's text
/// engine as UIKit's string drawing lays it out. A plain string is drawn in `font` at
/// `fontSize` (36 by default) in `foregroundColor` (opaque white by default); an
/// `NSAttributedString` is drawn with its own attributes, as Core Animation ignores those
/// three for it. Lines are broken only at the string's newlines unless `isWrapped`; with a
/// `truncationMode` other than `.none`, a line wider than the bounds (unwrapped) or the last
/// line that fits their height (wrapped) is cut with an ellipsis at its start, middle or end.
///
/// ```swift
/// let caption = CATextLayer()
/// caption.frame = CGRect(x: 0, y: 0, width: 200, height: 24)
/// caption.string = "Hello"
/// caption.fontSize = 17
/// caption.foregroundColor = UIColor.label.cgColor
/// caption.alignmentMode = .center
/// ```
@MainActor @preconcurrency open class CATextLayer: CALayer {
    /// Mirrors `string`: a `String` (or `NSString`) or an `NSAttributedString`; another kind
    /// of value is reported and not drawn.
    open var string: Any? { didSet { changed() } }
    /// Mirrors `font` (a `CFTypeRef`): a font name (`String`), or a `UIFont` standing for the
    /// `CTFont` it bridges to, whose face is taken at `fontSize`. Nil is Core Animation's
    /// Helvetica, for which Tether draws its system font.
    open var font: AnyObject? { didSet { changed() } }
    /// Mirrors `fontSize` (36).
    open var fontSize: CGFloat = 36 { didSet { changed() } }
    /// Mirrors `foregroundColor` (opaque white; nil draws Core Text's default black).
    open var foregroundColor: CGColor? = CGColor.white { didSet { changed() } }
    /// Mirrors `isWrapped` (false): whether lines wrap at the bounds' width.
    open var isWrapped = false { didSet { changed() } }
    /// Mirrors `truncationMode` (`.none`).
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { changed() } }
    /// Mirrors `alignmentMode` (`.natural`).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { changed() } }
    /// Mirrors `allowsFontSubpixelQuantization` (false): kept; Tether places glyphs exactly.
    open var allowsFontSubpixelQuantization = false

    public override init() { super.init() }
    /// Mirrors `init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize; foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped; truncationMode = other.truncationMode; alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    override class func makeBackingLayer() -> CALayer { CATextLayer() }

    /// The string with its attributes: an attributed string as it is, a plain one in the
    /// layer's font, size and colour.
    private func attributedString() -> NSAttributedString? {
        guard let string else { return nil }
        switch string {
        case let attributed as NSAttributedString:
            return attributed
        case let plain as String:
            return NSAttributedString(string: plain, attributes: plainAttributes())
        case let plain as NSString:
            return NSAttributedString(string: plain as String, attributes: plainAttributes())
        case let other:
            UIKitDiagnostics.report(.other, "CATextLayer.string is a \(type(of: other)), not a String or an NSAttributedString; it is not drawn")
            return nil
        }
    }

    private func plainAttributes() -> [NSAttributedString.Key: Any] {
        var size = fontSize
        if !size.isFinite || size < 0 {
            UIKitDiagnostics.report(.invalidGeometry, "CATextLayer.fontSize is \(size); drawn at 36")
            size = 36
        }
        let face: UIFont
        if let font {
            switch font as Any {
            case let uiFont as UIFont:
                face = uiFont.withSize(size)
            case let name as String:
                face = UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
            case let name as NSString:
                face = UIFont(name: name as String, size: size) ?? UIFont.systemFont(ofSize: size)
            default:
                UIKitDiagnostics.report(.other, "CATextLayer.font is a \(type(of: font)), not a font name or a font; drawn in the system font")
                face = UIFont.systemFont(ofSize: size)
            }
        } else {
            face = UIFont.systemFont(ofSize: size)
        }
        var attributes: [NSAttributedString.Key: Any] = [.font: face]
        if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
        return attributes
    }

    override func drawnContent() -> UIViewContent {
        #if canImport(Darwin)
        return .none
        #else
        guard let text = attributedString(), text.length > 0 else { return .none }
        let size = CGSize(width: abs(bounds.width), height: abs(bounds.height))
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return .none }
        let alignment = alignmentMode.textAlignment
        let truncation = truncationMode.truncation
        let context = CGContext(size: size, scale: UIScreen.mainScale)
        func draw(_ string: NSAttributedString, width: CGFloat?, lineLimit: Int?, at y: CGFloat) -> CGFloat {
            var drawn = DrawnString(string, operation: "CATextLayer")
            drawn.alignmentOverride = alignment
            let layout = drawn.layout(width: width, lineLimit: lineLimit, reports: true, truncation: truncation ?? .tail)
            drawn.fill(layout, at: CGPoint(x: drawn.blockOffset(of: layout, in: size.width), y: y), clip: nil, in: context)
            return layout.size.height
        }
        if isWrapped {
            var lineLimit: Int?
            if truncation != nil {
                // The lines whose bottoms fit the height; the last of them is truncated.
                var drawn = DrawnString(text, operation: "CATextLayer")
                drawn.alignmentOverride = alignment
                let full = drawn.layout(width: size.width)
                let descent = full.size.height - full.lastBaseline
                let fitting = full.lines.prefix { $0.baseline + descent <= size.height + 0.01 }.count
                if fitting < full.lines.count { lineLimit = max(1, fitting) }
            }
            _ = draw(text, width: size.width, lineLimit: lineLimit, at: 0)
        } else if truncation != nil {
            // Each line of the string on its own, cut at the width.
            let characters = text.string as NSString
            var y: CGFloat = 0, start = 0
            while start <= characters.length, y < size.height {
                let rest = NSRange(location: start, length: characters.length - start)
                let newline = characters.rangeOfCharacter(from: .newlines, options: [], range: rest)
                let end = newline.location == NSNotFound ? characters.length : newline.location
                y += draw(text.attributedSubstring(from: NSRange(location: start, length: end - start)), width: size.width, lineLimit: 1, at: y)
                guard newline.location != NSNotFound else { break }
                start = newline.location + newline.length
            }
        } else {
            _ = draw(text, width: nil, lineLimit: nil, at: 0)
        }
        context.isDrawable = false
        return context.items.isEmpty ? .none : .drawing(UIViewRectRecording(size: size, items: context.items))
        #endif
    }
}

/// A compatibility name, Tether's own: mirrors `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.natural`: left-aligned in left-to-right text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Mirrors `.left`.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Mirrors `.right`.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Mirrors `.center`.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Mirrors `.justified`: drawn left-aligned, as Tether draws justified labels.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var textAlignment: TextAlignment { self == .center ? .center : self == .right ? .trailing : .leading }
}

/// A compatibility name, Tether's own: mirrors `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.none`: text that does not fit is clipped.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Mirrors `.start`: the ellipsis at the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Mirrors `.end`: the ellipsis at the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Mirrors `.middle`: the ellipsis in the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    var truncation: TextTruncation? { self == .start ? .head : self == .middle ? .middle : self == .end ? .tail : nil }
}
