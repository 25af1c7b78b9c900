import Foundation

/// The alerts made from data: `presenting` data shown while `isPresented` holds, an `item`
/// shown while it is not nil (set to nil when an action dismisses the alert), and an error's
/// description and failure reason.
extension View {
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:message:)`: the actions and
    /// message are made from `data`, and nothing shows while it is nil.
    nonisolated public func alert<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                                       @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:)`.
    nonisolated public func alert<T, A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                              @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:message:)` with a title string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                          @ViewBuilder actions: (T) -> A,
                                                                          @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:)` with a title string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                 @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:message:)` with a `Text` title.
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                                       @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        modifier(_AlertModifier(title: title, isPresented: Self.isPresented(isPresented, holding: data != nil),
                                actions: data.map(actions), message: data.map(message)))
    }
    /// Mirrors SwiftUI's `alert(_:isPresented:presenting:actions:)` with a `Text` title.
    nonisolated public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                              @ViewBuilder actions: (T) -> A) -> some View {
        modifier(_AlertModifier<A?, EmptyView>(title: title, isPresented: Self.isPresented(isPresented, holding: data != nil),
                                               actions: data.map(actions), message: nil))
    }

    /// Mirrors SwiftUI's `alert(_:item:actions:message:)`: shown while `data` holds a value,
    /// its actions and message made from it; an action sets it to nil.
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
                                                       @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), item: data, actions: actions, message: message)
    }
    /// Mirrors SwiftUI's `alert(_:item:actions:)`.
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
                                              @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), item: data, actions: actions)
    }
    /// Mirrors SwiftUI's `alert(_:item:actions:message:)` with a title string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>,
                                                                          @ViewBuilder actions: (T) -> A,
                                                                          @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), item: data, actions: actions, message: message)
    }
    /// Mirrors SwiftUI's `alert(_:item:actions:)` with a title string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>,
                                                                 @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), item: data, actions: actions)
    }
    /// Mirrors SwiftUI's `alert(_:item:actions:message:)` with a `Text` title.
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, item data: Binding<T?>,
                                                       @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let value = data.wrappedValue
        return modifier(_AlertModifier(title: title, isPresented: Self.isPresented(data), actions: value.map(actions), message: value.map(message)))
    }
    /// Mirrors SwiftUI's `alert(_:item:actions:)` with a `Text` title.
    nonisolated public func alert<A: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        modifier(_AlertModifier<A?, EmptyView>(title: title, isPresented: Self.isPresented(data), actions: data.wrappedValue.map(actions),
                                               message: nil))
    }

    /// True while `isPresented` is and there is a value to present (`hasValue`).
    private nonisolated static func isPresented(_ isPresented: Binding<Bool>, holding hasValue: Bool) -> Binding<Bool> {
        Binding(get: { isPresented.wrappedValue && hasValue }, set: { isPresented.wrappedValue = $0 })
    }

    /// True while `data` holds a value; setting false clears it.
    private nonisolated static func isPresented<T>(_ data: Binding<T?>) -> Binding<Bool> {
        Binding(get: { data.wrappedValue != nil }, set: { if !$0 { data.wrappedValue = nil } })
    }

    /// Mirrors SwiftUI's `alert(isPresented:error:actions:)`: titled with the error's
    /// `errorDescription`, its `failureReason` as the message; nothing shows while it is nil.
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier(title: Text(verbatim: error?.errorDescription ?? ""), isPresented: Self.isPresented(isPresented, holding: error != nil),
                                actions: actions(), message: error?.failureReason.map { Text(verbatim: $0) }))
    }
    /// Mirrors SwiftUI's `alert(isPresented:error:actions:message:)`.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                                       @ViewBuilder message: (E) -> M) -> some View {
        modifier(_AlertModifier(title: Text(verbatim: error?.errorDescription ?? ""), isPresented: Self.isPresented(isPresented, holding: error != nil),
                                actions: error.map(actions), message: error.map(message)))
    }
}
