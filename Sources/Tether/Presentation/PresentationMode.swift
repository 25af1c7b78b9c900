import Foundation

/// Mirrors SwiftUI's `PresentationMode` (iOS 13, deprecated for the `isPresented` and
/// `dismiss` environment values but common in code of that time): whether the view is
/// presented, and the way to dismiss it — `@Environment(\.presentationMode) var
/// presentationMode` then `presentationMode.wrappedValue.dismiss()`. It dismisses what
/// `dismiss` dismisses: the sheet, cover or popover the view is in, or its pushed page.
public struct PresentationMode: @unchecked Sendable {
    let dismissAction: DismissAction

    /// Mirrors `isPresented`.
    public var isPresented: Bool { dismissAction.action != nil }

    /// Mirrors `dismiss()`: dismisses the view if it is presented; otherwise does nothing. Not
    /// isolated, as in SwiftUI (code written before Swift concurrency calls it from
    /// coordinators); it runs on the main actor, where views run.
    public mutating func dismiss() { MainActorBridge.run(dismissAction) { $0() } }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `presentationMode` environment value: a binding to the view's
    /// `PresentationMode` (setting it changes nothing; `dismiss()` dismisses).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
