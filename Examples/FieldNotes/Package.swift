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
            plugins: [
                .plugin(name: "GenerateAssetSymbols", package: "Tether"),
            ]
        ),
    ]
)
