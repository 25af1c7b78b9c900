import Foundation

/// Finds the asset catalogs of a bundle and looks names up in them, as `Image("name")`,
/// `Color("name")`, `UIImage(named:)` and `UIColor(named:)` do on iOS.
///
/// A bundle's catalogs are the `.xcassets` folders in its resource folder (and one level
/// below, for resources copied as a folder). The main bundle (`bundle: nil`) also holds what
/// SwiftPM puts next to the executable: every `*.resources` (or `*.bundle`) folder there, so an
/// app target's `resources: [.copy("Assets.xcassets")]` is found without naming `Bundle.module`.
enum AssetCatalogs {
    nonisolated(unsafe) private static var cache: [String: AssetCatalog] = [:]
    private static let lock = NSLock()

    nonisolated(unsafe) private static var folders: [String: [URL]] = [:]

    /// The folders searched for `bundle` (nil: the main bundle and the executable's resource
    /// bundles), listed once per bundle: views look resources up on every update.
    static func searchFolders(for bundle: Bundle?) -> [URL] {
        let key = bundle?.bundleURL.path ?? ""
        if let known = lock.withLock({ folders[key] }) { return known }
        let found = listSearchFolders(for: bundle)
        lock.withLock { folders[key] = found }
        return found
    }

    private static func listSearchFolders(for bundle: Bundle?) -> [URL] {
        var roots: [URL] = []
        if let bundle {
            roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        } else {
            let main = Bundle.main
            var base = [main.resourceURL, main.bundleURL, main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
            base.append(URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent())
            roots = base
            for folder in base {
                let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
                roots += items.filter { ["resources", "bundle"].contains($0.pathExtension) }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
            }
        }
        var seen = Set<String>()
        return roots.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    nonisolated(unsafe) private static var catalogsByBundle: [String: [AssetCatalog]] = [:]

    /// The catalogs of `bundle`, found and read once.
    static func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
        let key = bundle?.bundleURL.path ?? ""
        if let known = lock.withLock({ catalogsByBundle[key] }) { return known }
        let found = findCatalogs(in: bundle)
        lock.withLock { catalogsByBundle[key] = found }
        return found
    }

    private static func findCatalogs(in bundle: Bundle?) -> [AssetCatalog] {
        var found: [URL] = []
        var seen = Set<String>()
        for folder in searchFolders(for: bundle) {
            let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                if item.pathExtension == "xcassets" {
                    if seen.insert(item.path).inserted { found.append(item) }
                } else if !["resources", "bundle"].contains(item.pathExtension),
                          (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    let inner = (try? FileManager.default.contentsOfDirectory(at: item, includingPropertiesForKeys: nil)) ?? []
                    for catalog in inner where catalog.pathExtension == "xcassets" && seen.insert(catalog.path).inserted {
                        found.append(catalog)
                    }
                }
            }
        }
        lock.lock(); defer { lock.unlock() }
        return found.map { url in
            if let known = cache[url.path] { return known }
            let catalog = AssetCatalog(url: url)
            cache[url.path] = catalog
            return catalog
        }
    }

    nonisolated(unsafe) private static var decoded: [String: Result<RasterImage, ResourceProblem>] = [:]

    /// `image(named:bundle:)`, decoded once per catalog folder and name.
    /// Whether the catalog image set `name` is marked to render as a template image.
    static func rendersAsTemplate(named name: String, bundle: Bundle?) -> Bool {
        catalogs(in: bundle).first { $0.imageSets[name] != nil }?.templateImageSets.contains(name) ?? false
    }

    static func cachedImage(named name: String, bundle: Bundle?) -> Result<RasterImage, ResourceProblem> {
        let key = (bundle?.bundleURL.path ?? "") + "#" + name
        lock.lock()
        if let known = decoded[key] { lock.unlock(); return known }
        lock.unlock()
        let result = image(named: name, bundle: bundle)
        lock.lock(); decoded[key] = result; lock.unlock()
        return result
    }

    /// Why `name` was not found in `catalogs`: the set's own problem, or that no catalog has it.
    static func missingReason(_ name: String, kind: String, in catalogs: [AssetCatalog], bundle: Bundle?) -> String {
        if let problem = catalogs.lazy.compactMap({ $0.problems[name] }).first { return problem }
        let place = bundle.map { "bundle \($0.bundleURL.path)" } ?? "the main bundle"
        if catalogs.isEmpty { return "No \(kind) named '\(name)': \(place) has no asset catalog" }
        return "No \(kind) named '\(name)' found in asset catalog for \(place)"
    }

    /// The light and dark components of colour set `name`, or nil with a report.
    static func color(named name: String, bundle: Bundle?) -> AssetCatalog.ColorSet? {
        let catalogs = catalogs(in: bundle)
        if let set = catalogs.lazy.compactMap({ $0.colorSets[name] }).first { return set }
        ResourceDiagnostics.report(missingReason(name, kind: "color", in: catalogs, bundle: bundle))
        return nil
    }

    /// Image set `name`: its images at every scale, the 1x one (or the smallest) first.
    static func image(named name: String, bundle: Bundle?) -> Result<RasterImage, ResourceProblem> {
        let catalogs = catalogs(in: bundle)
        guard let files = catalogs.lazy.compactMap({ $0.imageSets[name] }).first else {
            return .failure(ResourceProblem(message: missingReason(name, kind: "image", in: catalogs, bundle: bundle)))
        }
        var images: [RasterImage] = []
        for file in files {
            do {
                images.append(try RasterImage(encoded: Data(contentsOf: file.url), scale: file.scale))
            } catch {
                return .failure(ResourceProblem(message: "image set '\(name)': \(file.url.lastPathComponent) is unreadable (\(error))"))
            }
        }
        var first = images.removeFirst()
        first.alternates = images
        return .success(first)
    }
}

/// Why a resource could not be used, as a diagnostic reports it.
struct ResourceProblem: Error, Hashable, Sendable, CustomStringConvertible {
    let message: String
    var description: String { message }
}
