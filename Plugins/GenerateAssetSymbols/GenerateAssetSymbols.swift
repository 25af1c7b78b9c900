import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols for a target's asset catalogs: `ImageResource.photo` for
/// `photo.imageset` and `ColorResource.brand` for `BrandColor.colorset`, so `Image(.photo)` and
/// `Color(.brand)` compile as they do in an Xcode project. Add it to a target with
/// `plugins: [.plugin(name: "GenerateAssetSymbols", package: "Tether")]`.
@main
struct GenerateAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: module.sourceFiles.map(\.url))
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        var inputs: [URL] = []
        for catalog in catalogs {
            let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if file.lastPathComponent == "Contents.json" { inputs.append(file) }
            }
        }
        return [.buildCommand(displayName: "Generating asset symbols for \(target.name)",
                              executable: try context.tool(named: "tether-asset-symbols").url,
                              arguments: [output.path] + catalogs.map(\.path),
                              inputFiles: inputs, outputFiles: [output])]
    }

    /// The `.xcassets` folders among (or holding) the target's files.
    static func catalogs(in files: [URL]) -> [URL] {
        var found = Set<URL>()
        for file in files {
            var url = file
            while url.pathComponents.count > 1 {
                if url.pathExtension == "xcassets" { found.insert(url.standardizedFileURL); break }
                url = url.deletingLastPathComponent()
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
