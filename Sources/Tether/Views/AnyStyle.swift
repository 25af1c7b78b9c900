import Foundation

/// A style (button, toggle, progress view, label) stored in the environment, erased to what
/// its control needs: the body it makes from a configuration.
struct AnyStyle<Configuration>: @unchecked Sendable {
    let makeBody: @MainActor (Configuration) -> AnyView
}
