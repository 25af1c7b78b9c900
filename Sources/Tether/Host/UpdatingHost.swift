import Foundation

/// The host whose update is running (Tether's own bookkeeping): problems with resources looked
/// up by value (a `Color("brand")` made in a `body`, a `UIColor(named:)`) are reported as its
/// diagnostics — outside any update they are printed to standard error, as SwiftUI logs a
/// missing colour to the console — and `UIScreen.main.bounds` is its canvas.
enum UpdatingHost {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var updatingGraphStorage: ViewGraph?
    nonisolated(unsafe) private static var printed: Set<String> = []
    nonisolated(unsafe) private static var lastCanvas = CGSize(width: 390, height: 844)
    nonisolated(unsafe) private static weak var lastGraphStorage: ViewGraph?

    /// The graph of the host updated last, while that host lives: the window UIKit-style
    /// calls outside views (`UIImpactFeedbackGenerator`) act on.
    static var lastGraph: ViewGraph? { lock.withLock { lastGraphStorage } }

    /// The canvas of the host updated last; before any, iPhone's portrait window.
    static var canvas: CGSize { lock.withLock { lastCanvas } }

    /// Makes `graph` the one reports go to until `leave` is called with the returned value;
    /// an offscreen host (a view drawn into an image) does not become the last host, the
    /// window `UIScreen` and UIKit calls outside views act on.
    static func enter(_ graph: ViewGraph, canvas: CGSize, offscreen: Bool = false) -> ViewGraph? {
        lock.withLock {
            let previous = updatingGraphStorage
            updatingGraphStorage = graph
            if offscreen { return previous }
            lastGraphStorage = graph
            if canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 { lastCanvas = canvas }
            return previous
        }
    }
    static func leave(_ previous: ViewGraph?) { lock.withLock { updatingGraphStorage = previous } }

    /// The graph of the host whose update is running, if any.
    static var updatingGraph: ViewGraph? { lock.withLock { updatingGraphStorage } }

    /// Reports `message` to the updating host, else prints it once.
    static func report(_ message: String, kind: Diagnostic.Kind = .missingResource) {
        let (graph, isNew) = lock.withLock { (updatingGraphStorage, updatingGraphStorage == nil && printed.insert(message).inserted) }
        if let graph {
            graph.report(kind, message, at: nil)
        } else if isNew {
            FileHandle.standardError.write(Data("Tether: \(message)\n".utf8))
        }
    }
}

extension UpdatingHost {
    /// Reports a misuse of an API outside views (an object's bad argument) to the host being
    /// updated, else the last host updated, else prints it once.
    static func reportMisuse(_ message: String) {
        if let graph = updatingGraph ?? lastGraph {
            graph.report(.other, message, at: nil)
        } else if lock.withLock({ printed.insert(message).inserted }) {
            FileHandle.standardError.write(Data("Tether: \(message)\n".utf8))
        }
    }
}

/// Where problems with resources looked up by value go (see `UpdatingHost`).
enum ResourceDiagnostics {
    static func report(_ message: String) { UpdatingHost.report(message) }
}
