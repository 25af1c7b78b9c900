import Foundation

/// Mirrors SwiftUI's `OpenWindowAction`, the `\.openWindow` environment value. Tether draws an
/// iPhone, where an app shows one window (`supportsMultipleWindows` is false) and asking for
/// another opens none; headlessly the request is recorded in
/// `UIApplication.shared.openWindowRequests` (Tether's own), so tests can see what was asked.
@MainActor @preconcurrency public struct OpenWindowAction {
    nonisolated init() {}

    /// Mirrors `callAsFunction(id:)`: a window of the scene with identifier `id`.
    public func callAsFunction(id: String) {
        UIApplication.shared.recordOpenWindow(WindowRequest(id: id, value: nil))
    }
    /// Mirrors `callAsFunction(value:)`: a window of the window group presenting `D`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        UIApplication.shared.recordOpenWindow(WindowRequest(id: nil, value: AnyHashable(value)))
    }
    /// Mirrors `callAsFunction(id:value:)`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        UIApplication.shared.recordOpenWindow(WindowRequest(id: id, value: AnyHashable(value)))
    }
}

/// Tether's own: one `openWindow` or `dismissWindow` call — the scene identifier and the
/// value it was given (both nil for `dismissWindow()`, the current window).
public struct WindowRequest: Hashable {
    public let id: String?
    public let value: AnyHashable?
    public init(id: String?, value: AnyHashable?) {
        self.id = id
        self.value = value
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `openWindow` environment value.
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }
    /// Mirrors SwiftUI's `supportsMultipleWindows`: false, as on an iPhone.
    public var supportsMultipleWindows: Bool { false }
}

extension UIApplication {
    /// Tether's own: the windows `openWindow` was asked for, in order (none opens on an iPhone).
    public var openWindowRequests: [WindowRequest] { openWindowLog }
    func recordOpenWindow(_ request: WindowRequest) { openWindowLog.append(request) }
}
