import Foundation
import Testing
@testable import Tether

/// The PNG bytes Tether writes: RGB when every pixel is opaque, straight-alpha RGBA
/// otherwise, chunks with valid CRCs, and pixels that libpng (through Cairo) reads back as
/// they were drawn.
@MainActor
@Suite struct PNGEncodingTests {
    /// A canvas covered by an opaque colour has no alpha to keep: it is written as RGB.
    @Test func anOpaquePictureIsWrittenAsRGB() throws {
        let png = try readEncodedPNG(host(Color(red: 1, green: 0, blue: 0), width: 3, height: 2).pngData(scale: 1))
        #expect(png.width == 3 && png.height == 2 && png.channels == 3)
        for i in 0..<6 { #expect(Array(png.rgba[(i * 4)..<(i * 4 + 4)]) == [255, 0, 0, 255], "pixel \(i)") }
    }

    /// Half-transparent blue over nothing keeps its alpha, and its colour is stored straight
    /// (not premultiplied): blue stays 255 while alpha is half of 255.
    @Test func aTranslucentPictureKeepsStraightAlpha() throws {
        let view = Color(red: 0, green: 0, blue: 1).opacity(0.5)
        let png = try readEncodedPNG(host(view, width: 2, height: 2).pngData(scale: 1))
        #expect(png.channels == 4)
        let pixel = Array(png.rgba[0..<4])
        #expect(pixel[0] == 0 && pixel[1] == 0 && pixel[2] == 255)
        #expect((127...128).contains(pixel[3]))
    }

    /// Where nothing is drawn the picture is transparent black, and a canvas mixing that
    /// with opaque content is RGBA.
    @Test func anEmptyAreaIsTransparent() throws {
        let view = Color(red: 0, green: 1, blue: 0).frame(width: 1, height: 1).frame(width: 4, height: 4, alignment: .topLeading)
        let png = try readEncodedPNG(host(view, width: 4, height: 4).pngData(scale: 1))
        #expect(png.channels == 4)
        #expect(Array(png.rgba[0..<4]) == [0, 255, 0, 255])
        #expect(Array(png.rgba[(15 * 4)..<(16 * 4)]) == [0, 0, 0, 0])
    }

    /// A gradient with translucent stops, read by libpng through Cairo, gives the same
    /// straight pixels this test reads from the chunks itself.
    @Test func libpngReadsThePixelsAsWritten() throws {
        let view = LinearGradient(colors: [Color(red: 1, green: 0.5, blue: 0).opacity(0.3), Color(red: 0, green: 0.2, blue: 1)],
                                  startPoint: .topLeading, endPoint: .bottomTrailing)
        let data = try host(view, width: 30, height: 20).pngData(scale: 2)
        let written = try readEncodedPNG(data)
        let read = try PNGDecoder.decode(data)
        #expect(written.width == 60 && written.height == 40 && read.width == 60 && read.height == 40)
        // Cairo premultiplies what it reads and Tether divides again: a channel may move by
        // one step where alpha is small.
        var largest = 0
        for i in 0..<written.rgba.count where written.rgba[i - i % 4 + 3] > 0 {
            largest = max(largest, abs(Int(written.rgba[i]) - Int(read.rgba[i])))
        }
        #expect(largest <= 2)
    }
}
