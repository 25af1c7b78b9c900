import Foundation

/// Mirrors SwiftUI's `SearchFieldPlacement`: where a searchable view would like its search
/// field. On an iPhone every placement puts it in the navigation bar's drawer, under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBarDrawer, sidebar, toolbar, toolbarPrincipal }
    let kind: Kind
    let displayMode: NavigationBarDrawerDisplayMode

    /// Mirrors `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: whether scrolling may
    /// hide the field (Tether shows lists scrolled to the top, where it always shows).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let hidesWhenScrolling: Bool
        /// Mirrors `always`.
        public static let always = NavigationBarDrawerDisplayMode(hidesWhenScrolling: false)
        /// Mirrors `automatic`.
        public static let automatic = NavigationBarDrawerDisplayMode(hidesWhenScrolling: true)
    }

    /// Mirrors `automatic`: the navigation bar's drawer on an iPhone.
    public static let automatic = SearchFieldPlacement(kind: .automatic, displayMode: .automatic)
    /// Mirrors `navigationBarDrawer`: under the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer, displayMode: .automatic)
    /// Mirrors `navigationBarDrawer(displayMode:)`.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer, displayMode: displayMode)
    }
    /// Mirrors `sidebar` (the navigation bar's drawer on an iPhone).
    public static let sidebar = SearchFieldPlacement(kind: .sidebar, displayMode: .automatic)
    /// Mirrors `toolbar` (the navigation bar's drawer on an iPhone).
    public static let toolbar = SearchFieldPlacement(kind: .toolbar, displayMode: .automatic)
    /// Mirrors `toolbarPrincipal` (the navigation bar's drawer on an iPhone).
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal, displayMode: .automatic)
}

/// Holds the searchable view's text binding for the bar that draws the field.
final class SearchTextBinding: @unchecked Sendable {
    var binding: Binding<String>?
}

/// What a searchable view asks the navigation bar to show: the prompt and the current text
/// (compared, so the bar shows new text), and where typing goes.
struct SearchFieldRequest: Equatable {
    let prompt: String
    let text: String
    let target: SearchTextBinding
    static func == (a: SearchFieldRequest, b: SearchFieldRequest) -> Bool {
        a.prompt == b.prompt && a.text == b.text && a.target === b.target
    }
}

struct SearchFieldKey: PreferenceKey {
    static var defaultValue: SearchFieldRequest? { nil }
    static func reduce(value: inout SearchFieldRequest?, nextValue: () -> SearchFieldRequest?) {
        if value == nil { value = nextValue() }
    }
}

/// The modifier behind `searchable`: publishes the field for the enclosing navigation bar.
nonisolated struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let prompt: String
    @State private var target = SearchTextBinding()
    func body(content: Content) -> some View {
        target.binding = text
        return content.preference(key: SearchFieldKey.self, value: SearchFieldRequest(prompt: prompt, text: text.wrappedValue, target: target))
    }
}

extension View {
    /// Mirrors SwiftUI's `searchable(text:placement:prompt:)`: in a navigation stack, iOS's
    /// search field under the title — a rounded grey field with a magnifying glass and the
    /// prompt ("Search" by default). Text typed into it (`ViewHost.type(_:into:)` with the
    /// prompt as the identifier, as UI tests find search fields by their placeholder) is
    /// written to `text`; the view filters with it as it likes. Outside a navigation stack no
    /// field is shown, as on iOS.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt?.string ?? "Search"))
    }

    /// Mirrors SwiftUI's `searchable(text:placement:prompt:)` with a localized prompt.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, prompt: Text(prompt).string))
    }

    /// Mirrors SwiftUI's `searchable(text:placement:prompt:)` with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, prompt: String(prompt)))
    }
}

/// iOS's search field in the navigation bar's drawer: 36 points high with a 10 point corner
/// radius, filled with iOS's tertiary system fill, a magnifying glass and the prompt in the
/// secondary label grey, 16 points from the sides and 10 under the title.
struct NavigationSearchField: View {
    let request: SearchFieldRequest
    var body: some View {
        let target = request.target
        let text = Binding(get: { request.text }, set: { target.binding?.wrappedValue = $0 })
        return HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            ZStack(alignment: .leading) {
                if request.text.isEmpty { Text(verbatim: request.prompt).foregroundStyle(.secondary).lineLimit(1) }
                TextField(text: text, prompt: Text(verbatim: "")) { Text(verbatim: request.prompt) }
                    .accessibilityIdentifier(request.prompt)
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
        .padding(.horizontal, 16)
        .padding(.bottom, 10)
    }
}
