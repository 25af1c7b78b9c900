import CHarfBuzz
import Foundation

/// One loaded font file: a HarfBuzz font for shaping (in font units, unhinted) and a
/// FreeType face for glyph outlines, with the glyph outlines cached.
final class FontFace: @unchecked Sendable {
    let unitsPerEm: CGFloat
    let ascender: CGFloat
    let descender: CGFloat
    let lineGap: CGFloat
    /// Where underlines and strikethroughs go, in font units up from the baseline, and how
    /// thick they are (the font's `post` and `OS/2` tables).
    let underlinePosition: CGFloat
    let underlineThickness: CGFloat
    let strikeoutPosition: CGFloat
    let strikeoutThickness: CGFloat
    /// The face's weight class (`OS/2` table: 400 regular, 700 bold) and slant.
    let weightClass: Int
    let isItalic: Bool
    /// Whether the face's glyphs are colour bitmaps (a `CBDT` or `sbix` table of PNG
    /// images, as Noto Color Emoji's) rather than outlines: they are drawn as images.
    let hasColorBitmaps: Bool
    fileprivate let hbFont: OpaquePointer
    fileprivate let ftFace: FT_Face
    private var outlines: [UInt32: Path] = [:]
    private var outlineBounds: [UInt32: CGRect] = [:]
    private var colorBitmaps: [UInt32: ColorGlyph?] = [:]

    /// The face at `index` of the font file at `path` (a collection, `.ttc`, holds several).
    fileprivate init?(_ file: FontFile, library: FT_Library) {
        var face: FT_Face?
        guard FT_New_Face(library, file.path, FT_Long(file.index), &face) == 0, let face else { return nil }
        guard let blob = hb_blob_create_from_file(file.path) else { FT_Done_Face(face); return nil }
        defer { hb_blob_destroy(blob) }
        let hbFace = hb_face_create(blob, UInt32(file.index))
        defer { hb_face_destroy(hbFace) }
        hasColorBitmaps = hb_ot_color_has_png(hbFace) != 0
        guard let font = hb_font_create(hbFace) else { FT_Done_Face(face); return nil }
        let upem = CGFloat(hb_face_get_upem(hbFace))
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        ftFace = face
        hbFont = font
        unitsPerEm = max(upem, 1)
        var extents = hb_font_extents_t()
        if hb_font_get_h_extents(font, &extents) != 0 {
            ascender = CGFloat(extents.ascender); descender = CGFloat(extents.descender); lineGap = CGFloat(extents.line_gap)
        } else {
            ascender = CGFloat(face.pointee.ascender); descender = CGFloat(face.pointee.descender); lineGap = 0
        }
        underlineThickness = max(CGFloat(face.pointee.underline_thickness), unitsPerEm / 20)
        underlinePosition = face.pointee.underline_position != 0 ? CGFloat(face.pointee.underline_position) : -unitsPerEm / 10
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        weightClass = os2.map { Int($0.pointee.usWeightClass) } ?? 400
        isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        if let os2, os2.pointee.yStrikeoutSize > 0 {
            strikeoutPosition = CGFloat(os2.pointee.yStrikeoutPosition) - CGFloat(os2.pointee.yStrikeoutSize) / 2
            strikeoutThickness = CGFloat(os2.pointee.yStrikeoutSize)
        } else {
            strikeoutPosition = unitsPerEm * 0.3
            strikeoutThickness = max(CGFloat(face.pointee.underline_thickness), unitsPerEm / 20)
        }
    }

