import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIContextualAction`, an
/// action revealed when a table row is swiped. Drawn as SwiftUI draws a row's swipe action: a
/// button filled with `backgroundColor` (red for `.destructive`, grey for `.normal`), showing
/// its image above its title when it has both.
@MainActor @preconcurrency open class UIContextualAction: NSObject {
    /// Mirrors `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// Mirrors `UIContextualAction.Handler`: the action, the view that showed it, and the
    /// completion to call with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// Mirrors `style`.
    public let style: Style
    /// Mirrors `handler`.
    public let handler: Handler
    /// Mirrors `title`.
    open var title: String?
    /// Mirrors `image`.
    open var image: UIImage?
    /// Mirrors `backgroundColor`: the button's fill (by default red for a destructive action,
    /// grey otherwise).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    /// Mirrors `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISwipeActionsConfiguration`,
/// the actions a table row reveals on one edge, the first nearest the edge.
@MainActor @preconcurrency open class UISwipeActionsConfiguration: NSObject {
    /// Mirrors `actions`.
    public let actions: [UIContextualAction]
    /// Mirrors `performsFirstActionWithFullSwipe`: whether a full swipe runs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// Mirrors `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// A row's swipe actions as SwiftUI's `swipeActions` content: a button per action.
struct UIContextualActionButtons: View {
    let actions: [UIContextualAction]
    let sourceView: UIView

    var body: some View {
        ForEach(actions.indices, id: \.self) { index in
            let action = actions[index]
            Button(role: action.style == .destructive ? .destructive : nil) {
                let view = sourceView
                action.handler(action, view) { _ in }
                UIKitPresentationChanges.shared.changed()
            } label: {
                label(action)
            }
            .tint(Color(uiColor: action.backgroundColor))
        }
    }

    @ViewBuilder private func label(_ action: UIContextualAction) -> some View {
        switch (action.title, action.image) {
        case let (title?, image?):
            VStack(spacing: 4) {
                Image(uiImage: image)
                Text(verbatim: title)
            }
        case let (nil, image?):
            Image(uiImage: image)
        case let (title?, nil):
            Text(verbatim: title)
        case (nil, nil):
            EmptyView()
        }
    }
}
