// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FieldNotes",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "Tether", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "FieldNotes",
            dependencies: [
                .product(name: "SwiftUI", package: "Tether"),
                .product(name: "Combine", package: "Tether"),
            ],
            resources: [
                .copy("Assets.xcassets"),
                .copy("Localizable.xcstrings"),
            ],
            swiftSettings: [
                // Journal.swift uses ObservableObject with only `import Foundation`, as on iOS,
                // where Foundation brings Combine along: import Combine into every file.
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine"]),
            ],
            plugins: [
                .plugin(name: "GenerateAssetSymbols", package: "Tether"),
            ]
        ),
    ]
)