    /// Shapes `text` left to right, or right to left (glyphs then come in drawing order, left
    /// to right, and mirrored characters such as brackets take their mirrored glyphs), in the
    /// script HarfBuzz finds in it (Arabic letters join); glyph ids, advances and cluster
    /// offsets in font units. Callers hold `FontLibrary.lock`.
    func shape(_ text: String, rightToLeft: Bool = false, features: [OpenTypeFeature] = []) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if features.isEmpty {
            hb_shape(hbFont, buffer, nil, 0)
        } else {
            let enabled = features.map { hb_feature_t(tag: $0.tag, value: 1, start: 0, end: UInt32.max) }
            enabled.withUnsafeBufferPointer { hb_shape(hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                      advance: CGFloat(positions[i].x_advance),
                                      offset: CGPoint(x: CGFloat(positions[i].x_offset), y: CGFloat(positions[i].y_offset))))
        }
        return glyphs
    }

    /// Whether the face's glyph substitutions (`GSUB`) offer `feature`. Callers hold
    /// `FontLibrary.lock`.
    func offers(_ feature: OpenTypeFeature) -> Bool {
        if let known = offeredFeatures[feature.tag] { return known }
        let face = hb_font_get_face(hbFont)
        let gsub = OpenTypeFeature(name: "GSUB").tag
        // The number of feature tags first, then all of them.
        var count: UInt32 = 0
        let total = hb_ot_layout_table_get_feature_tags(face, gsub, 0, &count, nil)
        var tags = [hb_tag_t](repeating: 0, count: Int(total))
        count = total
        hb_ot_layout_table_get_feature_tags(face, gsub, 0, &count, &tags)
        let offered = tags.prefix(Int(count)).contains(feature.tag)
        offeredFeatures[feature.tag] = offered
        return offered
    }
    private var offeredFeatures: [hb_tag_t: Bool] = [:]

    /// Whether the face has a glyph for `scalar` (its character map). Callers hold `FontLibrary.lock`.
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }

    /// The glyph's outline in font units, y up. Callers hold `FontLibrary.lock`.
    func outline(of glyph: UInt32) -> Path {
        if let cached = outlines[glyph] { return cached }
        var path = Path()
        if FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
           ftFace.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            path = OutlineReader.read(&ftFace.pointee.glyph.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }

    /// The glyph's colour bitmap (PNG) and the rectangle it fills, in font units, y up; nil
    /// for a glyph without one. Callers hold `FontLibrary.lock`.
    func colorBitmap(of glyph: UInt32) -> ColorGlyph? {
        guard hasColorBitmaps else { return nil }
        if let cached = colorBitmaps[glyph] { return cached }
        var found: ColorGlyph?
        var extents = hb_glyph_extents_t()
        if let blob = hb_ot_color_glyph_reference_png(hbFont, glyph) {
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            if let bytes = hb_blob_get_data(blob, &length), length > 24, hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0 {
                let png = Data(bytes: bytes, count: Int(length))
                // The pixel size is in the PNG's header chunk (IHDR), big-endian from byte 16.
                let header = [UInt8](png.prefix(24))
                let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
                if width > 0, height > 0 {
                    found = ColorGlyph(image: RasterImage(pixelWidth: width, pixelHeight: height, pngData: png),
                                       bounds: CGRect(x: CGFloat(extents.x_bearing), y: CGFloat(extents.y_bearing + extents.height),
                                                      width: CGFloat(extents.width), height: CGFloat(-extents.height)))
                }
            }
        }
        colorBitmaps[glyph] = found
        return found
    }

    /// The smallest rectangle holding the glyph's outline, in font units, y up (null for an
    /// empty glyph). Callers hold `FontLibrary.lock`.
    func bounds(of glyph: UInt32) -> CGRect {
        if let cached = outlineBounds[glyph] { return cached }
        let outline = outline(of: glyph)
        let rect = outline.isEmpty ? CGRect.null : outline.boundingRect
        outlineBounds[glyph] = rect
        return rect
    }
}

/// A colour glyph: its image (the font's PNG, as stored) and the rectangle the image fills,
/// in font units, y up.
struct ColorGlyph {
    var image: RasterImage
    var bounds: CGRect
}

/// A font file and the index of a face in it (0 but in a collection).
struct FontFile: Hashable, Sendable {
    var path: String
    var index: Int = 0
}

/// One shaped glyph (font units).
struct ShapedGlyph: Hashable {
    var id: UInt32
    /// UTF-8 offset of the first character this glyph stands for.
    var cluster: Int
    var advance: CGFloat
    var offset: CGPoint
}

