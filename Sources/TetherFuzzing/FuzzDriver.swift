import Foundation
import Tether
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Tether's own: drives one fuzzed tree through `ViewHost` — update, a second update, taps
/// by identifier and at points (hostile ones too), typing, canvas resizes, SVG, and PNG at
/// several scales — and returns every broken rule: reported frames that are not finite, a
/// second update that changes the tree, an SVG that is not XML, a PNG that does not decode,
/// an anchor that is not its source's frame mapped into the reader's space, a step slower
/// than `stepTimeLimit`. A crash or hang is caught by the process running the driver.
@MainActor
public struct FuzzDriver {
    /// Seconds a step may take before it is reported (nil: not checked).
    public var stepTimeLimit: Double?
    /// Called before each step with its name (the fuzz runner prints it, so a hang names it).
    public var willRun: (String) -> Void = { _ in }

    /// False for the test suite's quick pass: one PNG and one resize per tree instead of
    /// four and two, and no million-point canvas (`make fuzz` runs every step).
    public var thorough: Bool

    public init(stepTimeLimit: Double? = nil, thorough: Bool = true) {
        self.stepTimeLimit = stepTimeLimit
        self.thorough = thorough
    }

    public func run(seed: UInt64) -> [String] {
        var problems: [String] = []
        let fuzz = FuzzTreeBuilder.build(seed: seed)
        var rng = FuzzRandom(seed: seed ^ 0x5EED)
        let host = ViewHost(fuzz.view, size: fuzz.canvas)
        // The device's settings: Increase Contrast and the accessibility switches, now and then.
        if rng.chance(20) { host.colorSchemeContrast = .increased }
        if rng.chance(20) {
            var settings = AccessibilitySettings()
            settings.voiceOver = rng.chance(50); settings.reduceMotion = rng.chance(50); settings.boldText = rng.chance(50)
            host.accessibilitySettings = settings
        }

        func step(_ name: String, _ work: () -> Void) {
            willRun(name)
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if let limit = stepTimeLimit, seconds > limit { problems.append("\(name) took \(seconds) s (limit \(limit) s)") }
        }
        func checkFrames(_ when: String) {
            for id in fuzz.identifiers {
                for space in [CoordinateSpace.global, .local, .named("fuzz")] {
                    guard let f = host.frame(of: id, in: space) else { continue }
                    if f.isNull { continue }
                    if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) {
                        problems.append("\(when): frame of \(id) in \(space) is \(f)")
                    }
                }
            }
        }

        step("update") { host.update() }
        checkFrames("first update")
        let dump = treePart(host.layoutDump())
        checkAnchors(fuzz, host, &problems)
        step("second update") { host.update() }
        // An update cut short by a bound (a loop, or the views lazy containers make in one
        // update) goes on where it stopped in the next one.
        let settled = !host.diagnostics.contains {
            $0.kind == .updateLoop || $0.kind == .preferenceLoop || $0.message.contains("views in one update")
        }
        if settled, treePart(host.layoutDump()) != dump { problems.append("a second update changed the tree") }

        step("svg") { checkSVG(host.svg(), &problems) }
        step("accessibility tree") { _ = host.accessibilityTree(); _ = host.accessibilityFocusedElement }
        step("corrupted png files") { FuzzPNG.readCorruptions(seed: seed) }
        let scales: [CGFloat] = thorough ? [rng.pick([0.5, 1, 2]), rng.pick([0.25, 3, 1.5])] : [0.5]
        for scale in scales {
            step("png at scale \(scale)") { checkPNG(host, scale: scale, &problems) }
        }

