import Foundation

/// An environment key that says where a view sits — in a list row, a scroll view, a navigation
/// stack, a search, a presentation — rather than what an ancestor chose for its content.
/// Content a view presents (a sheet, a popover, a menu) inherits the presenting view's
/// environment as in SwiftUI, but takes these values from where it is shown: a sheet opened
/// from a list row is not a list row, and its links do not push onto the presenter's stack.
protocol PresentationContextKey: EnvironmentKey {}

/// Gives a presentation (its chrome, which sets its own styles inside, and its content) the
/// environment of the view that presents it, keeping the context keys of where it is shown.
nonisolated struct PresenterEnvironment: ViewModifier {
    let presenter: EnvironmentValues?
    func body(content: Content) -> some View {
        let presenter = self.presenter
        return content.transformEnvironment(\.self) { site in
            if let presenter { site = presenter.presented(at: site) }
        }
    }
}
