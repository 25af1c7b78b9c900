import Foundation

/// Mirrors SwiftUI's `RefreshAction`: the action a `refreshable` view puts in the
/// environment; a list or scroll view runs it when the user pulls its content down
/// (`ViewHost.refresh`, Tether's own).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Mirrors `callAsFunction()`: runs the action and returns when it is done.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: PresentationContextKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `refresh`: the refresh action of the nearest `refreshable` around,
    /// nil when there is none.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `refreshable(action:)`: lists and scroll views inside can be pulled
    /// down to run `action` (Tether delivers the pull with `ViewHost.refresh`), showing iOS's
    /// refresh spinner above their content while it runs; views inside read it as the
    /// environment's `refresh`.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
