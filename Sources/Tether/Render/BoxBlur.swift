import Foundation

/// Blurs an 8-bit alpha image in place: three box blurs in each direction, which together come
/// within a few percent of a Gaussian of the given standard deviation.
enum BoxBlur {
    static func gaussian(_ values: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0.25, width > 0, height > 0, values.count == width * height else { return }
        // Three boxes of width w have the variance of the Gaussian when w² = 4σ² + 1.
        // A box wider than the image averages all of it: the radius is bounded by the image.
        let radius = min(max(width, height), max(1, Int(saturating: ((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)))
        var buffer = [UInt8](repeating: 0, count: values.count)
        for _ in 0..<3 {
            blurRows(values, into: &buffer, width: width, height: height, radius: radius)
            blurColumns(buffer, into: &values, width: width, height: height, radius: radius)
        }
    }

    /// A running-sum box blur along each row (pixels outside count as 0).
    private static func blurRows(_ input: [UInt8], into output: inout [UInt8], width: Int, height: Int, radius: Int) {
        let size = 2 * radius + 1
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = y * width
                    var sum = 0
                    for x in 0..<min(radius, width) { sum += Int(src[row + x]) }
                    for x in 0..<width {
                        if x + radius < width { sum += Int(src[row + x + radius]) }
                        if x - radius - 1 >= 0 { sum -= Int(src[row + x - radius - 1]) }
                        dst[row + x] = UInt8(sum / size)
                    }
                }
            }
        }
    }

    /// The same along each column.
    private static func blurColumns(_ input: [UInt8], into output: inout [UInt8], width: Int, height: Int, radius: Int) {
        let size = 2 * radius + 1
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for x in 0..<width {
                    var sum = 0
                    for y in 0..<min(radius, height) { sum += Int(src[y * width + x]) }
                    for y in 0..<height {
                        if y + radius < height { sum += Int(src[(y + radius) * width + x]) }
                        if y - radius - 1 >= 0 { sum -= Int(src[(y - radius - 1) * width + x]) }
                        dst[y * width + x] = UInt8(sum / size)
                    }
                }
            }
        }
    }
}
