import Foundation

/// The host whose update is running (Tether's own bookkeeping): problems with resources looked
/// up by value (a `Color("brand")` made in a `body`, a `UIColor(named:)`) are reported as its
/// diagnostics — outside any update they are printed to standard error, as SwiftUI logs a
/// missing colour to the console — and `UIScreen.main.bounds` is its canvas.
@MainActor enum UpdatingHost {
    private static var updatingGraph: ViewGraph?
    private static var printed: Set<String> = []
    /// The canvas of the host updated last; before any, iPhone's portrait window.
    static private(set) var canvas = CGSize(width: 390, height: 844)

    /// Makes `graph` the one reports go to until `leave` is called with the returned value.
    static func enter(_ graph: ViewGraph, canvas: CGSize) -> ViewGraph? {
        defer { updatingGraph = graph }
        if canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 { self.canvas = canvas }
        return updatingGraph
    }
    static func leave(_ previous: ViewGraph?) { updatingGraph = previous }
}

/// Where problems with resources looked up by value go (see `UpdatingHost`).
enum ResourceDiagnostics {
    /// Reports `message` to the updating host, else prints it once.
    static func report(_ message: String) {
        guard Thread.isMainThread else { printLine(message); return }
        MainActor.assumeIsolated {
            if let graph = UpdatingHost.current { graph.report(.missingResource, message, at: nil) }
            else if UpdatingHost.markPrinted(message) { printLine(message) }
        }
    }

    private static func printLine(_ message: String) {
        FileHandle.standardError.write(Data("Tether: \(message)\n".utf8))
    }
}

extension UpdatingHost {
    static var current: ViewGraph? { updatingGraph }
    /// True the first time `message` is printed.
    static func markPrinted(_ message: String) -> Bool { printed.insert(message).inserted }
}
