import Foundation

/// Mirrors SwiftUI's `OpenURLAction`, the `\.openURL` environment value that `Link` and
/// `openURL(url)` use. The system action is `UIApplication.shared.open(_:)`, which headlessly
/// opens nothing and records the URL in `openedURLs` (Tether's own).
public struct OpenURLAction: Sendable {
    /// Mirrors `OpenURLAction.Result`: what a handler did with the URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind
        /// Mirrors `handled`.
        public static let handled = Result(kind: .handled)
        /// Mirrors `discarded`.
        public static let discarded = Result(kind: .discarded)
        /// Mirrors `systemAction`: the system opens the URL.
        public static let systemAction = Result(kind: .system(nil))
        /// Mirrors `systemAction(_:)`: the system opens another URL.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: @MainActor @Sendable (URL) -> Result

    /// Mirrors `OpenURLAction(handler:)`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) { self.handler = handler }

    /// Mirrors `callAsFunction(_:)`.
    @MainActor public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Mirrors `callAsFunction(_:completion:)`: `accepted` is whether the URL was opened or handled.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other): UIApplication.shared.open(other ?? url) { completion($0) }
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `openURL` environment value.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
