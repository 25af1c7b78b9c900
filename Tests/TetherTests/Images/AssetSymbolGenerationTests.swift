import Foundation
import Testing

/// The generator behind the `GenerateAssetSymbols` plugin names a catalog's sets as Xcode's
/// generated asset symbols do. (The plugin itself runs for the FieldNotes example, whose
/// symbols `FieldNotesAppTests` uses.)
@Suite struct AssetSymbolGenerationTests {
    /// The generator built next to the test bundle.
    static let generator: URL? = {
        let folder = Bundle.main.bundleURL
        return ["tether-asset-symbols", "tether-asset-symbols-tool"].lazy
            .map { folder.appendingPathComponent($0) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test(.enabled(if: generator != nil, "the tether-asset-symbols tool is built with the package"))
    func setsAreNamedAsXcodeNamesThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tether-symbols-\(UUID())")
        let catalog = root.appendingPathComponent("Media.xcassets")
        func set(_ path: String, _ json: String = #"{"info":{"version":1}}"#) throws {
            let folder = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        try set("photo-large.imageset")
        try set("BrandColor.colorset")
        try set("1up.imageset")
        try set("default.colorset")
        try set("AppIcon.appiconset")
        try set("Icons", #"{"properties":{"provides-namespace":true}}"#)
        try set("Icons/star.imageset")
        try set("Plain")
        try set("Plain/leaf.imageset")
        defer { try? FileManager.default.removeItem(at: root) }

        let output = root.appendingPathComponent("Symbols.swift")
        let process = Process()
        process.executableURL = try #require(Self.generator)
        process.arguments = [output.path, catalog.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let swift = try String(contentsOf: output, encoding: .utf8)

        #expect(swift.contains(#"static let photoLarge = ImageResource(name: "photo-large", bundle: assetSymbolsBundle)"#))
        #expect(swift.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: assetSymbolsBundle)"#))
        #expect(swift.contains(#"static let _1up = ImageResource(name: "1up""#))
        #expect(swift.contains(#"static let `default` = ColorResource(name: "default""#))
        #expect(swift.contains(#"static let iconsStar = ImageResource(name: "Icons/star""#))
        #expect(swift.contains(#"static let leaf = ImageResource(name: "leaf""#))   // a plain folder adds nothing
        #expect(!swift.contains("AppIcon"))
        #expect(swift.contains("private let assetSymbolsBundle = Bundle.module"))
    }

    @Test(.enabled(if: generator != nil, "the tether-asset-symbols tool is built with the package"))
    func withoutAnOutputPathTheGeneratorSaysHowToCallIt() throws {
        let process = Process()
        process.executableURL = try #require(Self.generator)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
    }
}
