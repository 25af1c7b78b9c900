import Foundation

/// Where controls report bad input they were given (a NaN gauge value, a non-finite date): to
/// the host being updated, as a diagnostic of its current update.
enum ControlDiagnostics {
    static func report(_ message: String) {
        UpdatingHost.updatingGraph?.report(.other, message, at: nil)
    }
}
