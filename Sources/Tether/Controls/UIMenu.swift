import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIMenuElement`, what a
/// menu holds: an action (`UIAction`) or a submenu (`UIMenu`).
@MainActor @preconcurrency open class UIMenuElement: NSObject {
    /// Mirrors `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mirrors `disabled`: drawn dimmed, not chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Mirrors `destructive`: drawn in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Mirrors `hidden`: not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Mirrors `keepsMenuPresented` (iOS 16; accepted: the menu closes as a SwiftUI menu does).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Mirrors `UIMenuElement.State`: a checkmark beside `.on`.
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    /// Mirrors `UIMenuElement.Size` (iOS 16; accepted).
    public enum Size: Int, Sendable {
        case small = 0, medium = 1, large = 2
    }

    /// Mirrors `title`.
    open var title: String
    /// Mirrors `subtitle` (iOS 15): a second line under the title.
    open var subtitle: String?
    /// Mirrors `image`.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIMenu` (iOS 13), a menu a
/// bar button item or button opens, drawn as SwiftUI's `Menu` draws on iOS: its title as a
/// header, its actions as buttons (`.destructive` in red, `.disabled` dimmed, `.on` with a
/// checkmark), a submenu nested (or, `.displayInline`, as a section between separators).
@MainActor @preconcurrency open class UIMenu: UIMenuElement {
    /// Mirrors `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Mirrors `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mirrors `displayInline`: the children shown in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Mirrors `destructive`: the submenu's title in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Mirrors `singleSelection` (iOS 15): choosing an action turns it on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Mirrors `displayAsPalette` (iOS 17; accepted: drawn as a list).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// Mirrors `identifier`.
    public let identifier: Identifier
    /// Mirrors `options`.
    public let options: Options
    /// Mirrors `preferredElementSize` (iOS 16; accepted).
    open var preferredElementSize: UIMenuElement.Size = .large
    /// Mirrors `children`.
    public let children: [UIMenuElement]

    /// Mirrors `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: UIMenuElement.Size = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
        self.preferredElementSize = preferredElementSize
    }
    /// Mirrors `init(title:image:identifier:options:children:)` (iOS 13).
    public convenience init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                            options: Options = [], children: [UIMenuElement] = []) {
        self.init(title: title, subtitle: nil, image: image, identifier: identifier, options: options,
                  preferredElementSize: .large, children: children)
    }

    /// Mirrors `replacingChildren(_:)`: the same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// An action of this menu was chosen: in a single-selection menu it is turned on and the
    /// others off.
    func chose(_ action: UIAction) {
        guard options.contains(.singleSelection) else { return }
        for case let sibling as UIAction in children { sibling.state = sibling === action ? .on : .off }
    }
}

/// A `UIMenu`'s children as the content of SwiftUI's `Menu`.
struct UIMenuContent: View {
    let menu: UIMenu
    /// What the action's handler gets as its sender.
    let sender: AnyObject?
    /// Whether the menu's title heads its items (a submenu's title is its row instead).
    var showsTitle = true
    /// The elements shown in the menu's place (a deferred element's), else its children.
    var children: [UIMenuElement]? = nil

    var body: some View {
        let visible = (children ?? menu.children).filter { element in
            !((element as? UIAction)?.attributes.contains(.hidden) ?? false)
        }
        if showsTitle, !menu.title.isEmpty {
            Section(menu.title) { elements(visible) }
        } else {
            elements(visible)
        }
    }

    @ViewBuilder private func elements(_ elements: [UIMenuElement]) -> some View {
        ForEach(elements.indices, id: \.self) { index in
            element(elements[index])
        }
    }

    @ViewBuilder private func element(_ element: UIMenuElement) -> some View {
        if let action = element as? UIAction {
            UIMenuActionRow(action: action, menu: menu, sender: sender)
        } else if let deferred = element as? UIDeferredMenuElement {
            UIDeferredMenuRows(element: deferred, menu: menu, sender: sender)
        } else if let submenu = element as? UIMenu {
            if submenu.options.contains(.displayInline) {
                Section { UIMenuContent(menu: submenu, sender: sender, showsTitle: false) }
            } else {
                Menu {
                    UIMenuContent(menu: submenu, sender: sender, showsTitle: false)
                } label: {
                    UIMenuLabel(title: submenu.title, subtitle: submenu.subtitle, image: submenu.image)
                }
            }
        }
    }
}

/// One action of a menu: a button, or a toggle showing its checkmark when it is on.
private struct UIMenuActionRow: View {
    let action: UIAction
    let menu: UIMenu
    let sender: AnyObject?

    var body: some View {
        let action = self.action, menu = self.menu
        nonisolated(unsafe) let sender = self.sender
        let run: @MainActor @Sendable () -> Void = {
            menu.chose(action)
            action.perform(sender: sender as Any)
            UIKitPresentationChanges.shared.changed()
        }
        let label = UIMenuLabel(title: action.title, subtitle: action.subtitle, image: action.image)
        Group {
            if action.state == .on {
                Toggle(isOn: Binding(get: { true }, set: { _ in run() })) { label }
            } else {
                Button(role: action.attributes.contains(.destructive) ? .destructive : nil, action: run) { label }
            }
        }
        .disabled(action.attributes.contains(.disabled))
    }
}

/// A menu element's title (and subtitle) with its image.
private struct UIMenuLabel: View {
    let title: String
    let subtitle: String?
    let image: UIImage?

    var body: some View {
        let text = VStack(alignment: .leading) {
            Text(verbatim: title)
            if let subtitle { Text(verbatim: subtitle).font(.footnote).foregroundStyle(.secondary) }
        }
        if let image {
            Label { text } icon: { Image(uiImage: image) }
        } else {
            text
        }
    }
}
