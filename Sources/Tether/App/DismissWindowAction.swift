import Foundation

/// Mirrors SwiftUI's `DismissWindowAction`, the `\.dismissWindow` environment value. On an
/// iPhone the app's one window stays (an app cannot close its only scene), so a request
/// dismisses nothing; headlessly it is recorded in `UIApplication.shared.dismissWindowRequests`
/// (Tether's own), so tests can see what was asked.
@MainActor @preconcurrency public struct DismissWindowAction {
    nonisolated init() {}

    /// Mirrors `callAsFunction()`: the current window.
    public func callAsFunction() {
        UIApplication.shared.recordDismissWindow(WindowRequest(id: nil, value: nil))
    }
    /// Mirrors `callAsFunction(id:)`: every window of the scene with identifier `id`.
    public func callAsFunction(id: String) {
        UIApplication.shared.recordDismissWindow(WindowRequest(id: id, value: nil))
    }
    /// Mirrors `callAsFunction(value:)`: the windows presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        UIApplication.shared.recordDismissWindow(WindowRequest(id: nil, value: AnyHashable(value)))
    }
    /// Mirrors `callAsFunction(id:value:)`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        UIApplication.shared.recordDismissWindow(WindowRequest(id: id, value: AnyHashable(value)))
    }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `dismissWindow` environment value.
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
}

extension UIApplication {
    /// Tether's own: the windows `dismissWindow` was asked to close, in order (an iPhone's one
    /// window stays).
    public var dismissWindowRequests: [WindowRequest] { dismissWindowLog }
    func recordDismissWindow(_ request: WindowRequest) { dismissWindowLog.append(request) }
}
