import Foundation

extension View {
    /// Mirrors SwiftUI's `contextMenu(menuItems:)`: a long press on the view (in Tether,
    /// `ViewHost.longPress`) opens iOS's context menu — the canvas blurred, the view lifted
    /// where it is, and the menu's panel under it; a tap on an item runs it and closes the
    /// menu, a tap outside closes it. Menu items written as nothing (`EmptyView`) turn the
    /// context menu off, as in SwiftUI.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuSource<Self, MenuItems, EmptyView>(content: self, items: menuItems(), preview: nil,
                                                      isEnabled: MenuItems.self != EmptyView.self)
    }

    /// Mirrors SwiftUI's `contextMenu(menuItems:preview:)`: as `contextMenu(menuItems:)`, with
    /// `preview` lifted in place of the view (at its ideal size, centred on the view).
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuSource(content: self, items: menuItems(), preview: preview(), isEnabled: M.self != EmptyView.self)
    }
}

/// Mirrors SwiftUI's `ContextMenu` (iOS 13, deprecated for `contextMenu(menuItems:)`): the
/// items of a context menu, attached with `contextMenu(_:)`.
nonisolated public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    /// Mirrors `init(menuItems:)`.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// Mirrors SwiftUI's deprecated `contextMenu(_:)`: the context menu's items open on a long
    /// press as with `contextMenu(menuItems:)`; nil attaches none.
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuSource<Self, MenuItems?, EmptyView>(content: self, items: contextMenu?.menuItems, preview: nil,
                                                       isEnabled: contextMenu != nil && MenuItems.self != EmptyView.self)
    }
}

/// A view with a context menu: opens it on a long press (half a second, as iOS).
nonisolated struct ContextMenuSource<Content: View, Items: View, Preview: View>: View {
    let content: Content
    let items: Items
    let preview: Preview?
    /// False when the items were written as nothing (`EmptyView`) or there is no menu: a
    /// long press then opens none, as in SwiftUI.
    let isEnabled: Bool
    @State private var isPresented = false

    @MainActor var body: some View {
        let presented = $isPresented
        let items = AnyView(self.items)
        let lifted = preview.map { AnyView($0) } ?? AnyView(content)
        let hasCustomPreview = preview != nil
        let isEnabled = self.isEnabled
        return content
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in
                if isEnabled { presented.wrappedValue = true }
            })
            .presentsMenu(isPresented) { source in
                PresentedMenu(source: source, items: items, preview: lifted, previewProposal: hasCustomPreview ? nil : source.size,
                              order: .fixed, dismiss: { presented.wrappedValue = false })
            }
    }
}