        for id in fuzz.tappable.shuffled(using: &rng).prefix(4) {
            step("tap \(id)") { _ = try? host.tap(id) }
            step("multi-tap \(id)") { _ = try? host.tap(id, count: rng.pick([2, 3, 0, -1, Int.max])) }
            checkFrames("after tapping \(id)")
        }
        let points = [CGPoint(x: -10, y: -10), CGPoint(x: fuzz.canvas.width / 2, y: fuzz.canvas.height / 2),
                      CGPoint(x: rng.unit() * fuzz.canvas.width, y: rng.unit() * fuzz.canvas.height),
                      CGPoint(x: 1e308, y: -1e308), CGPoint(x: CGFloat.nan, y: 0)]
        for p in points {
            step("tap at \(p)") { _ = try? host.tap(at: p) }
        }
        let translations = [CGSize(width: 40, height: 0), CGSize(width: -25, height: 60), CGSize(width: 1e308, height: -1e308),
                            CGSize(width: CGFloat.nan, height: 0), CGSize(width: 0, height: 0)]
        for id in fuzz.tappable.shuffled(using: &rng).prefix(thorough ? 3 : 1) {
            let translation = rng.pick(translations), steps = rng.pick([1, 10, 0, -5])
            let scale = rng.pick([2, 0.5, 0, -1, CGFloat.nan, 1e308] as [CGFloat])
            let angle = rng.pick([90, -30, Double.nan, 1e308])
            step("drag \(id)") { _ = try? host.drag(id, by: translation, steps: steps) }
            step("long press \(id)") { _ = try? host.longPress(id, duration: rng.pick([0, 0.6, 3, .nan, -1])) }
            step("pinch \(id)") { _ = try? host.pinch(id, scale: scale) }
            step("rotate \(id)") { _ = try? host.rotate(id, by: .degrees(angle)) }
            let edge: HorizontalEdge = rng.chance(50) ? .leading : .trailing, fully = rng.chance(50)
            step("swipe \(id)") { _ = try? host.swipe(id, edge: edge, fully: fully); _ = try? host.tap(at: CGPoint(x: fuzz.canvas.width - 20, y: 20)) }
            step("delete row \(id)") { _ = try? host.deleteRow(id) }
            checkFrames("after gestures on \(id)")
        }
        for id in fuzz.identifiers.shuffled(using: &rng).prefix(thorough ? 3 : 1) {
            step("scroll \(id)") { FuzzScrolling.scroll(host, id, using: &rng) }
        }
        step("drag across the canvas") {
            _ = try? host.drag(from: CGPoint(x: fuzz.canvas.width / 2, y: fuzz.canvas.height / 2), to: CGPoint(x: -1e308, y: 10), pressDuration: 0.7)
        }
        for id in fuzz.textFields.prefix(2) {
            let text = rng.pick(FuzzValues.hostileStrings + FuzzValues.ordinaryStrings)
            step("type into \(id)") { _ = try? host.focus(id); _ = try? host.type(text, into: id); _ = try? host.submit(id); _ = host.focusedField }
        }
        step("press keys") { FuzzKeys.press(host, using: &rng) }
        checkFrames("after taps and typing")
        checkAnchors(fuzz, host, &problems)

