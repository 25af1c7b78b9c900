import Foundation

/// Blurs 8-bit images in place: three box blurs in each direction, which together come
/// within a few percent of a Gaussian of the given standard deviation.
enum BoxBlur {
    /// What the blur sees beyond the image's edges: nothing (the edges fade), or the edge
    /// pixels repeated (the edges stay solid, as an opaque blur).
    enum Edges { case transparent, extended }

    /// Blurs one channel of `width`×`height` values.
    static func gaussian(_ values: inout [UInt8], width: Int, height: Int, sigma: Double, edges: Edges = .transparent) {
        guard sigma.isFinite, sigma > 0.25, width > 0, height > 0, values.count == width * height else { return }
        let radius = boxRadius(sigma: sigma, width: width, height: height)
        var buffer = [UInt8](repeating: 0, count: values.count)
        for _ in 0..<3 {
            blurRows(values, into: &buffer, width: width, height: height, radius: radius, edges: edges)
            blurColumns(buffer, into: &values, width: width, height: height, radius: radius, edges: edges)
        }
    }

    /// Blurs the four channels of a Cairo ARGB32 image (premultiplied, `stride` bytes a row),
    /// each on its own; premultiplied colours blur correctly channel by channel.
    static func gaussian(argb pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, edges: Edges) {
        guard sigma.isFinite, sigma > 0.25, width > 0, height > 0 else { return }
        var channel = [UInt8](repeating: 0, count: width * height)
        for c in 0..<4 {
            for y in 0..<height { for x in 0..<width { channel[y * width + x] = pixels[y * stride + x * 4 + c] } }
            gaussian(&channel, width: width, height: height, sigma: sigma, edges: edges)
            for y in 0..<height { for x in 0..<width { pixels[y * stride + x * 4 + c] = channel[y * width + x] } }
        }
    }

    /// Three boxes of width w have the variance of the Gaussian when w² = 4σ² + 1. A box wider
    /// than the image averages all of it: the radius is bounded by the image.
    private static func boxRadius(sigma: Double, width: Int, height: Int) -> Int {
        min(max(width, height), max(1, Int(saturating: ((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)))
    }

    /// A running-sum box blur along each row.
    private static func blurRows(_ input: [UInt8], into output: inout [UInt8], width: Int, height: Int, radius: Int, edges: Edges) {
        blurLines(input, into: &output, count: height, length: width, lineStride: width, step: 1, radius: radius, edges: edges)
    }

    /// The same along each column.
    private static func blurColumns(_ input: [UInt8], into output: inout [UInt8], width: Int, height: Int, radius: Int, edges: Edges) {
        blurLines(input, into: &output, count: width, length: height, lineStride: 1, step: width, radius: radius, edges: edges)
    }

    /// Box-blurs `count` lines of `length` values; value `i` of line `l` is at `l·lineStride + i·step`.
    private static func blurLines(_ input: [UInt8], into output: inout [UInt8], count: Int, length: Int, lineStride: Int, step: Int,
                                  radius: Int, edges: Edges) {
        let size = 2 * radius + 1, half = size / 2
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for line in 0..<count {
                    let base = line * lineStride
                    // Beyond the ends: 0, or the end value repeated.
                    let first = edges == .extended ? Int(src[base]) : 0
                    let last = edges == .extended ? Int(src[base + (length - 1) * step]) : 0
                    @inline(__always) func value(_ i: Int) -> Int { i < 0 ? first : i >= length ? last : Int(src[base + i * step]) }
                    // The window before the first value, -radius-1 ..< radius, summed without
                    // visiting the part beyond the line (a radius may far exceed it).
                    var sum = first * (radius + 1)
                    for i in 0..<min(radius, length) { sum += value(i) }
                    if radius > length { sum += last * (radius - length) }
                    for i in 0..<length {
                        sum += value(i + radius) - value(i - radius - 1)
                        dst[base + i * step] = UInt8((sum + half) / size)
                    }
                }
            }
        }
    }
}
