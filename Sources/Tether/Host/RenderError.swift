import Foundation

/// Why a picture could not be rendered (Tether's own API).
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The PNG would exceed the pixel limit; nothing was allocated.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// The scale is zero, negative or not finite.
    case invalidScale(CGFloat)
    /// The bytes are not a PNG image Cairo can read.
    case invalidPNG(String)
    /// Cairo reported an error.
    case cairoFailure(String)
    /// The bytes are not an image Tether reads (PNG or JPEG), or the image is damaged.
    case invalidImage(String)

    public var description: String {
        switch self {
        case .imageTooLarge(let w, let h, let limit):
            let area = w.multipliedReportingOverflow(by: h)
            let pixels = area.overflow ? "more than \(Int.max)" : "\(area.partialValue)"
            return "A \(w)×\(h) PNG is \(pixels) pixels, over the limit of \(limit); render at a smaller size or scale"
        case .invalidScale(let s): return "PNG scale must be a positive finite number, got \(s)"
        case .invalidPNG(let why): return "Not a readable PNG image: \(why)"
        case .cairoFailure(let why): return "Cairo failed: \(why)"
        case .invalidImage(let why): return "Not a readable image: \(why)"
        }
    }
}
