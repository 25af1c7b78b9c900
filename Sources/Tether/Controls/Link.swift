import Foundation

/// Mirrors SwiftUI's `Link`: a button, drawn in the tint colour like one, whose action opens
/// its destination with the environment's `openURL` action.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Mirrors `Link(destination:label:)`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = self.openURL, destination = self.destination
        return Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// Mirrors `Link(_:destination:)` with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// Mirrors `Link(_:destination:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
