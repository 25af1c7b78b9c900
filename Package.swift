// swift-tools-version: 6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Tether",
    products: [
        .library(name: "Tether", targets: ["Tether"]),
        .library(name: "TetherSnapshotTesting", targets: ["TetherSnapshotTesting"]),
        .executable(name: "tether", targets: ["tether"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.19.0"..<"1.20.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz freetype2",
                       providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
        // `#Preview` and `@Previewable`, expanded at compile time.
        .macro(name: "TetherMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "Tether", dependencies: [
            "CCairo", "CHarfBuzz", "TetherMacros",
            // `ObservableObject` and `@Published`, which SwiftUI code takes from Combine.
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        .target(name: "TetherExamples", dependencies: ["Tether"]),
        // Tether's own fuzzing: the seeded tree generator and the driver, shared by the tests
        // and the `TetherFuzz` runner (`make fuzz`).
        .target(name: "TetherFuzzing", dependencies: ["Tether"]),
        .executableTarget(name: "TetherFuzz", dependencies: ["Tether", "TetherFuzzing"]),
        .target(name: "TetherSnapshotTesting", dependencies: [
            "Tether", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(name: "tether", dependencies: [
            "Tether", "TetherExamples",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "TetherBenchmarks", dependencies: ["Tether", "TetherExamples"]),
        .testTarget(name: "TetherTests", dependencies: [
            "Tether", "TetherExamples", "TetherFuzzing",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Goldens"]),
        .testTarget(name: "TetherMacrosTests", dependencies: [
            "TetherMacros",
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        ]),
        .testTarget(name: "TetherSnapshotTestingTests", dependencies: [
            "TetherSnapshotTesting", "Tether",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ]
)
