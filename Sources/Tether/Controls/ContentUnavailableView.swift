import Foundation

/// Mirrors SwiftUI's `ContentUnavailableView` (iOS 17): what an empty screen shows, centred —
/// a large secondary icon, a bold title, a secondary description, and actions below.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Mirrors `init(label:description:actions:)`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    @MainActor public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of an unavailable-content view: a 48 pt secondary icon above a bold title 2.
nonisolated struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == Tether.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Mirrors `init(_:systemImage:description:)`.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tether.Label(title, systemImage: name) }, description: { description })
    }
    /// Mirrors `init(_:systemImage:description:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tether.Label(title, systemImage: name) }, description: { description })
    }
    /// Mirrors `init(_:image:description:)`: the label's icon is the asset catalog's image `name`.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Tether.Label(title, image: name) }, description: { description })
    }
    /// Mirrors `init(_:image:description:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Tether.Label(title, image: name) }, description: { description })
    }
    /// Mirrors `init(_:image:description:)` with an `ImageResource`.
    public init(_ title: LocalizedStringKey, image resource: ImageResource, description: Text? = nil) {
        self.init(label: { Tether.Label(title, image: resource) }, description: { description })
    }
    /// Mirrors `ContentUnavailableView.search`: no results for a search.
    public static var search: Self {
        Self("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
    /// Mirrors `ContentUnavailableView.search(text:)`.
    public static func search(text: String) -> Self {
        Self("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
             description: Text("Check the spelling or try a new search."))
    }
}
