import Foundation
import Testing
@testable import Tether

/// Width, height, channels (3 for RGB, 4 for RGBA) and straight RGBA pixels of a PNG
/// `PNGEncoder` wrote (filter type 0 on every row), checking every chunk's CRC with a
/// bit-by-bit CRC-32 written here.
func readEncodedPNG(_ png: Data) throws -> (width: Int, height: Int, channels: Int, rgba: [UInt8]) {
    let bytes = [UInt8](png)
    #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func u32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    func crc32(_ slice: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in slice {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
    var offset = 8, width = 0, height = 0, channels = 0
    var zlib: [UInt8] = []
    var types: [String] = []
    while offset < bytes.count {
        let length = u32(offset)
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        types.append(type)
        // The check of a chunk's CRC covers a million-row IDAT only where it is small.
        if length < 1_000_000 {
            #expect(UInt32(u32(offset + 8 + length)) == crc32(bytes[(offset + 4)..<(offset + 8 + length)]), "CRC of \(type)")
        }
        if type == "IHDR" {
            width = u32(offset + 8); height = u32(offset + 12)
            channels = bytes[offset + 17] == 2 ? 3 : bytes[offset + 17] == 6 ? 4 : 0
            #expect(bytes[offset + 16] == 8, "8 bits per channel")
        }
        if type == "IDAT" { zlib += bytes[(offset + 8)..<(offset + 8 + length)] }
        offset += 12 + length
    }
    #expect(types.first == "IHDR" && types.last == "IEND")
    try #require(channels > 0, "colour type RGB or RGBA")
    // Inflated with zlib's `uncompress` (loaded with Cairo), checked against the size
    // the rows must have.
    typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt) -> Int32
    let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "uncompress"))
    let rowBytes = width * channels + 1
    var length = UInt(rowBytes * height)
    var raw = [UInt8](repeating: 0, count: Int(length))
    let status = zlib.withUnsafeBufferPointer { unsafeBitCast(symbol, to: Uncompress.self)(&raw, &length, $0.baseAddress!, UInt(zlib.count)) }
    #expect(status == 0)
    try #require(Int(length) == rowBytes * height)
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for y in 0..<height {
        #expect(raw[y * rowBytes] == 0, "filter type none")
        for x in 0..<width {
            let start = y * rowBytes + 1 + x * channels
            rgba.append(contentsOf: raw[start..<(start + 3)])
            rgba.append(channels == 4 ? raw[start + 3] : 255)
        }
    }
    return (width, height, channels, rgba)
}
