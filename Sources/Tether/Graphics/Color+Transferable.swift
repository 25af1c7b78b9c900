import Foundation

extension Color.Resolved: Codable {
    /// Mirrors `Color.Resolved`'s `Encodable` conformance: the sRGB components and the
    /// opacity as an array of four numbers (`[1, 0.2196, 0.2353, 1]` for iOS 26's light `.red`).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(red)
        try container.encode(green)
        try container.encode(blue)
        try container.encode(opacity)
    }

    /// Mirrors `Color.Resolved`'s `Decodable` conformance: four numbers, as it writes them.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let red = try container.decode(Float.self), green = try container.decode(Float.self)
        let blue = try container.decode(Float.self), opacity = try container.decode(Float.self)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
}

extension Color: Transferable {
    /// The type a colour moves as: the identifier UIKit's `UIColor` uses with item providers
    /// (Tether's choice; its content is Tether's own: the resolved components, encoded).
    static let transferContentType = UTType(exportedAs: "com.apple.uikit.color")

    /// Mirrors SwiftUI's conformance (iOS 16): a colour moves as its components. As Apple
    /// documents, a colour made of explicit components moves as is, and a standard or
    /// semantic colour (`.mint`, `.accentColor`) is resolved in the default environment
    /// (light mode) first; the colour arriving is made of those components.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: transferContentType) { color in
            try JSONEncoder().encode(color.resolve(in: EnvironmentValues()))
        } importing: { data in
            Color(try JSONDecoder().decode(Color.Resolved.self, from: data))
        }
    }
}
