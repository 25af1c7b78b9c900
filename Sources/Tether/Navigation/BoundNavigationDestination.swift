import Foundation

/// Mirrors the modifier behind SwiftUI's `navigationDestination(isPresented:destination:)`:
/// while the binding is true the destination is pushed on the enclosing navigation stack;
/// when it turns false the destination (and whatever is above it) is popped, and popping it
/// with the back button (or `dismiss`) sets the binding to false.
nonisolated struct BoundNavigationDestination<Destination: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: () -> Destination
    @State private var id = UUID()
    @Environment(\.navigationPush) private var push

    @MainActor func body(content: Content) -> some View {
        let isPresented = self.isPresented, push = self.push, id = self.id
        let shown = isPresented.wrappedValue
        let view = shown ? AnyView(destination()) : nil
        return content.onChange(of: shown, initial: true) { _, now in
            if now, let view { push?.bound(id, view) { isPresented.wrappedValue = false } } else { push?.unbind(id) }
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `navigationDestination(isPresented:destination:)`.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V) -> some View {
        modifier(BoundNavigationDestination(isPresented: isPresented, destination: destination))
    }
    /// Mirrors SwiftUI's `navigationDestination(item:destination:)`: pushed while `item` is not
    /// nil, popping it sets `item` to nil.
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(BoundNavigationDestination(isPresented: presented) { item.wrappedValue.map(destination) })
    }
}

extension NavigationLink {
    /// Mirrors SwiftUI's deprecated `init(isActive:destination:label:)`: a tap sets `isActive`,
    /// and the destination is pushed while it is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .binding(isActive, destination())
        self.label = label()
    }
    /// Mirrors SwiftUI's deprecated `init(destination:isActive:label:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        target = .binding(isActive, destination)
        self.label = label()
    }
    /// Mirrors SwiftUI's deprecated `init(tag:selection:destination:label:)`: active while
    /// `selection` equals `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) in a List with a selection")
    nonisolated public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                                         @ViewBuilder label: () -> Label) {
        let active = Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
        target = .binding(active, destination())
        self.label = label()
    }
}

extension NavigationLink {
    /// Mirrors SwiftUI's deprecated `init(destination:tag:selection:label:)`: active while
    /// `selection` equals `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) in a List with a selection")
    nonisolated public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(tag: tag, selection: selection, destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Mirrors SwiftUI's deprecated `init(_:destination:tag:selection:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) in a List with a selection")
    nonisolated public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(tag: tag, selection: selection, destination: { destination }, label: { Text(titleKey) })
    }

    /// Mirrors SwiftUI's deprecated `init(_:destination:tag:selection:)` with a string title,
    /// shown as given.
    @available(*, deprecated, message: "use NavigationLink(value:label:) in a List with a selection")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(tag: tag, selection: selection, destination: { destination }, label: { Text(title) })
    }

    /// Mirrors SwiftUI's deprecated `init(_:destination:isActive:)` with a string title, shown as given.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        target = .binding(isActive, destination)
        label = Text(title)
    }

    /// Mirrors SwiftUI's deprecated `init(_:destination:isActive:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        target = .binding(isActive, destination)
        label = Text(titleKey)
    }

    /// Mirrors SwiftUI's deprecated `init(_:isActive:destination:)`: the title's link, active
    /// while `isActive`, the destination built by the closure.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    /// Mirrors SwiftUI's deprecated `init(_:isActive:destination:)` with a string title, shown
    /// as given.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination(), isActive: isActive)
    }

    /// Mirrors SwiftUI's deprecated `init(_:tag:selection:destination:)`: active while
    /// `selection` equals `tag`, the destination built by the closure.
    @available(*, deprecated, message: "use NavigationLink(value:label:) in a List with a selection")
    nonisolated public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(tag: tag, selection: selection, destination: destination, label: { Text(titleKey) })
    }

    /// Mirrors SwiftUI's deprecated `init(_:tag:selection:destination:)` with a string title,
    /// shown as given.
    @available(*, deprecated, message: "use NavigationLink(value:label:) in a List with a selection")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(tag: tag, selection: selection, destination: destination, label: { Text(title) })
    }
}
