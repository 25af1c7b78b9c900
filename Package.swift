// swift-tools-version: 6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Tether",
    products: [
        .library(name: "Tether", targets: ["Tether"]),
        .library(name: "TetherSnapshotTesting", targets: ["TetherSnapshotTesting"]),
        // `import SwiftUI`, `import Combine` and `import UIKit` for code written for Apple platforms.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        // `import UserNotifications` for code that asks permission and schedules local notifications.
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        // `import OSLog` for code that logs with `Logger`: lines on standard error.
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        // Xcode's generated asset symbols (`Image(.photo)`, `Color(.brand)`) for a target's catalogs.
        .plugin(name: "GenerateAssetSymbols", targets: ["GenerateAssetSymbols"]),
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
        // The Unicode Bidirectional Algorithm (UAX #9) for right-to-left and mixed text.
        .systemLibrary(name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        // `#Preview` and `@Previewable`, expanded at compile time.
        .macro(name: "TetherMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "Tether", dependencies: [
            "CCairo", "CHarfBuzz", "CFriBidi", "CJPEG", "TetherMacros",
            // `ObservableObject` and `@Published`, which SwiftUI code takes from Combine, with
            // Combine's Foundation schedulers and publishers.
            "Combine", .product(name: "OpenCombine", package: "OpenCombine"),
        ], linkerSettings: [
            // ICU as the toolchain's Foundation ships it (module `_FoundationICU`, found with the
            // toolchain's own modules): its line break iterator and word dictionaries wrap Thai,
            // Lao, Khmer and Myanmar between words.
            .linkedLibrary("_FoundationICU", .when(platforms: [.linux])),
        ]),
        .target(name: "SwiftUI", dependencies: ["Tether"]),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "UIKit", dependencies: ["Tether"]),
        .target(name: "CoreGraphics", dependencies: ["Tether"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "UniformTypeIdentifiers", dependencies: ["Tether"]),
        .target(name: "UserNotifications", dependencies: ["Tether"]),
        .target(name: "CoreTransferable", dependencies: ["Tether"]),
        .target(name: "PhotosUI", dependencies: ["Tether"]),
        .target(name: "StoreKit", dependencies: ["Tether"]),
        .target(name: "OSLog"),
        .executableTarget(name: "tether-asset-symbols"),
        .plugin(name: "GenerateAssetSymbols", capability: .buildTool(), dependencies: ["tether-asset-symbols"]),
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
        // The example app of Examples/FieldNotes (its own package runs it), built here too so
        // the test suite renders it without a second build of Tether. Here it compiles in the
        // Swift 5 language mode (Xcode's default for app projects), there in Swift 6.
        .executableTarget(name: "FieldNotes", dependencies: ["SwiftUI", "Combine"],
                          path: "Examples/FieldNotes/Sources/FieldNotes",
                          resources: [.copy("Assets.xcassets"), .copy("Localizable.xcstrings")],
                          swiftSettings: [.swiftLanguageMode(.v5),
                                          // Journal.swift uses ObservableObject with only `import Foundation`.
                                          .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine"])],
                          plugins: ["GenerateAssetSymbols"]),
        .executableTarget(name: "TetherBenchmarks", dependencies: ["Tether", "TetherExamples"]),
        .testTarget(name: "TetherTests", dependencies: [
            "Tether", "TetherExamples", "SwiftUI", "Combine", "UIKit", "_Testing_UIKit", "UniformTypeIdentifiers", "UserNotifications", "CoreTransferable", "CoreGraphics", "_Testing_CoreGraphics", "FieldNotes", "PhotosUI", "StoreKit", "OSLog",
            "TetherFuzzing",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Render/Goldens"]),
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