/// Loads Inter (text), the faces of the serif and monospaced designs (`designFamilies`) and
/// Material Icons (symbols) from the Debian font packages, once per process. Missing fonts
/// give an error naming the package to install, never a crash.
///
/// Tether's own: the environment variable `TETHER_FONT_DIRECTORY` names a directory of
/// font files (`.otf`, `.ttf`) of one family to draw text with instead of Inter — a team
/// that licenses SF Pro points it at SF Pro Text's files and gets iOS's glyphs. Each text
/// takes the face closest to its weight and slant (from the files' `OS/2` tables).
enum FontLibrary {
    static let interDirectory = "/usr/share/fonts/opentype/inter"
    static let iconFontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    static let fontDirectoryVariable = "TETHER_FONT_DIRECTORY"
    /// The directory `TETHER_FONT_DIRECTORY` names, read once: faces must not change under
    /// the text caches.
    static let userFontDirectory = ProcessInfo.processInfo.environment[fontDirectoryVariable]

    /// Serialises all FreeType and HarfBuzz calls and the caches in this folder.
    static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [FontFile: FontFace?] = [:]
    nonisolated(unsafe) private static var userFacesByDirectory: [String: [FontFace]] = [:]

    /// The face a font of `design` draws with, closest to `weight` and slant: the design's
    /// own family (`designFamilies`) when it has one and it is installed, else the system
    /// font's stand-in — from `TETHER_FONT_DIRECTORY` when it holds fonts, else Inter's; nil
    /// when none is installed. `root` is where the designs' families are looked for.
    static func face(weight: Font.Weight, italic: Bool, design: Font.Design = .default,
                     root: String = FontFallback.root) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        let style = FaceStyle(weight: weight, italic: italic, design: design)
        let cached = root == FontFallback.root
        if cached, let known = faceOfStyle[style] { return known }
        let face: FontFace?
        if let designed = designFace(design, weight: weight, italic: italic, root: root) {
            face = designed
        } else if let directory = userFontDirectory,
           let chosen = closestFace(in: userFaces(in: directory), weight: weight, italic: italic) {
            face = chosen
        } else {
            face = load(interDirectory + "/Inter-" + interStyleName(weight: weight, italic: italic) + ".otf")
        }
        if cached { faceOfStyle[style] = face }
        return face
    }

    /// The face a resolved font draws with (`face(weight:italic:design:)`).
    static func face(for font: ResolvedFont) -> FontFace? { face(weight: font.weight, italic: font.italic, design: font.design) }

    /// A weight, slant and design, the key of the face chosen for them.
    private struct FaceStyle: Hashable {
        var weight: Font.Weight
        var italic: Bool
        var design: Font.Design
    }
    nonisolated(unsafe) private static var faceOfStyle: [FaceStyle: FontFace?] = [:]

    /// A family that draws a font design where iOS draws it with another family than SF
    /// Pro: its font files (relative to `FontFallback.root`) and the Debian package that
    /// installs them.
    struct DesignFamily {
        var name: String
        var package: String
        var regular: String
        var bold: String
        /// Nil when the family has no italic faces (its upright faces draw italic text).
        var italic: String?
        var boldItalic: String?

        /// The file nearest `weight` and slant: bold from semibold up, as fallback faces.
        func path(weight: Font.Weight, italic wantsItalic: Bool, root: String = FontFallback.root) -> String {
            let bold = weight.value >= Font.Weight.semibold.value
            let file = wantsItalic ? (bold ? boldItalic : italic) ?? (bold ? self.bold : regular) : (bold ? self.bold : regular)
            return root + "/" + file
        }
    }

    /// The designs drawn with their own family, as iOS draws `.monospaced` with SF Mono and
    /// `.serif` with New York: Noto Sans Mono (every glyph 0.6 em wide; regular and bold,
    /// no italic) and Noto Serif (regular, bold, italic, bold italic). `.rounded` (SF Pro
    /// Rounded) has no free counterpart installed and draws with the system font's stand-in,
    /// as `.default` does.
    static let designFamilies: [Font.Design: DesignFamily] = [
        .monospaced: DesignFamily(name: "Noto Sans Mono", package: "fonts-noto-mono",
                                  regular: "truetype/noto/NotoSansMono-Regular.ttf", bold: "truetype/noto/NotoSansMono-Bold.ttf"),
        .serif: DesignFamily(name: "Noto Serif", package: "fonts-noto-core",
                             regular: "truetype/noto/NotoSerif-Regular.ttf", bold: "truetype/noto/NotoSerif-Bold.ttf",
                             italic: "truetype/noto/NotoSerif-Italic.ttf", boldItalic: "truetype/noto/NotoSerif-BoldItalic.ttf"),
    ]

    /// The face of `design`'s own family under `root` nearest `weight` and slant; nil for a
    /// design without one or when its file is not installed.
    static func designFace(_ design: Font.Design, weight: Font.Weight, italic: Bool, root: String = FontFallback.root) -> FontFace? {
        guard design != .default, let family = designFamilies[design] else { return nil }
        return load(family.path(weight: weight, italic: italic, root: root))
    }

    /// Whether text of `design` is drawn with the design's own family rather than the system
    /// font's stand-in: it then takes none of SF Pro's tracking (SF Mono and New York have
    /// tracking tables of their own that Tether does not know), nor `TETHER_FONT_DIRECTORY`'s
    /// metrics. Its vertical metrics stay SF Pro's line box.
    static func drawsOwnFace(_ design: Font.Design) -> Bool {
        design != .default && designFace(design, weight: .regular, italic: false) != nil
    }

    /// Why text of `design` is not drawn with its own family, if it is not: the family's
    /// font is not installed under `root` (the text is drawn with Inter), named with the
    /// Debian package that installs it.
    static func designFontError(_ design: Font.Design, root: String = FontFallback.root) -> String? {
        guard design != .default, let family = designFamilies[design] else { return nil }
        let path = family.path(weight: .regular, italic: false, root: root)
        return load(path) == nil
            ? "Font \(family.name) not found at \(path); install the Debian package \(family.package) (\(design) text is drawn with Inter)"
            : nil
    }

    /// Why the small capitals `font` asks for are not drawn, if they are not: its face has no
    /// such OpenType feature (Inter has none); its letters stay as they are.
    static func smallCapitalsError(_ font: ResolvedFont) -> String? {
        guard !font.smallCapitals.isEmpty, let face = face(for: font) else { return nil }
        lock.lock(); defer { lock.unlock() }
        let missing = font.smallCapitals.features.filter { !face.offers($0) }
        guard !missing.isEmpty else { return nil }
        let tags = missing.map(\.name).joined(separator: " and ")
        return "the font drawing \(font.design) text has no small capitals (OpenType \(tags)); its letters are drawn as they are"
    }

    /// Whether text is drawn with faces from `TETHER_FONT_DIRECTORY` (their own vertical
    /// metrics then apply) rather than Inter.
    static let usesUserFaces: Bool = userFontDirectory.map { !userFaces(in: $0).isEmpty } ?? false

    /// The loadable font files of `directory`, read once.
    static func userFaces(in directory: String) -> [FontFace] {
        lock.lock(); defer { lock.unlock() }
        if let known = userFacesByDirectory[directory] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let found = names.sorted()
            .filter { ["otf", "ttf"].contains(($0 as NSString).pathExtension.lowercased()) }
            .compactMap { load(directory + "/" + $0) }
        userFacesByDirectory[directory] = found
        return found
    }

    /// The face of `faces` with the slant asked for (when there is one) and the nearest weight.
    static func closestFace(in faces: [FontFace], weight: Font.Weight, italic: Bool) -> FontFace? {
        let slanted = faces.filter { $0.isItalic == italic }
        return (slanted.isEmpty ? faces : slanted).min { abs($0.weightClass - weight.value) < abs($1.weightClass - weight.value) }
    }

    /// The icon font, or nil when it is not installed.
    static func iconFace() -> FontFace? { load(iconFontPath) }

    /// Why text cannot be drawn from `directory`, if it cannot; also when the directory
    /// `TETHER_FONT_DIRECTORY` names holds no font (Inter is used then).
    static func textFontError(directory: String = interDirectory) -> String? {
        if let user = userFontDirectory {
            if !userFaces(in: user).isEmpty { return nil }
            if load(directory + "/Inter-Regular.otf") != nil {
                return "\(fontDirectoryVariable) names \(user), which holds no .otf or .ttf font Tether can load; drawing with Inter"
            }
        }
        return load(directory + "/Inter-Regular.otf") == nil
            ? "Font Inter not found in \(directory); install the Debian package fonts-inter" : nil
    }

    /// Why symbols cannot be drawn from the icon font at `path`, if they cannot.
    static func iconFontError(path: String = iconFontPath) -> String? {
        load(path) == nil
            ? "Icon font not found at \(path); install the Debian package fonts-material-design-icons-iconfont" : nil
    }

    /// Where a font's underline and strikethrough are drawn, in points up from the baseline,
    /// and their thickness (from the face's tables; fixed fractions when Inter is missing).
    static func decorationMetrics(for font: ResolvedFont) -> (underlinePosition: CGFloat, strikethroughPosition: CGFloat, thickness: CGFloat) {
        guard let face = face(for: font) else {
            return (-font.size / 10, font.size * 0.3, max(font.size / 17, 0.5))
        }
        let scale = font.size / face.unitsPerEm
        return (face.underlinePosition * scale, face.strikeoutPosition * scale, face.underlineThickness * scale)
    }

    /// The face in the font file at `path`, loaded once; nil when there is none.
    static func load(_ path: String) -> FontFace? { load(FontFile(path: path)) }

    /// The face `file` names, loaded once; nil when there is none.
    static func load(_ file: FontFile) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if let known = faces[file] { return known }
        if library == nil {
            var lib: FT_Library?
            if FT_Init_FreeType(&lib) == 0 { library = lib }
        }
        let face = library.flatMap { FileManager.default.fileExists(atPath: file.path) ? FontFace(file, library: $0) : nil }
        faces[file] = face
        return face
    }

    private static func interStyleName(weight: Font.Weight, italic: Bool) -> String {
        let names: [(Int, String)] = [(100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"),
                                      (500, "Medium"), (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black")]
        let base = names.min { abs($0.0 - weight.value) < abs($1.0 - weight.value) }?.1 ?? "Regular"
        if !italic { return base }
        return base == "Regular" ? "Italic" : base + "Italic"
    }
}

/// Turns a FreeType outline into a `Path` (font units, y up).
enum OutlineReader {
    private final class Builder {
        var path = Path()
    }

    static func read(_ outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let builder = Builder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                if !builder.path.isEmpty { builder.path.closeSubpath() }
                builder.path.move(to: ftPoint(to))
                return 0
            },
            line_to: { to, user in
                Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue().path.addLine(to: ftPoint(to))
                return 0
            },
            conic_to: { control, to, user in
                Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue().path.addQuadCurve(to: ftPoint(to), control: ftPoint(control))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue().path.addCurve(to: ftPoint(to), control1: ftPoint(c1), control2: ftPoint(c2))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = FT_Outline_Decompose(outline, &funcs, user)
        withExtendedLifetime(builder) {}
        var path = builder.path
        if !path.isEmpty { path.closeSubpath() }
        return path
    }
}

private func ftPoint(_ v: UnsafePointer<FT_Vector>?) -> CGPoint {
    guard let v else { return .zero }
    return CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
}

/// An OpenType layout feature, by its four-letter tag (`smcp`: small capitals from lowercase).
struct OpenTypeFeature: Hashable, Sendable {
    let tag: UInt32
    /// The four-letter tag.
    let name: String
    init(name: String) {
        self.name = name
        tag = name.utf8.prefix(4).reduce(0) { ($0 << 8) | UInt32($1) }
    }
    /// `smcp`: lowercase letters drawn as small capitals.
    static let smallCapitals = OpenTypeFeature(name: "smcp")
    /// `c2sc`: capital letters drawn as small capitals.
    static let capitalsToSmallCapitals = OpenTypeFeature(name: "c2sc")
}
