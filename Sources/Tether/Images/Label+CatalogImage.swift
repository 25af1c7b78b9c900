import Foundation

extension Label where Title == Text, Icon == Image {
    /// Mirrors SwiftUI's `Label(_:image:)`: a title with an image of the main bundle's catalogs.
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    /// Mirrors SwiftUI's `Label(_:image:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    /// Mirrors SwiftUI's `Label(_:image:)` with a generated asset symbol.
    nonisolated public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    /// Mirrors SwiftUI's `Label(_:image:)` with a title string and a generated asset symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
