import Foundation

/// Writes straight-alpha RGBA8 rows as a PNG file. Every PNG Tether renders goes through it:
/// a picture whose pixels are all opaque is written as RGB (a quarter less data), rows are
/// unfiltered, and the image data is deflated at zlib's level 1 — flat interface pictures
/// compress about as well as with libpng's adaptive filters at level 6, several times
/// faster. zlib is the one Cairo's PNG support already loaded (found at run time); without
/// it, the data is stored uncompressed (deflate's stored blocks), which every PNG reader
/// accepts too.
enum PNGEncoder {
    /// zlib's fastest level: a 1170×2532 screen deflates in a few milliseconds.
    static let compressionLevel: Int32 = 1

    static func encode(rgba: [UInt8], width: Int, height: Int) -> Data {
        precondition(rgba.count == width * height * 4, "PNGEncoder: \(rgba.count) bytes for \(width)×\(height) pixels")
        let opaque = rgba.withUnsafeBufferPointer { pixels in
            var i = 3, allOpaque = true
            while i < pixels.count { if pixels[i] != 255 { allOpaque = false; break }; i += 4 }
            return allOpaque
        }
        let channels = opaque ? 3 : 4
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // 8 bits, RGB or RGBA, deflate, adaptive filtering (each row says which), no interlace
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &out)
        let raw = rows(of: rgba, width: width, height: height, channels: channels)
        appendChunk("IDAT", deflated(raw) ?? storedZlib(raw), to: &out)
        appendChunk("IEND", Data(), to: &out)
        return out
    }

    /// The image data before deflating: each row is filter type 0 (none) and the row's pixels,
    /// with or without their alpha.
    private static func rows(of rgba: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
        let rowLength = width * channels + 1
        return [UInt8](unsafeUninitializedCapacity: rowLength * height) { raw, count in
            rgba.withUnsafeBufferPointer { pixels in
                for y in 0..<height {
                    var o = y * rowLength, i = y * width * 4
                    raw[o] = 0
                    o += 1
                    if channels == 4 {
                        UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(raw)[o..<(o + width * 4)])
                            .copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(pixels)[i..<(i + width * 4)]))
                    } else {
                        for _ in 0..<width {
                            raw[o] = pixels[i]; raw[o + 1] = pixels[i + 1]; raw[o + 2] = pixels[i + 2]
                            o += 3; i += 4
                        }
                    }
                }
            }
            count = rowLength * height
        }
    }

    private typealias Compress2 = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>,
                                                  UnsafePointer<UInt8>, UInt, Int32) -> Int32
    private typealias CompressBound = @convention(c) (UInt) -> UInt
    private typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    /// A zlib symbol from the libraries already loaded, or nil.
    private static func zlib<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }

    /// A zlib stream from zlib's `compress2`, or nil when zlib is not loaded.
    static func deflated(_ bytes: [UInt8]) -> Data? {
        guard let compress = zlib("compress2", as: Compress2.self), let bound = zlib("compressBound", as: CompressBound.self) else { return nil }
        var length = bound(UInt(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeBufferPointer { source in
            compress(&out, &length, source.baseAddress!, UInt(bytes.count), compressionLevel)
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
        let typeBytes = Data(type.utf8)
        out.append(typeBytes)
        out.append(data)
        out.appendBigEndian(crc32(data, after: crc32(typeBytes)))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `data` continuing from `crc` (zlib's when loaded, else a table walk).
    static func crc32(_ data: Data, after crc: UInt32 = 0) -> UInt32 {
        // zlib answers 0 for no buffer, whatever the CRC so far.
        if data.isEmpty { return crc }
        if let zlibCRC = zlib("crc32", as: CRC32.self) {
            return data.withUnsafeBytes { bytes in
                UInt32(truncatingIfNeeded: zlibCRC(UInt(crc), bytes.bindMemory(to: UInt8.self).baseAddress, UInt32(bytes.count)))
            }
        }
        var c = crc ^ 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

extension Data {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
    }
}
