// `import OSLog` for code that logs with Apple's unified logging. Tether's own implementation
// with Apple's names (not Apple's framework), standalone so that `Logger` does not meet other
// modules' loggers through `import SwiftUI`.
import Foundation

/// Mirrors `os.Logger`: writes messages for a subsystem and category. On Linux there is no
/// unified log: each message is written as one line to standard error — the category in
/// brackets, then the message — with every interpolated value shown, as Xcode's console shows
/// them while debugging (privacy options are kept, not applied). A message's values are
/// computed only when it is written, as Apple's are.
public struct Logger: Sendable {
    /// The subsystem (`Bundle.main.bundleIdentifier`, or empty, by default).
    let subsystem: String
    /// The category (empty by default).
    let category: String
    /// False for a logger of `OSLog.disabled`: nothing is written.
    let isEnabled: Bool

    /// Mirrors `init(subsystem:category:)`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }
    /// Mirrors `init()`: the main bundle's identifier as the subsystem, no category.
    public init() {
        self.init(subsystem: Bundle.main.bundleIdentifier ?? "", category: "")
    }
    /// Mirrors `init(_:)` with an `OSLog`: its subsystem and category.
    public init(_ log: OSLog) {
        subsystem = log.subsystem
        category = log.category
        isEnabled = log.isEnabled
    }

    /// Mirrors `log(_:)`: at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Mirrors `log(level:_:)`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard isEnabled else { return }
        LogOutput.write(line(level: level, message))
    }
    /// Mirrors `trace(_:)`: the debug level.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Mirrors `debug(_:)`.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Mirrors `info(_:)`.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Mirrors `notice(_:)`: the default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Mirrors `warning(_:)`: the error level.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Mirrors `error(_:)`.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Mirrors `critical(_:)`: the fault level.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Mirrors `fault(_:)`.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }

    /// The line written for a message: `[category] message` (the subsystem when there is no
    /// category; the bare message when there is neither).
    func line(level: OSLogType, _ message: OSLogMessage) -> String {
        let label = category.isEmpty ? subsystem : category
        return label.isEmpty ? message.rendered() : "[\(label)] \(message.rendered())"
    }
}

/// Mirrors `OSLog`: a log object naming a subsystem and category.
public final class OSLog: Sendable {
    let subsystem: String
    let category: String
    let isEnabled: Bool
    /// Mirrors `init(subsystem:category:)`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isEnabled: true)
    }
    private init(subsystem: String, category: String, isEnabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isEnabled = isEnabled
    }
    /// Mirrors `OSLog.default`.
    public static let `default` = OSLog(subsystem: "", category: "", isEnabled: true)
    /// Mirrors `OSLog.disabled`: a log whose messages are not written.
    public static let disabled = OSLog(subsystem: "", category: "", isEnabled: false)
}

/// Where log lines go: standard error, or (for tests) a recorder.
enum LogOutput {
    nonisolated(unsafe) static var recorder: ((String) -> Void)?
    private static let lock = NSLock()

    static func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        if let recorder { recorder(line) } else { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
