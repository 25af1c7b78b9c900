import Foundation

/// Mirrors SwiftUI's `Alert` (deprecated in iOS 15, still in much real code): a title, an
/// optional message and one or two buttons, shown by `alert(isPresented:content:)` as the
/// alert of `alert(_:isPresented:actions:message:)`. With no button, iOS shows "OK".
nonisolated public struct Alert {
    /// Mirrors `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Mirrors `default(_:action:)`.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        /// Mirrors `cancel(_:action:)`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// Mirrors `cancel(_:)`: a "Cancel" button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        /// Mirrors `destructive(_:action:)`.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as the alert and dialog presentations show it.
        var view: some View {
            nonisolated(unsafe) let action = self.action
            return Tether.Button(role: role) { action?() } label: { label }
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Mirrors `init(title:message:dismissButton:)`.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }
    /// Mirrors `init(title:message:primaryButton:secondaryButton:)`.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    var actions: some View { ForEach(buttons.indices, id: \.self) { buttons[$0].view } }
}

/// Mirrors SwiftUI's `ActionSheet` (deprecated in iOS 15): shown by `actionSheet(isPresented:content:)`
/// as the dialog of `confirmationDialog`.
nonisolated public struct ActionSheet {
    /// Mirrors `ActionSheet.Button`.
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]
    /// Mirrors `init(title:message:buttons:)`.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
    var actions: some View { ForEach(buttons.indices, id: \.self) { buttons[$0].view } }
}

extension View {
    /// Mirrors SwiftUI's deprecated `alert(isPresented:content:)`.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(_AlertModifier(title: alert.title, isPresented: isPresented, actions: alert.actions, message: alert.message))
    }
    /// Mirrors SwiftUI's deprecated `alert(item:content:)`: shown while `item` is not nil.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_AlertModifier(title: alert?.title ?? Text(""), isPresented: presented,
                                       actions: alert.map { AnyView($0.actions) } ?? AnyView(EmptyView()), message: alert?.message))
    }
    /// Mirrors SwiftUI's deprecated `actionSheet(isPresented:content:)`.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(_ConfirmationDialogModifier(title: sheet.title, isPresented: isPresented, titleVisibility: .visible,
                                                    actions: sheet.actions, message: sheet.message))
    }
    /// Mirrors SwiftUI's deprecated `actionSheet(item:content:)`.
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_ConfirmationDialogModifier(title: sheet?.title ?? Text(""), isPresented: presented, titleVisibility: .visible,
                                                    actions: sheet.map { AnyView($0.actions) } ?? AnyView(EmptyView()), message: sheet?.message))
    }
}
