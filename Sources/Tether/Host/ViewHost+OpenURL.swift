import Foundation

extension ViewHost {
    /// Tether's own: the app receives `url`, as when iOS opens it with a Universal Link or a
    /// custom URL scheme: every shown view's `onOpenURL` action runs, in tree order; then the
    /// host updates. A host not yet updated (an app just launched) shows its views first, as
    /// iOS hands the URL to a scene once it is connected. Returns how many actions ran (0:
    /// nothing handles URLs here).
    @discardableResult
    public func receive(_ url: URL) -> Int {
        if root.children.isEmpty { update() }
        let actions = shownAttributes(OpenURLHandlerAttribute.self).map(\.action)
        for action in actions { action(url) }
        update()
        return actions.count
    }
}
