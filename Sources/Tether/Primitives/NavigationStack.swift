import Foundation

/// Mirrors SwiftUI's `NavigationStack`: a root view under iOS's navigation bar, and the views
/// `NavigationLink`s push on top of it. The bar shows the title the visible view sets with
/// `navigationTitle` (large by default, or inline) and, above a pushed view, a back button
/// that pops it. The bar takes the background of a list below it, as iOS's bar does at the
/// top of a scroll view.
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    @State private var pushed: [AnyView] = []
    @State private var titles: [Int: String] = [:]

    nonisolated public init(@ViewBuilder root: () -> Root) { self.root = root() }

    @MainActor public var body: some View {
        let level = pushed.count
        let content = level == 0 ? AnyView(root) : pushed[level - 1]
        NavigationScreen(content: content, backTitle: level == 0 ? nil : (titles[level - 1].flatMap { $0.isEmpty ? nil : $0 } ?? "Back"),
                         onTitle: { titles[level] = $0 }, pop: { if !pushed.isEmpty { pushed.removeLast() } })
            .id(level)
            .environment(\.navigationPush, NavigationPush { pushed.append($0) })
    }
}

/// Mirrors SwiftUI's `NavigationView` (deprecated; a `NavigationStack` on iOS).
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// One level of a navigation stack: the bar, then the view filling what is left.
nonisolated struct NavigationScreen: View {
    let content: AnyView
    let backTitle: String?
    let onTitle: (String) -> Void
    let pop: @MainActor () -> Void
    @State private var title = ""
    @State private var mode = NavigationBarItem.TitleDisplayMode.automatic
    @State private var barBackground: Color?

    var body: some View {
        VStack(spacing: 0) {
            NavigationBar(title: title, isLarge: mode != .inline)
                .background(barBackground ?? Color.clear)
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .overlayPreferenceValue(ToolbarItemsKey.self, alignment: .top) { items in
            NavigationBarItems(backTitle: backTitle, pop: pop, items: items)
        }
        .onPreferenceChange(NavigationTitleKey.self) { value in
            title = value ?? ""
            onTitle(title)
        }
        .onPreferenceChange(NavigationTitleDisplayModeKey.self) { mode = $0 ?? .automatic }
        .onPreferenceChange(ContainerBackgroundKey.self) { barBackground = $0 }
    }
}

/// iOS's navigation bar: a 44 pt row (with, inline, the title centred in 17 pt semibold),
/// then for a large title a 52 pt row with the title in 34 pt bold, 16 pt in.
nonisolated struct NavigationBar: View {
    let title: String
    let isLarge: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: isLarge ? "" : title).font(.headline).lineLimit(1).padding(.horizontal, 80)
                .frame(maxWidth: .infinity)
                .frame(height: 44)
            if isLarge {
                Text(verbatim: title).font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, 16)
                    .frame(height: 52, alignment: .leading)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The controls in the bar's 44 pt top row: the back button and the leading toolbar items at
/// the leading end, the trailing items at the trailing end, a principal item in the middle.
nonisolated struct NavigationBarItems: View {
    let backTitle: String?
    let pop: @MainActor () -> Void
    let items: [ToolbarEntry]

    @MainActor var body: some View {
        let principal = items.filter { $0.placement.position == .principal }
        ZStack {
            ForEach(principal.indices, id: \.self) { principal[$0].view }
            HStack(spacing: 16) {
                if let backTitle {
                    Button { pop() } label: {
                        HStack(spacing: 4) {
                            Image(systemName: "chevron.left").font(.body.weight(.semibold))
                            Text(verbatim: backTitle)
                        }
                    }
                    .padding(.leading, -8)
                }
                entries(at: .leading)
                Spacer(minLength: 0)
                entries(at: .trailing)
            }
            .padding(.horizontal, 16)
        }
        .frame(height: 44)
    }

    @MainActor private func entries(at position: ToolbarItemPlacement.Position) -> some View {
        let chosen = items.filter { $0.placement.position == position }
        return ForEach(chosen.indices, id: \.self) { chosen[$0].view }
    }
}

/// Mirrors SwiftUI's `NavigationLink`: a row (in a list, with a chevron) or a button that
/// pushes its destination on the enclosing `NavigationStack`.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let destination: Destination
    let label: Label
    @Environment(\.navigationPush) private var push
    @Environment(\.isInListRow) private var isInListRow

    /// Mirrors `init(destination:label:)`.
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    /// Mirrors `init(destination:label:)` with a destination builder.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    @MainActor public var body: some View {
        let destination = AnyView(self.destination)
        let push = self.push
        if isInListRow {
            HStack {
                label.foregroundStyle(.primary)
                Spacer(minLength: 8)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
            }
            .contentShape(Rectangle())
            .onTapGesture { push?.action(destination) }
        } else {
            Button { push?.action(destination) } label: { label }
        }
    }
}

extension NavigationLink where Label == Text {
    /// Mirrors `init(_:destination:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// Mirrors `init(_:destination:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// Mirrors `init(_:destination:)` with a destination builder.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    /// Mirrors `init(_:destination:)` with a title string and a destination builder.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

/// Mirrors SwiftUI's `NavigationBarItem`, for its title display modes.
public struct NavigationBarItem: Sendable {
    /// Mirrors `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Sendable, Equatable {
        case automatic, inline, large
    }
}

/// Pushes a view on the nearest navigation stack.
struct NavigationPush: @unchecked Sendable {
    let action: @MainActor (AnyView) -> Void
}

/// The title the visible view sets; the first one in the tree wins.
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { if value == nil { value = nextValue() } }
}

/// The title display mode the visible view sets; the first one in the tree wins.
struct NavigationTitleDisplayModeKey: PreferenceKey {
    static let defaultValue: NavigationBarItem.TitleDisplayMode? = nil
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        if value == nil { value = nextValue() }
    }
}

/// The background a scrolling container (a list) shows, for a bar above it to continue.
struct ContainerBackgroundKey: PreferenceKey {
    static let defaultValue: Color? = nil
    static func reduce(value: inout Color?, nextValue: () -> Color?) { if value == nil { value = nextValue() } }
}

private struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPush? { nil }
}
private struct IsInListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var navigationPush: NavigationPush? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
    /// True inside a list's rows (a `NavigationLink` there is a row with a chevron).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `navigationTitle(_:)`: the title the navigation bar shows for this view.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        preference(key: NavigationTitleKey.self, value: titleKey.key)
    }
    /// Mirrors SwiftUI's `navigationTitle(_:)` with a title string.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }
    /// Mirrors SwiftUI's `navigationBarTitleDisplayMode(_:)`.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
    }
}
