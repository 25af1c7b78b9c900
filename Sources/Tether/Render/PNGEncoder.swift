import Foundation

/// Writes straight-alpha RGBA8 rows as a PNG file without Cairo, for pictures larger than a
/// Cairo surface may be (32,767 pixels a side). The image data is deflated with the zlib
/// Cairo's PNG support already loaded (found at run time); without it, it is stored
/// uncompressed (deflate's stored blocks), which every PNG reader accepts too.
enum PNGEncoder {
    static func encode(rgba: [UInt8], width: Int, height: Int) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])   // 8 bits, RGBA, deflate, no filter method, no interlace
        appendChunk("IHDR", header, to: &out)
        // Each row starts with filter type 0 (none).
        var raw = [UInt8]()
        raw.reserveCapacity((width * 4 + 1) * height)
        for y in 0..<height {
            raw.append(0)
            raw.append(contentsOf: rgba[(y * width * 4)..<((y + 1) * width * 4)])
        }
        appendChunk("IDAT", deflated(raw) ?? storedZlib(raw), to: &out)
        appendChunk("IEND", Data(), to: &out)
        return out
    }

    private typealias Compress2 = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>,
                                                  UnsafePointer<UInt8>, UInt, Int32) -> Int32
    private typealias CompressBound = @convention(c) (UInt) -> UInt

    /// A zlib stream from zlib's `compress2` (level 6), or nil when zlib is not loaded.
    static func deflated(_ bytes: [UInt8]) -> Data? {
        guard let compressSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "compress2"),
              let boundSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "compressBound") else { return nil }
        let compress = unsafeBitCast(compressSymbol, to: Compress2.self)
        let bound = unsafeBitCast(boundSymbol, to: CompressBound.self)
        var length = bound(UInt(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeBufferPointer { source in
            compress(&out, &length, source.baseAddress!, UInt(bytes.count), 6)
        }
        return status == 0 ? Data(out.prefix(Int(length))) : nil
    }

    /// A zlib stream of stored blocks (at most 65,535 bytes each) with its Adler-32.
    private static func storedZlib(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let isLast = offset + count == bytes.count
            out.append(isLast ? 1 : 0)
            out.append(UInt8(count & 0xFF)); out.append(UInt8(count >> 8))
            out.append(UInt8(~count & 0xFF)); out.append(UInt8((~count >> 8) & 0xFF))
            out.append(contentsOf: bytes[offset..<(offset + count)])
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for chunk in stride(from: 0, to: bytes.count, by: 5_552) {
            for byte in bytes[chunk..<min(chunk + 5_552, bytes.count)] { a += UInt32(byte); b += a }
            a %= 65_521; b %= 65_521
        }
        out.appendBigEndian(b << 16 | a)
        return out
    }

    private static func appendChunk(_ type: String, _ data: Data, to out: inout Data) {
        out.appendBigEndian(UInt32(data.count))
        let typed = Data(type.utf8) + data
        out.append(typed)
        out.appendBigEndian(crc32(typed))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

extension Data {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
    }
}