        let sizes = [CGSize(width: 0, height: 0), CGSize(width: 1e308, height: 844), CGSize(width: 0, height: 1_000_000),
                     CGSize(width: CGFloat.nan, height: 10), CGSize(width: 320, height: 568), CGSize(width: 1, height: 1)]
        let resizes = thorough ? [rng.pick(sizes), rng.pick(sizes)] : [rng.pick(sizes.filter { $0.height < 10_000 })]
        for size in resizes {
            step("resize to \(size)") { host.size = size; host.update() }
            checkFrames("at canvas \(size)")
            step("svg at canvas \(size)") { checkSVG(host.svg(), &problems) }
            let scale = rng.pick([0.25, 0.5, 1, 3] as [CGFloat])
            if thorough { step("png at canvas \(size) scale \(scale)") { checkPNG(host, scale: scale, &problems) } }
        }
        // Readings taken at a huge canvas lost precision there (as any Double arithmetic
        // would): only those of the update at the first canvas are checked.
        fuzz.recorder.reset()
        step("resize back") { host.size = fuzz.canvas; host.update() }
        checkFrames("back at the first canvas")
        checkAnchors(fuzz, host, &problems)
        return problems.map { "seed \(seed): \($0)" }
    }

    /// The dump without its diagnostics (an update reports what it found).
    private func treePart(_ dump: String) -> Substring { dump.split(separator: "diagnostics:\n", maxSplits: 1).first ?? "" }

    /// `svg` with every `d="..."` longer than 1,000 characters cut to its first command; path
    /// data holding a character other than commands, numbers and spaces is a problem.
    static func shorteningPathData(_ svg: String, problems: inout [String]) -> String {
        // Scans the UTF-8 bytes once: Foundation's `range(of:)` on a substring copies the
        // rest of the document on every call, which is quadratic in the SVG's size.
        let bytes = Array(svg.utf8)
        let marker = Array(" d=\"".utf8), quote = UInt8(ascii: "\"")
        let allowed = Set("MLCQZmlcqz0123456789.-+eE ,".utf8)
        let commands = Set("LCQZ".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(min(bytes.count, 1_000_000))
        var i = 0
        while i < bytes.count {
            guard bytes[i] == marker[0], i + marker.count <= bytes.count, bytes[i..<(i + marker.count)].elementsEqual(marker) else {
                out.append(bytes[i]); i += 1; continue
            }
            out.append(contentsOf: marker)
            let start = i + marker.count
            guard let end = bytes[start...].firstIndex(of: quote) else { i = start; continue }
            let data = bytes[start..<end]
            if data.count > 1_000 {
                if !data.allSatisfy(allowed.contains) { problems.append("path data holds characters that are not path data") }
                out.append(contentsOf: data.prefix(while: { !commands.contains($0) }))
            } else {
                out.append(contentsOf: data)
            }
            i = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The first tag of `markup` that does not close what it should (nil: every tag nests).
    static func unbalancedTag(_ markup: String) -> String? {
        let bytes = Array(markup.utf8)
        var open: [ArraySlice<UInt8>] = []
        var i = 0
        while let start = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return "a tag is not closed at byte \(start)" }
            let tag = bytes[(start + 1)..<end]
            i = end + 1
            if tag.first == UInt8(ascii: "?") || tag.first == UInt8(ascii: "!") || tag.last == UInt8(ascii: "/") { continue }
            let isClosing = tag.first == UInt8(ascii: "/")
            let name = (isClosing ? tag.dropFirst() : tag).prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
            if !isClosing { open.append(name); continue }
            guard let last = open.popLast(), last.elementsEqual(name) else {
                return "</\(String(decoding: name, as: UTF8.self))> at byte \(start) closes the wrong element"
            }
        }
        return open.isEmpty ? nil : "<\(String(decoding: open.last!, as: UTF8.self))> is never closed"
    }

    private func checkSVG(_ svg: String, _ problems: inout [String]) {
        if svg.contains("nan") || svg.contains("inf") { problems.append("the SVG contains nan or inf") }
        // Foundation's XMLParser on Linux (libxml2 without its huge-document option) fails
        // documents of many megabytes with an internal error (code 1, no reason), as long
        // text draws them. Path data is checked for what could break the markup, then
        // shortened, so the parser sees the structure at a size it accepts.
        let markup = Self.shorteningPathData(svg, problems: &problems)
        // Past a few megabytes (tens of thousands of elements) libxml2 fails even then; the
        // tags are checked for nesting instead.
        if markup.utf8.count > 4_000_000 {
            if let problem = Self.unbalancedTag(markup) { problems.append("the SVG is not XML: \(problem)") }
            return
        }
        let parser = XMLParser(data: Data(markup.utf8))
        if !parser.parse() && !XMLParser(data: Data(markup.utf8)).parse() {
            problems.append("the SVG is not XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
    }

    /// The PNG is either refused as too large (with that error) or decodes at the canvas's
    /// pixel size.
    private func checkPNG<V: View>(_ host: ViewHost<V>, scale: CGFloat, _ problems: inout [String]) {
        // The host draws a canvas with a negative or non-finite dimension as 0×0.
        let size = [host.size.width, host.size.height].allSatisfy({ $0.isFinite && $0 >= 0 }) ? host.size : .zero
        let pixels = { (points: CGFloat) -> Double? in
            guard points.isFinite, points >= 0 else { return 1 }
            return max(1, (Double(points) * Double(scale)).rounded(.up))
        }
        let expected = (pixels(size.width) ?? 1, pixels(size.height) ?? 1)
        let tooLarge = expected.0 * expected.1 > 100_000_000
        do {
            let png = try host.pngData(scale: scale)
            if tooLarge { problems.append("a \(expected.0)×\(expected.1) PNG was not refused (\(png.count) bytes)"); return }
            guard let (w, h) = FuzzPNG.dimensions(png) else { problems.append("the PNG at scale \(scale) has no IHDR"); return }
            if Double(w) != expected.0 || Double(h) != expected.1 {
                problems.append("the PNG at scale \(scale) is \(w)×\(h), expected \(expected.0)×\(expected.1)")
            }
            if w <= 32_767 && h <= 32_767, let error = FuzzPNG.decodeError(png) {
                problems.append("the PNG at scale \(scale) does not decode: \(error)")
            }
        } catch let error as RenderError {
            if case .imageTooLarge = error, tooLarge { return }
            problems.append("pngData(scale: \(scale)) of a \(size) canvas failed: \(error)")
        } catch {
            problems.append("pngData(scale: \(scale)) threw \(error)")
        }
    }

    /// Every probe whose reader saw its anchor, with sane geometry above it, resolves to the
    /// value computed by the generator.
    private func checkAnchors(_ fuzz: FuzzCase, _ host: ViewHost<AnyView>, _ problems: inout [String]) {
        let readings = fuzz.recorder.readings
        for probe in fuzz.probes where probe.checkable {
            guard let reading = readings[probe.id], let reader = host.frame(of: probe.readerID) else { continue }
            let magnitude = max(abs(reader.minX), abs(reader.minY), abs(reader.maxX), abs(reader.maxY))
            guard magnitude.isFinite, magnitude < 1e6, reader.width > 0.5, reader.height > 0.5 else { continue }
            let tolerance = 0.01 + magnitude * 1e-9
            if !FuzzPNG.close(reading, probe.expected, tolerance: tolerance) {
                problems.append("anchor probe \(probe.id) resolved to \(reading), expected \(probe.expected)")
            }
        }
    }
}

/// Tether's own: PNG checks the fuzz driver makes with Tether's public API.
public enum FuzzPNG {
    /// Width and height from the IHDR chunk.
    public static func dimensions(_ png: Data) -> (Int, Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func u32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    /// Why Tether cannot read `png` back as an image (nil: it can).
    @MainActor public static func decodeError(_ png: Data) -> String? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-fuzz-check-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            try png.write(to: url)
            _ = try Image(pngFileAt: url)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Truncated and corrupted copies of a small PNG (cut short, bytes flipped, a huge size
    /// in a header whose CRC is fixed up): `Image(pngFileAt:)` refuses each or reads it, and
    /// a view showing one renders. Only a crash or hang can fail this.
    @MainActor public static func readCorruptions(seed: UInt64) {
        guard let url = FuzzImages.smallPNG, let original = try? Data(contentsOf: url) else { return }
        var rng = FuzzRandom(seed: seed ^ 0xBAD_F11E)
        var variants: [Data] = [Data(), original.prefix(rng.int(0...(original.count - 1)))]
        var flipped = [UInt8](original)
        for _ in 0..<rng.int(1...8) { flipped[rng.int(0...(flipped.count - 1))] ^= UInt8(truncatingIfNeeded: rng.int(1...255)) }
        variants.append(Data(flipped))
        var huge = [UInt8](original)
        let side = UInt32(rng.pick([0, 1, 32_768, 100_000, 0x7FFF_FFFF, 0xFFFF_FFFF]))
        for i in 0..<4 { huge[16 + i] = UInt8(truncatingIfNeeded: side >> (24 - 8 * UInt32(i))); huge[20 + i] = huge[16 + i] }
        let crc = crc32(Data(huge[12..<29]))
        for i in 0..<4 { huge[29 + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
        variants.append(Data(huge))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tether-fuzz-corrupt-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        for data in variants {
            guard (try? data.write(to: file)) != nil, let image = try? Image(pngFileAt: file) else { continue }
            let host = ViewHost(image.resizable().frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
            host.update()
            _ = try? host.pngData(scale: 1)
            _ = host.svg()
        }
    }

    static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func close(_ a: FuzzAnchorReading, _ b: FuzzAnchorReading, tolerance: CGFloat) -> Bool {
        func near(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance }
        switch (a, b) {
        case let (.rect(r), .rect(s)):
            return near(r.origin, s.origin) && abs(r.width - s.width) <= tolerance && abs(r.height - s.height) <= tolerance
        case let (.point(p), .point(q)): return near(p, q)
        case let (.points(ps), .points(qs)): return ps.count == qs.count && zip(ps, qs).allSatisfy(near)
        default: return false
        }
    }
}
