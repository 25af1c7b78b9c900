import Foundation

/// Tether's own runtime report, like the warnings SwiftUI prints to the console: what went
/// wrong, where, and what Tether did instead. Never fatal.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The class of problem.
    public enum Kind: String, Hashable, Sendable {
        case invalidGeometry, preferenceLoop, updateLoop, duplicateID, unknownSymbol, missingFont,
             missingResource, stateChangeDuringUpdate, missingEnvironmentObject, other
    }
    public var kind: Kind
    public var message: String
    /// The view types from the root to the view that caused it.
    public var viewPath: String

    public init(kind: Kind, message: String, viewPath: String) {
        self.kind = kind; self.message = message; self.viewPath = viewPath
    }
    public var description: String { "[\(kind.rawValue)] \(message) (at \(viewPath))" }
}
