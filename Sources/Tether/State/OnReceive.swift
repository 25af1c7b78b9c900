import Foundation

/// The subscription an `onReceive` view keeps while it is in the tree.
final class ReceiveSubscription: @unchecked Sendable {
    var cancellable: AnyCancellable?
}

/// Mirrors the modifier behind SwiftUI's `onReceive(_:perform:)`: subscribes to `publisher`
/// when the view appears and cancels when it disappears; every value runs `action`.
nonisolated struct ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var subscription = ReceiveSubscription()

    func body(content: Content) -> some View {
        let subscription = self.subscription, publisher = self.publisher, action = self.action
        return content
            .onAppear { subscription.cancellable = publisher.sink { action($0) } }
            .onDisappear { subscription.cancellable = nil }
    }
}

extension View {
    /// Mirrors SwiftUI's `onReceive(_:perform:)`: runs `action` with every value `publisher`
    /// emits while the view is shown.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

/// Marks a view whose `onOpenURL` action runs when the app receives a URL.
struct OpenURLHandlerAttribute: NodeAttribute {
    let action: (URL) -> Void
}

/// The modifier behind `onOpenURL(perform:)`.
nonisolated struct _OpenURLHandlerModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    nonisolated(unsafe) let action: (URL) -> Void
    var attributes: [NodeAttribute] { [OpenURLHandlerAttribute(action: action)] }
}

extension View {
    /// Mirrors SwiftUI's `onOpenURL(perform:)`: runs `action` when the app receives a URL (a
    /// Universal Link or a custom scheme) while the view is shown; Tether's own
    /// `ViewHost.receive(_:)` delivers one.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        modifier(_OpenURLHandlerModifier(action: action))
    }
}
