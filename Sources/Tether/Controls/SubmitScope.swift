import Foundation

extension View {
    /// Mirrors SwiftUI's `submitScope(_:)`: a submission from a text field (or search field)
    /// in this view does not run the `onSubmit` actions set above it; those set inside still run.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0 = [] } }
            .transformEnvironment(\.searchSubmitActions) { if isBlocking { $0 = [] } }
    }
}
