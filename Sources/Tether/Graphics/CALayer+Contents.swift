import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors `CALayerContentsGravity`,
/// how a layer's `contents` image is placed in its bounds. The vertical names follow Core
/// Animation's upward axis: on iOS, where layers' contents are not flipped
/// (`contentsAreFlipped()` is false), `.top` puts the image at the bottom edge of the bounds
/// on screen and `.bottom` at the top edge, as Apple's note on `contentsGravity` says.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.center`: the image at its size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Mirrors `.top`: centred horizontally at the top of Core Animation's upward axis — the
    /// bottom edge on iOS's screen.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Mirrors `.bottom`: centred horizontally at the bottom of the upward axis — the top edge
    /// on iOS's screen.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Mirrors `.left`: centred vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Mirrors `.right`: centred vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Mirrors `.topLeft`: the bottom-left corner on iOS's screen.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Mirrors `.topRight`: the bottom-right corner on iOS's screen.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Mirrors `.bottomLeft`: the top-left corner on iOS's screen.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Mirrors `.bottomRight`: the top-right corner on iOS's screen.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Mirrors `.resize`: stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Mirrors `.resizeAspect`: scaled to fit the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Mirrors `.resizeAspectFill`: scaled to fill the bounds, keeping its aspect ratio,
    /// centred (the overflow shows unless `masksToBounds`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// A layer's `contents` as drawn: the image (the `contentsRect` part of it) and where it goes
/// in the layer's own space (the bounds' top-left corner at zero).
struct LayerContentsImage {
    let image: UIImage
    let rect: CGRect
}

extension CALayer {
    /// The layer's `contents` placed in a bounds of `size`, nil when there is nothing to draw;
    /// a value that is not a `CGImage`, and hostile scales and rectangles, are reported.
    func drawnContents(size: CGSize, report: (String) -> Void) -> LayerContentsImage? {
        guard let contents else { return nil }
        guard var image = contents as? CGImage else {
            report("\(type(of: self)).contents is a \(type(of: contents)), not a CGImage (pass `UIImage.cgImage`); it is not drawn")
            return nil
        }
        let part = contentsRect
        if part != CGRect(x: 0, y: 0, width: 1, height: 1) {
            guard [part.minX, part.minY, part.width, part.height].allSatisfy(\.isFinite) else {
                report("\(type(of: self)).contentsRect \(part) is not finite; the contents are not drawn")
                return nil
            }
            let unit = part.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
            if unit != part.standardized {
                report("\(type(of: self)).contentsRect \(part) reaches outside the unit rectangle; Tether draws the part inside it")
            }
            guard !unit.isNull, unit.width > 0, unit.height > 0,
                  let cropped = image.cropping(to: CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                                                          width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height)))
            else { return nil }
            image = cropped
        }
        var scale = contentsScale
        if !scale.isFinite || scale <= 0 {
            report("\(type(of: self)).contentsScale is \(scale); taken as 1")
            scale = 1
        }
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        guard natural.width > 0, natural.height > 0 else { return nil }
        return LayerContentsImage(image: UIImage(cgImage: image), rect: contentsGravity.place(natural, in: size))
    }
}

extension CALayerContentsGravity {
    /// Where an image of `natural` size (in points) goes in a bounds of `size`, in the bounds'
    /// top-down space: Core Animation's upward "top" is the bottom edge there.
    func place(_ natural: CGSize, in size: CGSize) -> CGRect {
        func centred(_ s: CGSize) -> CGRect {
            CGRect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height)
        }
        let w = natural.width, h = natural.height
        let midX = (size.width - w) / 2, midY = (size.height - h) / 2
        let maxX = size.width - w, maxY = size.height - h
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let sx = size.width / w, sy = size.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return centred(CGSize(width: w * s, height: h * s))
        case .center: return centred(natural)
        case .top: return CGRect(x: midX, y: maxY, width: w, height: h)
        case .bottom: return CGRect(x: midX, y: 0, width: w, height: h)
        case .left: return CGRect(x: 0, y: midY, width: w, height: h)
        case .right: return CGRect(x: maxX, y: midY, width: w, height: h)
        case .topLeft: return CGRect(x: 0, y: maxY, width: w, height: h)
        case .topRight: return CGRect(x: maxX, y: maxY, width: w, height: h)
        case .bottomLeft: return CGRect(x: 0, y: 0, width: w, height: h)
        case .bottomRight: return CGRect(x: maxX, y: 0, width: w, height: h)
        default: return CGRect(origin: .zero, size: size)
        }
    }
}
