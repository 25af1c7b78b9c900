import Foundation

/// One `.xcassets` folder as Xcode's asset catalog compiler reads it: image sets (PNG and
/// JPEG at 1x/2x/3x), colour sets (light and dark components), groups — with
/// "Provides Namespace" folders prefixing their names — and app icon sets, which are skipped.
/// What cannot be read is remembered per name, so a lookup of that name says why.
final class AssetCatalog: @unchecked Sendable {
    /// One image file of an image set.
    struct ImageFile { let url: URL; let scale: CGFloat }
    /// A colour set's components.
    /// A colour set's appearances: any (light), dark, and the high-contrast ones.
    struct ColorSet {
        var light: RGBA, dark: RGBA?, increased: RGBA?, increasedDark: RGBA?
        /// The set as a colour drawing each appearance the set gives.
        func color(named name: String?) -> Color {
            Color(light, dark: dark, increased: increased, increasedDark: increasedDark, name: name)
        }
    }

    let url: URL
    private(set) var imageSets: [String: [ImageFile]] = [:]
    private(set) var colorSets: [String: ColorSet] = [:]
    /// Image sets whose "Render As" is Template Image (`template-rendering-intent`).
    private(set) var templateImageSets: Set<String> = []
    /// Names whose set could not be read, with the reason.
    private(set) var problems: [String: String] = [:]

    init(url: URL) {
        self.url = url
        scan(url, namespace: "")
    }

    private func scan(_ folder: URL, namespace: String) {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let base = item.deletingPathExtension().lastPathComponent
            let name = namespace + base
            switch item.pathExtension {
            case "imageset": readImageSet(item, name: name)
            case "colorset": readColorSet(item, name: name)
            case "appiconset", "launchimage", "symbolset", "dataset", "stickerpack", "brandassets", "iconset":
                continue
            default:
                let contents = Self.json(item.appendingPathComponent("Contents.json")) as? [String: Any]
                let properties = contents?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                scan(item, namespace: namespaced ? name + "/" : namespace)
            }
        }
    }

    private static func json(_ url: URL) -> Any? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }

    /// Reads `Contents.json` of a set, or records why it cannot.
    private func contents(of set: URL, name: String) -> [String: Any]? {
        let file = set.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else {
            problems[name] = "\(set.lastPathComponent) has no Contents.json"
            return nil
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            problems[name] = "\(set.lastPathComponent)/Contents.json is not valid JSON"
            return nil
        }
        return object
    }

    private func readImageSet(_ set: URL, name: String) {
        guard let contents = contents(of: set, name: name) else { return }
        let entries = (contents["images"] as? [[String: Any]]) ?? []
        // iOS reads universal and iPhone entries; dark-appearance variants are not drawn.
        let usable = entries.filter { entry in
            let idiom = entry["idiom"] as? String ?? "universal"
            return (idiom == "universal" || idiom == "iphone") && entry["appearances"] == nil && entry["filename"] != nil
        }
        var files: [ImageFile] = []
        for entry in usable {
            guard let filename = entry["filename"] as? String else { continue }
            let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            let scale = CGFloat(Double(scaleText) ?? 1)
            let ext = (filename as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg"].contains(ext) else {
                problems[name] = "image set '\(name)' holds \(filename); Tether reads PNG and JPEG images, not \(ext.uppercased())"
                continue
            }
            files.append(ImageFile(url: set.appendingPathComponent(filename), scale: scale > 0 ? scale : 1))
        }
        if files.isEmpty {
            if problems[name] == nil { problems[name] = "image set '\(name)' has no PNG or JPEG image for iPhone" }
            return
        }
        problems[name] = nil
        imageSets[name] = files.sorted { $0.scale < $1.scale }
        if (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template" {
            templateImageSets.insert(name)
        }
    }

    private func readColorSet(_ set: URL, name: String) {
        guard let contents = contents(of: set, name: name) else { return }
        var light: RGBA?, dark: RGBA?, increased: RGBA?, increasedDark: RGBA?
        for entry in (contents["colors"] as? [[String: Any]]) ?? [] {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone", let color = entry["color"] as? [String: Any] else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            func value(of appearance: String) -> String? {
                appearances.first { $0["appearance"] as? String == appearance }?["value"] as? String
            }
            let luminosity = value(of: "luminosity"), highContrast = value(of: "contrast") == "high"
            guard appearances.allSatisfy({ ["luminosity", "contrast"].contains($0["appearance"] as? String ?? "") }) else { continue }
            guard let rgba = Self.rgba(color) else {
                problems[name] = "colour set '\(name)' has components Tether cannot read"
                return
            }
            switch (luminosity, highContrast) {
            case ("dark", false): dark = rgba
            case ("dark", true): increasedDark = rgba
            case (nil, false), ("light", false): light = light ?? rgba
            case (nil, true), ("light", true): increased = increased ?? rgba
            default: break
            }
        }
        guard let light else {
            if problems[name] == nil { problems[name] = "colour set '\(name)' has no colour for iPhone" }
            return
        }
        colorSets[name] = ColorSet(light: light, dark: dark, increased: increased, increasedDark: increasedDark)
    }

    /// A colour entry's components: floats ("0.5"), 8-bit integers ("128") or hex ("0x80");
    /// RGB spaces, or a grey (`white`). Display P3 components are drawn as sRGB.
    static func rgba(_ color: [String: Any]) -> RGBA? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let s = components[key] as? String { raw = s } else if let n = components[key] as? NSNumber { raw = n.stringValue } else { return nil }
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return min(1, Double(v) / 255) }
            if text.contains(".") || text.contains("e") { return Double(text).map { min(1, max(0, $0)) } }
            if let v = Int(text) { return key == "alpha" && v <= 1 ? Double(v) : min(1, max(0, Double(v) / 255)) }
            return nil
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return RGBA(white, white, white, alpha) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return RGBA(r, g, b, alpha)
    }
}
